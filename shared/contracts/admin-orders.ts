// Retail orders in the back office (admin and staff; decision 017): the paged list with
// search and status filter, one order's detail, its status (the server decides which changes
// are allowed and what each does), its shipments, and the CSV export for accounting.
import { z } from 'zod'
import { ROLES } from '#shared/schemas/auth'
import { multiLineText, singleLineText } from '#shared/schemas/fields'
import { MESSAGES as M } from '#shared/schemas/messages'
import { appliedPromoSchema, lineNamesSchema, ORDER_STATUSES, orderAddressSchema, orderLineOptionsSchema, PAYMENT_GATEWAYS } from '#shared/schemas/orders'
import { pageQuery, pagedListSchema, searchQuery } from '#shared/schemas/paging'
import { IDEMPOTENCY_ERRORS } from '#shared/errors/catalogue'
import { REFUND_DESTINATIONS } from '#shared/pricing/store-credit'
import { get, patch, post, resource } from './contract'

const amount = z.string().regex(/^-?\d+\.\d{2}$/)

const orderStatusSchema = z.enum(ORDER_STATUSES, { error: M.orderStatusInvalid })

/** A shipment is `shipped` when recorded (the parcel left) and `delivered` once marked so. */
const SHIPMENT_STATUSES = ['pending', 'shipped', 'delivered'] as const

/** Orders with a dispute still open, or with any dispute (open or closed). */
export const DISPUTE_FILTERS = ['open', 'any'] as const

const adminOrderFilterSchema = z.object({
  status: z.enum([...ORDER_STATUSES, 'all'], { error: M.orderStatusInvalid }).optional(),
  dispute: z.enum(DISPUTE_FILTERS, { error: M.disputeFilterInvalid }).optional(),
  /** Customer name, email, order number (ORD-100001) or id (the 8-character reference too). */
  search: searchQuery,
})
const adminOrderQuerySchema = adminOrderFilterSchema.extend({ page: pageQuery })

/** One row of the back office's order list; `reference` is the number the customer sees (first 8 of the id). */
const adminOrderListItemSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  reference: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** Units ordered (the sum of the lines' quantities). */
  itemCount: z.number().int(),
  totalAmount: amount,
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  /** `open` while a dispute of the order's payment is open, `closed` once all its disputes are; null without one. */
  dispute: z.enum(['open', 'closed']).nullable(),
})
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>

const shipmentSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's public tracking page; null for a carrier the shop has no page for. */
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  shippedAt: z.string().nullable(),
  /** A date (YYYY-MM-DD). */
  estimatedDelivery: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
})
export type Shipment = z.infer<typeof shipmentSchema>

const ORDER_EVENTS = ['placed', 'paid', 'expired', 'payment_canceled', 'status_change', 'shipment_added', 'shipment_delivered'] as const

/** One line of an order's history: the shop's own events and the back office's changes (audit log). */
const orderEventSchema = z.object({
  at: z.string(),
  event: z.enum(ORDER_EVENTS),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES).nullable(),
  /** Who made the change; null for what the shop did itself (checkout, payment, expiry). */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** e.g. the carrier and tracking number of a shipment. */
  note: z.string().nullable(),
})
export type OrderEvent = z.infer<typeof orderEventSchema>

export const REFUND_SOURCES = ['shop', 'provider'] as const
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const

/** A refunded order line: how many of its units, and whether they went back to stock. */
const refundLineSchema = z.object({ itemId: z.string(), quantity: z.number().int(), restock: z.boolean() })
export type RefundLine = z.infer<typeof refundLineSchema>

/** One refund of the order's payment (decision 012): from the back office (`shop`) or the provider's dashboard (`provider`). */
const orderRefundSchema = z.object({
  id: z.string(),
  amount: amount,
  source: z.enum(REFUND_SOURCES),
  /** Only `succeeded` money went back; `pending` still counts against what is left; `failed` no longer does. */
  status: z.enum(REFUND_STATUSES),
  /** The lines it is for, with the units put back in stock; empty for an amount or a provider refund. */
  lines: z.array(refundLineSchema),
  reason: z.string().nullable(),
  /** Who asked for it in the back office; null for the provider's. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  pointsTakenBack: z.number().int(),
  /** Where the money went (decision 035): back to the card, or to the customer's store credit. */
  to: z.enum(REFUND_DESTINATIONS),
  /** The credit issued for a refund to store credit: the amount and its 10 % bonus; null for a card refund. */
  creditIssued: amount.nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
})
export type OrderRefund = z.infer<typeof orderRefundSchema>

