// How a pending order stops being pending (decision 012):
// - paid: the gateway says the payment for the order's exact amount succeeded (the shopper's own
//   confirm call, Stripe's webhook, or the expiry job finding it paid). In one batch the order
//   becomes `processing`, its held units of each variant become sold (stock − q, reserved − q), a signed-in
//   customer earns points, the redemption becomes final and the confirmation email is queued.
// - cancelled: unpaid after ORDER_HOLD_MINUTES, or its payment intent was cancelled. In one batch
//   the order becomes `cancelled` and its units, points and use of a discount code are released
//   (a paid order that is later refunded or cancelled keeps its use: decision 034), and the store
//   credit it spent is given back (decision 035).
// Each batch starts by writing the order's settlement row (primary key = order id), so only the
// first settlement of an order can ever apply: a replayed confirm, a webhook racing the shopper's
// confirm, or an expiry racing a payment fails as a whole and changes nothing.
// While it is pending, an order also tracks its latest payment attempt (decision 012): `processing`
// (the provider has the money on its way: the hold is kept, the expiry never cancels it) or
// `failed` (declined: the shopper may pay again, same order, same hold). A payment that succeeds
// after its order was cancelled restores the order when its units are still there, otherwise it is
// refunded (late_payments keeps either to once per order); the team is told either way.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { pointsEarnedFor, REDEMPTION_OPTIONS } from '#shared/pricing/loyalty'
import { orderReference, type LatePaymentOutcome, type OrderConfirmation, type OrderSettlement, type PaymentAttempt } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { latePayments, orderSettlements, orders, paymentEvents, paymentRefunds } from '#worker/db/schema'
import { latePaymentNotificationEmail } from '#worker/emails/late-payment-notification'
import { loggerOr, type Logger } from '#worker/log'
import type { VapidKeys } from '#worker/env'
import { findCodeId, recordCodeUse, releaseCodeUse } from './discount-codes'
import { conflict, notFound } from './domain-errors'
import { queueEmail } from './email-outbox'
import { awardPoints, holdRedemption, releaseRedemption } from './loyalty'
import { confirmationEmail, paidStatements, settlementRow } from './order-paid'
import { recordDisputeEvent } from './order-disputes'
import { recordProviderRefunds } from './order-refunds'
import { returnStoreCredit, spendStoreCredit } from './store-credit'
import { findOrder, orderConfirmationOf, type OrderItemRow, type OrderRow } from './orders'
import { changeStock, forEachVariant, holdUnits } from './variant-stock'
import type { PaymentEvent, PaymentGateway, PaymentIntent } from './payments/gateway'

type Statements = BatchItem<'sqlite'>[]
type Found = { order: OrderRow; items: OrderItemRow[] }

export type SettleContext = {
  now: Date
  /** Where links in the confirmation email point (PUBLIC_URL, else the request's origin). */
  origin: string
  /** Joins the settlement's batch, so it applies only with it (the back office's audit entry). */
  also?: Statements
  /** The request's or the job's logger (log.ts). */
  log?: Logger
  /** The shop's VAPID keys: a paid order's customer's devices are told (decision 043); none without. */
  vapid?: VapidKeys
}

/** What acting on a provider's event needs besides: the team's inbox (SUPPORT_EMAIL) for its emails. */
type PaymentEventContext = SettleContext & { staffEmail: string }

/**
 * Runs one settlement batch; false when the order had already been settled (the settlement row
 * exists), in which case nothing of the batch was applied.
 */
async function settle(db: Db, orderId: string, outcome: OrderSettlement, now: Date, statements: Statements): Promise<boolean> {
  try {
    await db.batch([settlementRow(db, orderId, outcome, now), ...statements])
    return true
  } catch (error) {
    if (databaseRefused(error, 'order_settlements.order_id')) return false
    throw error
  }
}

/** The paid order's batch after its settlement row (order-paid.ts); `also` joins it (a webhook's event record). */
async function settlePaid(db: Db, found: Found, context: SettleContext, also: Statements = []): Promise<boolean> {
  return settle(db, found.order.id, 'paid', context.now, [...paidStatements(db, found, context), ...also])
}

