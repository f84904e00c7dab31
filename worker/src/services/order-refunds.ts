// Refunds of an order's payment, whole or part, from the back office or from the provider's
// dashboard (decision 012 "Refunds"). Every refund is a payment_refunds row:
//
//   shop refund     written `pending` first (the trigger payment_refunds_within_payment refuses one
//                   that would take the refunds past the order's total, so two staff members refunding
//                   at once never refund more than was paid), then the gateway is asked with the row's
//                   id as idempotency key and as the refund's `shopRefundId` metadata, then the row is
//                   marked `succeeded` (with the provider's refund id) or `failed` (it then no longer
//                   counts). An answer that never came leaves it `pending`: it is asked again with the
//                   same key by a retry of the request (same Idempotency-Key), by a status change to
//                   refunded, by any later refund of the order once it is a minute old, or completed by
//                   the provider's webhook, which names it by `shopRefundId`.
//   provider refund one the webhook reports that the shop did not ask for: recorded as it is, with its
//                   amount and no lines.
//
// Store credit (decision 035): a refund of an order that store credit paid in part gives that credit
// part back as credit first (no bonus: it was credit already); only the rest goes to the card. The
// card is so never refunded more than it paid. A refund `to: 'store_credit'` sends the rest to the
// customer's credit instead, with the policy's 10 % bonus (creditForRefund), and asks no gateway: it
// succeeds at once. The credit is written in the batch that completes the refund (ledger entries
// keyed by the refund, so once), with the customer's email for a refund to credit.
//
// When a refund succeeds, in one batch: the units of the lines marked `restock` go back to stock
// (never a made-to-measure piece's, never after a closure already returned them), the points the
// order earned are taken back in proportion to what was refunded (all of them once the whole total
// is; never below zero, the rest written off), and when the refunds reach the order's total the
// order is refunded, closed as a full refund always closed it: a paid order's units not shipped and
// not already restocked go back, the reward's points are returned, and the change is audited.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { RefundLine } from '#shared/contracts/admin-orders'
import { formatAmount } from '#shared/pricing/money'
import { lineDiscounts, lineRefundCents } from '#shared/pricing/refunds'
import { refundSplit, type RefundDestination } from '#shared/pricing/store-credit'
import type { LoyaltyEntryType } from '#shared/schemas/loyalty'
import { LANGUAGES, type Language } from '#shared/catalogue/catalogue'
import { isPaidStatus, orderReference, type ClosedStatus } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { loyaltyLedger, orderClosures, orderItems, orders, paymentRefunds, users } from '#worker/db/schema'
import { formatMoney } from '#worker/emails/outgoing-email'
import type { VapidKeys } from '#worker/env'
import { loggerOr, type Logger } from '#worker/log'
import { orderRefundedNotice } from '#worker/push/notifications'
import { isStaleRecord, recordAdminAction, recordAdminActionIf, type AdminAction } from './audit-log'
import { conflict, DomainError, invalid, notFound, unavailable } from './domain-errors'
import { isLoyaltyOverdraft, loyaltyBalance, returnSpentPoints, takeBackEarnedPoints } from './loyalty'
import type { SettleContext } from './order-settlement'
import type { OrderItemRow, OrderRow } from './orders'
import type { PaymentEvent, PaymentGateway, ProviderRefund } from './payments/gateway'
import { queueEmail } from './email-outbox'
import { queuePush } from './push-outbox'
import { creditIssuedEmail, issueStoreCredit, returnStoreCredit, storeCreditBalance } from './store-credit'
import { changeStock } from './variant-stock'

type Statements = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]
type RefundRow = typeof paymentRefunds.$inferSelect
type ClosureRow = typeof orderClosures.$inferSelect

type RefundDeps = {
  db: Db
  /** The active payment gateway; throws 503 when card payments are not configured. */
  gateway: () => PaymentGateway
  /** The request's logger (log.ts). */
  log?: Logger
  /** Where the link of a store-credit email points (PUBLIC_URL, else the request's origin); without it, none is sent. */
  origin?: string
  /** The shop's VAPID keys: a completed refund tells the customer's devices (decision 043); none without, or for a return's refund, which its case tells. */
  vapid?: VapidKeys
}

/** A pending shop refund older than this is one whose request is over: a later refund of the order asks the gateway again. */
const PENDING_RETRY_AFTER_MS = 60_000

type OrderRefundState = { order: OrderRow; items: OrderItemRow[]; refunds: RefundRow[]; closure: ClosureRow | undefined }

export async function readRefundState(db: Db, orderId: string): Promise<OrderRefundState | undefined> {
  const [[order], items, refunds, [closure]] = await db.batch([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productCode), asc(orderItems.id)),
    db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
    db.select().from(orderClosures).where(eq(orderClosures.orderId, orderId)),
  ])
  return order && { order, items, refunds, closure }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)