/** A card dispute (chargeback) as the provider last reported it; `open` until the provider closes it. */
const orderDisputeSchema = z.object({
  id: z.string(),
  amount: amount,
  currency: z.string(),
  /** The provider's reason (fraudulent, product_not_received…). */
  reason: z.string(),
  /** The provider's status (needs_response, under_review, won, lost…). */
  status: z.string(),
  open: z.boolean(),
  evidenceDueBy: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
})
export type OrderDispute = z.infer<typeof orderDisputeSchema>

const adminOrderDetailSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The statuses the order can be set to now (the server's rules; see decision 017). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  /** The language the customer shopped in; their emails are written in it. */
  language: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  /** The customer's account when the order was placed signed in (and the account still exists). */
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), role: z.enum(ROLES) }).nullable(),
  items: z.array(
    orderLineOptionsSchema.extend({
      id: z.string(),
      productId: z.string(),
      productName: z.string(),
      productNames: lineNamesSchema,
      productCode: z.string(),
      quantity: z.number().int(),
      unitPrice: amount,
      subtotal: amount,
      /**
       * The line's share of the order's discount (a reward's and a code's): refunding its units gives
       * back its subtotal less this, to the cent (lineRefundCents in shared/pricing/refunds.ts).
       */
      discount: amount,
      /** Units of the line refunded so far (pending refunds included). */
      refundedQuantity: z.number().int(),
      /** Units of the line that a refund may still put back in stock (never a made-to-measure piece's). */
      restockableQuantity: z.number().int(),
    }),
  ),
  subtotalAmount: amount,
  shippingAmount: amount,
  taxAmount: amount,
  /** Every discount together: a loyalty reward and a code's (`promo`). */
  discountAmount: amount,
  promo: appliedPromoSchema,
  totalAmount: amount,
  /** Store credit applied at checkout (decision 035), 0.00 when none; the card paid totalAmount less this. */
  storeCreditAmount: amount,
  currency: z.string(),
  shippingAddress: orderAddressSchema.nullable(),
  billingAddress: orderAddressSchema.nullable(),
  paymentMethod: z.string().nullable(),
  /** The payment's id at the gateway (Stripe's pi_…). */
  paymentIntentId: z.string().nullable(),
  paymentGateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  /** Loyalty points of a signed-in customer's order: earned when paid, spent on a reward. */
  loyalty: z.object({ earned: z.number().int(), redeemed: z.number().int() }).nullable(),
  /** Oldest first. */
  refunds: z.array(orderRefundSchema),
  /** Refunded so far (succeeded refunds). */
  refundedAmount: amount,
  /** What a new refund may still take: the total less every refund not failed; 0.00 for an order that cannot be refunded. */
  refundableAmount: amount,
  /** Oldest first. */
  disputes: z.array(orderDisputeSchema),
  /** What closing a paid order did (cancelled or refunded). */
  closure: z
    .object({ unitsReturned: z.boolean(), pointsTakenBack: z.number().int(), pointsWrittenOff: z.number().int(), pointsReturned: z.number().int() })
    .nullable(),
  shipments: z.array(shipmentSchema),
  /** Oldest first. */
  history: z.array(orderEventSchema),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>

const orderStatusUpdateSchema = z.object({ status: orderStatusSchema })

/** A shipment's notes: a few lines for the team (multi-line; decision 022). */
const optionalNotes = (max: number, message: string) =>
  multiLineText()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : undefined))

/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const shipmentInputSchema = z.object({
  carrier: singleLineText(M.carrierRequired).min(1, M.carrierRequired).max(60, M.carrierTooLong),
  trackingNumber: singleLineText(M.trackingNumberRequired).min(1, M.trackingNumberRequired).max(100, M.trackingNumberTooLong),
  /** A calendar date (YYYY-MM-DD), as a date input gives it. */
  estimatedDelivery: singleLineText()
    .nullish()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isCalendarDate(v), M.estimatedDeliveryInvalid),
  notes: optionalNotes(500, M.shipmentNotesTooLong),
})
export type NewShipment = z.output<typeof shipmentInputSchema>

const refundLineInputSchema = z.object({
  itemId: singleLineText(M.refundNothingSelected).min(1, M.refundNothingSelected).max(100, M.refundNothingSelected),
  quantity: z.number({ error: M.refundQuantityInvalid }).int(M.refundQuantityInvalid).min(1, M.refundQuantityInvalid).max(100_000, M.refundQuantityInvalid),
  /** Put the units back in stock (refused for a made-to-measure line). */
  restock: z.boolean().default(false),
})