/** The cancelled order's batch after its settlement row: units, points, the code's use and the store credit go back. */
async function settleCancelled(db: Db, found: Found, outcome: Exclude<OrderSettlement, 'paid'>, now: Date, also: Statements = []): Promise<boolean> {
  const { order, items } = found
  const creditBack =
    order.userId && order.storeCreditCents > 0
      ? [returnStoreCredit(db, { userId: order.userId, orderId: order.id, cents: order.storeCreditCents, reason: outcome === 'expired' ? 'order_expired' : 'order_cancelled', now })]
      : []
  return settle(db, order.id, outcome, now, [
    db.update(orders).set({ status: 'cancelled', updatedAt: now.toISOString() }).where(eq(orders.id, order.id)),
    ...forEachVariant(items, (variantId, units) => holdUnits(db, variantId, -units)),
    releaseRedemption(db, order.id),
    releaseCodeUse(db, order.id),
    ...creditBack,
    ...also,
  ])
}

/** Whether a payment pays this order: made for it, in dollars, for exactly what its card part is. */
function pays(intent: PaymentIntent, order: OrderRow): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.id === order.paymentIntentId &&
    (intent.orderId === undefined || intent.orderId === order.id) &&
    intent.currency.toLowerCase() === order.currency.toLowerCase() &&
    // The card pays the total less the store credit applied at checkout (decision 035).
    intent.amountCents === order.totalCents - order.storeCreditCents
  )
}

async function mustFind(db: Db, orderId: string): Promise<Found> {
  const found = await findOrder(db, orderId)
  if (!found) throw notFound('Order not found')
  return found
}

/**
 * POST /api/orders/:id/confirm: asks the gateway whether the order is paid and, if it is, settles
 * it. An order that is no longer pending (confirmed before, by this call or the webhook) is
 * answered as it is, with nothing changed.
 */
export async function confirmOrderPayment(db: Db, gateway: () => PaymentGateway, orderId: string, context: SettleContext): Promise<OrderConfirmation> {
  const found = await mustFind(db, orderId)
  const { order } = found
  if (order.status !== 'pending') return orderConfirmationOf(found)
  const payments = gateway()
  const intent = order.paymentIntentId && payments.owns(order.paymentIntentId) ? await payments.retrieveIntent(order.paymentIntentId) : undefined
  if (!intent || intent.status !== 'succeeded') {
    throw conflict('The payment for this order has not been completed yet', 'payment_not_completed')
  }
  if (!pays(intent, order)) {
    loggerOr(context.log).error('payment does not match its order', { paymentId: intent.id, orderId: order.id, paidCents: intent.amountCents, paidCurrency: intent.currency, totalCents: order.totalCents, currency: order.currency })
    throw conflict('The payment does not match this order. Please contact us.', 'payment_mismatch')
  }
  await settlePaid(db, found, context, context.also)
  return orderConfirmationOf(await mustFind(db, orderId))
}

/**
 * Cancels an unpaid order and releases its hold (expiry, a cancelled intent, or the shop's staff,
 * whose audit entry comes as `also`); false when it was no longer pending.
 */
export async function cancelUnpaidOrder(db: Db, orderId: string, outcome: Exclude<OrderSettlement, 'paid'>, now: Date, also: Statements = []): Promise<boolean> {
  const found = await mustFind(db, orderId)
  if (found.order.status !== 'pending') return false
  return settleCancelled(db, found, outcome, now, also)
}

/** How many orders to look at per run; the next minute's run takes the rest. */
const EXPIRY_BATCH = 100

/**
 * The scheduled expiry of unpaid orders whose hold has ended. Each one's payment intent is read
 * again first: one that is `processing` (a bank debit, a slow 3-D Secure) keeps its order pending
 * and its hold, marked `processing`, until the provider says it succeeded or failed; one that turns
 * out to be paid after all (a lost confirm, a late webhook) is confirmed instead. Only then is the
 * intent cancelled, so it can no longer be paid, and the order with it; should the intent have
 * moved on meanwhile, the provider's answer to the cancel decides as above. An order whose gateway
 * cannot be reached now is left for the next run.
 */