/** What the refunds of an order add up to: money, and units per order line. */
export function refundTotals({ order, refunds }: Pick<OrderRefundState, 'order' | 'refunds'>) {
  const counted = refunds.filter((r) => r.status !== 'failed')
  const refundedUnits = new Map<string, number>()
  const restockUnits = new Map<string, number>()
  for (const refund of counted) {
    for (const line of refund.lines ?? []) {
      refundedUnits.set(line.itemId, (refundedUnits.get(line.itemId) ?? 0) + line.quantity)
      if (line.restock) restockUnits.set(line.itemId, (restockUnits.get(line.itemId) ?? 0) + line.quantity)
    }
  }
  const committedCents = sum(counted.map((r) => r.amountCents))
  return {
    /** Money that went back (succeeded refunds). */
    refundedCents: sum(refunds.filter((r) => r.status === 'succeeded').map((r) => r.amountCents)),
    /** What a new refund may still take: the total less every refund not failed. */
    leftCents: Math.max(0, order.totalCents - committedCents),
    /** Units of each line refunded, and marked to be restocked, by refunds not failed. */
    refundedUnits,
    restockUnits,
  }
}

/** Whether the order was paid and is not refunded in full: a paid status, or cancelled after it was paid (a closure). */
export const canBeRefunded = ({ order, closure }: Pick<OrderRefundState, 'order' | 'closure'>) =>
  isPaidStatus(order.status) || (order.status === 'cancelled' && !!closure)

type RefundRequest = { lines?: RefundLine[]; amountCents?: number; reason?: string; to?: RefundDestination }

const shopCommittedOf = (state: OrderRefundState) => sum(state.refunds.filter((r) => r.source === 'shop' && r.status !== 'failed').map((r) => r.amountCents))

/** How a refund of `amountCents` splits between credit and card (decision 035; refundSplit). */
function splitOf(state: OrderRefundState, amountCents: number, to: RefundDestination) {
  const split = refundSplit(amountCents, state.order.storeCreditCents - shopCommittedOf(state), to)
  return { creditIssuedCents: split.creditIssuedCents > 0 ? split.creditIssuedCents : null, cardCents: split.cardCents }
}

/** What a shop refund takes from the card: a card refund's amount less the credit part it gives back; nothing for a refund to credit. */
const cardCentsOf = (row: RefundRow) => (row.destination === 'card' ? row.amountCents - (row.creditIssuedCents ?? 0) : 0)

/** Checks the lines against the order and prices the refund (the amount asked, or the lines' worth). */
function priceRefund(state: OrderRefundState, request: RefundRequest): { amountCents: number; lines: RefundLine[] } {
  const { order, items, closure } = state
  const totals = refundTotals(state)
  const shares = lineDiscounts(order, items)
  const byId = new Map(items.map((i) => [i.id, i]))
  const lines = request.lines ?? []
  let linesCents = 0
  for (const line of lines) {
    const item = byId.get(line.itemId)
    if (!item) throw invalid('This item is not part of the order.', 'refund_item_unknown')
    const refunded = totals.refundedUnits.get(item.id) ?? 0
    if (line.quantity > item.quantity - refunded) {
      throw conflict(`Only ${item.quantity - refunded} of ${item.productName} (${item.size}) can still be refunded.`, 'refund_quantity_exceeds')
    }
    if (line.restock && item.measurements) throw conflict(`${item.productName} was made to measure, so it cannot go back to stock.`, 'refund_restock_made_to_measure')
    if (line.restock && closure?.unitsReturned) throw conflict('The units of this order already went back to stock when it was cancelled.', 'refund_restock_returned')
    if (line.restock && line.quantity > item.quantity - (totals.restockUnits.get(item.id) ?? 0)) {
      throw conflict(`Only ${item.quantity - (totals.restockUnits.get(item.id) ?? 0)} of ${item.productName} can still go back to stock.`, 'refund_quantity_exceeds')
    }
    linesCents += lineRefundCents(item, shares.get(item.id) ?? 0, refunded, line.quantity)
  }
  const amountCents = request.amountCents ?? linesCents
  if (amountCents <= 0) throw invalid('There is nothing to refund in what was chosen.', 'refund_nothing_selected')
  if (amountCents > totals.leftCents) throw exceedsLeft(totals.leftCents)
  return { amountCents, lines }
}

const exceedsLeft = (leftCents: number) =>
  conflict(
    leftCents === 0
      ? 'Nothing is left to refund on this order.'
      : `This is more than what is left to refund on this order (${formatAmount(leftCents)}).`,
    'refund_exceeds_remaining',
  )

const changedMeanwhile = () => conflict('This order was changed by someone else meanwhile. Please reload it and try again.', 'order_changed')

