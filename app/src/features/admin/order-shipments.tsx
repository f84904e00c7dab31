// An order's shipments (decision 017): each parcel with its carrier, tracking link and dates, 'Mark
// delivered' for one on its way, and the 'Add shipment' form, which sets the order to shipped and
// emails the customer the tracking number in their language (the server does both).
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/form/text-field'
import { TextareaField } from '#app/components/form/textarea-field'
import { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { StatusBadge } from '#app/components/ui/status-badge'
import { callApi } from '#app/lib/api-client'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { adminOrdersApi, shipmentInputSchema, type AdminOrderDetail, type Shipment } from '#shared/contracts/admin-orders'
import { Section } from './detail-section'
import { useAdminAction } from './use-admin-action'

const SHIPMENT_TONES = { pending: 'yellow', shipped: 'purple', delivered: 'green' } as const
const FIELDS = ['carrier', 'trackingNumber', 'estimatedDelivery', 'notes'] as const

export function ShipmentsSection({ order, canShip, onChanged }: { order: AdminOrderDetail; canShip: boolean; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Section title={t('order.shipments')}>
      {order.shipments.length === 0 ? (
        <p className="text-sm text-muted">{t('order.noShipments')}</p>
      ) : (
        <ul className="grid gap-3">
          {order.shipments.map((s) => (
            <ShipmentCard key={s.id} orderId={order.id} shipment={s} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {canShip ? <AddShipmentForm orderId={order.id} onAdded={onChanged} /> : <p className="mt-3 text-sm text-muted">{t('order.onlyPaidShip')}</p>}
    </Section>
  )
}

function ShipmentCard({ orderId, shipment, onChanged }: { orderId: string; shipment: Shipment; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  const { t: status } = useTranslation('status')
  const { lang } = useLang()
  const act = useAdminAction()
  const [busy, setBusy] = useState(false)
  const deliver = async () => {
    setBusy(true)
    try {
      await act(() => callApi(adminOrdersApi.updateShipment, { params: { id: orderId, shipmentId: shipment.id }, body: { status: 'delivered' } }), {
        success: t('order.delivered'),
        failure: t('order.deliverFailed'),
      })
      onChanged()
    } catch {
      // Told in the toast.
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="rounded-2xl border border-sand/70 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {shipment.carrier} ·{' '}
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noreferrer" className="underline" aria-label={t('order.track', { number: shipment.trackingNumber })}>
              {shipment.trackingNumber}
            </a>
          ) : (
            shipment.trackingNumber
          )}
        </p>
        <StatusBadge tone={SHIPMENT_TONES[shipment.status]}>{status(`shipment.${shipment.status}`)}</StatusBadge>
      </div>
      <p className="mt-1 text-muted">
        {[
          shipment.shippedAt && t('order.shippedOn', { date: formatShortDate(shipment.shippedAt, lang) }),
          shipment.estimatedDelivery && !shipment.deliveredAt && t('order.expected', { date: formatShortDate(`${shipment.estimatedDelivery}T12:00:00Z`, lang) }),
          shipment.deliveredAt && t('order.deliveredOn', { date: formatShortDate(shipment.deliveredAt, lang) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {shipment.notes && <p className="mt-1 whitespace-pre-line">{shipment.notes}</p>}
      {shipment.status !== 'delivered' && (
        <Button variant="secondary" size="sm" className="mt-3" disabled={busy} onClick={() => void deliver()}>
          {t('order.markDelivered')}
        </Button>
      )}
    </li>
  )
}

function AddShipmentForm({ orderId, onAdded }: { orderId: string; onAdded: () => void }) {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const form = useForm(FIELDS, { carrier: '', trackingNumber: '', estimatedDelivery: '', notes: '' })
  const [busy, setBusy] = useState(false)
  // One key per shipment being added, so a retried submit (a lost answer) records it once.
  const [key, setKey] = useState(() => crypto.randomUUID())

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate(shipmentInputSchema)
    if (!body) return
    setBusy(true)
    try {
      await act(() => callApi(adminOrdersApi.addShipment, { params: { id: orderId }, body, headers: { 'Idempotency-Key': key } }), {
        success: t('order.shipmentAdded'),
        failure: t('order.shipmentFailed'),
      })
      form.reset()
      setKey(crypto.randomUUID())
      onAdded()
    } catch (error) {
      form.showServerFields(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 grid gap-3 rounded-2xl bg-cream/60 p-4 sm:grid-cols-2">
      <h3 className="text-sm font-semibold sm:col-span-2">{t('order.addShipment')}</h3>
      <TextField label={t('order.carrier')} autoComplete="off" {...form.field('carrier')} />
      <TextField label={t('order.trackingNumber')} autoComplete="off" {...form.field('trackingNumber')} />
      <TextField label={t('order.estimatedDelivery')} type="date" optional={t('common.optional')} {...form.field('estimatedDelivery')} />
      <TextareaField label={t('order.notes')} optional={t('common.optional')} rows={2} {...form.field('notes')} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('order.addingShipment') : t('order.addShipment')}
        </Button>
      </div>
    </form>
  )
}
