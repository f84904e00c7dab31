// /dashboard/orders: the customer's orders, newest first, 20 a page (the page in the
// URL), each with its items, the address it ships to and where its parcels are.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ordersApi } from '#shared/contracts/orders'
import { parseAmount } from '#shared/pricing/money'
import { orderReviewsPath } from '#shared/reviews/reviews'
import type { CustomerOrder, CustomerShipment } from '#shared/schemas/orders'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { MeasurementsSummary } from '#app/components/measurements/measurements-summary'
import { EmptyState } from '#app/components/ui/async-state'
import { buttonClasses } from '#app/components/ui/button'
import { RecordStatus } from '#app/components/ui/status-badge'
import { formatAmount, formatDate, formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { AreaPage, QueryView } from './components/area-page'
import { PostalAddress } from '#app/components/orders/postal-address'
import { lineNameIn, orderReference } from '#shared/schemas/orders'
import { requestLink } from '#app/components/orders/return-links'

/** The discount beside the code's (a loyalty reward's), in cents. */
const otherDiscount = (order: CustomerOrder) => parseAmount(order.discountAmount) - (order.promo ? parseAmount(order.promo.discount) : 0)

export function OrdersPage() {
  const { t } = useTranslation('dashboard')
  const { to } = useLang()
  const list = useListParams({})
  const query = useApiQuery(ordersApi.mine, { query: { page: list.page } })
  return (
    <AreaPage title={t('pages.orders')} intro={t('orders.intro')}>
      <QueryView query={query}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState message={t('orders.empty')}>
              <Link to={to('/shop')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                {t('home.startShopping')}
              </Link>
            </EmptyState>
          ) : (
            <>
              <ol className="space-y-6" aria-busy={query.status === 'loading'}>
                {data.items.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} />
                  </li>
                ))}
              </ol>
              <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={list.setPage} />
            </>
          )
        }
      </QueryView>
    </AreaPage>
  )
}

