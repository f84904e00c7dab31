// Status changes of retail orders from the back office (spec §4: six statuses, set by admin and
// staff; DESIGN.md "Orders, stock and payments": what each change does). Decision 017:
//
//   pending                 → processing  only if the gateway says it is paid (settled as a confirm is)
//                           → cancelled   the payment is cancelled at the gateway, then the hold released
//   processing, shipped,    → each other   the status alone
//   delivered (paid)        → cancelled    units back to stock if not shipped yet; points taken back,
//                                           reward points returned
//                           → refunded     the full amount refunded through the gateway first, then as cancelled
//   cancelled (after pay)   → refunded     the refund alone
//   anything else is refused (409) with the reason: an unpaid order cannot be shipped or refunded,
//   a paid one cannot be pending again, a closed one cannot be reopened.
//
// Each change is one batch with its audit entry. The entry is written with recordAdminActionIf,
// so a batch built on a status that changed meanwhile (two people, a double click) is refused as a
// whole; order_closures and order_refunds make returning units, reversing points and refunding
// happen once per order.
import { eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { ORDER_STATUSES, type OrderStatus } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderClosures, orderRefunds, orders, products } from '#worker/db/schema'
import { isStaleRecord, recordAdminAction, recordAdminActionIf, type AdminAction } from './audit-log'
import { conflict, DomainError, notFound, unavailable } from './domain-errors'
import { isLoyaltyOverdraft, loyaltyBalance, pointsOfOrder, returnSpentPoints, takeBackEarnedPoints } from './loyalty'
import { cancelUnpaidOrder, confirmOrderPayment } from './order-settlement'
import { findOrder, unitsPerProduct, type OrderItemRow, type OrderRow } from './orders'
import type { PaymentGateway } from './payments/gateway'

type Found = { order: OrderRow; items: OrderItemRow[] }
type Statements = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]

export type OrderStatusDeps = {
  db: Db
  /** The active payment gateway; throws 503 when card payments are not configured. */
  gateway: () => PaymentGateway
}

export type ChangeContext = {
  now: Date
  /** Where links in emails point (the confirmation email of an order found paid). */
  origin: string
}

const PAID: readonly OrderStatus[] = ['processing', 'shipped', 'delivered']
const isPaid = (status: OrderStatus) => PAID.includes(status)

/** The statuses an order in `status` can be set to, itself included, in the spec's order. */
export function nextStatuses(status: OrderStatus, facts: { closed: boolean; refunded: boolean }): OrderStatus[] {
  const allowed: readonly OrderStatus[] =
    status === 'pending'
      ? ['pending', 'processing', 'cancelled']
      : isPaid(status)
        ? [...PAID, 'cancelled', 'refunded']
        : status === 'cancelled' && facts.closed && !facts.refunded
          ? ['cancelled', 'refunded']
          : [status]
  return ORDER_STATUSES.filter((s) => allowed.includes(s))
}

const changedMeanwhile = () => conflict('This order was changed by someone else meanwhile. Please reload it and try again.', 'order_changed')

const providerUnreachable = (orderId: string) => (error: unknown) => {
  if (error instanceof DomainError) throw error
  console.error(`order ${orderId}: the payment provider could not be reached:`, error)
  throw unavailable('The payment provider could not be reached, so the order was not changed. Please try again in a moment.', 'payment_provider_unavailable')
}

const statusEntry = (actorId: string, order: OrderRow, after: Record<string, unknown>): AdminAction => ({
  userId: actorId,
  action: 'order.status_change',
  targetType: 'order',
  targetId: order.id,
  before: { status: order.status },
  after,
})

