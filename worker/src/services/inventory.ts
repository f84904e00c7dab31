// Inventory in the back office, in the stock figures of decision 012:
// stock = units on hand not yet sold; pending = units held by unpaid orders (products.reserved);
// sold = units in processing, shipped and delivered orders; available = stock − pending; low
// stock when available ≤ the product's threshold. A stock edit is one UPDATE of products, so the
// sync triggers (decision 002) carry it to every open app at its next sync; the database refuses
// a figure below what pending orders hold (CHECK reserved ≤ stock) or below zero.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { InventoryItem, StockUpdate } from '#shared/contracts/admin-inventory'
import { formatAmount } from '#shared/pricing/money'
import { PAID_STATUSES } from '#shared/schemas/orders'
import type { PagedList } from '#shared/schemas/paging'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderItems, orders, products } from '#worker/db/schema'
import { recordAdminAction } from './audit-log'
import { conflict, notFound } from './domain-errors'
import { pageAnswer, pageWindow, searchIn } from './paging'

type ProductRow = typeof products.$inferSelect

type InventoryPage = PagedList<InventoryItem> & { summary: { totalProducts: number; totalStock: number; lowStockAlerts: number } }

/** Units sold of each product: the lines of its paid orders not cancelled or refunded since. */
async function soldUnits(db: Db, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ productId: orderItems.productId, sold: sql<number>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.productId, productIds), inArray(orders.status, PAID_STATUSES)))
    .groupBy(orderItems.productId)
  return new Map(rows.map((r) => [r.productId, Number(r.sold)]))
}

function toItem(product: ProductRow, sold: number): InventoryItem {
  const available = product.stock - product.reserved
  return {
    id: product.id,
    code: product.code,
    nameEn: product.nameEn,
    category: product.category,
    price: formatAmount(product.priceCents),
    stock: product.stock,
    pendingQty: product.reserved,
    soldQty: sold,
    available,
    lowStockThreshold: product.lowStockThreshold,
    isLowStock: available <= product.lowStockThreshold,
  }
}

const isLow = sql`${products.stock} - ${products.reserved} <= ${products.lowStockThreshold}`

/** The active catalogue by product code, 50 a page, with the three summary figures over all of it. */
export async function listInventory(db: Db, filter: { search?: string; page: number }): Promise<InventoryPage> {
  const active = eq(products.isActive, true)
  // The catalogue is small (tens to hundreds of products): a scan of code and name is cheap.
  const where = and(active, searchIn(filter.search, [products.code, products.nameEn]))
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted], [summary]] = await db.batch([
    db.select().from(products).where(where).orderBy(asc(products.code)).limit(limit).offset(offset),
    db.select({ n: count() }).from(products).where(where),
    db
      .select({
        totalProducts: count(),
        totalStock: sql<number>`coalesce(sum(${products.stock}), 0)`,
        lowStockAlerts: sql<number>`coalesce(sum(CASE WHEN ${isLow} THEN 1 ELSE 0 END), 0)`,
      })
      .from(products)
      .where(active),
  ])
  const sold = await soldUnits(db, rows.map((r) => r.id))
  return {
    ...pageAnswer(
      rows.map((p) => toItem(p, sold.get(p.id) ?? 0)),
      counted,
      filter.page,
    ),
    summary: {
      totalProducts: Number(summary?.totalProducts ?? 0),
      totalStock: Number(summary?.totalStock ?? 0),
      lowStockAlerts: Number(summary?.lowStockAlerts ?? 0),
    },
  }
}

async function mustFindProduct(db: Db, productId: string): Promise<ProductRow> {
  const [product] = await db.select().from(products).where(eq(products.id, productId))
  if (!product) throw notFound('Product not found')
  return product
}

/**
 * Sets the stock (`stock`) or changes it (`delta`), audited in the same batch. The entry's
 * figures are read by SQL inside the batch, so they are exact even while checkouts and payments
 * change the row at the same moment. A delta applies to the figure of that moment.
 */
export async function updateStock(db: Db, actorId: string, productId: string, change: StockUpdate, now: Date): Promise<InventoryItem> {
  await mustFindProduct(db, productId)
  const current = sql`(SELECT ${products.stock} FROM ${products} WHERE ${products.id} = ${productId})`
  const next = change.stock !== undefined ? sql`${change.stock}` : sql`${current} + ${change.delta}`
  try {
    await db.batch([
      recordAdminAction(
        db,
        {
          userId: actorId,
          action: 'inventory.stock_update',
          targetType: 'product',
          targetId: productId,
          before: sql`json_object('stock', ${current})`,
          after: change.stock !== undefined ? sql`json_object('stock', ${next})` : sql`json_object('stock', ${next}, 'delta', ${change.delta})`,
        },
        now,
      ),
      db
        .update(products)
        .set({ stock: change.stock !== undefined ? change.stock : sql`${products.stock} + ${change.delta}` })
        .where(eq(products.id, productId)),
    ])
  } catch (error) {
    const product = await mustFindProduct(db, productId)
    // Both CHECKs fail when a change goes below 0 with nothing held, and SQLite names either one.
    const wanted = change.stock ?? product.stock + (change.delta ?? 0)
    const refused = databaseRefused(error, 'products_stock_non_negative') || databaseRefused(error, 'products_reserved_within_stock')
    if (refused && wanted < 0) throw conflict('Stock cannot be negative.', 'stock_negative')
    if (refused) {
      throw conflict(
        `Stock cannot be set below ${product.reserved}: pending orders hold ${product.reserved} ${product.reserved === 1 ? 'unit' : 'units'} of this product until they are paid or cancelled.`,
        'stock_below_pending',
      )
    }
    throw error
  }
  const product = await mustFindProduct(db, productId)
  return toItem(product, (await soldUnits(db, [productId])).get(productId) ?? 0)
}