export async function expireUnpaidOrders(
  db: Db,
  gateway: PaymentGateway | undefined,
  now: Date,
  options: { origin: string; log?: Logger; vapid?: VapidKeys },
): Promise<{ expired: number; paid: number; processing: number; retryLater: number }> {
  const log = loggerOr(options.log)
  // Each order's hold ends at its hold_expires_at, set at placement and extended while the shopper pays (decision 023).
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.holdExpiresAt, now.toISOString())))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(EXPIRY_BATCH)
  const result = { expired: 0, paid: 0, processing: 0, retryLater: 0 }
  for (const { id } of stale) {
    const found = await findOrder(db, id)
    if (!found || found.order.status !== 'pending') continue
    const intentId = found.order.paymentIntentId
    try {
      // An intent of another gateway (the shop switched gateways) or none at all cannot be paid here.
      const payments = gateway && intentId && gateway.owns(intentId) ? gateway : undefined
      let intent = payments ? await payments.retrieveIntent(intentId!) : undefined
      // Only an intent that can still be paid is cancelled (one cancelled in the Dashboard already is not).
      if (payments && intent?.status === 'open') {
        const status = await payments.cancelIntent(intent.id)
        if (status === 'succeeded' || status === 'processing') intent = await payments.retrieveIntent(intent.id)
        else intent = { ...intent, status }
      }
      if (intent?.status === 'processing') {
        await markProcessing(db, id, now)
        result.processing++
      } else if (intent?.status === 'succeeded') {
        if (!pays(intent, found.order)) log.error('payment succeeded but does not match its order; left pending for the shop', { orderId: id, paymentId: intent.id })
        else if (await settlePaid(db, found, { now, origin: options.origin, log, vapid: options.vapid })) result.paid++
      } else if (await settleCancelled(db, found, 'expired', now)) result.expired++
    } catch (error) {
      log.error('could not expire an unpaid order now; will retry', { orderId: id, err: error })
      result.retryLater++
    }
  }
  return result
}

/** How long a processing payment's order waits before the expiry asks the provider again. */
const PROCESSING_RECHECK_MINUTES = 15

/**
 * Marks a pending order's payment as processing (the expiry found it so) and keeps its hold until
 * the next look, so orders waiting on slow payments are not read again every minute and never
 * crowd others out of the expiry's batch.
 */
const markProcessing = (db: Db, orderId: string, now: Date) =>
  db
    .update(orders)
    .set({ paymentAttempt: 'processing', paymentFailureCode: null, holdExpiresAt: new Date(now.getTime() + PROCESSING_RECHECK_MINUTES * 60_000).toISOString() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))

/**
 * The statement that records a payment attempt's news on a pending order, unless the order already
 * knows of a later one: the provider's event time decides, so a `failed` delivered after a newer
 * `processing` (or the other way round) changes nothing. At the same second, a failure wins.
 */
function markAttempt(db: Db, orderId: string, attempt: PaymentAttempt, failureCode: string | null, at: string) {
  const newer = attempt === 'failed' ? sql`${orders.paymentAttemptAt} <= ${at}` : sql`${orders.paymentAttemptAt} < ${at}`
  return db
    .update(orders)
    .set({ paymentAttempt: attempt, paymentFailureCode: failureCode, paymentAttemptAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), or(isNull(orders.paymentAttemptAt), newer)))
}

type EventOutcome = 'applied' | 'duplicate' | 'ignored'

/**
 * A verified gateway event (Stripe's webhook, or the test gateway's scenarios): every event type
 * the shop knows is dispatched here. A succeeded payment settles its order exactly as the confirm
 * call does (or, on an order cancelled meanwhile, restores or refunds it), a cancelled one
 * releases it, processing and failed attempts are marked on the pending order, refunds made in the
 * provider's dashboard go to order-refunds.ts and disputes to order-disputes.ts. Each event id is
 * acted on once: its record is written in the same batch as its effect.
 */