function OrderCard({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation('dashboard')
  const { lang, to } = useLang()
  const headingId = `order-${order.id}`
  const address = order.shippingAddress
  return (
    <article aria-labelledby={headingId} className="rounded-3xl border border-sand/70 bg-white p-5 shadow-sm sm:p-6" data-testid="order">
      {/* The status in the card's top right corner, beside the number, as on every order card (the
          dashboard's recent orders, the back office's cards). */}
      <header className="grid gap-3 border-b border-sand/70 pb-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="font-serif text-2xl text-ink">
              {t('orders.number', { number: orderReference(order.id) })}
            </h2>
            <p className="text-sm text-muted">{t('orders.placedOn', { date: formatDate(order.createdAt, lang, { dateStyle: 'long' }) })}</p>
          </div>
          <RecordStatus kind="order" value={order.status} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium tabular-nums text-ink">
            <span className="sr-only">{t('orders.total')} </span>
            {formatAmount(order.totalAmount, lang)}
          </p>
          {/* A delivered (or shipped) order may have returns; the return page says what each line allows (decision 039). */}
          {(order.status === 'delivered' || order.status === 'shipped') && (
            <Link to={to(requestLink(order.id))} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'min-h-11' })} data-testid="return-items">
              {t('orders.returnItems')}
              <span className="sr-only"> · {t('orders.number', { number: orderReference(order.id) })}</span>
            </Link>
          )}
          {/* Its pieces can be reviewed once they have reached the buyer; the review page says which can (decision 042). */}
          {(order.status === 'delivered' || order.status === 'shipped') && (
            <Link to={to(orderReviewsPath(order.id))} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'min-h-11' })} data-testid="review-items">
              {t('orders.review')}
              <span className="sr-only"> · {t('orders.number', { number: orderReference(order.id) })}</span>
            </Link>
          )}
        </div>
      </header>

      <div className="grid gap-6 pt-4 lg:grid-cols-[1fr_16rem]">
        <div>
          <h3 className="sr-only">{t('orders.items')}</h3>
          <ul className="divide-y divide-sand/60">
            {order.items.map((item) => (
              <li key={item.id} className="flex gap-4 py-3" data-testid="order-item">
                {item.productImage ? (
                  <img src={item.productImage} alt="" width={48} height={60} loading="lazy" className="h-15 w-12 shrink-0 rounded-lg bg-sand/40 object-cover" />
                ) : (
                  <span aria-hidden="true" className="block h-15 w-12 shrink-0 rounded-lg bg-sand/40" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="text-ink">{lineNameIn(item, lang)}</p>
                  {item.measurements ? (
                    <>
                      <p className="text-sm text-muted">{t(`common:colors.${item.color}`, { defaultValue: item.color })}</p>
                      <MeasurementsSummary measurements={item.measurements} />
                    </>
                  ) : (
                    <p className="text-sm text-muted">
                      {t('orders.itemOptions', { color: t(`common:colors.${item.color}`, { defaultValue: item.color }), size: item.size })}
                    </p>
                  )}
                  <p className="text-sm text-muted">{t('orders.itemQuantity', { count: item.quantity, price: formatAmount(item.price, lang) })}</p>
                </div>
                <p className="shrink-0 text-sm font-medium tabular-nums text-ink">{formatAmount(item.subtotal, lang)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-sand/70 pt-3 text-sm">
            <Figure label={t('orders.subtotal')} value={formatAmount(order.subtotalAmount, lang)} />
            <Figure label={t('orders.shipping')} value={order.shippingAmount === '0.00' ? t('orders.free') : formatAmount(order.shippingAmount, lang)} />
            {/* The order's discount is a code's and a loyalty reward's together; the code's part is named (decision 034). */}
            {order.promo && <Figure label={t('orders.promo', { code: order.promo.code })} value={`−${formatAmount(order.promo.discount, lang)}`} />}
            {otherDiscount(order) > 0 && <Figure label={t('orders.discount')} value={`−${formatMoney(otherDiscount(order), lang)}`} />}
            <Figure label={t('orders.total')} value={formatAmount(order.totalAmount, lang)} strong />
            {/* Store credit paid part of the total; the card paid the rest (decision 035). */}
            {order.storeCreditAmount !== '0.00' && (
              <>
                <Figure label={t('orders.storeCredit')} value={`−${formatAmount(order.storeCreditAmount, lang)}`} />
                <Figure label={t('orders.paidByCard')} value={formatMoney(parseAmount(order.totalAmount) - parseAmount(order.storeCreditAmount), lang)} />
              </>
            )}
          </dl>
        </div>

        <div className="space-y-5 text-sm">
          {address && (
            <section>
              <h3 className="mb-1 font-medium text-ink">{t('orders.shippingAddress')}</h3>
              <PostalAddress address={address} className="leading-relaxed text-muted" />
            </section>
          )}
          <section>
            <h3 className="mb-1 font-medium text-ink">{t('orders.tracking')}</h3>
            {order.shipments.length === 0 ? (
              <p className="text-muted">{t('orders.notShippedYet')}</p>
            ) : (
              <ul className="space-y-3">
                {order.shipments.map((shipment) => (
                  <Shipment key={shipment.id} shipment={shipment} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </article>
  )
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between font-medium text-ink' : 'flex justify-between text-muted'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

const SHIPMENT_STATUSES = ['pending', 'shipped', 'delivered']

function Pair({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

function Shipment({ shipment }: { shipment: CustomerShipment }) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const status = SHIPMENT_STATUSES.includes(shipment.status) ? shipment.status : 'pending'
  // estimatedDelivery is a calendar day: read it as that day wherever the reader is.
  const day = (d: string) => formatDate(`${d.slice(0, 10)}T12:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <li className="rounded-2xl bg-cream p-3" data-testid="shipment">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        <Pair label={t('orders.carrier')}>{shipment.carrier ?? '—'}</Pair>
        <Pair label={t('orders.shipmentStatus')}>{t(`status:shipment.${status}`)}</Pair>
        <Pair label={t('orders.trackingNumber')} wide>
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="break-all text-cocoa underline underline-offset-2">
              {shipment.trackingNumber}
              <span className="sr-only"> {t('orders.opensCarrier', { carrier: shipment.carrier })}</span>
            </a>
          ) : (
            <span className="break-all">{shipment.trackingNumber ?? '—'}</span>
          )}
        </Pair>
        {shipment.deliveredAt ? (
          <Pair label={t('orders.deliveredOn')} wide>
            {formatDate(shipment.deliveredAt, lang)}
          </Pair>
        ) : (
          shipment.estimatedDelivery && (
            <Pair label={t('orders.estimatedDelivery')} wide>
              {day(shipment.estimatedDelivery)}
            </Pair>
          )
        )}
      </dl>
    </li>
  )
}
