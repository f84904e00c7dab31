// Placing an order at checkout (decisions 012 and 026). Every
// amount is recomputed from the database; the client's prices and totals are never read. The
// order, its items, the units it holds of each variant (`reserved += q`), the points it spends,
// the use of a discount code (decision 034) and the store credit it spends (decision 035) go in
// one batch: a variant's CHECK (reserved ≤ stock), the loyalty or store-credit overdraft trigger or
// the code's limits trigger refusing any statement rolls the whole order back, so no code path and
// no race can oversell, overspend or overuse a code. An order that credit and codes pay in full
// needs no card: the same batch pays it (order-paid.ts), as a card payment's settlement would.
import { asc, eq, inArray } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { imagesOf, localized, type Language } from '#shared/catalogue/catalogue'
import { redemptionDiscount } from '#shared/pricing/loyalty'
import { measuredSize } from '#shared/pricing/cart'
import type { Measurements } from '#shared/catalogue/measures'
import { formatAmount, type Cents } from '#shared/pricing/money'
import { formattedTotals, totalsFor, type Totals } from '#shared/pricing/shipping'
import { storeCreditToApply } from '#shared/pricing/store-credit'
import type { Checkout } from '#shared/schemas/checkout'
import { MESSAGES } from '#shared/schemas/messages'
import type { OrderAddress, OrderConfirmation, PaymentGatewayName } from '#shared/schemas/orders'
import type { Role } from '#shared/schemas/auth'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderItems, orders, products, productVariants } from '#worker/db/schema'
import type { VapidKeys } from '#worker/env'
import { loggerOr, type Logger } from '#worker/log'
import { appliedPromoOf, applyCode, codeLimitRefusal, discountLineOf, recordCodeUse, type AppliedCode } from './discount-codes'
import { conflict, invalid, unavailable } from './domain-errors'
import { holdRedemption, isLoyaltyOverdraft, loyaltyBalance } from './loyalty'
import { checkHoldLimits, clientHoldRefusal, holdColumns, type OrderHold } from './order-holds'
import { newOrderId, nextOrderNumber } from './order-numbers'
import { paidStatements, settlementRow } from './order-paid'
import type { IntentShipping, PaymentGateway } from './payments/gateway'
import { isStoreCreditOverdraft, spendStoreCredit, storeCreditBalance } from './store-credit'
import { forEachVariant, holdUnits, unitsPerVariant } from './variant-stock'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
type ProductRow = typeof products.$inferSelect
type VariantRow = typeof productVariants.$inferSelect

/** One line of a placed order, at the price it was ordered, and the variant it holds from (none when made to measure). */
type PricedLine = { productId: string; variantId: string | null; sku: string | null; color: string; size: string; measurements?: Measurements; quantity: number; unitPriceCents: Cents }

export type PlacedOrder = {
  orderId: string
  orderNumber: string
  totals: Totals
  lines: PricedLine[]
  pointsRedeemed: number | null
  /** The discount code applied, and its part of `totals.discountCents` (the rest is the reward). */
  promo: { code: string; discountCents: Cents } | null
  gateway: PaymentGatewayName
  /** The customer's store credit applied (decision 035); the card pays `totals.totalCents` less it. */
  storeCreditCents: Cents
  /** What the payment form pays the card part with; null when credit and codes paid it all, so the order is paid already. */
  clientSecret: string | null
}

export const imageFor = (product: ProductRow, color: string) => {
  const images = imagesOf(product)
  return images[product.colors.indexOf(color)] ?? images[0] ?? null
}

export const availableOf = (variant: Pick<VariantRow, 'stock' | 'reserved'>) => Math.max(0, variant.stock - variant.reserved)

function notEnoughStock(product: ProductRow, variant: VariantRow) {
  const available = availableOf(variant)
  const name = `${product.nameEn} (${variant.color}, size ${variant.size})`
  return conflict(available === 0 ? `${name} is sold out` : `Not enough stock of ${name}: only ${available} left`, 'insufficient_stock')
}

