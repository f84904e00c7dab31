// Retail orders as the back office reads them (decision 017): the paged list (newest first,
// status filter, search through the orders_search index), one order's detail with its shipments
// and history, and the rows of the CSV export. Changes live in admin-order-status.ts and
// admin-shipments.ts.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AdminOrderDetail, AdminOrderListItem, DISPUTE_FILTERS, OrderDispute, OrderEvent, OrderRefund, Shipment } from '#shared/contracts/admin-orders'
import { lineDiscounts } from '#shared/pricing/refunds'
import { formatAmount } from '#shared/pricing/money'
import { orderReference, type OrderStatus, type PaymentGatewayName } from '#shared/schemas/orders'
import type { PagedList } from '#shared/schemas/paging'
import { trackingUrl } from '#shared/shipping/carriers'
import type { Db } from '#worker/db/client'
import { adminAuditLog, loyaltyLedger, orderClosures, orderDisputes, orderItems, orders, orderSettlements, orderShipments, paymentRefunds, users } from '#worker/db/schema'
import { nextStatuses } from './admin-order-status'
import { actorsById } from './audit-log'
import { CSV_BOM, csvRow } from './csv'
import { notFound } from './domain-errors'
import { canBeRefunded, refundTotals } from './order-refunds'
import { appliedPromoOf } from './discount-codes'
import { pageAnswer, pageWindow } from './paging'
import { matchesSearch, type SearchIndex } from './search-index'

type OrderFilter = { status?: OrderStatus | 'all'; search?: string; dispute?: (typeof DISPUTE_FILTERS)[number] }

const orderSearch: SearchIndex = {
  table: 'orders_search',
  key: 'order_id',
  id: orders.id,
  columns: [orders.id, orders.orderNumber, orders.customerName, orders.customerEmail],
}

/** Orders with a dispute (any), or with one still open (order_disputes_order_idx). */
const disputeWhere = (filter: OrderFilter['dispute']): SQL | undefined =>
  filter === undefined
    ? undefined
    : sql`EXISTS (SELECT 1 FROM ${orderDisputes} WHERE ${orderDisputes.orderId} = ${orders.id}${filter === 'open' ? sql` AND ${orderDisputes.closedAt} IS NULL` : sql``})`

const orderFilterWhere = (filter: OrderFilter): SQL | undefined =>
  and(filter.status && filter.status !== 'all' ? eq(orders.status, filter.status) : undefined, matchesSearch(orderSearch, filter.search), disputeWhere(filter.dispute))

/** Newest first (ties by id, so pages never overlap), 50 a page, with the count of every match. */
export async function listOrders(db: Db, filter: OrderFilter & { page: number }): Promise<PagedList<AdminOrderListItem>> {
  const where = orderFilterWhere(filter)
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        totalCents: orders.totalCents,
        status: orders.status,
        createdAt: orders.createdAt,
        // Computed for the page's rows only (order_items_order_idx). Names written out in full:
        // drizzle leaves columns unqualified here, and a bare "id" would be the item's own.
        itemCount: sql<number>`(SELECT coalesce(sum(oi.quantity), 0) FROM ${orderItems} AS oi WHERE oi.order_id = ${sql.raw('"orders"."id"')})`,
        // 1 while a dispute is open, 0 once all are closed, null without one.
        disputeOpen: sql<number | null>`(SELECT max(od.closed_at IS NULL) FROM ${orderDisputes} AS od WHERE od.order_id = ${sql.raw('"orders"."id"')})`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ])
  const items = rows.map(({ totalCents, itemCount, disputeOpen, ...row }) => ({
    ...row,
    reference: orderReference(row.id),
    itemCount: Number(itemCount),
    totalAmount: formatAmount(totalCents),
    dispute: disputeOpen === null ? null : Number(disputeOpen) ? ('open' as const) : ('closed' as const),
  }))
  return pageAnswer(items, counted, filter.page)
}

/** Which gateway made a payment intent id (decision 012: `pi_…` Stripe, `testpi_…` the test gateway). */
function gatewayOfIntent(intentId: string | null): PaymentGatewayName | null {
  if (!intentId) return null
  if (intentId.startsWith('testpi_')) return 'test'
  return intentId.startsWith('pi_') ? 'stripe' : null
}

export function toShipment(row: typeof orderShipments.$inferSelect): Shipment {
  const status = row.status === 'delivered' || row.status === 'shipped' ? row.status : 'pending'
  return {
    id: row.id,
    carrier: row.carrier ?? '',
    trackingNumber: row.trackingNumber ?? '',
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber) ?? null,
    status,
    shippedAt: row.shippedAt,
    estimatedDelivery: row.estimatedDelivery,
    deliveredAt: row.deliveredAt,
    notes: row.notes,
    createdAt: row.createdAt,
  }
}

const AUDITED_EVENTS: Record<string, OrderEvent['event']> = {
  'order.status_change': 'status_change',
  'order.shipment_add': 'shipment_added',
  'order.shipment_delivered': 'shipment_delivered',
}

