// What paying an order does (decision 012), in the batch that settles it: the settlement row
// first (primary key = order id, so only the first settlement of an order can ever apply), the
// order `processing`, its held units of each variant sold (stock − q, reserved − q), a signed-in
// customer's points earned, and the confirmation email queued. A card payment's settlement
// (order-settlement.ts) and an order that store credit and codes paid in full at checkout
// (orders.ts, decision 035) both build their batch from here, so paying means the same either way;
// with VAPID keys, the customer's devices that follow their orders are told (decision 043).
import type { BatchItem } from 'drizzle-orm/batch'
import { eq } from 'drizzle-orm'
import { LOCALE_TAGS } from '#shared/catalogue/catalogue'
import { pointsEarnedFor } from '#shared/pricing/loyalty'
import { formatAmount } from '#shared/pricing/money'
import { countryName } from '#shared/schemas/countries'
import { orderReference, type OrderSettlement } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { orderSettlements, orders, type orderItems } from '#worker/db/schema'
import { orderConfirmationEmail } from '#worker/emails/order-confirmation'
import { emailLanguage } from '#worker/emails/outgoing-email'
import { appliedPromoOf } from './discount-codes'
import { queueEmail } from './email-outbox'
import { awardPoints } from './loyalty'
import { orderConfirmationLink, returnRequestLink } from './order-access'
import { forEachVariant, sellHeldUnits } from './variant-stock'
import { queuePush } from './push-outbox'
import { orderPaidNotice } from '#worker/push/notifications'
import type { VapidKeys } from '#worker/env'

type OrderRow = typeof orders.$inferSelect
type OrderItemRow = typeof orderItems.$inferSelect

/** What paying an order reads of it: the order as placed and its lines. */
export type PayableOrder = {
  order: Pick<
    OrderRow,
    | 'id'
    | 'orderNumber'
    | 'userId'
    | 'language'
    | 'customerName'
    | 'customerEmail'
    | 'createdAt'
    | 'subtotalCents'
    | 'shippingCents'
    | 'discountCents'
    | 'totalCents'
    | 'storeCreditCents'
    | 'promoCode'
    | 'promoDiscountCents'
    | 'shippingAddress'
    | 'accessKey'
  >
  items: Pick<OrderItemRow, 'variantId' | 'quantity' | 'productName' | 'color' | 'size' | 'unitPriceCents' | 'subtotalCents' | 'measurements'>[]
}

/** The statement that settles a pending order once; it goes first in the settlement's batch. */
export const settlementRow = (db: Db, orderId: string, outcome: OrderSettlement, now: Date) =>
  db.insert(orderSettlements).values({ orderId, outcome, settledAt: now.toISOString() })

/** The paid order's statements after its settlement row (settlementRow). */
export function paidStatements(db: Db, found: PayableOrder, context: { now: Date; origin: string; vapid?: VapidKeys }): BatchItem<'sqlite'>[] {
  const { order, items } = found
  const now = context.now.toISOString()
  const statements: BatchItem<'sqlite'>[] = [
    db.update(orders).set({ status: 'processing', paidAt: now, paymentAttempt: null, updatedAt: now }).where(eq(orders.id, order.id)),
    ...forEachVariant(items, (variantId, units) => sellHeldUnits(db, variantId, units)),
  ]
  const points = pointsEarnedFor(order.subtotalCents, order.discountCents)
  if (order.userId && points > 0) {
    statements.push(awardPoints(db, { userId: order.userId, orderId: order.id, orderNumber: order.orderNumber, points, now: context.now }))
  }
  statements.push(queueEmail(db, confirmationEmail(found, context.origin)))
  // A signed-in customer's devices that follow their orders are told too (decision 043).
  if (order.userId) statements.push(...queuePush(db, context.vapid, orderPaidNotice({ userId: order.userId, orderId: order.id, orderNumber: orderReference(order.id) })))
  return statements
}

/** The shopper's order confirmation email, in the order's language. */
export function confirmationEmail({ order, items }: PayableOrder, origin: string) {
  const language = emailLanguage(order.language)
  const address = order.shippingAddress
  return orderConfirmationEmail({
    to: order.customerEmail,
    language,
    customerName: order.customerName,
    orderId: order.id,
    // The number the shopper sees everywhere (decision 012): the id's first 8 characters.
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
    promo: appliedPromoOf(order),
    total: formatAmount(order.totalCents),
    storeCredit: formatAmount(order.storeCreditCents),
    shippingAddress: {
      street: address?.street ?? '',
      city: address?.city ?? '',
      ...(address?.state && { state: address.state }),
      ...(address?.postalCode && { postalCode: address.postalCode }),
      country: address ? countryName(address.country, LOCALE_TAGS[language]) : '',
    },
    confirmationUrl: orderConfirmationLink(origin, order),
    returnUrl: returnRequestLink(origin, order),
  })
}