export type Line = { product: ProductRow; variant: VariantRow | null; color: string; size: string; measurements?: Measurements; quantity: number }

/**
 * Checks each line against the catalogue (active product, a colour and size it is made in and
 * offers as a variant, or the measurements of a made-to-measure piece, whose size they are) and
 * merges repeats.
 */
function readLines(input: Checkout['items'], catalogue: Map<string, ProductRow>, variants: readonly VariantRow[]) {
  const merged: Line[] = []
  input.forEach((line, i) => {
    const product = catalogue.get(line.productId)
    if (!product || !product.isActive) {
      const message = product ? `${product.nameEn} is no longer available` : MESSAGES.lineInvalid
      throw invalid(message, 'product_unavailable', { [`items.${i}.productId`]: message })
    }
    if (!product.colors.includes(line.color)) {
      const message = `${product.nameEn} is not made in the colour "${line.color}"`
      throw invalid(message, 'invalid_option', { [`items.${i}.color`]: message })
    }
    if (product.isCustomMade && !line.measurements) {
      const message = `${product.nameEn} is made to measure: send the measurements to make it from`
      throw invalid(message, 'measurements_required', { [`items.${i}.measurements`]: message })
    }
    if (!product.isCustomMade && line.measurements) {
      const message = `${product.nameEn} comes in standard sizes, not made to measure`
      throw invalid(message, 'invalid_option', { [`items.${i}.measurements`]: message })
    }
    // A made-to-measure line's size is its measurements, written by the server.
    const size = line.measurements ? measuredSize(line.measurements) : line.size
    if (!line.measurements && !product.sizes.includes(size)) {
      const message = `${product.nameEn} is not made in size "${line.size}"`
      throw invalid(message, 'invalid_option', { [`items.${i}.size`]: message })
    }
    const variant = line.measurements ? null : (variants.find((v) => v.productId === product.id && v.color === line.color && v.size === size) ?? null)
    if (!line.measurements && (!variant || variant.notOffered)) {
      const message = `${product.nameEn} is not made in "${line.color}" in size "${line.size}"`
      throw invalid(message, 'invalid_option', { [`items.${i}.size`]: message })
    }
    const same = merged.find((l) => l.product.id === product.id && l.color === line.color && l.size === size)
    if (same) same.quantity += line.quantity
    else merged.push({ product, variant, color: line.color, size, ...(line.measurements && { measurements: line.measurements }), quantity: line.quantity })
  })
  return merged
}

/** The merchandise of the lines at catalogue prices, before any discount. */
export const subtotalOf = (lines: readonly Line[]): Cents => lines.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0)

/** The cart's lines read against the catalogue (readLines), repeats merged. */
export async function readCart(db: Db, items: Checkout['items']): Promise<Line[]> {
  const ids = [...new Set(items.map((l) => l.productId))]
  const [productRows, variantRows] = await db.batch([
    db.select().from(products).where(inArray(products.id, ids)),
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
  ])
  return readLines(items, new Map(productRows.map((p) => [p.id, p])), variantRows)
}

export async function redemptionFor(db: Db, points: Checkout['redeemPoints'], userId: string | undefined, subtotalCents: Cents): Promise<Cents> {
  if (points === undefined) return 0
  if (!userId) throw invalid(MESSAGES.pointsSignInRequired, 'points_sign_in_required', { redeemPoints: MESSAGES.pointsSignInRequired })
  const discount = redemptionDiscount(points)
  if (discount > subtotalCents) throw invalid(MESSAGES.rewardExceedsItems, 'reward_exceeds_items', { redeemPoints: MESSAGES.rewardExceedsItems })
  if ((await loyaltyBalance(db, userId)) < points) throw invalid(MESSAGES.pointsInsufficient, 'insufficient_points', { redeemPoints: MESSAGES.pointsInsufficient })
  return discount
}

const STORE_CREDIT_SIGN_IN = 'Sign in to use your store credit.'
const STORE_CREDIT_CHANGED = 'Your store credit balance changed in the meantime. Place your order again to apply what is left.'

