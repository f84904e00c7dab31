// Status changes of retail orders from the back office (admin and staff): the server decides which
// change is allowed and what it does to holds, stock, points and money. Decision 017:
//
//   pending                 → processing  only if the gateway says it is paid (settled as a confirm is)
//                           → cancelled   the payment is cancelled at the gateway, then the hold released
//   processing, shipped,    → each other   the status alone
//   delivered (paid)        → cancelled    units back to stock if not shipped yet; points taken back,
//                                           reward points returned
//                           → refunded     what is left of the payment refunded (order-refunds.ts, decision 012);
//                                           once the refunds reach the total, closed as cancelled is
//   cancelled (after pay)   → refunded     the refund of what is left alone
//   anything else is refused (409) with the reason: an unpaid order cannot be shipped or refunded,
//   a paid one cannot be pending again, a closed one cannot be reopened.
//
// Each change is one batch with its audit entry. The entry is written with recordAdminActionIf,
// so a batch built on a status that changed meanwhile (two people, a double click) is refused as a
// whole; order_closures makes returning units and reversing points happen once per order, and the
// trigger on payment_refunds keeps the refunds within what was paid.
import { eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { isPaidStatus, ORDER_STATUSES, PAID_STATUSES, type OrderStatus } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderClosures, orders } from '#worker/db/schema'
import type { VapidKeys } from '#worker/env'
import { loggerOr, type Logger } from '#worker/log'
import { isStaleRecord, recordAdminAction, recordAdminActionIf, type AdminAction } from './audit-log'
import { conflict, DomainError, notFound, unavailable } from './domain-errors'
import { isLoyaltyOverdraft, loyaltyBalance } from './loyalty'
import { cancelUnpaidOrder, confirmOrderPayment } from './order-settlement'
import { closureFacts, closureStatements, readRefundState, refundWhatIsLeft } from './order-refunds'
import { findOrder, type OrderItemRow, type OrderRow } from './orders'
import type { PaymentGateway } from './payments/gateway'

type Found = { order: OrderRow; items: OrderItemRow[] }
type Statements = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]

type OrderStatusDeps = {
  db: Db
  /** The active payment gateway; throws 503 when card payments are not configured. */
  gateway: () => PaymentGateway
  /** The request's logger (log.ts). */
  log?: Logger
}

type ChangeContext = {
  now: Date
  /** Where links in emails point (the confirmation email of an order found paid). */
  origin: string
  /** The shop's VAPID keys: an order found paid tells its customer's devices (decision 043). */
  vapid?: VapidKeys
}

/** The statuses an order in `status` can be set to, itself included, in the order of ORDER_STATUSES. */
export function nextStatuses(status: OrderStatus, facts: { closed: boolean; refunded: boolean }): OrderStatus[] {
  const allowed: readonly OrderStatus[] =
    status === 'pending'
      ? ['pending', 'processing', 'cancelled']
      : isPaidStatus(status)
        ? [...PAID_STATUSES, 'cancelled', 'refunded']
        : status === 'cancelled' && facts.closed && !facts.refunded
          ? ['cancelled', 'refunded']
          : [status]
  return ORDER_STATUSES.filter((s) => allowed.includes(s))
}

const changedMeanwhile = () => conflict('This order was changed by someone else meanwhile. Please reload it and try again.', 'order_changed')

const providerUnreachable = (log: Logger | undefined, orderId: string) => (error: unknown) => {
  if (error instanceof DomainError) throw error
  loggerOr(log).error('the payment provider could not be reached', { orderId, err: error })
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
    if (isStaleRecord(error) || databaseRefused(error, 'order_closures.order_id')) throw changedMeanwhile()
    throw error
  }
}

export async function changeOrderStatus(deps: OrderStatusDeps, actorId: string, orderId: string, next: OrderStatus, context: ChangeContext): Promise<void> {
  const found = await findOrder(deps.db, orderId)
  if (!found) throw notFound('Order not found')
  const { order } = found
  if (order.status === next) return
  if (order.status === 'pending') return fromPending(deps, actorId, found, next, context)
  if (isPaidStatus(order.status)) return fromPaid(deps, actorId, found, next, context)
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
    await confirmOrderPayment(db, deps.gateway, order.id, { ...context, also: [audit], log: deps.log })
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
  const status = await gateway.cancelIntent(intentId).catch(providerUnreachable(deps.log, order.id))
  if (status === 'succeeded') {
    await confirmOrderPayment(deps.db, () => gateway, order.id, { ...context, log: deps.log })
    throw conflict('The customer has just paid this order, so it was not cancelled: it is now processing. Refund it to cancel it.', 'order_paid_meanwhile')
  }
  if (status === 'processing') {
    throw conflict('The customer’s payment for this order is being processed. Please try again in a few minutes.', 'payment_processing')
  }
}