const providerUnreachable = (log: Logger | undefined, orderId: string, error: unknown) => {
  loggerOr(log).error('the payment provider could not be reached; the refund stays pending and is asked again with the same key', { orderId, err: error })
  return unavailable(
    'The payment provider could not be reached, so the refund is pending. Try again in a moment: it will not be refunded twice.',
    'payment_provider_unavailable',
  )
}

const refusedByProvider = (message: string) => conflict(`The payment provider refused the refund (${message}), so nothing was refunded.`, 'refund_failed')

type RefundContext = {
  now: Date
  /** The client's Idempotency-Key: a retry with the same key resumes the same refund row instead of writing another. */
  requestKey?: string
}

async function refundRowId(actorId: string, orderId: string, key: string | undefined): Promise<string> {
  if (!key) return crypto.randomUUID()
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${actorId}\n${orderId}\n${key}`))
  return `shop-${Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** A refund from the back office: written pending, asked of the gateway, then completed (see the top of this file). */
export async function refundOrder(deps: RefundDeps, actorId: string, orderId: string, request: RefundRequest, context: RefundContext): Promise<RefundRow> {
  const { db } = deps
  const id = await refundRowId(actorId, orderId, context.requestKey)
  let state = await readRefundState(db, orderId)
  if (!state) throw notFound('Order not found')
  const again = state.refunds.find((r) => r.id === id)
  if (again) return resume(deps, state, again, context.now)
  if (!canBeRefunded(state)) throw notRefundable(state.order)

  const stale = state.refunds.filter((r) => r.source === 'shop' && r.status === 'pending' && context.now.getTime() - Date.parse(r.createdAt) >= PENDING_RETRY_AFTER_MS)
  for (const pending of stale) await askGateway(deps, state, pending, context.now).catch(() => undefined)
  if (stale.length > 0) state = (await readRefundState(db, orderId))!

  const to = request.to ?? 'card'
  // Credit goes to an account: a guest order has none to credit.
  if (to === 'store_credit' && !state.order.userId) {
    throw conflict('This order was placed without a customer account, so it cannot be refunded as store credit.', 'store_credit_guest_order')
  }
  const priced = priceRefund(state, request)
  const split = splitOf(state, priced.amountCents, to)
  const withLines = state.refunds.filter((r) => r.status !== 'failed' && (r.lines?.length ?? 0) > 0).length
  // No card part, no gateway: the refund completes at once.
  const gateway = split.cardCents > 0 ? gatewayFor(deps, state.order) : null
  // Lines are checked against the refunds read: another refund with lines written meanwhile refuses
  // this one (its units may be the same). The money is held by the trigger whatever happens.
  // An order that credit paid in part also needs its shop refunds as read: the split above gives its
  // credit part back once, so two refunds at once must not both take it.
  const creditPartAsRead =
    state.order.storeCreditCents > 0
      ? sql` AND (SELECT coalesce(sum(${paymentRefunds.amountCents}), 0) FROM ${paymentRefunds} WHERE ${paymentRefunds.orderId} = ${orderId} AND ${paymentRefunds.source} = 'shop' AND ${paymentRefunds.status} != 'failed') = ${shopCommittedOf(state)}`
      : sql``
  const unchanged = sql`(SELECT count(*) FROM ${paymentRefunds} WHERE ${paymentRefunds.orderId} = ${orderId} AND ${paymentRefunds.status} != 'failed' AND ${paymentRefunds.lines} IS NOT NULL) = ${withLines}
    AND EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = ${state.order.status})${creditPartAsRead}`
  try {
    // The audit entry first: its guard must see the refunds as they were before this one.
    await db.batch([
      recordAdminActionIf(
        db,
        {
          userId: actorId,
          action: 'order.refund',
          targetType: 'order',
          targetId: orderId,
          before: { status: state.order.status },
          after: { refundId: id, amountCents: priced.amountCents, lines: priced.lines, reason: request.reason ?? null, to, creditIssuedCents: split.creditIssuedCents },
        },
        context.now,
        unchanged,
      ),
      db.insert(paymentRefunds).values({
        id,
        orderId,
        amountCents: priced.amountCents,
        source: 'shop',
        status: 'pending',
        lines: priced.lines.length > 0 ? priced.lines : null,
        reason: request.reason ?? null,
        refundedBy: actorId,
        destination: to,
        creditIssuedCents: split.creditIssuedCents,
        createdAt: context.now.toISOString(),
      }),
    ])
  } catch (error) {
    if (databaseRefused(error, 'refund_exceeds_payment')) throw exceedsLeft(refundTotals((await readRefundState(db, orderId))!).leftCents)
    if (isStaleRecord(error)) throw changedMeanwhile()
    throw error
  }
  const row = (await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!
  if (!gateway) {
    // Nothing for the card (credit only), or no card payment on record (imported, or paid outside the
    // shop: the money goes back by hand).
    await applyRefunds(db, orderId, [{ kind: 'complete', refundId: id, gatewayRefundId: null }], { now: context.now, actorId, origin: deps.origin, vapid: deps.vapid })
    return refundById(db, id)
  }
  return askGatewayOrThrow(deps, gateway, state.order, row, context.now)
}

function notRefundable(order: OrderRow) {
  if (order.status === 'refunded') return exceedsLeft(0)
  if (order.status === 'pending') return conflict('This order has not been paid, so there is nothing to refund. Cancel it instead.', 'nothing_to_refund')
  return conflict('This order was cancelled before it was paid, so there is nothing to refund.', 'nothing_to_refund')
}

/** The gateway that took the order's payment; null when it has no card payment on record. */
function gatewayFor(deps: RefundDeps, order: OrderRow): PaymentGateway | null {
  const intentId = order.paymentIntentId
  if (!intentId) return null
  const gateway = deps.gateway()
  if (!gateway.owns(intentId)) {
    throw conflict('This order was paid through another payment gateway than the one the shop uses now, so it cannot be refunded from here.', 'refund_gateway_mismatch')
  }
  return gateway
}

const refundById = async (db: Db, id: string) => (await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!

/** A retried request (same Idempotency-Key): a refund still pending is asked again with its key; a settled one is answered as it is. */
async function resume(deps: RefundDeps, state: OrderRefundState, row: RefundRow, now: Date): Promise<RefundRow> {
  if (row.status === 'failed') throw conflict('The payment provider refused this refund, so nothing was refunded.', 'refund_failed')
  if (row.status === 'succeeded') return row
  return askGateway(deps, state, row, now)
}

/**
 * Asks again for a pending shop refund, with its own key (so the provider answers the refund it
 * made, or makes it now), and answers the row as it then is. One the provider already answered
 * `pending` is left to its webhook. Throws what askGatewayOrThrow throws.
 */
async function askGateway(deps: RefundDeps, state: OrderRefundState, row: RefundRow, now: Date): Promise<RefundRow> {
  const gateway = cardCentsOf(row) > 0 ? gatewayFor(deps, state.order) : null
  if (!gateway) {
    await applyRefunds(deps.db, row.orderId, [{ kind: 'complete', refundId: row.id, gatewayRefundId: null }], { now, actorId: row.refundedBy, origin: deps.origin, vapid: deps.vapid })
    return refundById(deps.db, row.id)
  }
  if (row.gatewayRefundId) return row
  return askGatewayOrThrow(deps, gateway, state.order, row, now)
}

async function askGatewayOrThrow(deps: RefundDeps, gateway: PaymentGateway, order: OrderRow, row: RefundRow, now: Date): Promise<RefundRow> {
  const { db } = deps
  let answer: ProviderRefund | null
  try {
    answer = await gateway.refund(order.paymentIntentId!, { amountCents: cardCentsOf(row), idempotencyKey: row.id, shopRefundId: row.id })
  } catch (error) {
    if (error instanceof DomainError && !error.isOutage) {
      await markFailed(db, row.id, now)
      throw refusedByProvider(error.message)
    }
    throw providerUnreachable(deps.log, order.id, error)
  }
  if (!answer || answer.status === 'failed' || answer.status === 'canceled') {
    await markFailed(db, row.id, now)
    throw refusedByProvider(answer ? answer.status : 'the payment was already refunded in full')
  }
  if (answer.status === 'pending') {
    // Some payment methods refund later: the provider's webhook completes it.
    await db.update(paymentRefunds).set({ gatewayRefundId: answer.id }).where(and(eq(paymentRefunds.id, row.id), eq(paymentRefunds.status, 'pending')))
  } else {
    await applyRefunds(db, order.id, [{ kind: 'complete', refundId: row.id, gatewayRefundId: answer.id }], { now, actorId: row.refundedBy, origin: deps.origin, vapid: deps.vapid })
  }
  return refundById(db, row.id)
}

const markFailed = (db: Db, id: string, now: Date) =>
  db
    .update(paymentRefunds)
    .set({ status: 'failed', completedAt: now.toISOString() })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))

/**
 * A status change to `refunded`: every pending shop refund is asked again first (with its key),
 * then what is left is refunded in full, and the order closes as refunded.
 */
export async function refundWhatIsLeft(deps: RefundDeps, actorId: string, orderId: string, now: Date): Promise<void> {
  let state = await readRefundState(deps.db, orderId)
  if (!state) throw notFound('Order not found')
  if (!canBeRefunded(state)) throw notRefundable(state.order)
  for (const pending of state.refunds.filter((r) => r.source === 'shop' && r.status === 'pending')) {
    await askGateway(deps, state, pending, now).catch((error) => {
      if (!(error instanceof DomainError && error.code === 'refund_failed')) throw error
    })
  }
  state = (await readRefundState(deps.db, orderId))!
  const { leftCents } = refundTotals(state)
  if (leftCents > 0) {
    await refundOrder(deps, actorId, orderId, { amountCents: leftCents }, { now })
    return
  }
  // Everything is refunded already (provider refunds, or a close that failed after the money went back).
  await applyRefunds(deps.db, orderId, [], { now, actorId })
}

type Completion =
  /** A pending row of ours whose money went back. */
  | { kind: 'complete'; refundId: string; gatewayRefundId: string | null }
  /** A refund the provider reports that the shop did not ask for (`pending` while the provider is still working on it). */
  | { kind: 'record'; refund: ProviderRefund }
  /** A pending row the provider says failed, or never made. */
  | { kind: 'fail'; refundId: string; gatewayRefundId: string | null }

type ApplyOptions = { now: Date; actorId: string | null; also?: BatchItem<'sqlite'>[]; origin?: string; vapid?: VapidKeys }

/**
 * Applies refunds that settled, in one batch built on what was read: the first statement carries
 * the guard (the order's status and its succeeded refunds are still as read, the rows still pending),
 * so two completions at once, or a webhook racing the back office, never apply a share twice; the
 * loser reads again and finds its work done. Closes the order once the refunds reach its total.
 * Answers whether anything was written.
 */
async function applyRefunds(db: Db, orderId: string, completions: Completion[], options: ApplyOptions): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const state = await readRefundState(db, orderId)
    if (!state) return false
    const built = await buildApply(db, state, completions, options)
    if (!built) return false
    try {
      await db.batch(built)
      return true
    } catch (error) {
      const retry = databaseRefused(error, 'payment_refunds.status') || isLoyaltyOverdraft(error) || databaseRefused(error, 'order_closures.order_id')
      if (!retry || attempt >= 20) throw error
    }
  }
}

