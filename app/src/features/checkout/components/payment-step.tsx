// Step 2 'payment': where the order ships, the way back to the details, and the card: the built-in
// test gateway's form, or Stripe's Payment Element. The heading takes the focus once the server
// has placed the order.
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentIntentAnswer } from '#shared/schemas/orders'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { CustomerValues } from '#app/features/checkout/checkout-payload'
import type { PaymentOutcome } from '#app/features/checkout/payment-outcome'
import { CardPayment } from './card-payment'
import { Spinner } from './spinner'

type PaymentStepProps = {
  values: CustomerValues
  /** The placed order; null while the server places it. */
  intent: PaymentIntentAnswer | null
  totalCents: number
  paying: boolean
  cardError: string | undefined
  onBack: () => void
  onPayWithTestCard: (cardNumber: string) => void
  /** Stripe asks before it confirms: false stops the payment. */
  onPaying: () => Promise<boolean>
  onOutcome: (outcome: PaymentOutcome) => void
}

export function PaymentStep({ values, intent, totalCents, paying, cardError, onBack, onPayWithTestCard, onPaying, onOutcome }: PaymentStepProps) {
  const { t } = useTranslation('checkout')
  const { lang, to } = useLang()
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (intent) heading.current?.focus()
  }, [intent])

  const payLabel = t('payment.pay', { amount: formatMoney(totalCents, lang) })
  const returnUrl = new URL(to(`/order-confirmation/${intent?.orderId ?? ''}`), window.location.origin).href

  return (
    <section aria-labelledby="checkout-payment-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="checkout-payment-title" ref={heading} tabIndex={-1} className="font-serif text-2xl text-ink outline-none">
          {t('payment.title')}
        </h2>
        <button type="button" onClick={onBack} className="text-sm text-cocoa underline-offset-4 hover:underline" disabled={paying}>
          {t('payment.editDetails')}
        </button>
      </div>
      <p className="mt-1 text-sm text-muted" data-testid="payment-recipient">
        {t('payment.shipsTo', { name: values.name, address: [values.address, values.city].filter(Boolean).join(', ') })}
      </p>
      <div className="mt-6">
        {!intent?.clientSecret ? (
          <Spinner label={t('payment.preparing')} />
        ) : (
          <CardPayment
            gateway={intent.gateway}
            clientSecret={intent.clientSecret}
            payLabel={payLabel}
            returnUrl={returnUrl}
            paying={paying}
            cardError={cardError}
            billing={{
              name: values.name,
              email: values.email,
              phone: values.phone,
              address: { line1: values.address, city: values.city, state: values.state, postal_code: values.postalCode, country: values.country },
            }}
            onPayWithTestCard={onPayWithTestCard}
            onPaying={onPaying}
            onOutcome={onOutcome}
          />
        )}
      </div>
      {intent?.gateway === 'stripe' && <p className="mt-6 text-xs text-muted">{t('payment.secure')}</p>}
    </section>
  )
}
