// Exchanges (decision 039): a returned piece is replaced by the same product in the size or colour
// the customer asked for, sent as a new order at no charge for the replacement. The choices offered
// are the product's own sizes and colours still on sale; the request is refused for one the
// product is not made in, and finishing is refused when none is left on the shelf.
//
// The replacement order is written in the batch that finishes the case. Its lines cost nothing and
// take their units from stock (the variants' CHECKs refuse the whole batch rather than oversell).
// When the case's terms take the return fee (decision 037: every exchange but the shop's fault,
// by the published policy), the replacement waits for it instead: the order's total is the fee,
// as its shipping, with a payment intent, and it holds its units while the customer pays it on the
// order's page like any unpaid order; paying it settles the order as any card payment does
// (order-settlement.ts), and the hold lasts as long as the case would wait on the customer.
import type { BatchItem } from 'drizzle-orm/batch'
import { and, eq, inArray } from 'drizzle-orm'
import { PRODUCT_SIZES } from '#shared/catalogue/catalogue'
import type { Cents } from '#shared/pricing/money'
import type { ReturnPolicySettings } from '#shared/returns/policy-settings'
import { returnError } from '#shared/returns/refusals'
import type { Config } from '#worker/env'
import type { Db } from '#worker/db/client'
import { orderItems, orders, products, productVariants } from '#worker/db/schema'
import type { Logger } from '#worker/log'
import { conflict, unavailable } from './domain-errors'
import { orderAccessKey } from './order-access'
import { newOrderId, nextOrderNumber } from './order-numbers'
import { settlementRow } from './order-paid'
import { availableOf, imageFor, intentShippingOf, type OrderItemRow, type OrderRow } from './orders'
import type { PaymentGateway } from './payments/gateway'
import { changeStock, forEachVariant, holdUnits } from './variant-stock'

type VariantRow = typeof productVariants.$inferSelect

/** The variants still on sale of these products: what a line may be exchanged for. */
export async function variantsOnSale(db: Db, productIds: readonly string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return []
  return db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...new Set(productIds)]), eq(productVariants.notOffered, false)))
}

const sizeRank = (size: string) => {
  const rank = (PRODUCT_SIZES as readonly string[]).indexOf(size)
  return rank === -1 ? PRODUCT_SIZES.length : rank
}

/**
 * A line's exchange choices: the product's other sizes and colours, and whether each is on the shelf
 * now; the line's own colour first, then by size from small to large.
 */
export function exchangeOptionsOf(item: Pick<OrderItemRow, 'productId' | 'color' | 'size' | 'measurements'>, variants: readonly VariantRow[]) {
  if (item.measurements !== null) return []
  return variants
    .filter((v) => v.productId === item.productId && !(v.color === item.color && v.size === item.size))
    .sort((a, b) => Number(b.color === item.color) - Number(a.color === item.color) || a.color.localeCompare(b.color) || sizeRank(a.size) - sizeRank(b.size))
    .map((v) => ({ color: v.color, size: v.size, inStock: availableOf(v) > 0 }))
}

type Wanted = { exchangeColor?: string | null; exchangeSize?: string | null }

/** The variant a line asks for: its own colour or size where the request names none. */
export function wantedVariant(item: Pick<OrderItemRow, 'productId' | 'color' | 'size' | 'measurements'>, wanted: Wanted, variants: readonly VariantRow[]) {
  const color = wanted.exchangeColor ?? item.color
  const size = wanted.exchangeSize ?? item.size
  if (item.measurements !== null || (color === item.color && size === item.size)) return undefined
  return variants.find((v) => v.productId === item.productId && v.color === color && v.size === size)
}

const unavailableRefusal = () => conflict('This product is not made in the size or colour asked for in exchange.', returnError('exchange_unavailable'))
/** None of a size or colour asked for is left: at the check, or (the variants' CHECKs refused the batch) taken by another order meanwhile. */
export const exchangeOutOfStock = () => conflict('The size or colour asked for in exchange is out of stock right now.', returnError('exchange_out_of_stock'))

/** Refuses a request whose exchange names a size or colour the product is not made in (`lines.<n>`). */
export function checkExchangeChoices(lines: readonly ({ itemId: string } & Wanted)[], items: readonly OrderItemRow[], variants: readonly VariantRow[]) {
  const byId = new Map(items.map((i) => [i.id, i]))
  const fields: Record<string, string> = {}
  lines.forEach((line, n) => {
    const item = byId.get(line.itemId)
    if (item && !wantedVariant(item, line, variants)) fields[`lines.${n}`] = returnError('exchange_unavailable')
  })
  if (Object.keys(fields).length > 0) throw conflict('This product is not made in the size or colour asked for in exchange.', returnError('exchange_unavailable'), fields)
}