/** The SQL that is true while the order and its succeeded refunds are as read. */
const asRead = (state: OrderRefundState, refundedCents: number): SQL =>
  sql`(SELECT coalesce(sum(${paymentRefunds.amountCents}), 0) FROM ${paymentRefunds} WHERE ${paymentRefunds.orderId} = ${state.order.id} AND ${paymentRefunds.status} = 'succeeded') = ${refundedCents}
    AND EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${state.order.id} AND ${orders.status} = ${state.order.status})`

async function buildApply(db: Db, state: OrderRefundState, completions: Completion[], options: ApplyOptions): Promise<Statements | null> {
  const { order, items, closure } = state
  const now = options.now.toISOString()
  const totals = refundTotals(state)
  const statements: BatchItem<'sqlite'>[] = []
  // The first statement that writes a refund row carries the guard; a row's status computed NULL
  // fails its NOT NULL constraint and the batch with it.
  let guard: SQL | null = asRead(state, totals.refundedCents)
  const guarded = (status: string, stillPending?: string): SQL => {
    const conditions = [guard, stillPending ? sql`EXISTS (SELECT 1 FROM ${paymentRefunds} WHERE ${paymentRefunds.id} = ${stillPending} AND ${paymentRefunds.status} = 'pending')` : null].filter(
      (c): c is SQL => c !== null,
    )
    guard = null
    return conditions.length > 0 ? sql`(SELECT ${status} WHERE ${sql.join(conditions, sql` AND `)})` : sql`${status}`
  }

  const points = order.userId && !closure ? await pointFacts(db, state) : null
  // Whether this batch refunds the rest of the order (so closes it): its reward's points are then
  // returned first, and count in the balance the take-back of the earned ones may use.
  const settling = completions.flatMap((c) => {
    if (c.kind === 'record') return c.refund.status === 'succeeded' && !state.refunds.some((r) => r.gatewayRefundId === c.refund.id) ? [c.refund.amountCents] : []
    if (c.kind === 'complete') return state.refunds.filter((r) => r.id === c.refundId && r.status === 'pending').map((r) => r.amountCents)
    return []
  })
  const closing = totals.refundedCents + sum(settling) >= order.totalCents && order.status !== 'refunded' && canBeRefunded(state)
  const pointsReturned = closing && isPaidStatus(order.status) ? (points?.spent ?? 0) : 0
  let balance = order.userId && points ? (await loyaltyBalance(db, order.userId)) + pointsReturned : 0
  let refunded = totals.refundedCents
  let settledPoints = points?.settled ?? 0
  const restocked = new Map<string, number>() // product id → units, this batch
  const restockedItems = new Map<string, number>() // item id → units, this batch
  const known = new Set(state.refunds.flatMap((r) => (r.gatewayRefundId ? [r.gatewayRefundId] : [])))

  /** The earned points this much more refunded money takes back: the running share, rounded down, all at the total. */
  const pointsFor = (amountCents: number) => {
    refunded += amountCents
    if (!points || points.earned <= 0) return { takenBack: 0, writtenOff: 0 }
    const target = refunded >= order.totalCents ? points.earned : Math.floor((points.earned * refunded) / order.totalCents)
    const share = Math.max(0, target - settledPoints)
    settledPoints += share
    const takenBack = Math.min(share, balance)
    balance -= takenBack
    return { takenBack, writtenOff: share - takenBack }
  }

  for (const completion of completions) {
    if (completion.kind === 'fail') {
      const row = state.refunds.find((r) => r.id === completion.refundId)
      if (!row || row.status !== 'pending') continue
      statements.push(
        db
          .update(paymentRefunds)
          .set({ status: guarded('failed', row.id), gatewayRefundId: completion.gatewayRefundId ?? row.gatewayRefundId, completedAt: now })
          .where(eq(paymentRefunds.id, row.id)),
      )
      continue
    }
    if (completion.kind === 'record') {
      const refund = completion.refund
      if (known.has(refund.id)) continue
      known.add(refund.id)
      const status = refund.status === 'succeeded' ? 'succeeded' : 'pending'
      const share = status === 'succeeded' ? pointsFor(refund.amountCents) : { takenBack: 0, writtenOff: 0 }
      statements.push(
        db.insert(paymentRefunds).values({
          id: crypto.randomUUID(),
          orderId: order.id,
          amountCents: refund.amountCents,
          source: 'provider',
          status: guarded(status),
          gatewayRefundId: refund.id,
          pointsTakenBack: share.takenBack,
          pointsWrittenOff: share.writtenOff,
          createdAt: now,
          completedAt: status === 'succeeded' ? now : null,
        }),
      )
      statements.push(...pointStatements(db, order, share.takenBack, options.now))
      continue
    }
    const row = state.refunds.find((r) => r.id === completion.refundId)
    if (!row || row.status !== 'pending') continue
    const share = pointsFor(row.amountCents)
    // Units go back only while no closure has returned them (a closure returns what was not restocked yet).
    const restock = !(closure?.unitsReturned ?? false)
    const restockLines = restock ? (row.lines ?? []).filter((l) => l.restock) : []
    for (const line of restockLines) {
      const item = items.find((i) => i.id === line.itemId)
      if (!item || !item.variantId) continue
      restocked.set(item.variantId, (restocked.get(item.variantId) ?? 0) + line.quantity)
      restockedItems.set(item.id, (restockedItems.get(item.id) ?? 0) + line.quantity)
    }
    statements.push(
      db
        .update(paymentRefunds)
        .set({
          status: guarded('succeeded', row.id),
          gatewayRefundId: completion.gatewayRefundId ?? row.gatewayRefundId,
          completedAt: now,
          restocked: restockLines.length > 0,
          pointsTakenBack: share.takenBack,
          pointsWrittenOff: share.writtenOff,
        })
        .where(eq(paymentRefunds.id, row.id)),
    )
    statements.push(...pointStatements(db, order, share.takenBack, options.now))
    statements.push(...(await creditStatements(db, order, row, options)))
    statements.push(...refundPush(db, order, row, options))
  }
  for (const [variantId, quantity] of restocked) statements.push(changeStock(db, variantId, quantity))

  if (closing) {
    // Refunded in full: the order closes, as a full refund always closed it (the earned points
    // were taken back by the refunds' shares above, which reach all of them at the total).
    const first = guard as SQL | null
    const entry = refundedEntry(options.actorId, order, refunded)
    statements.unshift(first ? recordAdminActionIf(db, entry, options.now, first) : recordAdminAction(db, entry, options.now))
    guard = null
    statements.push(db.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, order.id)))
    if (isPaidStatus(order.status)) {
      const alreadyRestocked = restockedByRefunds(state, restockedItems)
      // First in the batch: the reward's points come back before any take-back needs them.
      statements.unshift(...closureStatements(db, state, 'refunded', { actorId: options.actorId, now: options.now, alreadyRestocked, pointsReturned, pointsTakenBack: 0 }))
    }
  }
  if (statements.length === 0) return null
  return [...statements, ...(options.also ?? [])] as Statements
}