const statusIn = (value: unknown): OrderStatus | null =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'string' ? ((value as { status: OrderStatus }).status) : null

/** A shipment's carrier and tracking number as an audit entry recorded them. */
function shipmentNote(after: unknown): string | null {
  const shipment = (after as { shipment?: { carrier?: string; trackingNumber?: string } } | null)?.shipment
  return shipment ? [shipment.carrier, shipment.trackingNumber].filter(Boolean).join(' · ') || null : null
}

export async function orderDetail(db: Db, orderId: string): Promise<AdminOrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw notFound('Order not found')
  const [items, shipments, [settlement], [closure], refunds, disputes, ledger, audit, owner] = await db.batch([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productCode), asc(orderItems.id)),
    db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(asc(orderShipments.createdAt), asc(orderShipments.id)),
    db.select().from(orderSettlements).where(eq(orderSettlements.orderId, orderId)),
    db.select().from(orderClosures).where(eq(orderClosures.orderId, orderId)),
    db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
    db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId)).orderBy(asc(orderDisputes.openedAt), asc(orderDisputes.id)),
    db
      .select({ type: loyaltyLedger.transactionType, points: sql<number>`sum(${loyaltyLedger.points})` })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.referenceId, orderId))
      .groupBy(loyaltyLedger.transactionType),
    db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'order'), eq(adminAuditLog.targetId, orderId), inArray(adminAuditLog.action, Object.keys(AUDITED_EVENTS))))
      .orderBy(asc(adminAuditLog.createdAt), asc(adminAuditLog.id)),
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role })
      .from(users)
      .where(eq(users.id, order.userId ?? '')),
  ])
  const actors = await actorsById(db, [...audit.flatMap((a) => (a.userId ? [a.userId] : [])), ...refunds.flatMap((r) => (r.refundedBy ? [r.refundedBy] : []))])
  const history: OrderEvent[] = [{ at: order.createdAt, event: 'placed', from: null, to: 'pending', by: null, note: null }]
  if (order.paidAt) history.push({ at: order.paidAt, event: 'paid', from: 'pending', to: 'processing', by: null, note: null })
  if (settlement && (settlement.outcome === 'expired' || settlement.outcome === 'payment_canceled')) {
    history.push({ at: settlement.settledAt, event: settlement.outcome, from: 'pending', to: 'cancelled', by: null, note: null })
  }
  for (const entry of audit) {
    const actor = entry.userId ? actors.get(entry.userId) : undefined
    history.push({
      at: entry.createdAt,
      event: AUDITED_EVENTS[entry.action]!,
      from: statusIn(entry.before),
      to: statusIn(entry.after),
      by: actor ? { id: actor.id, name: actor.name } : null,
      note: entry.action === 'order.status_change' ? null : shipmentNote(entry.after),
    })
  }
  history.sort((a, b) => a.at.localeCompare(b.at))

  // Earned points of the order itself; the "points returned" credit a closure writes has its own sum
  // in the closure row, and the points taken back by the closure and by each refund in theirs.
  const takenBackByRefunds = refunds.reduce((sum, r) => sum + r.pointsTakenBack, 0)
  const earned = Number(ledger.find((l) => l.type === 'earned')?.points ?? 0) - (closure?.pointsReturned ?? 0)
  const redeemed = Number(ledger.find((l) => l.type === 'redeemed')?.points ?? 0) - (closure?.pointsTakenBack ?? 0) - takenBackByRefunds
  const totals = refundTotals({ order, refunds })
  const refundable = canBeRefunded({ order, closure })
  const discounts = lineDiscounts(order, items)
  const [user] = owner
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    reference: orderReference(order.id),
    status: order.status,
    nextStatuses: nextStatuses(order.status, { closed: !!closure, refunded: totals.leftCents === 0 }),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    paidAt: order.paidAt,
    language: order.language,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    user: user ?? null,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      productNames: i.productNames,
      productCode: i.productCode,
      sku: i.sku,
      color: i.color,
      size: i.size,
      ...(i.measurements && { measurements: i.measurements }),
      quantity: i.quantity,
      unitPrice: formatAmount(i.unitPriceCents),
      subtotal: formatAmount(i.subtotalCents),
      discount: formatAmount(discounts.get(i.id) ?? 0),
      refundedQuantity: totals.refundedUnits.get(i.id) ?? 0,
      restockableQuantity: i.measurements || closure?.unitsReturned ? 0 : i.quantity - (totals.restockUnits.get(i.id) ?? 0),
    })),
    subtotalAmount: formatAmount(order.subtotalCents),
    shippingAmount: formatAmount(order.shippingCents),
    taxAmount: formatAmount(order.taxCents),
    discountAmount: formatAmount(order.discountCents),
    promo: appliedPromoOf(order),
    totalAmount: formatAmount(order.totalCents),
    storeCreditAmount: formatAmount(order.storeCreditCents),
    currency: order.currency,
    shippingAddress: order.shippingAddress ?? null,
    billingAddress: order.billingAddress ?? null,
    paymentMethod: order.paymentMethod,
    paymentIntentId: order.paymentIntentId,
    paymentGateway: gatewayOfIntent(order.paymentIntentId),
    loyalty: order.userId ? { earned, redeemed } : null,
    refunds: refunds.map((r): OrderRefund => {
      const actor = r.refundedBy ? actors.get(r.refundedBy) : undefined
      return {
        id: r.id,
        amount: formatAmount(r.amountCents),
        source: r.source,
        status: r.status,
        lines: r.lines ?? [],
        reason: r.reason,
        by: actor ? { id: actor.id, name: actor.name } : null,
        pointsTakenBack: r.pointsTakenBack,
        to: r.destination,
        creditIssued: r.creditIssuedCents === null ? null : formatAmount(r.creditIssuedCents),
        createdAt: r.createdAt,
        completedAt: r.completedAt,
      }
    }),
    refundedAmount: formatAmount(totals.refundedCents),
    refundableAmount: formatAmount(refundable ? totals.leftCents : 0),
    disputes: disputes.map(
      (d): OrderDispute => ({
        id: d.id,
        amount: formatAmount(d.amountCents),
        currency: d.currency,
        reason: d.reason,
        status: d.status,
        open: d.closedAt === null,
        evidenceDueBy: d.evidenceDueBy,
        openedAt: d.openedAt,
        closedAt: d.closedAt,
      }),
    ),
    closure: closure
      ? { unitsReturned: closure.unitsReturned, pointsTakenBack: closure.pointsTakenBack, pointsWrittenOff: closure.pointsWrittenOff, pointsReturned: closure.pointsReturned }
      : null,
    shipments: shipments.map(toShipment),
    history,
  }
}

