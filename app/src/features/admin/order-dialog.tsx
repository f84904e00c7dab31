// One retail order in the back office, opened from the list's view action: customer and account, the status
// selector (cancel and refund are confirmed first: they move stock, points and money), items and
// totals, addresses, payment, shipments with their tracking and the order's history.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '#app/components/form/select-field'
import { ItemLinesTable } from '#app/components/orders/item-lines'
import { PostalAddress } from '#app/components/orders/postal-address'
import { Button } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { Dialog } from '#app/components/ui/dialog'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { RecordStatus } from '#app/components/ui/status-badge'
import { callApi } from '#app/lib/api-client'
import { formatAmount, formatDate, formatMoney, formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminOrdersApi, type AdminOrderDetail } from '#shared/contracts/admin-orders'
import { parseAmount } from '#shared/pricing/money'
import { isPaidStatus, lineNameIn, type OrderStatus } from '#shared/schemas/orders'
import { Facts, Section } from './detail-section'
import { ShipmentsSection } from './order-shipments'
import { RefundDialog } from './refund-dialog'
import { StoreCreditDialog } from './store-credit-dialog'
import { useAdminAction } from './use-admin-action'
import { HOLDS_CREDIT } from './use-customer-credit'

export function OrderDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const detail = useApiQuery(adminOrdersApi.detail, { params: { id } })
  const order = detail.data?.id === id ? detail.data : undefined
  const changed = () => {
    detail.reload()
    onChanged()
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={order ? t('order.title', { number: order.reference }) : t('order.loading')}
      description={order ? t('order.description', { date: formatShortDate(order.createdAt, lang) }) : undefined}
    >
      {order ? (
        <OrderBody order={order} onChanged={changed} />
      ) : detail.status === 'error' ? (
        <ErrorState message={t('order.fetchFailed')} onRetry={detail.reload} />
      ) : (
        <LoadingState label={t('order.loading')} />
      )}
    </Dialog>
  )
}

function Address({ address }: { address: AdminOrderDetail['shippingAddress'] }) {
  const { t } = useTranslation('admin')
  if (!address) return <p className="text-sm text-muted">{t('common.notAvailable')}</p>
  return (
    <PostalAddress address={address} className="text-sm text-ink" />
  )
}

