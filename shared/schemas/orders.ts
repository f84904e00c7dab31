// What the API answers about orders: the checkout's payment intent and the order-confirmation
// shape (guest lookup, confirm). Amounts are USD strings with two decimals ("89.00").
import { z } from 'zod'
import { measurementsSchema } from '#shared/schemas/measurements'
import { singleLineText } from './fields'
import { pagedListSchema, pageQuery } from './paging'

/** The six statuses of a retail order, new ones starting pending (also the database CHECK in worker/src/db/schema.ts). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** A paid order not closed: its units are sold, and it can be shipped, refunded or closed. */
export const PAID_STATUSES = ['processing', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[]
export const isPaidStatus = (status: OrderStatus) => (PAID_STATUSES as readonly OrderStatus[]).includes(status)

/**
 * Where the latest payment attempt of a pending order stands (decision 012): `processing` (the
 * provider has it; the units stay held) or `failed` (the shopper may pay again).
 */
export const PAYMENT_ATTEMPTS = ['processing', 'failed'] as const
export type PaymentAttempt = (typeof PAYMENT_ATTEMPTS)[number]

/** How a pending order stopped being pending: paid, or cancelled by expiry, by the provider or by the shop. */
export const ORDER_SETTLEMENTS = ['paid', 'expired', 'payment_canceled', 'cancelled_by_shop'] as const
export type OrderSettlement = (typeof ORDER_SETTLEMENTS)[number]

/** A payment that succeeded after its order was cancelled (decision 012): the order restored, or the payment refunded. */
export const LATE_PAYMENT_OUTCOMES = ['restored', 'refunded'] as const
export type LatePaymentOutcome = (typeof LATE_PAYMENT_OUTCOMES)[number]

/** What the shop can close a paid order as (its units and loyalty points then settled once; decision 012). */
export const CLOSED_STATUSES = ['cancelled', 'refunded'] as const satisfies readonly OrderStatus[]
export type ClosedStatus = (typeof CLOSED_STATUSES)[number]

export const PAYMENT_GATEWAYS = ['stripe', 'test'] as const
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number]

/**
 * The order's number, the one people see everywhere (decision 040): the first 8 characters of its
 * id, uppercased, on the confirmation, in emails, My Orders, the dashboard, the loyalty and credit
 * histories, the back office and its CSV. The sequential `orderNumber` (ORD-100001) is the shop's
 * internal counter: kept on the order, shown to staff as such, and searchable.
 */
export const orderReference = (orderId: string) => orderId.slice(0, 8).toUpperCase()

const amount = z.string().regex(/^-?\d+\.\d{2}$/)

/** An order's figures; `discount` is every discount together (a loyalty reward and a code's). */
export const orderTotalsSchema = z.object({
  subtotal: amount,
  shipping: amount,
  tax: amount,
  discount: amount,
  total: amount,
})

/**
 * The discount code an order was placed with (decision 034): the code as stored (in capitals) and
 * its part of the order's discount; null when none.
 */
export const appliedPromoSchema = z.object({ code: z.string(), discount: amount }).nullable()
export type AppliedPromo = z.infer<typeof appliedPromoSchema>

/** POST /api/create-payment-intent: the pending order, what to charge, and how. */
/**
 * What an order line is of, wherever a line is shown: the variant's SKU as ordered (decision 026;
 * null for a made-to-measure piece), its colour and size, and a made-to-measure piece's
 * measurements (decision 020), whose short form is then its size.
 */
/**
 * A line's product name in each language as it was when the order was placed (decision 040's
 * screens show it in the reader's language); null for lines stored before names were kept so.
 */
export const lineNamesSchema = z.object({ en: z.string(), es: z.string(), fr: z.string() }).nullable()
export type LineNames = z.infer<typeof lineNamesSchema>

/** A line's name in the reader's language, else the name it was ordered under. */
export const lineNameIn = (line: { productName: string; productNames?: LineNames }, lang: 'en' | 'es' | 'fr') => line.productNames?.[lang] || line.productName

export const orderLineOptionsSchema = z.object({
  sku: z.string().nullable(),
  color: z.string(),
  size: z.string(),
  measurements: measurementsSchema.optional(),
})