export async function handlePaymentEvent(db: Db, gateway: () => PaymentGateway, event: PaymentEvent, context: PaymentEventContext): Promise<EventOutcome> {
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id))
  if (seen) return 'duplicate'
  const intentId =
    event.type === 'other' ? undefined : event.type === 'charge_refunded' ? event.paymentIntentId : 'dispute' in event ? event.dispute.paymentIntentId : event.intent.id
  const found = intentId ? await orderOfIntent(db, intentId) : undefined
  const record = () =>
    db.insert(paymentEvents).values({ id: event.id, type: event.type === 'other' ? event.stripeType : event.type, orderId: found?.order.id ?? null, processedAt: context.now.toISOString() })
  const recordOnly = async (): Promise<EventOutcome> => {
    await record()
    return 'ignored'
  }

  try {
    switch (event.type) {
      case 'other':
        return await recordOnly()
      case 'charge_refunded':
        return (await recordProviderRefunds(db, gateway, event, { ...context, also: [record()] })) === 'applied' ? 'applied' : await recordOnly()
      case 'dispute_opened':
      case 'dispute_updated':
      case 'dispute_closed':
        return (await recordDisputeEvent(db, event, { ...context, also: [record()] })) === 'applied' ? 'applied' : await recordOnly()
    }
    if (!found) return await recordOnly()
    const { order } = found
    switch (event.type) {
      case 'payment_succeeded':
        if (!pays(event.intent, order)) {
          loggerOr(context.log).error('payment does not match its order; left for the shop', { paymentId: event.intent.id, orderId: order.id, eventId: event.id })
          return await recordOnly()
        }
        if (order.status === 'cancelled') return await settleLatePayment(db, gateway, found, event.intent, context, record)
        if (order.status !== 'pending') return await recordOnly()
        return (await settlePaid(db, found, context, [record()])) ? 'applied' : await recordOnly()
      case 'payment_canceled':
        if (order.status !== 'pending') return await recordOnly()
        return (await settleCancelled(db, found, 'payment_canceled', context.now, [record()])) ? 'applied' : await recordOnly()
      case 'payment_processing':
      case 'payment_failed': {
        if (order.status !== 'pending') return await recordOnly()
        const attempt = event.type === 'payment_failed' ? 'failed' : 'processing'
        const [changed] = await db.batch([
          markAttempt(db, order.id, attempt, event.type === 'payment_failed' ? event.failureCode : null, event.created).returning({ id: orders.id }),
          record(),
        ])
        return changed.length > 0 ? 'applied' : 'ignored'
      }
    }
  } catch (error) {
    if (databaseRefused(error, 'payment_events.id')) return 'duplicate'
    throw error
  }
}

async function orderOfIntent(db: Db, intentId: string): Promise<Found | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, intentId))
  return row ? findOrder(db, row.id) : undefined
}

/**
 * The points a cancelled order had redeemed (its ledger entry was released): the reward its discount
 * bought, the discount less a code's part.
 */
const pointsRedeemedBy = (order: OrderRow) => {
  const rewardCents = order.discountCents - order.promoDiscountCents
  return REDEMPTION_OPTIONS.find((o) => o.discountCents === rewardCents && rewardCents > 0)?.points
}

/**
 * A payment that succeeded after its order was cancelled. If the order's units are still in stock
 * (and a reward's points still in the customer's balance), one batch restores it: units sold again
 * from stock (the products' reserved-within-stock CHECK refuses the batch when they are gone),
 * points held and earned again, the shopper's confirmation and the team's email queued. Otherwise
 * the payment is refunded in full (idempotency key per order; its payment_refunds row is
 * `auto-<order id>`, its metadata shopRefundId too, so the provider's echo is recognised) and the
 * order becomes `refunded`. The late_payments row, first in either batch, makes it happen once.
 */