function OrderBody({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  const { t: status } = useTranslation('status')
  const { lang } = useLang()
  const act = useAdminAction()
  const [confirming, setConfirming] = useState<OrderStatus | null>(null)
  const [saving, setSaving] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const [creditOpen, setCreditOpen] = useState(false)
  const awaitingRefund = useRef(false)
  const refundButton = useRef<HTMLButtonElement>(null)
  const refundSummary = useRef<HTMLParagraphElement>(null)
  // Once the order has reloaded after a refund, focus goes to the refund button again or, with
  // nothing left to refund, to what the section says (the dialog gives it back to the button as it closes).
  useEffect(() => {
    if (!awaitingRefund.current) return
    awaitingRefund.current = false
    const target = refundButton.current ?? refundSummary.current
    target?.focus()
  }, [order.refundableAmount])
  const money = (amount: string) => formatAmount(amount, lang)

  const change = async (next: OrderStatus) => {
    setSaving(true)
    try {
      await act(() => callApi(adminOrdersApi.changeStatus, { params: { id: order.id }, body: { status: next } }), {
        success: t('order.statusUpdated'),
        failure: t('order.statusFailed'),
      })
      onChanged()
    } finally {
      setSaving(false)
    }
  }
  const choose = (next: OrderStatus) => {
    if (next === order.status) return
    if (next === 'cancelled' || next === 'refunded') setConfirming(next)
    else void change(next).catch(() => undefined)
  }
  // Seeded and older orders may lack paidAt: the status says whether it was paid.
  const paid = order.status !== 'pending'

  return (
    <div className="grid gap-5">
      <Section title={t('order.customer')}>
        <Facts
          rows={[
            [t('order.name'), order.customerName],
            [t('order.email'), order.customerEmail],
            [t('order.phone'), order.customerPhone ?? t('common.notAvailable')],
            [t('order.account'), order.user ? <RecordStatus key="role" kind="role" value={order.user.role} /> : t('order.guest')],
          ]}
        />
        {order.user && HOLDS_CREDIT.includes(order.user.role) && (
          <Button variant="secondary" size="sm" className="mt-3" aria-haspopup="dialog" onClick={() => setCreditOpen(true)}>
            {t('storeCredit.open')}
          </Button>
        )}
        {creditOpen && order.user && (
          <StoreCreditDialog
            userId={order.user.id}
            name={`${order.user.firstName} ${order.user.lastName}`.trim() || order.user.email}
            onClose={() => setCreditOpen(false)}
          />
        )}
      </Section>

      <Section title={t('order.status')}>
        <div className="flex flex-wrap items-end gap-3">
          <RecordStatus kind="order" value={order.status} />
          <SelectField
            label={t('order.status')}
            hideLabel
            className="w-56"
            value={order.status}
            disabled={saving || order.nextStatuses.length <= 1}
            onChange={(e) => choose(e.target.value as OrderStatus)}
          >
            {order.nextStatuses.map((s) => (
              <option key={s} value={s}>
                {status(`order.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>

      <Section title={t('refund.section')}>
        <div className="flex flex-wrap items-center gap-3">
          <p ref={refundSummary} tabIndex={-1} className="text-sm outline-none">
            {t('refund.summary', { refunded: money(order.refundedAmount), left: money(order.refundableAmount) })}
          </p>
          {order.refundableAmount !== '0.00' && (
            <Button
              ref={refundButton}
              variant="secondary"
              size="sm"
              onClick={() => setRefunding(true)}
            >
              {t('refund.open')}
            </Button>
          )}
        </div>
        {order.refunds.length > 0 && (
          <ul className="mt-3 grid gap-2 text-sm" aria-label={t('refund.list')}>
            {order.refunds.map((r) => (
              <li key={r.id} className="rounded-md border border-sand/70 p-2">
                <p className="flex flex-wrap gap-x-2">
                  <strong>{money(r.amount)}</strong>
                  <span>{t(`refund.status.${r.status}`)}</span>
                  <span className="text-muted">{t(`refund.source.${r.source}`)}</span>
                  <time dateTime={r.createdAt} className="text-muted">
                    {formatDate(r.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  {r.by && <span className="text-muted">{t('order.by', { name: r.by.name })}</span>}
                </p>
                {r.lines.length > 0 && (
                  <p className="text-muted">
                    {r.lines
                      .map((l) => {
                        const item = order.items.find((i) => i.id === l.itemId)
                        return t(l.restock ? 'refund.lineRestocked' : 'refund.lineItem', { count: l.quantity, name: item ? `${lineNameIn(item, lang)} (${item.size})` : l.itemId })
                      })
                      .join(' · ')}
                  </p>
                )}
                {/* Where it went (decision 035): store credit issued or given back, beside the card's part. */}
                {r.creditIssued && (
                  <p className="text-muted" data-testid="refund-credit">
                    {t(r.to === 'store_credit' ? 'refund.creditIssued' : 'refund.creditReturned', { amount: money(r.creditIssued) })}
                  </p>
                )}
                {r.reason && <p className="text-muted">{t('refund.reasonIs', { reason: r.reason })}</p>}
                {r.pointsTakenBack > 0 && <p className="text-muted">{t('refund.points', { count: r.pointsTakenBack })}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {order.disputes.length > 0 && (
        <Section title={t('dispute.section')}>
          <ul className="grid gap-2 text-sm">
            {order.disputes.map((d) => (
              <li key={d.id} className={d.open ? 'rounded-md border-2 border-red-700 bg-red-50 p-2' : 'rounded-md border border-sand/70 p-2'}>
                <p className="flex flex-wrap gap-x-2">
                  <strong>{d.open ? t('dispute.open') : t('dispute.closed')}</strong>
                  <span>{money(d.amount)}</span>
                  {/* The provider's words, translated when known (a new one shows as it came). */}
                  <span>{t('dispute.reason', { reason: t(`dispute.reasons.${d.reason}`, { defaultValue: d.reason.replace(/_/g, ' ') }) })}</span>
                  <span className="text-muted">{t('dispute.status', { status: t(`dispute.statuses.${d.status}`, { defaultValue: d.status.replace(/_/g, ' ') }) })}</span>
                </p>
                {d.open && d.evidenceDueBy && (
                  <p className="font-medium">{t('dispute.evidenceDue', { date: formatDate(d.evidenceDueBy, lang, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
                )}
                <p className="text-muted">
                  {t('dispute.opened', { date: formatShortDate(d.openedAt, lang) })}
                  {d.closedAt && <> · {t('dispute.closedOn', { date: formatShortDate(d.closedAt, lang) })}</>}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title={t('order.items')}>
        <ItemLinesTable
          caption={t('order.items')}
          headers={{ product: t('order.product'), color: t('order.color'), size: t('order.size'), quantity: t('order.quantity'), subtotal: t('order.subtotal') }}
          lines={order.items}
          lineKey={(item) => item.id}
        />
        <dl className="ml-auto mt-3 grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted">{t('order.subtotal')}</dt>
          <dd className="text-right">{money(order.subtotalAmount)}</dd>
          <dt className="text-muted">{t('order.shipping')}</dt>
          <dd className="text-right">{money(order.shippingAmount)}</dd>
          <dt className="text-muted">{t('order.tax')}</dt>
          <dd className="text-right">{money(order.taxAmount)}</dd>
          {order.discountAmount !== '0.00' && (
            <>
              <dt className="text-muted">{t('order.discount')}</dt>
              <dd className="text-right">−{money(order.discountAmount)}</dd>
            </>
          )}
          {/* The discount above is every discount together; the code's part is named (decision 034). */}
          {order.promo && (
            <>
              <dt className="pl-3 text-muted">{t('order.promo', { code: order.promo.code })}</dt>
              <dd className="text-right text-muted" data-testid="order-promo">
                −{money(order.promo.discount)}
              </dd>
            </>
          )}
          <dt className="font-semibold">{t('order.total')}</dt>
          <dd className="text-right font-semibold">{money(order.totalAmount)}</dd>
          {/* Store credit paid part of the total; the card paid the rest (decision 035). */}
          {order.storeCreditAmount !== '0.00' && (
            <>
              <dt className="text-muted">{t('order.storeCredit')}</dt>
              <dd className="text-right" data-testid="order-store-credit">
                −{money(order.storeCreditAmount)}
              </dd>
              <dt className="text-muted">{t('order.paidByCard')}</dt>
              <dd className="text-right">{formatMoney(parseAmount(order.totalAmount) - parseAmount(order.storeCreditAmount), lang)}</dd>
            </>
          )}
        </dl>
      </Section>

      <Section title={t('order.addresses')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="mb-1 text-sm font-medium">{t('order.shippingAddress')}</h3>
            <Address address={order.shippingAddress} />
          </div>
          <div>
            <h3 className="mb-1 text-sm font-medium">{t('order.billingAddress')}</h3>
            <Address address={order.billingAddress} />
          </div>
        </div>
      </Section>

      <Section title={t('order.payment')}>
        <Facts
          rows={[
            [t('order.paymentMethod'), order.paymentMethod ? t(`order.paymentMethods.${order.paymentMethod}`, { defaultValue: order.paymentMethod }) : t('common.notAvailable')],
            [t('order.internalNumber'), order.orderNumber],
            [t('order.paymentId'), order.paymentIntentId ? <code key="id" className="text-xs">{order.paymentIntentId}</code> : t('common.notAvailable')],
            [t('order.paidAt'), order.paidAt ? formatDate(order.paidAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) : t('order.notPaid')],
          ]}
        />
        {order.loyalty && <p className="mt-2 text-sm text-muted">{t('order.loyalty', order.loyalty)}</p>}
      </Section>

      <ShipmentsSection order={order} canShip={isPaidStatus(order.status)} onChanged={onChanged} />

      <Section title={t('order.history')}>
        <ol className="grid gap-2 text-sm">
          {order.history.map((event, i) => (
            <li key={i} className="flex flex-wrap gap-x-2">
              <time dateTime={event.at} className="text-muted">
                {formatDate(event.at, lang, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              <span>{t(`order.events.${event.event}`, { to: event.to ? status(`order.${event.to}`) : '' })}</span>
              {event.note && <span className="text-muted">({event.note})</span>}
              {event.by && <span className="text-muted">{t('order.by', { name: event.by.name })}</span>}
            </li>
          ))}
        </ol>
      </Section>

      {refunding && (
        <RefundDialog
          order={order}
          onClose={() => setRefunding(false)}
          onRefunded={() => {
            awaitingRefund.current = true
            onChanged()
          }}
        />
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'refunded' ? t('order.confirmRefundTitle') : t('order.confirmCancelTitle')}
        message={
          confirming === 'refunded'
            ? t('order.confirmRefund', { amount: money(order.refundableAmount) })
            : paid
              ? t('order.confirmCancelPaid')
              : t('order.confirmCancelUnpaid')
        }
        confirmLabel={confirming === 'refunded' ? t('order.confirmRefundButton', { amount: money(order.refundableAmount) }) : t('order.confirmCancel')}
        busyLabel={t('common.saving')}
        destructive
        onConfirm={() => change(confirming!)}
      />
    </div>
  )
}