/** A completed refund told to the customer's devices that follow their orders (decision 043): what went back, and where. */
function refundPush(db: Db, order: OrderRow, row: RefundRow, options: ApplyOptions): BatchItem<'sqlite'>[] {
  if (!order.userId) return []
  const to = row.destination === 'store_credit' ? 'store_credit' : 'card'
  const cents = to === 'store_credit' ? (row.creditIssuedCents ?? row.amountCents) : row.amountCents
  const amount = Object.fromEntries(LANGUAGES.map((lng) => [lng, formatMoney(formatAmount(cents), lng)])) as Record<Language, string>
  return queuePush(db, options.vapid, orderRefundedNotice({ userId: order.userId, orderId: order.id, orderNumber: orderReference(order.id), refundId: row.id, to, amount }))
}

/**
 * The store credit a completed refund issues (decision 035): a card refund's credit part goes back
 * (`returned`), a refund to credit is issued with its bonus (`issued`), with the customer's email.
 */
async function creditStatements(db: Db, order: OrderRow, row: RefundRow, options: ApplyOptions): Promise<BatchItem<'sqlite'>[]> {
  const cents = row.creditIssuedCents ?? 0
  if (cents <= 0 || !order.userId) return []
  const entry = { userId: order.userId, orderId: order.id, cents, refundId: row.id, now: options.now }
  if (row.destination === 'card') return [returnStoreCredit(db, { ...entry, reason: 'refund' })]
  const statements: BatchItem<'sqlite'>[] = [issueStoreCredit(db, { ...entry, reason: 'refund', note: row.reason, issuedBy: row.refundedBy })]
  const [user] = await db.select().from(users).where(eq(users.id, order.userId))
  if (user && options.origin) {
    const balanceCents = (await storeCreditBalance(db, user.id)) + cents
    const reason = { kind: 'refund' as const, orderId: order.id, refundCents: row.amountCents, bonusCents: cents - row.amountCents }
    statements.push(queueEmail(db, creditIssuedEmail(user, { amountCents: cents, balanceCents, reason, origin: options.origin })))
  }
  return statements
}