/** The store credit a checkout applies (decision 035): what is due, up to the signed-in customer's balance. */
async function storeCreditFor(db: Db, use: boolean, userId: string | undefined, dueCents: Cents): Promise<Cents> {
  if (!use) return 0
  if (!userId) throw invalid(STORE_CREDIT_SIGN_IN, 'store_credit_sign_in_required', { useStoreCredit: STORE_CREDIT_SIGN_IN })
  return storeCreditToApply(await storeCreditBalance(db, userId), dueCents)
}

/**
 * Places a pending order and asks the gateway for its payment intent. The intent is created first
 * (its idempotency key is the order id made here), for what the card pays: the total less the
 * store credit applied. Then one batch writes the order with the intent's id, its items, the held
 * units, points and credit, and whatever `alsoWrite` adds (the request's idempotent answer, which
 * carries the client secret). A refused batch cancels the intent. When credit and codes leave
 * nothing for the card, there is no intent: the same batch settles the order as paid.
 */
export async function placeOrder(
  db: Db,
  gateway: PaymentGateway,
  input: Checkout,
  options: {
    userId?: string
    userRole?: Role
    now: Date
    hold: OrderHold
    /** Where links in the confirmation email of an order paid at once point (PUBLIC_URL, else the request's origin). */
    origin: string
    alsoWrite?: (placed: PlacedOrder) => BatchItem<'sqlite'>[]
    log?: Logger
    /** The shop's VAPID keys: an order paid at once tells its customer's devices (decision 043). */
    vapid?: VapidKeys
  },
): Promise<PlacedOrder> {
  const log = loggerOr(options.log)
  const lines = await readCart(db, input.items)
  await checkHoldLimits(db, options.hold, lines, input.customerEmail)

  // A quick look first, so a basket that cannot be served is refused before a payment intent
  // exists; the batch below is what actually guarantees it.
  for (const line of lines) {
    if (line.variant && line.quantity > availableOf(line.variant)) throw notEnoughStock(line.product, line.variant)
  }

  const language: Language = input.language
  const subtotalCents = subtotalOf(lines)
  const rewardCents = await redemptionFor(db, input.redeemPoints, options.userId, subtotalCents)
  // The code is evaluated here, whatever the cart showed (decision 034); its use is counted below.
  const applied: AppliedCode | undefined = input.promoCode
    ? await applyCode(db, input.promoCode, {
        lines: lines.map(discountLineOf),
        shopper: { role: options.userRole ?? null, userId: options.userId ?? null, email: input.customerEmail },
        rewardCents,
        now: options.now,
      })
    : undefined
  const totals = totalsFor(subtotalCents, rewardCents + (applied?.discountCents ?? 0))
  // Read here; the overdraft trigger below is what guarantees it (another checkout may spend it first).
  const storeCreditCents = await storeCreditFor(db, input.useStoreCredit, options.userId, totals.totalCents)
  const toPayCents = totals.totalCents - storeCreditCents
  const orderId = await newOrderId(db)
  const orderNumber = await nextOrderNumber(db)
  const now = options.now.toISOString()

  // Nothing left for a card (credit and codes pay it all): no payment intent.
  const intent =
    toPayCents === 0
      ? null
      : await gateway
          .createIntent({
            orderId,
            orderNumber,
            amountCents: toPayCents,
            receiptEmail: input.customerEmail,
            shipping: intentShippingOf(input),
            idempotencyKey: orderId,
          })
          .catch((error: unknown) => {
            log.error('payment intent could not be created', { orderId, err: error })
            throw unavailable('Card payments are unavailable right now. Please try again in a moment.', 'payment_provider_unavailable')
          })
  const placed: PlacedOrder = {
    orderId,
    orderNumber,
    totals,
    lines: lines.map((l) => ({
      productId: l.product.id,
      variantId: l.variant?.id ?? null,
      sku: l.variant?.sku ?? null,
      color: l.color,
      size: l.size,
      ...(l.measurements && { measurements: l.measurements }),
      quantity: l.quantity,
      unitPriceCents: l.product.priceCents,
    })),
    pointsRedeemed: input.redeemPoints ?? null,
    promo: applied ? { code: applied.code, discountCents: applied.discountCents } : null,
    gateway: gateway.name,
    storeCreditCents,
    clientSecret: intent?.clientSecret ?? null,
  }

  const order = {
    id: orderId,
    orderNumber,
    userId: options.userId ?? null,
    customerEmail: input.customerEmail,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress ?? input.shippingAddress,
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    taxCents: totals.taxCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    promoCode: applied?.code ?? null,
    promoDiscountCents: applied?.discountCents ?? 0,
    storeCreditCents,
    currency: 'USD',
    paymentIntentId: intent?.id ?? null,
    paymentMethod: intent ? 'card' : 'store_credit',
    status: 'pending' as const,
    language,
    createdAt: now,
    updatedAt: now,
    ...(await holdColumns(options.hold, orderId, lines, options.now)),
  }
  const items = lines.map((l, i) => ({
    orderId,
    productId: l.product.id,
    productCode: l.product.code,
    variantId: l.variant?.id ?? null,
    sku: l.variant?.sku ?? null,
    // The name as the shopper read it, kept as it was even if the catalogue changes later.
    productName: localized(l.product, 'name', language),
    productNames: { en: l.product.nameEn, es: l.product.nameEs, fr: l.product.nameFr },
    productImage: imageFor(l.product, l.color),
    color: l.color,
    size: l.size,
    measurements: l.measurements ?? null,
    quantity: l.quantity,
    unitPriceCents: l.product.priceCents,
    subtotalCents: l.product.priceCents * l.quantity,
    promoDiscountCents: applied?.lineDiscounts[i] ?? 0,
    returnable: l.product.returnable,
  }))
  const statements: BatchItem<'sqlite'>[] = [
    db.insert(orders).values(order),
    db.insert(orderItems).values(items),
    ...forEachVariant(placed.lines, (variantId, units) => holdUnits(db, variantId, units)),
  ]
  if (input.redeemPoints !== undefined && options.userId) {
    statements.push(holdRedemption(db, { userId: options.userId, orderId, orderNumber, points: input.redeemPoints, now: options.now }))
  }
  if (applied) statements.push(recordCodeUse(db, { orderId, applied, userId: options.userId ?? null, email: input.customerEmail, now: options.now }))
  if (storeCreditCents > 0 && options.userId) statements.push(spendStoreCredit(db, { userId: options.userId, orderId, cents: storeCreditCents, now: options.now }))
  // Nothing left for a card: paid now, in this batch, exactly as a card payment's settlement pays it.
  if (!intent) {
    statements.push(settlementRow(db, orderId, 'paid', options.now), ...paidStatements(db, { order, items }, { now: options.now, origin: options.origin, vapid: options.vapid }))
  }
  statements.push(...(options.alsoWrite?.(placed) ?? []))

  try {
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  } catch (error) {
    // Nothing was written: the intent must not stay payable.
    if (intent) await gateway.cancelIntent(intent.id).catch((cancelError: unknown) => log.error('could not cancel a payment intent', { orderId, paymentId: intent.id, err: cancelError }))
    if (databaseRefused(error, 'product_variants_reserved_within_stock')) throw await shortestLine(db, lines)
    const refusal = clientHoldRefusal(error, options.hold)
    if (refusal) throw refusal
    if (isLoyaltyOverdraft(error)) throw invalid(MESSAGES.pointsInsufficient, 'insufficient_points', { redeemPoints: MESSAGES.pointsInsufficient })
    // Another checkout (or a refund's take-back) spent the credit since the look above.
    if (isStoreCreditOverdraft(error)) throw conflict(STORE_CREDIT_CHANGED, 'store_credit_changed', { useStoreCredit: STORE_CREDIT_CHANGED })
    // The code's last use (or this shopper's) went to another checkout since the look above.
    const codeRefusal = codeLimitRefusal(error)
    if (codeRefusal) throw codeRefusal
    throw error
  }
  return placed
}

