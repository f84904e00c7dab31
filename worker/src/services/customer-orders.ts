// A signed-in customer's own orders ("My Orders", decision 015): every query
// is bound to the user's id, so another user's order is simply not found. A checkout abandoned
// before payment (cancelled and never paid: expired, or its payment cancelled) is no order to
// the customer, so My Orders, the dashboard's count and its recent orders leave it out; the
// account export keeps it (it is data the shop holds).
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { trackingUrl } from '#shared/shipping/carriers'
import { CUSTOMER_ORDERS_PAGE_SIZE, type CustomerOrder, type CustomerShipment } from '#shared/schemas/orders'
import type { PagedList } from '#shared/schemas/paging'
import type { Db } from '#worker/db/client'
import { orderItems, orders, orderShipments } from '#worker/db/schema'
import { orderConfirmationOf, type OrderItemRow, type OrderRow } from './orders'
import { pageAnswer, pageWindow } from './paging'

type ShipmentRow = typeof orderShipments.$inferSelect

/** The user's orders as My Orders counts them. */
export const customerOrdersOf = (userId: string): SQL =>
  and(eq(orders.userId, userId), or(isNotNull(orders.paidAt), ne(orders.status, 'cancelled')))!

/**
 * Units in an order, for lists that show no lines. The outer order is named by its table in
 * full: in a one-table select drizzle writes columns bare, and a bare "id" here would be the item's.
 */
export const unitsInOrder = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = "orders"."id")`

const newestFirst = [desc(orders.createdAt), desc(orders.id)]

function customerShipmentOf(row: ShipmentRow): CustomerShipment {
  return {
    id: row.id,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber) ?? null,
    status: row.status,
    shippedAt: row.shippedAt,
    estimatedDelivery: row.estimatedDelivery,
    deliveredAt: row.deliveredAt,
  }
}

function customerOrderOf(order: OrderRow, items: OrderItemRow[], shipments: ShipmentRow[]): CustomerOrder {
  const confirmation = orderConfirmationOf({ order, items })
  return {
    ...confirmation,
    items: confirmation.items.map((item, i) => ({ id: items[i]!.id, ...item })),
    shipments: shipments.map(customerShipmentOf),
  }
}

function groupBy<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(row.orderId, [...(groups.get(row.orderId) ?? []), row])
  return groups
}

/** A page of the user's orders, newest first, with their items and shipments: one batch, one moment. */
export async function listCustomerOrders(db: Db, userId: string, page: number): Promise<PagedList<CustomerOrder>> {
  const where = customerOrdersOf(userId)
  const { limit, offset } = pageWindow(page, CUSTOMER_ORDERS_PAGE_SIZE)
  const onPage = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
  const [rows, [counted], items, shipments] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
    db.select().from(orderItems).where(inArray(orderItems.orderId, onPage)).orderBy(asc(orderItems.productCode), asc(orderItems.id)),
    db.select().from(orderShipments).where(inArray(orderShipments.orderId, onPage)).orderBy(asc(orderShipments.createdAt), asc(orderShipments.id)),
  ])
  const itemsOf = groupBy(items)
  const shipmentsOf = groupBy(shipments)
  const answer = rows.map((order) => customerOrderOf(order, itemsOf.get(order.id) ?? [], shipmentsOf.get(order.id) ?? []))
  return pageAnswer(answer, counted, page, CUSTOMER_ORDERS_PAGE_SIZE)
}

/** One of the user's orders; undefined for anyone else's, or for none. */
export async function findCustomerOrder(db: Db, userId: string, orderId: string): Promise<CustomerOrder | undefined> {
  const [[order], items, shipments] = await db.batch([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), customerOrdersOf(userId))),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productCode), asc(orderItems.id)),
    db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(asc(orderShipments.createdAt), asc(orderShipments.id)),
  ])
  return order && customerOrderOf(order, items, shipments)
}