const refundedEntry = (actorId: string | null, order: OrderRow, refundedCents: number): AdminAction => ({
  userId: actorId,
  action: 'order.status_change',
  targetType: 'order',
  targetId: order.id,
  before: { status: order.status },
  after: { status: 'refunded', refund: { amountCents: refundedCents }, ...(actorId ? {} : { by: 'payment provider' }) },
})

const pointStatements = (db: Db, order: OrderRow, takenBack: number, now: Date) =>
  takenBack > 0 && order.userId
    ? [takeBackEarnedPoints(db, { userId: order.userId, orderId: order.id, orderNumber: order.orderNumber, points: takenBack, closedAs: 'refunded', now })]
    : []

/**
 * The order's points: `earned` when it was paid, `spent` on its reward, and `settled`, the earned
 * points its refunds already took back or wrote off. Read before the order is closed (the closure's
 * own entries are not in these sums yet).
 */
async function pointFacts(db: Db, { order, refunds }: OrderRefundState) {
  const rows = await db
    .select({ type: loyaltyLedger.transactionType, points: sql<number>`sum(${loyaltyLedger.points})` })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.referenceId, order.id))
    .groupBy(loyaltyLedger.transactionType)
  const ledger = (type: LoyaltyEntryType) => Number(rows.find((r) => r.type === type)?.points ?? 0)
  const done = refunds.filter((r) => r.status === 'succeeded')
  return {
    earned: ledger('earned'),
    spent: ledger('redeemed') - sum(done.map((r) => r.pointsTakenBack)),
    settled: sum(done.map((r) => r.pointsTakenBack + r.pointsWrittenOff)),
  }
}

