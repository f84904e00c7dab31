// Shipments of a retail order (decision 017): staff record a parcel with its carrier
// and tracking number, the order becomes `shipped` and the customer is emailed the tracking, in
// the language they shopped in, all in one batch; marking the last parcel delivered makes the
// order `delivered`. An order may go out in several parcels.
import { and, eq, ne, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { NewShipment } from '#shared/contracts/admin-orders'
import { isPaidStatus, orderReference, type OrderStatus } from '#shared/schemas/orders'
import { knownCarrier, trackingUrl } from '#shared/shipping/carriers'
import type { Db } from '#worker/db/client'
import { orders, orderShipments } from '#worker/db/schema'
import { emailLanguage } from '#worker/emails/outgoing-email'
import { shippingNoticeEmail } from '#worker/emails/shipping-notice'
import type { VapidKeys } from '#worker/env'
import { orderDeliveredNotice, orderShippedNotice } from '#worker/push/notifications'
import { toShipment } from './admin-orders'
import { isStaleRecord, recordAdminActionIf } from './audit-log'
import { conflict, notFound } from './domain-errors'
import { queueEmail } from './email-outbox'
import { queuePush } from './push-outbox'
import { orderConfirmationLink, returnRequestLink } from './order-access'

type ShipmentRow = typeof orderShipments.$inferSelect

export type ShipmentAnswer = { shipment: ReturnType<typeof toShipment>; orderStatus: OrderStatus }


async function mustFindOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw notFound('Order not found')
  return order
}

const changedMeanwhile = () => conflict('This order was changed by someone else meanwhile. Please reload it and try again.', 'order_changed')

export async function addShipment(
  db: Db,
  actorId: string,
  orderId: string,
  input: NewShipment,
  context: { now: Date; origin: string; alsoWrite?: (answer: ShipmentAnswer) => BatchItem<'sqlite'>[]; vapid?: VapidKeys },
): Promise<ShipmentAnswer> {
  const order = await mustFindOrder(db, orderId)
  // Paid orders ship (again, for a further parcel); unpaid or closed ones do not.
  if (!isPaidStatus(order.status)) {
    throw conflict(`Only a paid order can be shipped; this one is ${order.status}.`, 'order_not_shippable')
  }
  const now = context.now.toISOString()
  // The carrier as the shop lists it (tracking links, reports), or as typed for any other.
  const carrier = knownCarrier(input.carrier) ?? input.carrier
  const row: ShipmentRow = {
    id: crypto.randomUUID(),
    orderId,
    carrier,
    trackingNumber: input.trackingNumber,
    status: 'shipped',
    shippedAt: now,
    estimatedDelivery: input.estimatedDelivery ?? null,
    deliveredAt: null,
    notes: input.notes ?? null,
    createdAt: now,
  }
  const answer: ShipmentAnswer = { shipment: toShipment(row), orderStatus: 'shipped' }
  const language = emailLanguage(order.language)
  const email = shippingNoticeEmail({
    to: order.customerEmail,
    language,
    customerName: order.customerName,
    orderNumber: orderReference(order.id),
    carrier,
    trackingNumber: input.trackingNumber,
    trackingUrl: trackingUrl(carrier, input.trackingNumber),
    estimatedDelivery: input.estimatedDelivery,
    // The order's signed links (decision 023), so a guest opens them on any device.
    orderUrl: orderConfirmationLink(context.origin, order),
    returnUrl: returnRequestLink(context.origin, order),
  })
  try {
    await db.batch([
      recordAdminActionIf(
        db,
        {
          userId: actorId,
          action: 'order.shipment_add',
          targetType: 'order',
          targetId: orderId,
          before: { status: order.status },
          after: { status: 'shipped', shipment: { id: row.id, carrier, trackingNumber: row.trackingNumber, estimatedDelivery: row.estimatedDelivery, notes: row.notes } },
        },
        context.now,
        sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = ${order.status})`,
      ),
      db.insert(orderShipments).values(row),
      db.update(orders).set({ status: 'shipped', updatedAt: now }).where(eq(orders.id, orderId)),
      queueEmail(db, email),
      // A push to each of the customer's devices that follow their orders (decision 043).
      ...queuePush(db, context.vapid, order.userId ? orderShippedNotice({ userId: order.userId, orderId, orderNumber: orderReference(order.id), shipmentId: row.id, carrier, trackingNumber: row.trackingNumber }) : undefined),
      ...(context.alsoWrite?.(answer) ?? []),
    ])
  } catch (error) {
    if (isStaleRecord(error)) throw changedMeanwhile()
    throw error
  }
  return answer
}

/**
 * Marks a parcel delivered. When no parcel of the order is still on its way, the order becomes
 * `delivered` too (from processing or shipped). Marking a delivered parcel again changes nothing.
 */
export async function markShipmentDelivered(db: Db, actorId: string, orderId: string, shipmentId: string, now: Date, vapid?: VapidKeys): Promise<ShipmentAnswer> {
  const order = await mustFindOrder(db, orderId)
  const shipments = await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId))
  const shipment = shipments.find((s) => s.id === shipmentId)
  if (!shipment) throw notFound('Shipment not found', 'shipment_not_found')
  if (shipment.status === 'delivered') return { shipment: toShipment(shipment), orderStatus: order.status }
  const stillOnTheWay = shipments.filter((s) => s.status !== 'delivered').length
  const orderDelivered = stillOnTheWay === 1 && (order.status === 'processing' || order.status === 'shipped')
  const orderStatus: OrderStatus = orderDelivered ? 'delivered' : order.status
  const at = now.toISOString()
  const delivered: ShipmentRow = { ...shipment, status: 'delivered', deliveredAt: at }
  // As read: the order's status and how many of its parcels are on their way (so two parcels
  // marked at once cannot both leave the order `shipped`).
  const asRead = sql`(SELECT ${orders.status} FROM ${orders} WHERE ${orders.id} = ${orderId}) = ${order.status}
    AND (SELECT count(*) FROM ${orderShipments} WHERE ${orderShipments.orderId} = ${orderId} AND ${orderShipments.status} != 'delivered') = ${stillOnTheWay}`
  try {
    await db.batch([
      recordAdminActionIf(
        db,
        {
          userId: actorId,
          action: 'order.shipment_delivered',
          targetType: 'order',
          targetId: orderId,
          before: { status: order.status, shipment: { id: shipment.id, status: shipment.status } },
          after: { status: orderStatus, shipment: { id: shipment.id, status: 'delivered', carrier: shipment.carrier, trackingNumber: shipment.trackingNumber } },
        },
        now,
        asRead,
      ),
      db
        .update(orderShipments)
        .set({ status: 'delivered', deliveredAt: at })
        .where(and(eq(orderShipments.id, shipmentId), ne(orderShipments.status, 'delivered'))),
      ...(orderDelivered ? [db.update(orders).set({ status: 'delivered', updatedAt: at }).where(eq(orders.id, orderId))] : []),
      // The whole order delivered: a push to the customer's devices that follow their orders (decision 043).
      ...queuePush(db, vapid, orderDelivered && order.userId ? orderDeliveredNotice({ userId: order.userId, orderId, orderNumber: orderReference(order.id) }) : undefined),
    ])
  } catch (error) {
    if (isStaleRecord(error)) throw changedMeanwhile()
    throw error
  }
  return { shipment: toShipment(delivered), orderStatus }
}
