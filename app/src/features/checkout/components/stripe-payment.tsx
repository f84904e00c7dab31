// Step 2 with Stripe: the Payment Element in the page's language, styled like the shop, confirming
// in the browser with the receipt email and billing details and redirecting only when the payment
// method needs it (a bank's 3-D Secure page, say). This module, and Stripe.js with it, loads only on this step and only
// when the shop's gateway is Stripe (card-payment.tsx imports it lazily).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Appearance, Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import type { Language } from '#app/lib/i18n/lang-path'
import type { PaymentOutcome } from '#app/features/checkout/payment-outcome'
import { Spinner } from './spinner'

const stripes = new Map<string, Promise<Stripe | null>>()
const stripeFor = (publishableKey: string) => {
  let stripe = stripes.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripes.set(publishableKey, stripe)
  }
  return stripe
}

/** The shop's look (app/src/styles.css) inside Stripe's frame. */
const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#6b4632',
    colorText: '#1f1c1a',
    colorTextSecondary: '#6f6259',
    colorBackground: '#ffffff',
    colorDanger: '#b91c1c',
    borderRadius: '16px',
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif',
  },
  rules: { '.Input': { borderColor: '#eadfd3', boxShadow: 'none' }, '.Input:focus': { borderColor: '#6b4632' } },
}

export type BillingDetails = {
  name: string
  email: string
  phone: string
  address: { line1: string; city: string; state: string; postal_code: string; country: string }
}

type Props = {
  publishableKey: string
  clientSecret: string
  lang: Language
  /** Given at checkout; on a retry from the confirmation page the Element asks for what it needs. */
  billing?: BillingDetails
  returnUrl: string
  payLabel: string
  /** Runs before the payment is sent; false stops it (the order's hold has passed). */
  onPaying?: () => Promise<boolean>
  onOutcome: (outcome: PaymentOutcome) => void
}

export function StripePayment({ publishableKey, clientSecret, lang, ...rest }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: lang, appearance: APPEARANCE }}>
      <StripeForm {...rest} />
    </Elements>
  )
}

function StripeForm({ billing, returnUrl, payLabel, onPaying, onOutcome }: Omit<Props, 'publishableKey' | 'clientSecret' | 'lang'>) {
  const { t } = useTranslation('checkout')
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements || busy) return
    setBusy(true)
    try {
      if (onPaying && !(await onPaying())) return
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl, ...(billing && { receipt_email: billing.email, payment_method_data: { billing_details: billing } }) },
        redirect: 'if_required',
      })
      if (error) {
        // Card and form problems come with a message for the shopper, in the Element's language.
        onOutcome(error.type === 'card_error' || error.type === 'validation_error' ? { kind: 'failed', message: error.message ?? '' } : { kind: 'error' })
      } else if (paymentIntent?.status === 'succeeded') onOutcome({ kind: 'paid' })
      else if (paymentIntent?.status === 'processing') onOutcome({ kind: 'processing' })
      else onOutcome({ kind: 'error' })
    } catch {
      onOutcome({ kind: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} data-testid="stripe-form">
      {!ready && <Spinner label={t('payment.loading')} />}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={!stripe || !ready || busy} aria-busy={busy} data-testid="pay">
        {busy ? t('payment.paying') : payLabel}
      </Button>
    </form>
  )
}