/** Units of each line that refunds put back in stock (succeeded ones, and those of the batch being built). */
function restockedByRefunds(state: OrderRefundState, inBatch: Map<string, number>): Map<string, number> {
  const units = new Map(inBatch)
  for (const refund of state.refunds) {
    if (refund.status !== 'succeeded' || !refund.restocked) continue
    for (const line of refund.lines ?? []) if (line.restock) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity)
  }
  return units
}

type ClosureOptions = {
  actorId: string | null
  now: Date
  /** Units of each line refunds already put back in stock. */
  alreadyRestocked: Map<string, number>
  /** The points the order's reward spent, given back. */
  pointsReturned: number
  /** Earned points this closure takes back (those refunds have not). */
  pointsTakenBack: number
  pointsWrittenOff?: number
}

/**
 * The statements that close a paid order as cancelled or refunded (decision 017): units of lines
 * not shipped yet back to stock, less those refunds already restocked (never a made-to-measure
 * piece's), the reward's points returned, the closure row. The caller adds its audit entry and the
 * status change.
 */
export function closureStatements(db: Db, state: OrderRefundState, closedAs: ClosedStatus, options: ClosureOptions): BatchItem<'sqlite'>[] {
  const { order, items } = state
  const unitsReturned = order.status === 'processing'
  const statements: BatchItem<'sqlite'>[] = []
  const perVariant = new Map<string, number>()
  if (unitsReturned) {
    for (const item of items) {
      if (!item.variantId) continue
      const units = item.quantity - (options.alreadyRestocked.get(item.id) ?? 0)
      if (units > 0) perVariant.set(item.variantId, (perVariant.get(item.variantId) ?? 0) + units)
    }
  }
  const pointsReturned = order.userId ? options.pointsReturned : 0
  statements.push(
    db.insert(orderClosures).values({
      orderId: order.id,
      closedAs,
      closedFrom: order.status,
      unitsReturned,
      pointsTakenBack: options.pointsTakenBack,
      pointsWrittenOff: options.pointsWrittenOff ?? 0,
      pointsReturned,
      closedBy: options.actorId,
      closedAt: options.now.toISOString(),
    }),
  )
  for (const [variantId, quantity] of perVariant) statements.push(changeStock(db, variantId, quantity))
  const reversal = { userId: order.userId ?? '', orderId: order.id, orderNumber: order.orderNumber, closedAs, now: options.now }
  // Returned before any take-back, so the credit counts in the balance the take-back needs.
  if (pointsReturned > 0) statements.unshift(returnSpentPoints(db, { ...reversal, points: pointsReturned }))
  if (options.pointsTakenBack > 0) statements.push(takeBackEarnedPoints(db, { ...reversal, points: options.pointsTakenBack }))
  return statements
}

