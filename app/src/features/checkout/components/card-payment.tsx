// The card, at checkout and when paying again from the confirmation page: the built-in test
// gateway's form, or Stripe's Payment Element; without a publishable key, Stripe payments are
// unavailable and the shopper is told so.
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentGatewayName } from '#shared/schemas/orders'
import { useLang } from '#app/lib/i18n/use-lang'
import { useSiteInfo } from '#app/lib/site-info'
import type { PaymentOutcome } from '#app/features/checkout/payment-outcome'
import { Spinner } from './spinner'
import type { BillingDetails } from './stripe-payment'
import { TestCardForm } from './test-card-form'

// Stripe.js and its React bindings load only here, when a card is paid with Stripe.
const StripePayment = lazy(() => import('./stripe-payment').then((m) => ({ default: m.StripePayment })))

type CardPaymentProps = {
  gateway: PaymentGatewayName
  clientSecret: string
  payLabel: string
  /** Where Stripe comes back to after a redirect (a bank's 3-D Secure page, say). */
  returnUrl: string
  paying: boolean
  /** The test gateway's refusal of the card number. */
  cardError: string | undefined
  /** Given at checkout; on a retry from the confirmation page the Element asks for what it needs. */
  billing?: BillingDetails
  onPayWithTestCard: (cardNumber: string) => void
  /** Runs before Stripe sends the payment; false stops it (the order's hold has passed). */
  onPaying: () => Promise<boolean>
  onOutcome: (outcome: PaymentOutcome) => void
}

export function CardPayment({ gateway, clientSecret, payLabel, returnUrl, paying, cardError, billing, onPayWithTestCard, onPaying, onOutcome }: CardPaymentProps) {
  const { t } = useTranslation('checkout')
  const { lang } = useLang()
  const site = useSiteInfo()
  if (gateway === 'test') return <TestCardForm payLabel={payLabel} busy={paying} error={cardError} onPay={onPayWithTestCard} />
  if (!site.payments.publishableKey) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('errors.paymentsUnavailable')}
      </p>
    )
  }
  return (
    <Suspense fallback={<Spinner label={t('payment.loading')} />}>
      <StripePayment
        publishableKey={site.payments.publishableKey}
        clientSecret={clientSecret}
        lang={lang}
        returnUrl={returnUrl}
        payLabel={payLabel}
        onPaying={onPaying}
        billing={billing}
        onOutcome={onOutcome}
      />
    </Suspense>
  )
}