export const paymentIntentAnswerSchema = z.object({
  /**
   * What the payment form pays the card part with; null when nothing is left for a card (store
   * credit and codes paid it all, decision 035): the order is already paid and the client goes
   * straight to its confirmation page.
   */
  clientSecret: z.string().nullable(),
  orderId: z.string(),
  orderNumber: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /**
   * The server's figures; the checkout shows these, whatever the cart said. `storeCredit` is the
   * customer's credit applied (0.00 when none) and `toPay` what the card pays: total − storeCredit.
   */
  totals: orderTotalsSchema.extend({ storeCredit: amount, toPay: amount }),
  /** Each line at the price it was ordered, so the cart can take a changed price. */
  items: z.array(
    orderLineOptionsSchema.extend({
      productId: z.string(),
      quantity: z.number().int(),
      unitPrice: amount,
    }),
  ),
  pointsRedeemed: z.number().int().nullable(),
  promo: appliedPromoSchema,
})
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>

export const orderAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  /** An ISO code (shared/schemas/countries.ts) for orders placed at checkout; the demo's older orders hold a name. */
  country: z.string(),
})
/** An order's shipping or billing address, as the order keeps it (a copy, not a link to the address book). */
export type OrderAddress = z.infer<typeof orderAddressSchema>

/** The order confirmation a guest may see: no email, no phone, nothing of other orders. */
export const orderConfirmationSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: amount,
  subtotalAmount: amount,
  shippingAmount: amount,
  discountAmount: amount,
  promo: appliedPromoSchema,
  /** Store credit applied to the order (decision 035), 0.00 when none; the card paid totalAmount less this. */
  storeCreditAmount: amount,
  createdAt: z.string(),
  /**
   * Where the latest payment attempt of a pending order stands (decision 012): `processing` (the
   * provider has it; the units stay held), `failed` with the provider's reason code (the shopper
   * may pay again), null when nothing was tried yet or the order is no longer pending.
   */
  payment: z.object({ attempt: z.enum(PAYMENT_ATTEMPTS).nullable(), failureCode: z.string().nullable() }),
  shippingAddress: orderAddressSchema.nullable(),
  items: z.array(
    orderLineOptionsSchema.extend({
      /** The name in the order's language; `productNames` in each. */
      productName: z.string(),
      productNames: lineNamesSchema,
      productImage: z.string().nullable(),
      quantity: z.number().int(),
      /** Unit price */
      price: amount,
      /** price × quantity */
      subtotal: amount,
    }),
  ),
})
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>

/**
 * POST /api/orders/:id/payment: what the shopper needs to pay a pending order again after a failed
 * attempt (decision 012): the same order, the same hold, the same intent's client secret.
 */
export const paymentRetrySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  clientSecret: z.string(),
  /** What the card pays: the order's total less the store credit applied to it (decision 035). */
  totalAmount: amount,
})
export type PaymentRetry = z.infer<typeof paymentRetrySchema>

/** POST /api/test-payments/confirm: the built-in test gateway's stand-in for Stripe.js. */
export const testCardPaymentSchema = z.object({
  clientSecret: singleLineText().min(1).max(300),
  cardNumber: singleLineText().max(40),
})

/**
 * A parcel of a customer's order: the carrier's tracking page when the
 * shop knows the carrier (shared/shipping/carriers.ts), null otherwise. `estimatedDelivery` is a
 * day (YYYY-MM-DD); the other times are ISO instants.
 */
const customerShipmentSchema = z.object({
  id: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** pending, shipped or delivered; the app shows anything else as pending. */
  status: z.string(),
  shippedAt: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  deliveredAt: z.string().nullable(),
})
export type CustomerShipment = z.infer<typeof customerShipmentSchema>

/**
 * GET /api/orders/:id and the rows of GET /api/orders: a customer's own order (decision 015), with the
 * confirmation's figures and address shape, each item's id, and the shipments.
 */
export const customerOrderSchema = orderConfirmationSchema.extend({
  items: z.array(orderConfirmationSchema.shape.items.element.extend({ id: z.string() })),
  shipments: z.array(customerShipmentSchema),
})
export type CustomerOrder = z.infer<typeof customerOrderSchema>

/** My orders come 20 to a page: each carries its items and parcels, so a page stays light on a phone. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 20
export const customerOrderListSchema = pagedListSchema(customerOrderSchema)
export const customerOrderQuerySchema = z.object({ page: pageQuery })
