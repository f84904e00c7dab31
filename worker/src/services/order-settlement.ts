// How a pending order stops being pending (DESIGN.md "Orders, stock and payments"):
// - paid: the gateway says the payment for the order's exact amount succeeded (the shopper's own
//   confirm call, Stripe's webhook, or the expiry job finding it paid). In one batch the order
//   becomes `processing`, its held units become sold (stock − q, reserved − q), a signed-in
//   customer earns points, the redemption becomes final and the confirmation email is queued.
// - cancelled: unpaid after ORDER_HOLD_MINUTES, or its payment intent was cancelled. In one batch
//   the order becomes `cancelled` and its units and points are released.
// Each batch starts by writing the order's settlement row (primary key = order id), so only the
// first settlement of an order can ever apply: a replayed confirm, a webhook racing the shopper's
// confirm, or an expiry racing a payment fails as a whole and changes nothing.
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { LOCALE_TAGS } from '#shared/catalogue/catalogue'
import { pointsEarnedFor } from '#shared/pricing/loyalty'
import { formatAmount } from '#shared/pricing/money'
import { countryName } from '#shared/schemas/countries'
import { orderReference, type OrderConfirmation } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderSettlements, orders, paymentEvents, products, type ORDER_SETTLEMENTS } from '#worker/db/schema'
import { orderConfirmationEmail } from '#worker/emails/order-confirmation'
import { emailLanguage } from '#worker/emails/outgoing-email'
import { conflict, notFound } from './domain-errors'
import { queueEmail } from './email-outbox'
import { awardPoints, releaseRedemption } from './loyalty'
import { orderConfirmationLink } from './order-access'
import { changeReserved, findOrder, orderConfirmationOf, unitsPerProduct, type OrderItemRow, type OrderRow } from './orders'
import type { PaymentEvent, PaymentGateway, PaymentIntent } from './payments/gateway'

type Outcome = (typeof ORDER_SETTLEMENTS)[number]
type Statements = BatchItem<'sqlite'>[]
type Found = { order: OrderRow; items: OrderItemRow[] }

export type SettleContext = {
  now: Date
  /** Where links in the confirmation email point (PUBLIC_URL, else the request's origin). */
  origin: string
  /** Joins the settlement's batch, so it applies only with it (the back office's audit entry). */
  also?: Statements
}

/**
 * Runs one settlement batch; false when the order had already been settled (the settlement row
 * exists), in which case nothing of the batch was applied.
 */
async function settle(db: Db, orderId: string, outcome: Outcome, now: Date, statements: Statements): Promise<boolean> {
  try {
    await db.batch([db.insert(orderSettlements).values({ orderId, outcome, settledAt: now.toISOString() }), ...statements])
    return true
  } catch (error) {
    if (databaseRefused(error, 'order_settlements.order_id')) return false
    throw error
  }
}

function confirmationEmail({ order, items }: Found, origin: string) {
  const language = emailLanguage(order.language)
  const address = order.shippingAddress
  return orderConfirmationEmail({
    to: order.customerEmail,
    language,
    customerName: order.customerName,
    orderId: order.id,
    // The number the shopper sees everywhere (spec §9): the id's first 8 characters.
    orderNumber: orderReference(order.id),
    createdAt: order.createdAt,
    items: items.map((i) => ({
      productName: i.productName,
      color: i.color,
      size: i.size,
      quantity: i.quantity,
      unitPrice: formatAmount(i.unitPriceCents),
      lineTotal: formatAmount(i.subtotalCents),
      ...(i.measurements && { measurements: i.measurements }),
    })),
    subtotal: formatAmount(order.subtotalCents),
    shipping: formatAmount(order.shippingCents),
    discount: formatAmount(order.discountCents),
    total: formatAmount(order.totalCents),
    shippingAddress: {
      street: address?.street ?? '',
      city: address?.city ?? '',
      ...(address?.state && { state: address.state }),
      ...(address?.postalCode && { postalCode: address.postalCode }),
      country: address ? countryName(address.country, LOCALE_TAGS[language]) : '',
    },
    confirmationUrl: orderConfirmationLink(origin, order),
  })
}

/** The paid order's batch after its settlement row; `also` joins it (a webhook's event record). */
async function settlePaid(db: Db, found: Found, context: SettleContext, also: Statements = []): Promise<boolean> {
  const { order, items } = found
  const now = context.now.toISOString()
  const statements: Statements = [
    db.update(orders).set({ status: 'processing', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id)),
    ...[...unitsPerProduct(items)].map(([productId, units]) =>
      db
        .update(products)
        .set({ stock: sql`${products.stock} - ${units}`, reserved: sql`${products.reserved} - ${units}` })
        .where(eq(products.id, productId)),
    ),
  ]
  const points = pointsEarnedFor(order.subtotalCents, order.discountCents)
  if (order.userId && points > 0) {
    statements.push(awardPoints(db, { userId: order.userId, orderId: order.id, orderNumber: order.orderNumber, points, now: context.now }))
  }
  statements.push(queueEmail(db, confirmationEmail(found, context.origin)), ...also)
  return settle(db, order.id, 'paid', context.now, statements)
}

/** The cancelled order's batch after its settlement row: units and points go back. */
async function settleCancelled(db: Db, found: Found, outcome: Exclude<Outcome, 'paid'>, now: Date, also: Statements = []): Promise<boolean> {
  const { order, items } = found
  return settle(db, order.id, outcome, now, [
    db.update(orders).set({ status: 'cancelled', updatedAt: now.toISOString() }).where(eq(orders.id, order.id)),
    ...[...unitsPerProduct(items)].map(([productId, units]) => changeReserved(db, productId, -units)),
    releaseRedemption(db, order.id),
    ...also,
  ])
}

