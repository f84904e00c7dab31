// The payment of a pending order on its confirmation page (decision 012). While the provider is
// processing it, the panel says so and checks the order every few seconds until it is paid or
// the attempt failed. Otherwise it says why the last attempt failed (the server's failure code, or
// a 3-D Secure redirect that came back failed) and offers to pay again: the same order, the same
// hold, the same payment intent (POST /api/orders/:id/payment), with the test card form or
// Stripe's Payment Element as at checkout.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ordersApi } from '#shared/contracts/orders'
import { parseAmount } from '#shared/pricing/money'
import type { OrderConfirmation, PaymentRetry } from '#shared/schemas/orders'
import { useErrorText } from '#app/components/form/use-error-text'
import { Button } from '#app/components/ui/button'
import { ApiError, callApi } from '#app/lib/api-client'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { holdWhilePaying } from '#app/features/checkout/payment-hold'
import { payWithTestCard, type PaymentOutcome } from '#app/features/checkout/payment-outcome'
import { usePaymentFailureText } from '#app/features/checkout/use-payment-failure-text'
import { CardPayment } from './card-payment'

const accessQuery = (key: string | undefined) => (key ? { key } : undefined)

/** How often a processing payment is looked at again. */
const PROCESSING_POLL_MS = 5_000

type Props = {
  order: OrderConfirmation
  /**
   * How the payment ended in the browser (Stripe's `redirect_status` after a redirect such as 3-D
   * Secure, or the checkout's own outcome): the server may not have heard from the provider yet,
   * so it counts until the order knows better.
   */
  returned: 'failed' | 'processing' | null
  /** The order changed (paid, failed, processing): load it again. */
  onChange: () => void
  /** The confirmation email's signed link key, when the page was opened from it (decision 023). */
  accessKey?: string
}

export function OrderPayment({ order, returned, onChange, accessKey }: Props) {
  const { t } = useTranslation('checkout')
  const failureText = usePaymentFailureText()
  /** Paying again was refused because the provider is processing a payment the order has not heard of yet. */
  const [processingSeen, setProcessingSeen] = useState(false)
  const attempt = order.payment.attempt ?? (processingSeen || returned === 'processing' ? 'processing' : returned)
  const processing = attempt === 'processing'
  const failed = attempt === 'failed'

  // A processing payment: look again until the order or its attempt changes.
  useEffect(() => {
    if (!processing) return
    const controller = new AbortController()
    const timer = setInterval(() => {
      callApi(ordersApi.guest, { params: { id: order.id }, query: accessQuery(accessKey), signal: controller.signal })
        .then((now) => {
          if (now.status !== order.status || now.payment.attempt !== order.payment.attempt) onChange()
        })
        .catch(() => undefined)
    }, PROCESSING_POLL_MS)
    return () => {
      clearInterval(timer)
      controller.abort()
    }
  }, [processing, order.id, order.status, order.payment.attempt, onChange, accessKey])

  if (processing) {
    return (
      <section role="status" className="mt-8 rounded-3xl border border-sky-200 bg-sky-50 p-6 text-sky-950" data-testid="payment-processing">
        <h2 className="font-serif text-2xl">{t('payAgain.processingTitle')}</h2>
        <p className="mt-2 text-sm">{t('payAgain.processingIntro')}</p>
      </section>
    )
  }
  return (
    <section
      aria-labelledby="order-payment-title"
      className={`mt-8 rounded-3xl p-6 ${failed ? 'border border-red-200 bg-red-50 text-red-950' : 'border border-amber-200 bg-amber-50 text-amber-950'}`}
      data-testid="order-payment"
    >
      <h2 id="order-payment-title" className="font-serif text-2xl">
        {failed ? t('payAgain.failedTitle') : t('confirmation.pendingTitle')}
      </h2>
      <p className="mt-2 text-sm" data-testid="payment-failure">
        {failed ? t('payAgain.failedIntro', { reason: failureText(order.payment.failureCode ?? (returned === 'failed' ? 'authentication_failed' : null)) }) : t('payAgain.pendingIntro')}
      </p>
      <PayAgain orderId={order.id} accessKey={accessKey} label={failed ? t('payAgain.retry') : t('payAgain.payNow')} onChange={onChange} onProcessing={() => setProcessingSeen(true)} />
    </section>
  )
}

type Retry = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; retry: PaymentRetry } | { status: 'refused'; message: string }

type PayAgainProps = { orderId: string; accessKey: string | undefined; label: string; onChange: () => void; onProcessing: () => void }