/** What closing an order now starts from: its points (earned, spent, settled by refunds) and the units refunds restocked. */
export async function closureFacts(db: Db, state: OrderRefundState) {
  const points = state.order.userId ? await pointFacts(db, state) : { earned: 0, spent: 0, settled: 0 }
  return { points, alreadyRestocked: restockedByRefunds(state, new Map()) }
}

/**
 * Refunds the provider reports (a `charge.refunded` event, from the shop's own refunds or its
 * dashboard): each one not known yet is recorded, a pending row of ours it names by `shopRefundId`
 * is completed (or marked failed), and units and points follow as for a back-office refund. A
 * provider refund has no lines, so it restocks nothing (staff restock from the inventory screen),
 * unless it completes the order's refund: the order then closes as any full refund does.
 */
export async function recordProviderRefunds(
  db: Db,
  _gateway: () => PaymentGateway,
  event: Extract<PaymentEvent, { type: 'charge_refunded' }>,
  context: SettleContext,
): Promise<'applied' | 'ignored'> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, event.paymentIntentId))
  if (!order) {
    loggerOr(context.log).warn('refund event for a payment no order has; ignored', { eventId: event.id, paymentId: event.paymentIntentId })
    return 'ignored'
  }
  const state = (await readRefundState(db, order.id))!
  const byId = new Map(state.refunds.map((r) => [r.id, r]))
  const byGatewayId = new Map(state.refunds.flatMap((r) => (r.gatewayRefundId ? [[r.gatewayRefundId, r] as const] : [])))
  const completions: Completion[] = []
  let recordCents = 0
  for (const refund of event.refunds) {
    const ours = byGatewayId.get(refund.id) ?? (refund.shopRefundId ? byId.get(refund.shopRefundId) : undefined)
    if (ours) {
      if (ours.status !== 'pending') continue
      if (refund.status === 'succeeded') completions.push({ kind: 'complete', refundId: ours.id, gatewayRefundId: refund.id })
      else if (refund.status === 'failed' || refund.status === 'canceled') completions.push({ kind: 'fail', refundId: ours.id, gatewayRefundId: refund.id })
      continue
    }
    if (refund.status === 'failed' || refund.status === 'canceled') continue
    completions.push({ kind: 'record', refund })
    recordCents += refund.amountCents
  }
  if (completions.length === 0) return 'ignored'
  // The provider never refunds more than was paid. When its refunds do not fit beside ours, the
  // pending rows it does not list never happened (it lists every refund of the charge): failed.
  const listed = new Set(event.refunds.flatMap((r) => [r.id, r.shopRefundId ?? '']))
  if (recordCents > refundTotals(state).leftCents) {
    for (const row of state.refunds) {
      if (row.status === 'pending' && !listed.has(row.id) && !(row.gatewayRefundId && listed.has(row.gatewayRefundId))) {
        completions.unshift({ kind: 'fail', refundId: row.id, gatewayRefundId: null })
      }
    }
  }
  try {
    const applied = await applyRefunds(db, order.id, completions, { now: context.now, actorId: null, also: context.also })
    return applied ? 'applied' : 'ignored'
  } catch (error) {
    if (databaseRefused(error, 'refund_exceeds_payment')) {
      loggerOr(context.log).error("the provider's refunds of an order exceed its total as the shop knows it; not recorded", { eventId: event.id, orderId: order.id, err: error })
      return 'ignored'
    }
    throw error
  }
}