/** Whether a payment pays this order: made for it, in dollars, for exactly its total. */
function pays(intent: PaymentIntent, order: OrderRow): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.id === order.paymentIntentId &&
    (intent.orderId === undefined || intent.orderId === order.id) &&
    intent.currency.toLowerCase() === order.currency.toLowerCase() &&
    intent.amountCents === order.totalCents
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
    console.error(`payment ${intent.id} (${intent.amountCents} ${intent.currency}) does not match order ${order.id} (${order.totalCents} ${order.currency})`)
    throw conflict('The payment does not match this order. Please contact us.', 'payment_mismatch')
  }
  await settlePaid(db, found, context, context.also)
  return orderConfirmationOf(await mustFind(db, orderId))
}

/**
 * Cancels an unpaid order and releases its hold (expiry, a cancelled intent, or the shop's staff,
 * whose audit entry comes as `also`); false when it was no longer pending.
 */
export async function cancelUnpaidOrder(db: Db, orderId: string, outcome: Exclude<Outcome, 'paid'>, now: Date, also: Statements = []): Promise<boolean> {
  const found = await mustFind(db, orderId)
  if (found.order.status !== 'pending') return false
  return settleCancelled(db, found, outcome, now, also)
}

/** How many orders to look at per run; the next minute's run takes the rest. */
const EXPIRY_BATCH = 100

/**
 * The scheduled expiry of unpaid orders older than `holdMinutes`. Each one's payment intent is
 * cancelled at the gateway first, so it can no longer be paid; one that turns out to be paid
 * after all (a lost confirm, a late webhook) is confirmed instead. An order whose gateway cannot
 * be reached now is left for the next run.
 */
export async function expireUnpaidOrders(
  db: Db,
  gateway: PaymentGateway | undefined,
  now: Date,
  options: { holdMinutes: number; origin: string },
): Promise<{ expired: number; paid: number; retryLater: number }> {
  // Each order's hold ends at its hold_expires_at, set at placement and extended while the shopper pays (decision 023).
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.holdExpiresAt, now.toISOString())))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(EXPIRY_BATCH)
  const result = { expired: 0, paid: 0, retryLater: 0 }
  for (const { id } of stale) {
    const found = await findOrder(db, id)
    if (!found || found.order.status !== 'pending') continue
    const intentId = found.order.paymentIntentId
    try {
      // An intent of another gateway (the shop switched gateways) or none at all cannot be paid here.
      const status = gateway && intentId && gateway.owns(intentId) ? await gateway.cancelIntent(intentId) : 'canceled'
      if (status === 'succeeded') {
        const intent = await gateway!.retrieveIntent(intentId!)
        if (pays(intent, found.order) && (await settlePaid(db, found, { now, origin: options.origin }))) result.paid++
        else if (!pays(intent, found.order)) console.error(`order ${id}: payment ${intent.id} succeeded but does not match the order; left pending for the shop`)
        continue
      }
      if (await settleCancelled(db, found, 'expired', now)) result.expired++
    } catch (error) {
      console.error(`order ${id}: could not expire it now, will retry:`, error)
      result.retryLater++
    }
  }
  return result
}

/**
 * A verified gateway event (Stripe's webhook): a succeeded payment settles its order exactly as the
 * confirm call does, a cancelled one releases it. Each event id is acted on once: its record is
 * written in the same batch as its effect.
 */
export async function handlePaymentEvent(db: Db, event: PaymentEvent, context: SettleContext): Promise<'applied' | 'duplicate' | 'ignored'> {
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id))
  if (seen) return 'duplicate'
  const found = event.type === 'other' ? undefined : await orderOfIntent(db, event.intent)
  const record = (orderId: string | null) =>
    db.insert(paymentEvents).values({ id: event.id, type: event.type === 'other' ? event.stripeType : event.type, orderId, processedAt: context.now.toISOString() })
  const recordOnly = async () => {
    try {
      await record(found?.order.id ?? null)
    } catch (error) {
      if (databaseRefused(error, 'payment_events.id')) return 'duplicate' as const
      throw error
    }
    return 'ignored' as const
  }

  if (!found || found.order.status !== 'pending' || event.type === 'other') {
    if (found && event.type === 'payment_succeeded' && found.order.status === 'cancelled') {
      console.error(`order ${found.order.id} was paid (${event.intent.id}) after it was cancelled: refund it or restore it`)
    }
    return recordOnly()
  }
  try {
    if (event.type === 'payment_succeeded') {
      if (!pays(event.intent, found.order)) {
        console.error(`payment ${event.intent.id} does not match order ${found.order.id}; left pending for the shop`)
        return recordOnly()
      }
      return (await settlePaid(db, found, context, [record(found.order.id)])) ? 'applied' : recordOnly()
    }
    return (await settleCancelled(db, found, 'payment_canceled', context.now, [record(found.order.id)])) ? 'applied' : recordOnly()
  } catch (error) {
    if (databaseRefused(error, 'payment_events.id')) return 'duplicate'
    throw error
  }
}

async function orderOfIntent(db: Db, intent: PaymentIntent): Promise<Found | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, intent.id))
  return row ? findOrder(db, row.id) : undefined
}