/** After a refused hold (another checkout took the units first): which variant is short, and by how much. */
async function shortestLine(db: Db, lines: readonly Line[]) {
  const wanted = unitsPerVariant(lines.map((l) => ({ variantId: l.variant?.id ?? null, quantity: l.quantity })))
  const rows = await db.select().from(productVariants).where(inArray(productVariants.id, [...wanted.keys()]))
  const short = rows.find((v) => (wanted.get(v.id) ?? 0) > availableOf(v))
  const product = short && lines.find((l) => l.variant?.id === short.id)?.product
  return short && product
    ? notEnoughStock(product, short)
    : conflict('Some items are no longer available in the quantity you chose. Please try again.', 'insufficient_stock')
}

/** The answer of POST /api/create-payment-intent. */
export function paymentIntentAnswer(placed: PlacedOrder) {
  const { totals } = placed
  return {
    clientSecret: placed.clientSecret,
    orderId: placed.orderId,
    orderNumber: placed.orderNumber,
    gateway: placed.gateway,
    totals: { ...formattedTotals(totals), storeCredit: formatAmount(placed.storeCreditCents), toPay: formatAmount(totals.totalCents - placed.storeCreditCents) },
    items: placed.lines.map(({ unitPriceCents, variantId: _variant, ...line }) => ({ ...line, unitPrice: formatAmount(unitPriceCents) })),
    pointsRedeemed: placed.pointsRedeemed,
    promo: placed.promo && { code: placed.promo.code, discount: formatAmount(placed.promo.discountCents) },
  }
}