/**
 * A refund from the back office: lines and quantities (the server prices them, decision 012), an
 * amount, or both (the amount is then what goes back, the lines say what came back and is restocked).
 */
const refundInputSchema = z
  .object({
    lines: z
      .array(refundLineInputSchema)
      .max(200, M.refundLinesRepeated)
      .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, M.refundLinesRepeated)
      .optional(),
    amount: singleLineText(M.refundAmountInvalid)
      .regex(/^\d{1,8}(\.\d{1,2})?$/, M.refundAmountInvalid)
      .refine((v) => /[1-9]/.test(v), M.refundAmountInvalid)
      .nullish()
      .transform((v) => v ?? undefined),
    reason: singleLineText()
      .max(500, M.refundReasonTooLong)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    /**
     * Back to the card (the default), or to the customer's store credit with the 10 % bonus
     * (decision 035): no card refund then, the refund succeeds at once; only for an order placed with an account.
     */
    to: z.enum(REFUND_DESTINATIONS, { error: M.refundToInvalid }).default('card'),
  })
  .refine((v) => (v.lines?.length ?? 0) > 0 || v.amount !== undefined, { message: M.refundNothingSelected, path: ['lines'] })

const refundAnswerSchema = z.object({ refund: orderRefundSchema, order: adminOrderDetailSchema })

const shipmentUpdateSchema = z.object({ status: z.literal('delivered', { error: M.shipmentStatusInvalid }) })

const shipmentAnswerSchema = z.object({ shipment: shipmentSchema, orderStatus: z.enum(ORDER_STATUSES) })

export const adminOrdersApi = resource('/api/admin/orders', {
  list: get('/', { access: 'back-office', query: adminOrderQuerySchema, output: pagedListSchema(adminOrderListItemSchema) }),
  exportCsv: get('/export.csv', {
    access: 'back-office',
    query: adminOrderFilterSchema,
    gives: { mediaType: 'text/csv', description: 'A download, one row per item, for the current filter (no paging).' },
  }),
  detail: get('/:id', { access: 'back-office', output: adminOrderDetailSchema, errors: ['not_found'] }),
  /** 409 with the reason when the rules refuse the change (an unpaid order cannot be refunded…). */
  changeStatus: patch('/:id/status', {
    access: 'back-office',
    input: orderStatusUpdateSchema,
    output: adminOrderDetailSchema,
    errors: [
      'not_found', 'order_closed', 'order_changed', 'order_not_paid', 'order_already_paid', 'order_paid_meanwhile', 'payment_processing', 'nothing_to_refund',
      'refund_exceeds_remaining', 'refund_gateway_mismatch', 'refund_failed', 'payments_not_configured', 'payment_provider_unavailable',
    ],
  }),
  /** Accepts an Idempotency-Key; 201. */
  addShipment: post('/:id/shipments', {
    access: 'back-office',
    status: 201,
    input: shipmentInputSchema,
    output: shipmentAnswerSchema,
    errors: [...IDEMPOTENCY_ERRORS, 'not_found', 'order_not_shippable', 'order_changed'],
  }),
  /**
   * Accepts an Idempotency-Key; 201 with the refund (succeeded, or pending while the provider is
   * slow) and the order; 409 `refund_exceeds_remaining` past what is left, `refund_failed` when the provider refuses.
   */
  refund: post('/:id/refunds', {
    access: 'back-office',
    status: 201,
    input: refundInputSchema,
    output: refundAnswerSchema,
    errors: [
      ...IDEMPOTENCY_ERRORS, 'not_found', 'refund_item_unknown', 'refund_nothing_selected', 'refund_quantity_exceeds', 'refund_restock_made_to_measure',
      'refund_restock_returned', 'refund_exceeds_remaining', 'nothing_to_refund', 'refund_gateway_mismatch', 'refund_failed', 'order_changed',
      'payments_not_configured', 'payment_provider_unavailable', 'store_credit_guest_order',
    ],
  }),
  updateShipment: patch('/:id/shipments/:shipmentId', {
    access: 'back-office',
    input: shipmentUpdateSchema,
    output: shipmentAnswerSchema,
    errors: ['not_found', 'shipment_not_found', 'order_changed'],
  }),
})
