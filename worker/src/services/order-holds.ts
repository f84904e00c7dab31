// What an unpaid retail order may hold, and for how long (decision 023).
// - Caps: at most `perLine` units a line and `perOrder` units an order (made-to-measure lines count
//   too); one client (the same address, email or device) holds at most `perOrder` units across its
//   pending orders, a rule the database keeps (trigger orders_client_hold_limit, migration 0011),
//   so parallel checkouts cannot pass it together.
// - Time: a new order holds its units for ORDER_HOLD_MINUTES (10 by default); when the shopper
//   starts paying, the payment step extends the hold to PAYING_HOLD_MINUTES from then, never past
//   HOLD_CEILING_MINUTES after placement. The expiry job cancels pending orders past their hold.
// - A device that checks out again (the shopper went back and changed the cart) releases its
//   earlier checkouts whose payment had not started (./earlier-checkouts.ts).
import { and, eq, gt, or, sql } from 'drizzle-orm'
import { WHOLESALE_PATH, retailLimitBreach, retailUnits, type RetailLimits } from '#shared/pricing/retail-limits'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orders } from '#worker/db/schema'
import type { Config } from '#worker/env'
import { conflict, invalid, notFound } from './domain-errors'
import { orderAccessKey } from './order-access'

/** How long a hold lasts from the moment the shopper starts paying (3-D Secure, a bank's app). */
export const PAYING_HOLD_MINUTES = 15
/** No hold lasts longer than this after placement, however often the shopper starts paying. */
export const HOLD_CEILING_MINUTES = 60

const MINUTE = 60_000
const WHOLESALE_HINT = `For larger quantities, please use our wholesale form (${WHOLESALE_PATH}).`

/** Who places an order, as orders record it (keyed hashes; services/order-access.ts). */
type OrderClient = { ipHash: string | null; deviceHash: string }

/** What placeOrder needs to hold a retail order: the caps, the hold, and who is placing it. */
export type OrderHold = { config: Config; client: OrderClient }

/** Refuses a basket (lines merged by product, colour and size) over a retail cap: 400, pointing to the wholesale form. */
function checkRetailLimits(lines: readonly { quantity: number }[], limits: RetailLimits) {
  const breach = retailLimitBreach(lines, limits)
  if (breach?.kind === 'line') throw invalid(`A retail order can hold at most ${breach.limit} units of one item. ${WHOLESALE_HINT}`, 'retail_line_limit')
  if (breach?.kind === 'order') throw invalid(`A retail order can hold at most ${breach.limit} units. ${WHOLESALE_HINT}`, 'retail_order_limit')
}

/** The columns of a new order that hold it: its hold, its units, its client and the key of its signed link. */
export async function holdColumns(hold: OrderHold, orderId: string, lines: readonly { quantity: number }[], now: Date) {
  return {
    holdExpiresAt: new Date(now.getTime() + hold.config.orderHoldMinutes * MINUTE).toISOString(),
    units: retailUnits(lines),
    clientIpHash: hold.client.ipHash,
    clientDeviceHash: hold.client.deviceHash,
    clientHoldLimit: hold.config.retailLimits.perOrder,
    accessKey: await orderAccessKey(hold.config, orderId),
  }
}

/** 409: the client's pending orders would hold more than the cap. */
const clientHoldLimit = (hold: OrderHold) =>
  conflict(
    `Your unpaid checkouts already hold items: together they can hold at most ${hold.config.retailLimits.perOrder} units. Finish paying for one, or wait a few minutes until it expires. ${WHOLESALE_HINT}`,
    'client_hold_limit',
  )

/** The refusal of a batch the per-client trigger aborted, or undefined for any other error. */
export const clientHoldRefusal = (error: unknown, hold: OrderHold) => (databaseRefused(error, 'client_hold_exceeded') ? clientHoldLimit(hold) : undefined)

/**
 * POST /api/orders/:id/hold: the shopper starts paying, so the order keeps its units for
 * PAYING_HOLD_MINUTES more (never past HOLD_CEILING_MINUTES after placement, never shorter than
 * it already is). An order no longer pending, or whose hold has already passed, is 409.
 */
export async function extendHold(db: Db, orderId: string, now: Date): Promise<{ holdExpiresAt: string }> {
  const [order] = await db.select({ status: orders.status, createdAt: orders.createdAt, holdExpiresAt: orders.holdExpiresAt }).from(orders).where(eq(orders.id, orderId))
  if (!order) throw notFound('Order not found')
  if (order.status !== 'pending') throw conflict('This order is no longer waiting for payment', 'order_not_pending')
  const nowIso = now.toISOString()
  const ceiling = Date.parse(order.createdAt) + HOLD_CEILING_MINUTES * MINUTE
  const wanted = new Date(Math.min(now.getTime() + PAYING_HOLD_MINUTES * MINUTE, ceiling)).toISOString()
  // Conditional, so it never revives a hold the expiry job may be releasing.
  const [extended] = await db
    .update(orders)
    .set({ holdExpiresAt: sql`max(${orders.holdExpiresAt}, ${wanted})`, holdExtendedAt: nowIso })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), gt(orders.holdExpiresAt, nowIso)))
    .returning({ holdExpiresAt: orders.holdExpiresAt })
  if (!extended?.holdExpiresAt) throw conflict('This checkout has expired. Please check out again.', 'order_hold_expired')
  return { holdExpiresAt: extended.holdExpiresAt }
}

/**
 * The caps of a basket (lines merged by product, colour and size), then a first look at the
 * per-client cap, so a client already at it is refused before a payment intent exists; the
 * trigger in the order's batch is what actually guarantees the latter.
 */
export async function checkHoldLimits(db: Db, hold: OrderHold, lines: readonly { quantity: number }[], customerEmail: string) {
  checkRetailLimits(lines, hold.config.retailLimits)
  const { ipHash, deviceHash } = hold.client
  const sameClient = or(
    ipHash ? eq(orders.clientIpHash, ipHash) : undefined,
    eq(orders.clientDeviceHash, deviceHash),
    sql`lower(${orders.customerEmail}) = lower(${customerEmail})`,
  )
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orders.units}), 0)` })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), sameClient))
  if (Number(row?.units ?? 0) + retailUnits(lines) > hold.config.retailLimits.perOrder) throw clientHoldLimit(hold)
}