/** The order still has the status the change was decided from. */
const stillIn = (order: OrderRow) => sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${order.id} AND ${orders.status} = ${order.status})`

/** Runs a batch built on what was read; a record that moved on meanwhile is a 409. */
async function applyAsRead(db: Db, statements: Statements): Promise<void> {
  try {
    await db.batch(statements)
  } catch (error) {
    if (isStaleRecord(error) || databaseRefused(error, 'order_closures.order_id') || databaseRefused(error, 'order_refunds.order_id')) throw changedMeanwhile()
    throw error
  }
}

export async function changeOrderStatus(deps: OrderStatusDeps, actorId: string, orderId: string, next: OrderStatus, context: ChangeContext): Promise<void> {
  const found = await findOrder(deps.db, orderId)
  if (!found) throw notFound('Order not found')
  const { order } = found
  if (order.status === next) return
  if (order.status === 'pending') return fromPending(deps, actorId, found, next, context)
  if (isPaid(order.status)) return fromPaid(deps, actorId, found, next, context)
  if (order.status === 'cancelled' && next === 'refunded') return refundCancelled(deps, actorId, found, context)
  throw conflict(
    order.status === 'cancelled' ? 'A cancelled order cannot be reopened. The customer can place a new order.' : 'A refunded order cannot be changed.',
    'order_closed',
  )
}

async function fromPending(deps: OrderStatusDeps, actorId: string, { order }: Found, next: OrderStatus, context: ChangeContext) {
  const { db } = deps
  if (next === 'processing') {
    // Paid after all (a confirmation that never arrived): settle it exactly as the confirm call does.
    const audit = recordAdminAction(db, statusEntry(actorId, order, { status: 'processing', paymentConfirmed: true }), context.now)
    await confirmOrderPayment(db, deps.gateway, order.id, { ...context, also: [audit] })
    return
  }
  if (next === 'cancelled') {
    await cancelPaymentAtGateway(deps, order, context)
    const audit = recordAdminAction(db, statusEntry(actorId, order, { status: 'cancelled', holdReleased: true }), context.now)
    if (!(await cancelUnpaidOrder(db, order.id, 'cancelled_by_shop', context.now, [audit]))) throw changedMeanwhile()
    return
  }
  if (next === 'refunded') throw conflict('This order has not been paid, so there is nothing to refund. Cancel it instead.', 'nothing_to_refund')
  throw conflict('This order has not been paid yet, so it cannot be shipped or delivered.', 'order_not_paid')
}

/**
 * So a cancelled order can no longer be paid, its payment intent is cancelled first, as the expiry
 * job does. One the customer paid meanwhile is confirmed instead, and the change refused.
 */
async function cancelPaymentAtGateway(deps: OrderStatusDeps, order: OrderRow, context: ChangeContext) {
  const intentId = order.paymentIntentId
  let gateway: PaymentGateway
  try {
    gateway = deps.gateway()
  } catch {
    // No gateway is configured, so nobody can pay it either (as the expiry job reasons).
    return
  }
  if (!intentId || !gateway.owns(intentId)) return
  const status = await gateway.cancelIntent(intentId).catch(providerUnreachable(order.id))
  if (status === 'succeeded') {
    await confirmOrderPayment(deps.db, () => gateway, order.id, context)
    throw conflict('The customer has just paid this order, so it was not cancelled: it is now processing. Refund it to cancel it.', 'order_paid_meanwhile')
  }
  if (status === 'processing') {
    throw conflict('The customer’s payment for this order is being processed. Please try again in a few minutes.', 'payment_processing')
  }
}

async function fromPaid(deps: OrderStatusDeps, actorId: string, found: Found, next: OrderStatus, context: ChangeContext) {
  const { db } = deps
  const { order } = found
  if (isPaid(next)) {
    await applyAsRead(db, [
      recordAdminActionIf(db, statusEntry(actorId, order, { status: next }), context.now, stillIn(order)),
      db.update(orders).set({ status: next, updatedAt: context.now.toISOString() }).where(eq(orders.id, order.id)),
    ])
    return
  }
  if (next === 'pending') throw conflict('A paid order cannot go back to pending.', 'order_already_paid')
  if (next === 'cancelled') return closePaidOrder(db, actorId, found, 'cancelled', context.now, null)
  const refund = await refundAtGateway(deps, order)
  await recordRefund(deps, actorId, order.id, refund, context.now)
}

type Refund = { amountCents: number; gateway: PaymentGateway['name'] | null; paymentIntentId: string | null }

/**
 * Refunds the order's whole payment through the gateway that took it. Keyed by the order, so a
 * retry (after a lost answer, or a batch refused below) never refunds twice. An order without a
 * card payment on record (imported, or paid outside the shop) has nothing to refund here.
 */
async function refundAtGateway(deps: OrderStatusDeps, order: OrderRow): Promise<Refund> {
  const intentId = order.paymentIntentId
  if (!intentId) return { amountCents: order.totalCents, gateway: null, paymentIntentId: null }
  const gateway = deps.gateway()
  if (!gateway.owns(intentId)) {
    throw conflict('This order was paid through another payment gateway than the one the shop uses now, so it cannot be refunded from here.', 'refund_gateway_mismatch')
  }
  try {
    await gateway.refund(intentId, { idempotencyKey: `refund-${order.id}` })
  } catch (error) {
    if (error instanceof DomainError && error.kind !== 'unavailable') {
      throw conflict(`The payment provider refused the refund (${error.message}), so the order was not changed.`, 'refund_failed')
    }
    providerUnreachable(order.id)(error)
  }
  return { amountCents: order.totalCents, gateway: gateway.name, paymentIntentId: intentId }
}

/**
 * Once the money went back, the order must end up refunded: if it changed meanwhile (another
 * change slipped in), it is read again and closed from where it now is.
 */
async function recordRefund(deps: OrderStatusDeps, actorId: string, orderId: string, refund: Refund, now: Date) {
  for (let attempt = 1; ; attempt++) {
    const found = await findOrder(deps.db, orderId)
    if (!found || found.order.status === 'refunded') return
    try {
      if (isPaid(found.order.status)) return await closePaidOrder(deps.db, actorId, found, 'refunded', now, refund)
      if (found.order.status === 'cancelled') return await recordRefundOfCancelled(deps.db, actorId, found, now, refund)
      throw conflict(`The payment was refunded but the order is ${found.order.status}.`, 'order_changed')
    } catch (error) {
      if (attempt >= 3 || !(error instanceof DomainError && error.code === 'order_changed')) {
        console.error(`order ${orderId}: refunded at the gateway but the refund could not be recorded; a retry records it without refunding again:`, error)
        throw error
      }
    }
  }
}

const refundRow = (order: OrderRow, refund: Refund, actorId: string, now: Date) => ({
  orderId: order.id,
  amountCents: refund.amountCents,
  gateway: refund.gateway,
  paymentIntentId: refund.paymentIntentId,
  refundedBy: actorId,
  refundedAt: now.toISOString(),
})

const refundFacts = (refund: Refund) => ({ amountCents: refund.amountCents, gateway: refund.gateway })

async function refundCancelled(deps: OrderStatusDeps, actorId: string, found: Found, context: ChangeContext) {
  const [closure] = await deps.db.select().from(orderClosures).where(eq(orderClosures.orderId, found.order.id))
  if (!closure) throw conflict('This order was cancelled before it was paid, so there is nothing to refund.', 'nothing_to_refund')
  const refund = await refundAtGateway(deps, found.order)
  await recordRefund(deps, actorId, found.order.id, refund, context.now)
}

/** A paid order cancelled earlier, refunded now: its units and points were settled when it was cancelled. */
async function recordRefundOfCancelled(db: Db, actorId: string, { order }: Found, now: Date, refund: Refund) {
  await applyAsRead(db, [
    recordAdminActionIf(db, statusEntry(actorId, order, { status: 'refunded', refund: refundFacts(refund) }), now, stillIn(order)),
    db.update(orders).set({ status: 'refunded', updatedAt: now.toISOString() }).where(eq(orders.id, order.id)),
    db.insert(orderRefunds).values(refundRow(order, refund, actorId, now)),
  ])
}

/**
 * Cancels or refunds a paid order in one batch: units back to stock when it has not shipped yet,
 * the reward's points returned, the points it earned taken back. Points the customer already
 * spent on another order cannot be taken back (the ledger never goes negative): they are written
 * off, and the closure and the audit entry say how many.
 */
async function closePaidOrder(db: Db, actorId: string, { order, items }: Found, closedAs: 'cancelled' | 'refunded', now: Date, refund: Refund | null) {
  const unitsReturned = order.status === 'processing'
  const units = unitsPerProduct(items)
  const points = order.userId ? await pointsOfOrder(db, order.id) : { earned: 0, redeemed: 0 }
  for (let attempt = 1; ; attempt++) {
    // A checkout spending points between this read and the batch makes the take-back too large:
    // the overdraft trigger refuses the batch and the figures are worked out again.
    const balance = order.userId ? await loyaltyBalance(db, order.userId) : 0
    const pointsReturned = points.redeemed
    const pointsTakenBack = Math.min(points.earned, balance + pointsReturned)
    const pointsWrittenOff = points.earned - pointsTakenBack
    const reversal = { userId: order.userId ?? '', orderId: order.id, orderNumber: order.orderNumber, closedAs, now }
    const after = {
      status: closedAs,
      unitsReturned: unitsReturned ? items.map((i) => ({ productCode: i.productCode, quantity: i.quantity })) : [],
      pointsTakenBack,
      pointsWrittenOff,
      pointsReturned,
      ...(refund && { refund: refundFacts(refund) }),
    }
    const statements: Statements = [
      recordAdminActionIf(db, statusEntry(actorId, order, after), now, stillIn(order)),
      db.insert(orderClosures).values({
        orderId: order.id,
        closedAs,
        closedFrom: order.status,
        unitsReturned,
        pointsTakenBack,
        pointsWrittenOff,
        pointsReturned,
        closedBy: actorId,
        closedAt: now.toISOString(),
      }),
      db.update(orders).set({ status: closedAs, updatedAt: now.toISOString() }).where(eq(orders.id, order.id)),
    ]
    if (unitsReturned) {
      for (const [productId, quantity] of units) {
        statements.push(db.update(products).set({ stock: sql`${products.stock} + ${quantity}` }).where(eq(products.id, productId)))
      }
    }
    if (pointsReturned > 0) statements.push(returnSpentPoints(db, { ...reversal, points: pointsReturned }))
    if (pointsTakenBack > 0) statements.push(takeBackEarnedPoints(db, { ...reversal, points: pointsTakenBack }))
    if (refund) statements.push(db.insert(orderRefunds).values(refundRow(order, refund, actorId, now)))
    try {
      await applyAsRead(db, statements)
      return
    } catch (error) {
      if (!isLoyaltyOverdraft(error) || attempt >= 3) throw error
    }
  }
}