async function settleLatePayment(
  db: Db,
  gateway: () => PaymentGateway,
  found: Found,
  intent: PaymentIntent,
  context: PaymentEventContext,
  record: () => Statements[number],
): Promise<EventOutcome> {
  const { order, items } = found
  const now = context.now.toISOString()
  const [settlement] = await db.select().from(orderSettlements).where(eq(orderSettlements.orderId, order.id))
  const staffEmail = (outcome: LatePaymentOutcome) =>
    queueEmail(
      db,
      latePaymentNotificationEmail({
        to: context.staffEmail,
        outcome,
        order: { number: orderReference(order.id), customerName: order.customerName, customerEmail: order.customerEmail, totalCents: order.totalCents, cancelledAt: settlement?.settledAt ?? null },
        paymentIntentId: intent.id,
        adminUrl: `${context.origin.replace(/\/+$/, '')}/admin/orders?order=${encodeURIComponent(order.id)}`,
      }),
    )
  const late = (outcome: LatePaymentOutcome) => db.insert(latePayments).values({ orderId: order.id, paymentIntentId: intent.id, outcome, settledAt: now })
  const handledBefore = (error: unknown) => databaseRefused(error, 'late_payments.order_id')

  const points = pointsRedeemedBy(order)
  const earned = pointsEarnedFor(order.subtotalCents, order.discountCents)
  // The code's use is counted again; past the code's limits the trigger refuses, and the payment is refunded.
  const codeId = order.promoCode ? await findCodeId(db, order.promoCode) : undefined
  const restore: Statements = [
    late('restored'),
    db.update(orders).set({ status: 'processing', paidAt: now, paymentAttempt: null, updatedAt: now }).where(eq(orders.id, order.id)),
    ...forEachVariant(items, (variantId, units) => changeStock(db, variantId, -units)),
    ...(order.userId && points ? [holdRedemption(db, { userId: order.userId, orderId: order.id, orderNumber: order.orderNumber, points, now: context.now })] : []),
    ...(order.userId && earned > 0 ? [awardPoints(db, { userId: order.userId, orderId: order.id, orderNumber: order.orderNumber, points: earned, now: context.now })] : []),
    // The store credit the cancellation gave back is spent again; past the balance the trigger refuses, and the payment is refunded.
    ...(order.userId && order.storeCreditCents > 0
      ? [spendStoreCredit(db, { userId: order.userId, orderId: order.id, cents: order.storeCreditCents, now: context.now })]
      : []),
    ...(codeId
      ? [recordCodeUse(db, { orderId: order.id, applied: { codeId, discountCents: order.promoDiscountCents }, userId: order.userId, email: order.customerEmail, now: context.now })]
      : []),
    queueEmail(db, confirmationEmail(found, context.origin)),
    staffEmail('restored'),
    record(),
  ]
  try {
    await db.batch(restore as [Statements[number], ...Statements])
    return 'applied'
  } catch (error) {
    if (handledBefore(error) || databaseRefused(error, 'payment_events.id')) return 'duplicate'
    // Anything else the database refused (units gone, points spent) means: refund instead.
    loggerOr(context.log).warn('order paid after it was cancelled cannot be restored; refunding it', { orderId: order.id, err: error })
  }

  const shopRefundId = `auto-${order.id}`
  // The money goes back first: a failure here fails the delivery, which the provider retries, and
  // the key makes the retry answer the same refund.
  const refund = await gateway().refund(intent.id, { idempotencyKey: `auto-refund-${order.id}`, shopRefundId })
  if (refund?.status === 'failed' || refund?.status === 'canceled') {
    // Nothing went back: the delivery fails (logged, retried by the provider) rather than claim a refund.
    throw new Error(`order ${order.id}: the automatic refund of its late payment ${intent.id} ${refund.status} (${refund.id})`)
  }
  const closeRefunded = (withRefundRow: boolean) =>
    db.batch([
      late('refunded'),
      ...(withRefundRow ? [refundRow()] : []),
      db.update(orders).set({ status: 'refunded', paidAt: now, paymentAttempt: null, updatedAt: now }).where(eq(orders.id, order.id)),
      staffEmail('refunded'),
      record(),
    ])
  const refundRow = () =>
    db
      .insert(paymentRefunds)
      .values({
        id: shopRefundId,
        orderId: order.id,
        // What the card paid: the total less the store credit, which the cancellation gave back.
        amountCents: order.totalCents - order.storeCreditCents,
        source: 'shop',
        status: refund?.status === 'pending' ? 'pending' : 'succeeded',
        gatewayRefundId: refund?.id ?? null,
        reason: 'paid_after_cancel',
        createdAt: now,
        completedAt: refund?.status === 'pending' ? null : now,
      })
      .onConflictDoNothing()
  try {
    try {
      await closeRefunded(true)
    } catch (error) {
      // The provider's echo of this refund was recorded first (order-refunds.ts): it is on the order already.
      if (!databaseRefused(error, 'refund_exceeds_payment') && !databaseRefused(error, 'payment_refunds.gateway_refund_id')) throw error
      await closeRefunded(false)
    }
    return 'applied'
  } catch (error) {
    if (handledBefore(error) || databaseRefused(error, 'payment_events.id')) return 'duplicate'
    throw error
  }
}