/** The shipping details that travel with the order's payment intent (decision 012): the checkout's, or an order's for its replacement (return-exchanges.ts). */
export const intentShippingOf = (from: { customerName: string; customerPhone?: string | null; shippingAddress: OrderAddress | null }): IntentShipping => {
  const address = from.shippingAddress
  return {
    name: from.customerName,
    ...(from.customerPhone && { phone: from.customerPhone }),
    address: {
      line1: address?.street ?? '',
      city: address?.city ?? '',
      ...(address?.state && { state: address.state }),
      ...(address?.postalCode && { postalCode: address.postalCode }),
      country: address?.country ?? '',
    },
  }
}

export async function findOrder(db: Db, orderId: string): Promise<{ order: OrderRow; items: OrderItemRow[] } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return undefined
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productCode), asc(orderItems.id))
  return { order, items }
}

/** The order confirmation (decision 023 says who may read it): what a guest may see of their order (no email, no phone). */
export function orderConfirmationOf({ order, items }: { order: OrderRow; items: OrderItemRow[] }): OrderConfirmation {
  const address = order.shippingAddress
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    totalAmount: formatAmount(order.totalCents),
    subtotalAmount: formatAmount(order.subtotalCents),
    shippingAmount: formatAmount(order.shippingCents),
    discountAmount: formatAmount(order.discountCents),
    promo: appliedPromoOf(order),
    storeCreditAmount: formatAmount(order.storeCreditCents),
    createdAt: order.createdAt,
    payment: {
      attempt: order.status === 'pending' ? order.paymentAttempt : null,
      failureCode: order.status === 'pending' && order.paymentAttempt === 'failed' ? order.paymentFailureCode : null,
    },
    shippingAddress: address
      ? {
          street: address.street,
          city: address.city,
          ...(address.state && { state: address.state }),
          ...(address.postalCode && { postalCode: address.postalCode }),
          country: address.country,
        }
      : null,
    items: items.map((i) => ({
      productName: i.productName,
      productNames: i.productNames,
      productImage: i.productImage,
      sku: i.sku,
      color: i.color,
      size: i.size,
      ...(i.measurements && { measurements: i.measurements }),
      quantity: i.quantity,
      price: formatAmount(i.unitPriceCents),
      subtotal: formatAmount(i.subtotalCents),
    })),
  }
}