async function fromPaid(deps: OrderStatusDeps, actorId: string, found: Found, next: OrderStatus, context: ChangeContext) {
  const { db } = deps
  const { order } = found
  if (isPaidStatus(next)) {
    await applyAsRead(db, [
      recordAdminActionIf(db, statusEntry(actorId, order, { status: next }), context.now, stillIn(order)),
      db.update(orders).set({ status: next, updatedAt: context.now.toISOString() }).where(eq(orders.id, order.id)),
    ])
    return
  }
  if (next === 'pending') throw conflict('A paid order cannot go back to pending.', 'order_already_paid')
  if (next === 'cancelled') return cancelPaidOrder(db, actorId, found, context.now)
  // Refunded: a full refund of what is left, through the same path as any refund (decision 012).
  await refundWhatIsLeft({ ...deps, vapid: context.vapid }, actorId, order.id, context.now)
}

async function refundCancelled(deps: OrderStatusDeps, actorId: string, found: Found, context: ChangeContext) {
  const [closure] = await deps.db.select().from(orderClosures).where(eq(orderClosures.orderId, found.order.id))
  if (!closure) throw conflict('This order was cancelled before it was paid, so there is nothing to refund.', 'nothing_to_refund')
  await refundWhatIsLeft({ ...deps, vapid: context.vapid }, actorId, found.order.id, context.now)
}

/**
 * Cancels a paid order in one batch: units back to stock when it has not shipped yet (less those
 * refunds already restocked), the reward's points returned, the points it earned taken back (less
 * those its refunds took back or wrote off). Points the customer already spent on another order
 * cannot be taken back (the ledger never goes negative): they are written off, and the closure and
 * the audit entry say how many. Refunding a paid order goes through order-refunds.ts, which closes
 * it the same way once the refunds reach its total.
 */
async function cancelPaidOrder(db: Db, actorId: string, { order }: Found, now: Date) {
  for (let attempt = 1; ; attempt++) {
    const state = await readRefundState(db, order.id)
    if (!state) throw notFound('Order not found')
    if (state.order.status !== order.status) throw changedMeanwhile()
    const { points, alreadyRestocked } = await closureFacts(db, state)
    // A checkout spending points between this read and the batch makes the take-back too large:
    // the overdraft trigger refuses the batch and the figures are worked out again.
    const balance = order.userId ? await loyaltyBalance(db, order.userId) : 0
    const pointsReturned = points.spent
    const owed = Math.max(0, points.earned - points.settled)
    const pointsTakenBack = Math.min(owed, balance + pointsReturned)
    const pointsWrittenOff = owed - pointsTakenBack
    const unitsReturned = order.status === 'processing'
    const after = {
      status: 'cancelled',
      unitsReturned: unitsReturned
        ? state.items.flatMap((i) => {
            const quantity = i.measurements ? 0 : i.quantity - (alreadyRestocked.get(i.id) ?? 0)
            return quantity > 0 ? [{ productCode: i.productCode, quantity }] : []
          })
        : [],
      pointsTakenBack,
      pointsWrittenOff,
      pointsReturned,
    }
    const statements: Statements = [
      recordAdminActionIf(db, statusEntry(actorId, order, after), now, stillIn(order)),
      db.update(orders).set({ status: 'cancelled', updatedAt: now.toISOString() }).where(eq(orders.id, order.id)),
      ...closureStatements(db, state, 'cancelled', { actorId, now, alreadyRestocked, pointsReturned, pointsTakenBack, pointsWrittenOff }),
    ]
    try {
      await applyAsRead(db, statements)
      return
    } catch (error) {
      if (!isLoyaltyOverdraft(error) || attempt >= 3) throw error
    }
  }
}
