// Order confirmation (/order-confirmation/:orderId): a skeleton, then the order number (first 8 characters of the id,
// uppercased), status, total, date, shipping address and items, with ways back to the shop; an
// unknown order says 'Order Not Found'. A shopper sent back by Stripe after a redirect-based
// payment lands here: the order is confirmed with the server and the cart emptied first. A pending
// order shows its payment (components/order-payment.tsx): processing, or why it failed (also a
// redirect that came back failed) with a way to pay again for the same order.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { ordersApi } from '#shared/contracts/orders'
import { parseAmount } from '#shared/pricing/money'
import { lineNameIn, orderReference, type OrderConfirmation } from '#shared/schemas/orders'
import { buttonClasses } from '#app/components/ui/button'
import { PageMeta } from '#app/components/ui/page-meta'
import { ApiError, callApi } from '#app/lib/api-client'
import { cart } from '#app/lib/cart'
import { formatDate, formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { OrderLine } from './components/order-line'
import { OrderPayment } from './components/order-payment'
import { PushPrompt } from '#app/components/push/push-prompt'
import { PostalAddress } from '#app/components/orders/postal-address'
import { requestLink } from '#app/components/orders/return-links'

type State = { status: 'loading' } | { status: 'ready'; order: OrderConfirmation } | { status: 'not_found' } | { status: 'error' }

const STATUS_TONES: Record<OrderConfirmation['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-900',
  refunded: 'bg-stone-200 text-stone-800',
}

/**
 * The order, confirmed first when Stripe sent the shopper back after a redirect-based payment.
 * `key` is the confirmation email's signed link (decision 023); the device that placed the order
 * needs none.
 */
async function loadOrder(orderId: string, returnedPaid: boolean, key: string | undefined, signal: AbortSignal): Promise<State | undefined> {
  const query = key ? { key } : undefined
  try {
    let order = await callApi(ordersApi.guest, { params: { id: orderId }, query, signal })
    if (order.status === 'pending' && returnedPaid) {
      order = await callApi(ordersApi.confirm, { params: { id: orderId }, query, signal }).catch(() => order)
      if (order.status !== 'pending') await cart.clear()
    }
    return { status: 'ready', order }
  } catch (error) {
    if ((error as Error).name === 'AbortError') return undefined
    return error instanceof ApiError && error.status === 404 ? { status: 'not_found' } : { status: 'error' }
  }
}

function useOrder(orderId: string) {
  const [params] = useSearchParams()
  // Stripe's return_url after a redirect-based payment method carries this.
  const returnedPaid = params.get('redirect_status') === 'succeeded'
  const accessKey = params.get('key') ?? undefined
  const redirect = params.get('redirect_status')
  const returned: 'failed' | 'processing' | null = redirect === 'failed' || redirect === 'processing' ? redirect : null
  const [attempt, setAttempt] = useState(0)
  // What was loaded, for which order and attempt: anything else counts as still loading.
  const [loaded, setLoaded] = useState<{ key: string; state: State }>()
  const key = `${orderId}#${attempt}`

  useEffect(() => {
    const controller = new AbortController()
    void loadOrder(orderId, returnedPaid, accessKey, controller.signal).then((state) => state && setLoaded({ key, state }))
    return () => controller.abort()
  }, [orderId, returnedPaid, accessKey, key])

  const state: State = loaded?.key === key ? loaded.state : { status: 'loading' }
  return { state, returned, accessKey, reload: () => setAttempt((n) => n + 1) }
}

export function OrderConfirmationPage() {
  const { orderId = '' } = useParams()
  const { t } = useTranslation('checkout')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const { state, returned, accessKey, reload } = useOrder(orderId)
  const title = `${t('pages.orderConfirmation')} · ${tc('brand')}`

  if (state.status === 'loading') {
    return (
      <div className="mx-auto max-w-3xl animate-pulse px-6 py-16" aria-busy="true" data-testid="confirmation-skeleton">
        <PageMeta title={title} noindex />
        <p className="sr-only">{t('confirmation.loading')}</p>
        <div className="mx-auto size-16 rounded-full bg-sand" />
        <div className="mx-auto mt-6 h-9 w-2/3 rounded-full bg-sand" />
        <div className="mx-auto mt-4 h-5 w-1/3 rounded-full bg-sand/70" />
        <div className="mt-10 h-64 rounded-3xl bg-white" />
      </div>
    )
  }

  if (state.status !== 'ready') {
    const notFound = state.status === 'not_found'
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center" data-testid="order-not-found">
        <PageMeta title={title} noindex />
        <h1 className="text-4xl text-ink">{notFound ? t('confirmation.notFound') : tc('errors.generic')}</h1>
        <p className="mt-3 text-muted">{notFound ? t('confirmation.notFoundHint') : t('confirmation.loadFailed')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <button type="button" onClick={reload} className={buttonClasses({ variant: 'secondary' })}>
              {t('confirmation.retry')}
            </button>
          )}
          <Link to={to('/')} className={buttonClasses()}>
            {t('confirmation.returnHome')}
          </Link>
        </div>
      </section>
    )
  }

  const { order } = state
  const address = order.shippingAddress
  const paid = order.status !== 'pending' && order.status !== 'cancelled'
  // The order's discount is a code's and a loyalty reward's together (decision 034).
  const rewardCents = parseAmount(order.discountAmount) - (order.promo ? parseAmount(order.promo.discount) : 0)
  // Store credit paid part of the total; the card the rest (decision 035).
  const storeCreditCents = parseAmount(order.storeCreditAmount)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16" data-testid="order-confirmation">
      <PageMeta title={title} noindex />
      <header className="text-center">
        <span aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-3xl text-emerald-800">
          {paid ? '✓' : '…'}
        </span>
        <h1 className="mt-6 text-4xl text-ink sm:text-5xl">{paid ? t('confirmation.thanks') : order.status === 'cancelled' ? t('confirmation.cancelledTitle') : t('confirmation.pendingTitle')}</h1>
        <p className="mt-3 text-muted">{paid ? t('confirmation.intro') : order.status === 'cancelled' ? t('confirmation.cancelledIntro') : t('confirmation.pendingIntro')}</p>
      </header>

      {order.status === 'pending' && <OrderPayment order={order} returned={returned} onChange={reload} accessKey={accessKey} />}
      {paid && <PushPrompt moment="order" />}

      <section aria-labelledby="order-details-title" className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand/70 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="order-details-title" className="font-serif text-2xl text-ink" data-testid="order-number">
            {t('confirmation.orderNumber', { number: orderReference(order.id) })}
          </h2>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONES[order.status]}`} data-testid="order-status">
            {t(`status.${order.status}`)}
          </span>
        </div>
        <dl className="mt-6 grid gap-6 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t('confirmation.date')}</dt>
            <dd className="mt-1 text-ink" data-testid="order-date">
              {formatDate(order.createdAt, lang, { dateStyle: 'long' })}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('confirmation.total')}</dt>
            <dd className="mt-1 font-medium text-ink" data-testid="order-total">
              {formatMoney(parseAmount(order.totalAmount), lang)}
            </dd>
          </div>
          {address && (
            <div>
              <dt className="text-muted">{t('confirmation.shipTo')}</dt>
              <dd className="mt-1 text-ink" data-testid="order-address">
                <PostalAddress address={address} />
              </dd>
            </div>
          )}
        </dl>

        <h3 className="mt-8 font-serif text-xl text-ink">{t('confirmation.items')}</h3>
        <ul className="divide-y divide-sand">
          {order.items.map((item, i) => (
            <OrderLine
              key={`${i}-${item.productName}`}
              line={{
                name: lineNameIn(item, lang),
                image: item.productImage,
                color: item.color,
                size: item.size,
                ...(item.measurements && { measurements: item.measurements }),
                quantity: item.quantity,
                lineCents: parseAmount(item.subtotal),
              }}
            />
          ))}
        </ul>
        <dl className="mt-4 space-y-2 border-t border-sand pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted">{t('cart:subtotal')}</dt>
            <dd>{formatMoney(parseAmount(order.subtotalAmount), lang)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">{t('cart:shipping')}</dt>
            <dd>{parseAmount(order.shippingAmount) === 0 ? t('cart:free') : formatMoney(parseAmount(order.shippingAmount), lang)}</dd>
          </div>
          {order.promo && (
            <div className="flex justify-between text-cocoa">
              <dt>{t('confirmation.promo', { code: order.promo.code })}</dt>
              <dd>−{formatMoney(parseAmount(order.promo.discount), lang)}</dd>
            </div>
          )}
          {rewardCents > 0 && (
            <div className="flex justify-between text-cocoa">
              <dt>{t('confirmation.reward')}</dt>
              <dd>−{formatMoney(rewardCents, lang)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-sand pt-3 text-base font-medium text-ink">
            <dt>{t('cart:total')}</dt>
            <dd>{formatMoney(parseAmount(order.totalAmount), lang)}</dd>
          </div>
          {storeCreditCents > 0 && (
            <>
              <div className="flex justify-between text-cocoa">
                <dt>{t('confirmation.storeCredit')}</dt>
                <dd data-testid="confirmation-store-credit">−{formatMoney(storeCreditCents, lang)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-muted">{t('confirmation.paidByCard')}</dt>
                <dd>{formatMoney(parseAmount(order.totalAmount) - storeCreditCents, lang)}</dd>
              </div>
            </>
          )}
        </dl>
      </section>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {/* A delivered (or shipped) order may have returns, for a guest through the same signed link (decision 039). */}
        {(order.status === 'delivered' || order.status === 'shipped') && (
          <Link to={to(requestLink(order.id, accessKey))} className={buttonClasses({ size: 'lg', variant: 'secondary' })} data-testid="return-items">
            {t('confirmation.returnItems')}
          </Link>
        )}
        <Link to={to('/shop')} className={buttonClasses({ size: 'lg' })}>
          {t('confirmation.continueShopping')}
        </Link>
        <Link to={to('/')} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
          {t('confirmation.home')}
        </Link>
      </div>
    </div>
  )
}