function PayAgain({ orderId, accessKey, label, onChange, onProcessing }: PayAgainProps) {
  const { t } = useTranslation('checkout')
  const { lang, to } = useLang()
  const failureText = usePaymentFailureText()
  const { apiErrorText } = useErrorText()
  const [state, setState] = useState<Retry>({ status: 'idle' })
  const [paying, setPaying] = useState(false)
  const [cardError, setCardError] = useState<string>()
  const [declined, setDeclined] = useState<string>()
  const opener = useRef<HTMLButtonElement>(null)
  const formStart = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (state.status === 'ready') formStart.current?.focus()
  }, [state.status])

  const open = async () => {
    setState({ status: 'loading' })
    try {
      setState({ status: 'ready', retry: await callApi(ordersApi.payAgain, { params: { id: orderId }, query: accessQuery(accessKey) }) })
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 409
      if (refused && error.code === 'payment_processing') return onProcessing()
      // Offline, too many tries (429) and the like get the shop's usual words for them.
      setState({ status: 'refused', message: refused ? t('payAgain.notPayable') : apiErrorText(error, t('payAgain.loadFailed')) })
    }
  }
  const close = () => {
    setState({ status: 'idle' })
    setDeclined(undefined)
    // Focus goes back to the button that opened the form.
    requestAnimationFrame(() => opener.current?.focus())
  }

  const settled = async (outcome: PaymentOutcome) => {
    if (outcome.kind === 'paid') await callApi(ordersApi.confirm, { params: { id: orderId }, query: accessQuery(accessKey) }).catch(() => undefined)
    if (outcome.kind === 'processing') onProcessing()
    if (outcome.kind === 'paid' || outcome.kind === 'processing') return onChange()
    setDeclined(outcome.kind === 'failed' ? outcome.message : t('payment.unexpected'))
  }

  /** Paying again keeps the order's units a few minutes more, as on the checkout's payment step; false when the hold has already ended. */
  const startPaying = async () => {
    if ((await holdWhilePaying(orderId, accessKey)) === 'held') return true
    onChange()
    return false
  }

  const payWithCard = async (clientSecret: string, cardNumber: string) => {
    if (paying) return
    setPaying(true)
    setCardError(undefined)
    setDeclined(undefined)
    try {
      if (!(await startPaying())) return
      const answer = await payWithTestCard(clientSecret, cardNumber)
      if (answer.kind === 'paid' || answer.kind === 'processing') await settled(answer)
      else if (answer.kind === 'declined') await settled({ kind: 'failed', message: failureText(answer.code) })
      else if (answer.kind === 'invalid_card') setCardError(t('testMode.invalidCard'))
      else if (answer.kind === 'refused' && answer.code === 'payment_processing') onProcessing()
      else if (answer.kind === 'refused') onChange()
      else await settled({ kind: 'error' })
    } finally {
      setPaying(false)
    }
  }

  if (state.status === 'idle' || state.status === 'loading' || state.status === 'refused') {
    return (
      <div className="mt-4">
        {state.status === 'refused' && (
          <p role="alert" className="mb-3 text-sm font-medium">
            {state.message}
          </p>
        )}
        <Button ref={opener} size="lg" onClick={() => void open()} disabled={state.status === 'loading'} aria-busy={state.status === 'loading'} data-testid="pay-again">
          {label}
        </Button>
      </div>
    )
  }

  const { retry } = state
  const payLabel = t('payment.pay', { amount: formatMoney(parseAmount(retry.totalAmount), lang) })
  // Back from a redirect (3-D Secure) on the device of the email link, the key must come along.
  const returnUrl = new URL(to(`/order-confirmation/${orderId}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`), window.location.origin).href
  return (
    <div className="mt-6 rounded-2xl bg-white p-5 text-ink shadow-sm ring-1 ring-sand/70" ref={formStart} tabIndex={-1} data-testid="pay-again-form">
      {declined && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="pay-again-declined">
          {declined}
        </p>
      )}
      <CardPayment
        gateway={retry.gateway}
        clientSecret={retry.clientSecret}
        payLabel={payLabel}
        returnUrl={returnUrl}
        paying={paying}
        cardError={cardError}
        onPayWithTestCard={(n) => void payWithCard(retry.clientSecret, n)}
        onPaying={startPaying}
        onOutcome={(outcome) => void settled(outcome)}
      />
      <Button variant="ghost" className="mt-3 w-full" onClick={close} disabled={paying}>
        {t('payAgain.cancel')}
      </Button>
    </div>
  )
}