export type ReplacementDeps = { db: Db; gateway: () => PaymentGateway; config: Config; log?: Logger }

export type Replacement = {
  orderId: string
  /** The return fee the customer pays on the replacement's page before it is sent; 0 when it goes at once. */
  feeCents: Cents
  accessKey: string
  statements: BatchItem<'sqlite'>[]
  /** Cancels the fee's payment intent when the batch is refused. */
  abandon: () => Promise<void>
}

/**
 * The replacement order of a case's lines (see the top of this file): its statements for the
 * finishing batch, after checking that every variant asked for is still made and on the shelf.
 */
export async function replacementOrder(
  deps: ReplacementDeps,
  input: {
    order: OrderRow
    items: readonly OrderItemRow[]
    lines: readonly ({ orderItemId: string; quantity: number } & Wanted)[]
    feeCents: Cents
    settings: ReturnPolicySettings
    now: Date
  },
): Promise<Replacement> {
  const { db } = deps
  const { order, now } = input
  const byId = new Map(input.items.map((i) => [i.id, i]))
  const variants = await variantsOnSale(db, input.items.map((i) => i.productId))
  const chosen = input.lines.map((line) => {
    const item = byId.get(line.orderItemId)!
    const variant = wantedVariant(item, line, variants)
    if (!variant) throw unavailableRefusal()
    if (availableOf(variant) < line.quantity) throw exchangeOutOfStock()
    return { item, variant, quantity: line.quantity }
  })
  const productRows = await db.select().from(products).where(inArray(products.id, [...new Set(chosen.map((c) => c.item.productId))]))
  const productOf = new Map(productRows.map((p) => [p.id, p]))

  const orderId = await newOrderId(db)
  const orderNumber = await nextOrderNumber(db)
  const accessKey = await orderAccessKey(deps.config, orderId)
  const at = now.toISOString()
  const paysFee = input.feeCents > 0
  const intent = paysFee
    ? await deps
        .gateway()
        .createIntent({
          orderId,
          orderNumber,
          amountCents: input.feeCents,
          receiptEmail: order.customerEmail,
          shipping: intentShippingOf(order),
          idempotencyKey: orderId,
        })
        .catch((error: unknown) => {
          deps.log?.error('payment intent could not be created', { orderId, err: error })
          throw unavailable('Card payments are unavailable right now. Please try again in a moment.', 'payment_provider_unavailable')
        })
    : null
  const lines = chosen.map(({ item, variant, quantity }) => {
    const product = productOf.get(item.productId)!
    return {
      orderId,
      productId: product.id,
      productCode: product.code,
      variantId: variant.id,
      sku: variant.sku,
      productName: item.productName,
      productNames: { en: product.nameEn, es: product.nameEs, fr: product.nameFr },
      productImage: imageFor(product, variant.color),
      color: variant.color,
      size: variant.size,
      quantity,
      unitPriceCents: 0,
      subtotalCents: 0,
      returnable: product.returnable,
    }
  })
  const held = lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }))
  const statements: BatchItem<'sqlite'>[] = [
    db.insert(orders).values({
      id: orderId,
      orderNumber,
      userId: order.userId,
      wholesaleAccountId: order.wholesaleAccountId,
      customerEmail: order.customerEmail,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      subtotalCents: 0,
      shippingCents: input.feeCents,
      totalCents: input.feeCents,
      currency: order.currency,
      paymentIntentId: intent?.id ?? null,
      paymentMethod: paysFee ? 'card' : 'exchange',
      status: paysFee ? 'pending' : 'processing',
      paidAt: paysFee ? null : at,
      language: order.language,
      units: lines.reduce((n, l) => n + l.quantity, 0),
      holdExpiresAt: paysFee ? new Date(now.getTime() + input.settings.autoClose.afterDays * 86_400_000).toISOString() : null,
      accessKey,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(orderItems).values(lines),
    // Waiting for its fee, it holds its units; sent at once, it takes them.
    ...(paysFee ? forEachVariant(held, (variantId, units) => holdUnits(db, variantId, units)) : [
      settlementRow(db, orderId, 'paid', now),
      ...forEachVariant(held, (variantId, units) => changeStock(db, variantId, -units)),
    ]),
  ]
  const abandon = async () => {
    if (!intent) return
    await deps
      .gateway()
      .cancelIntent(intent.id)
      .catch((error: unknown) => deps.log?.error('could not cancel a payment intent', { orderId, paymentId: intent.id, err: error }))
  }
  return { orderId, feeCents: input.feeCents, accessKey, statements, abandon }
}