const EXPORT_CHUNK = 500

type ExportRow = { order: typeof orders.$inferSelect; items: (typeof orderItems.$inferSelect)[] }

/** Every order the filter matches, newest first, with its items: read a chunk of orders at a time. */
async function* ordersForExport(db: Db, filter: OrderFilter): AsyncGenerator<ExportRow[]> {
  const where = orderFilterWhere(filter)
  for (let offset = 0; ; offset += EXPORT_CHUNK) {
    const chunk = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(EXPORT_CHUNK).offset(offset)
    if (chunk.length === 0) return
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, chunk.map((o) => o.id)))
      .orderBy(asc(orderItems.productCode), asc(orderItems.id))
    const byOrder = new Map<string, ExportRow['items']>()
    for (const item of items) {
      const lines = byOrder.get(item.orderId)
      if (lines) lines.push(item)
      else byOrder.set(item.orderId, [item])
    }
    yield chunk.map((order) => ({ order, items: byOrder.get(order.id) ?? [] }))
    if (chunk.length < EXPORT_CHUNK) return
  }
}

const EXPORT_HEADER = [
  'Order',
  'Internal number',
  'Date (UTC)',
  'Status',
  'Customer name',
  'Customer email',
  'Customer phone',
  'Payment method',
  'Payment ID',
  'Product code',
  'SKU',
  'Product name',
  'Color',
  'Size',
  'Quantity',
  'Unit price',
  'Line subtotal',
  'Order subtotal',
  'Shipping',
  'Discount',
  'Promo code',
  'Promo discount',
  'Tax',
  'Order total',
  'Store credit',
  'Currency',
  'Ship to street',
  'Ship to city',
  'Ship to state',
  'Ship to postal code',
  'Ship to country',
]

/**
 * The orders of the filter as CSV for accounting: one row per item, the order's figures repeated
 * on each (a spreadsheet's filter or pivot then needs nothing else). Amounts are plain decimals in
 * the order's currency; dates ISO UTC.
 */
export async function exportOrdersCsv(db: Db, filter: OrderFilter): Promise<string> {
  const parts = [CSV_BOM, csvRow(EXPORT_HEADER)]
  for await (const chunk of ordersForExport(db, filter)) {
    for (const { order, items } of chunk) {
      const address = order.shippingAddress
      const orderCells = [orderReference(order.id), order.orderNumber, order.createdAt, order.status, order.customerName, order.customerEmail, order.customerPhone, order.paymentMethod, order.paymentIntentId]
      const totals = [formatAmount(order.subtotalCents), formatAmount(order.shippingCents), formatAmount(order.discountCents), order.promoCode ?? '', formatAmount(order.promoDiscountCents), formatAmount(order.taxCents), formatAmount(order.totalCents), formatAmount(order.storeCreditCents), order.currency]
      const shipTo = [address?.street, address?.city, address?.state, address?.postalCode, address?.country]
      for (const item of items) {
        parts.push(
          csvRow([...orderCells, item.productCode, item.sku ?? '', item.productName, item.color, item.size, item.quantity, formatAmount(item.unitPriceCents), formatAmount(item.subtotalCents), ...totals, ...shipTo]),
        )
      }
    }
  }
  return parts.join('')
}
