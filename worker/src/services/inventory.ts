// Inventory in the back office, per variant (decision 026): a variant's stock = units on hand not
// yet sold; pending = units held by unpaid orders (product_variants.reserved); sold = units in
// processing, shipped and delivered orders of that variant (order_items.variant_id); available =
// stock − pending; low when it is offered and available ≤ its own threshold; waiting = people
// waiting for its back-in-stock email (stock-alerts.ts). A product shows the sums over its
// variants and is low when any variant is. A variant edit is one UPDATE with its
// audit entry in one batch; the variant's trigger touches its product, whose sync trigger carries
// the change to every open app (decision 002); the database refuses a figure below what pending
// orders hold (CHECK reserved ≤ stock) or below zero. CSV import lives in stock-import.ts.
import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import { STOCK_CSV_COLUMNS, type InventoryItem, type ProductStock, type VariantStockRow, type VariantUpdate } from '#shared/contracts/admin-inventory'
import { colorRank, sizeRank } from '#shared/catalogue/variants'
import { formatAmount } from '#shared/pricing/money'
import { PAID_STATUSES } from '#shared/schemas/orders'
import type { PagedList } from '#shared/schemas/paging'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderItems, orders, products, productVariants } from '#worker/db/schema'
import { recordAdminAction } from './audit-log'
import { CSV_BOM, csvRow } from './csv'
import { conflict, notFound } from './domain-errors'
import { pageAnswer, pageWindow, searchIn } from './paging'
import { waitingPerVariant } from './stock-alerts'

type ProductRow = typeof products.$inferSelect
type VariantRow = typeof productVariants.$inferSelect

type InventoryPage = PagedList<InventoryItem> & { summary: { totalProducts: number; totalStock: number; lowStockAlerts: number } }

/** A variant the low-stock alerts count: offered, with no more available than its threshold. */
const variantIsLow = (v: Pick<VariantRow, 'stock' | 'reserved' | 'lowStockThreshold' | 'notOffered'>) => !v.notOffered && v.stock - v.reserved <= v.lowStockThreshold
const lowInSql = sql`${productVariants.notOffered} = 0 AND ${productVariants.stock} - ${productVariants.reserved} <= ${productVariants.lowStockThreshold}`

/** Shop order: colours as the shop lists them, sizes smallest first (unknown ones last, by name). */
const byRank = (rank: (value: string) => number) => (a: string, b: string) => {
  const ra = rank(a) < 0 ? Number.MAX_SAFE_INTEGER : rank(a)
  const rb = rank(b) < 0 ? Number.MAX_SAFE_INTEGER : rank(b)
  return ra - rb || a.localeCompare(b)
}
export const byColor = byRank(colorRank)
export const bySize = byRank(sizeRank)
export const inShopOrder = (a: Pick<VariantRow, 'color' | 'size'>, b: Pick<VariantRow, 'color' | 'size'>) => byColor(a.color, b.color) || bySize(a.size, b.size)

/** Units sold per key (product or variant): the lines of paid orders not cancelled or refunded since. */
function soldBy(db: Db, key: typeof orderItems.productId | typeof orderItems.variantId, where: SQL) {
  return db
    .select({ key, sold: sql<number>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(where, inArray(orders.status, PAID_STATUSES)))
    .groupBy(key)
}

const soldMap = (rows: { key: string | null; sold: number }[]) => new Map(rows.map((r) => [r.key, Number(r.sold)]))

type Totals = { stock: number; reserved: number; low: number }

function toItem(product: ProductRow, totals: Totals | undefined, sold: number): InventoryItem {
  const madeToOrder = product.isCustomMade
  const stock = madeToOrder ? null : (totals?.stock ?? 0)
  const pending = madeToOrder ? null : (totals?.reserved ?? 0)
  return {
    id: product.id,
    code: product.code,
    nameEn: product.nameEn,
    nameEs: product.nameEs,
    nameFr: product.nameFr,
    category: product.category,
    price: formatAmount(product.priceCents),
    madeToOrder,
    stock,
    pendingQty: pending,
    soldQty: sold,
    available: stock === null || pending === null ? null : stock - pending,
    lowVariants: totals?.low ?? 0,
    isLowStock: (totals?.low ?? 0) > 0,
  }
}

function toVariantRow(v: VariantRow, sold: number, waiting: number): VariantStockRow {
  return {
    id: v.id,
    sku: v.sku,
    color: v.color,
    size: v.size,
    stock: v.stock,
    pendingQty: v.reserved,
    soldQty: sold,
    available: v.stock - v.reserved,
    lowStockThreshold: v.lowStockThreshold,
    notOffered: v.notOffered,
    isLow: variantIsLow(v),
    waiting,
  }
}

const variantTotals = (db: Db, where: SQL) =>
  db
    .select({
      productId: productVariants.productId,
      stock: sql<number>`coalesce(sum(${productVariants.stock}), 0)`,
      reserved: sql<number>`coalesce(sum(${productVariants.reserved}), 0)`,
      low: sql<number>`coalesce(sum(CASE WHEN ${lowInSql} THEN 1 ELSE 0 END), 0)`,
    })
    .from(productVariants)
    .where(where)
    .groupBy(productVariants.productId)

const totalsMap = (rows: { productId: string; stock: number; reserved: number; low: number }[]) =>
  new Map(rows.map((r) => [r.productId, { stock: Number(r.stock), reserved: Number(r.reserved), low: Number(r.low) }]))

/** The active catalogue by product code, 50 a page, with the three summary figures over all of it. */
export async function listInventory(db: Db, filter: { search?: string; page: number }): Promise<InventoryPage> {
  const active = eq(products.isActive, true)
  // The catalogue is small (tens to hundreds of products): a scan of code and name is cheap.
  const where = and(active, searchIn(filter.search, [products.code, products.nameEn, products.nameEs, products.nameFr]))
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted], [productCount], [variantSummary]] = await db.batch([
    db.select().from(products).where(where).orderBy(asc(products.code)).limit(limit).offset(offset),
    db.select({ n: count() }).from(products).where(where),
    db.select({ n: count() }).from(products).where(active),
    db
      .select({
        totalStock: sql<number>`coalesce(sum(${productVariants.stock}), 0)`,
        lowStockAlerts: sql<number>`coalesce(sum(CASE WHEN ${lowInSql} THEN 1 ELSE 0 END), 0)`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(active),
  ])
  const ids = rows.map((r) => r.id)
  const [totals, sold] = ids.length === 0 ? [[], []] : await db.batch([variantTotals(db, inArray(productVariants.productId, ids)), soldBy(db, orderItems.productId, inArray(orderItems.productId, ids))])
  const totalsOf = totalsMap(totals)
  const soldOf = soldMap(sold)
  return {
    ...pageAnswer(
      rows.map((p) => toItem(p, totalsOf.get(p.id), soldOf.get(p.id) ?? 0)),
      counted,
      filter.page,
    ),
    summary: {
      totalProducts: Number(productCount?.n ?? 0),
      totalStock: Number(variantSummary?.totalStock ?? 0),
      lowStockAlerts: Number(variantSummary?.lowStockAlerts ?? 0),
    },
  }
}

/** A product's size × colour grid: every variant with its figures, colours and sizes in shop order. */
export async function productStock(db: Db, productId: string): Promise<ProductStock> {
  const [[product], variants, sold] = await db.batch([
    db.select().from(products).where(eq(products.id, productId)),
    db.select().from(productVariants).where(eq(productVariants.productId, productId)),
    soldBy(db, orderItems.variantId, eq(orderItems.productId, productId)),
  ])
  if (!product) throw notFound('Product not found')
  const soldOf = soldMap(sold)
  const waiting = await waitingPerVariant(db, variants.map((v) => v.id))
  const soldTotal = sold.reduce((sum, r) => sum + Number(r.sold), 0)
  const totals = variants.reduce((t, v) => ({ stock: t.stock + v.stock, reserved: t.reserved + v.reserved, low: t.low + (variantIsLow(v) ? 1 : 0) }), { stock: 0, reserved: 0, low: 0 })
  return {
    ...toItem(product, totals, soldTotal),
    colors: [...new Set([...product.colors, ...variants.map((v) => v.color)])].sort(byColor),
    sizes: product.isCustomMade ? [] : [...new Set([...product.sizes, ...variants.map((v) => v.size)])].sort(bySize),
    variants: variants.sort(inShopOrder).map((v) => toVariantRow(v, soldOf.get(v.id) ?? 0, waiting.get(v.id) ?? 0)),
  }
}

async function mustFindVariant(db: Db, variantId: string): Promise<VariantRow> {
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.id, variantId))
  if (!variant) throw notFound('Variant not found', 'variant_not_found')
  return variant
}

/** Whether the product still has the variant's colour and size (a made-to-measure piece has none). */
export const productHasOption = (product: Pick<ProductRow, 'colors' | 'sizes' | 'isCustomMade'>, v: Pick<VariantRow, 'color' | 'size'>) =>
  !product.isCustomMade && product.colors.includes(v.color) && product.sizes.includes(v.size)

/** A variant whose colour or size was taken off its product stays not offered until the catalogue editor chooses it again. */
async function refuseWithdrawnOption(db: Db, variant: VariantRow) {
  const [product] = await db.select().from(products).where(eq(products.id, variant.productId))
  if (product && !productHasOption(product, variant)) {
    throw conflict('This colour or size is no longer one of the product’s: choose it again in the catalogue editor to offer it', 'variant_option_removed')
  }
}

async function variantAnswer(db: Db, variantId: string): Promise<VariantStockRow> {
  const [[variant], sold] = await db.batch([db.select().from(productVariants).where(eq(productVariants.id, variantId)), soldBy(db, orderItems.variantId, eq(orderItems.variantId, variantId))])
  if (!variant) throw notFound('Variant not found', 'variant_not_found')
  const waiting = await waitingPerVariant(db, [variantId])
  return toVariantRow(variant, Number(sold[0]?.sold ?? 0), waiting.get(variantId) ?? 0)
}

const jsonBool = (value: SQL) => sql`CASE WHEN ${value} THEN json('true') ELSE json('false') END`
const jsonObject = (pairs: [string, SQL][]) => sql`json_object(${sql.join(
  pairs.map(([key, value]) => sql`${key}, ${value}`),
  sql`, `,
)})`

/** "cannot be set below N: pending orders hold N units…", as the API words it. */
export const belowPendingMessage = (pending: number, of = 'this product') =>
  `Stock cannot be set below ${pending}: pending orders hold ${pending} ${pending === 1 ? 'unit' : 'units'} of ${of} until they are paid or cancelled.`

export const skuTaken = (sku: string) => conflict(`Another variant already has the SKU ${sku}`, 'sku_taken', { sku: `Another variant already has the SKU ${sku}` })

/**
 * Changes one variant: sets its stock (`stock`) or changes it (`delta`), its threshold, whether it
 * is offered, its SKU; audited in the same batch. The entry's figures are read by SQL inside the
 * batch, so they are exact even while checkouts and payments change the row at the same moment;
 * a delta applies to the figure of that moment.
 */
export async function updateVariant(db: Db, actorId: string, variantId: string, change: VariantUpdate, now: Date): Promise<VariantStockRow> {
  const found = await mustFindVariant(db, variantId)
  if (change.notOffered === false) await refuseWithdrawnOption(db, found)
  const current = (column: SQLiteColumn) => sql`(SELECT ${column} FROM ${productVariants} WHERE ${productVariants.id} = ${variantId})`
  const before: [string, SQL][] = []
  const after: [string, SQL][] = []
  const set: { stock?: number | SQL; lowStockThreshold?: number; notOffered?: boolean; sku?: string } = {}
  if (change.sku !== undefined) {
    before.push(['sku', current(productVariants.sku)])
    after.push(['sku', sql`${change.sku}`])
    set.sku = change.sku
  }
  if (change.stock !== undefined) {
    before.push(['stock', current(productVariants.stock)])
    after.push(['stock', sql`${change.stock}`])
    set.stock = change.stock
  } else if (change.delta !== undefined) {
    before.push(['stock', current(productVariants.stock)])
    after.push(['stock', sql`${current(productVariants.stock)} + ${change.delta}`], ['delta', sql`${change.delta}`])
    set.stock = sql`${productVariants.stock} + ${change.delta}`
  }
  if (change.lowStockThreshold !== undefined) {
    before.push(['lowStockThreshold', current(productVariants.lowStockThreshold)])
    after.push(['lowStockThreshold', sql`${change.lowStockThreshold}`])
    set.lowStockThreshold = change.lowStockThreshold
  }
  if (change.notOffered !== undefined) {
    before.push(['notOffered', jsonBool(current(productVariants.notOffered))])
    after.push(['notOffered', jsonBool(sql`${change.notOffered ? 1 : 0}`)])
    set.notOffered = change.notOffered
  }
  try {
    await db.batch([
      recordAdminAction(db, { userId: actorId, action: 'inventory.stock_update', targetType: 'variant', targetId: variantId, before: jsonObject(before), after: jsonObject(after) }, now),
      db.update(productVariants).set(set).where(eq(productVariants.id, variantId)),
    ])
  } catch (error) {
    if (change.sku !== undefined && databaseRefused(error, 'product_variants.sku')) throw skuTaken(change.sku)
    const variant = await mustFindVariant(db, variantId)
    // Both CHECKs fail when a change goes below 0 with nothing held, and SQLite names either one.
    const wanted = change.stock ?? variant.stock + (change.delta ?? 0)
    const refused = databaseRefused(error, 'product_variants_stock_non_negative') || databaseRefused(error, 'product_variants_reserved_within_stock')
    if (refused && wanted < 0) throw conflict('Stock cannot be negative.', 'stock_negative')
    if (refused) throw conflict(belowPendingMessage(variant.reserved, 'this variant'), 'stock_below_pending')
    throw error
  }
  return variantAnswer(db, variantId)
}

const EXPORT_CHUNK = 500

/**
 * Every variant as CSV by SKU, product by product in code order, colours and sizes in shop order.
 * Read 500 products at a time, so a catalogue of thousands never sits in memory as rows at once.
 */
export async function exportStockCsv(db: Db): Promise<string> {
  const parts = [CSV_BOM, csvRow(STOCK_CSV_COLUMNS)]
  for (let after = ''; ; ) {
    const chunk = await db.select({ id: products.id, code: products.code }).from(products).where(gt(products.code, after)).orderBy(asc(products.code)).limit(EXPORT_CHUNK)
    if (chunk.length === 0) break
    const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, chunk.map((p) => p.id)))
    const byProduct = new Map<string, VariantRow[]>()
    for (const v of variants) {
      const list = byProduct.get(v.productId)
      if (list) list.push(v)
      else byProduct.set(v.productId, [v])
    }
    for (const { id, code } of chunk) {
      for (const v of (byProduct.get(id) ?? []).sort(inShopOrder)) {
        parts.push(csvRow([v.sku, code, v.color, v.size, v.stock, v.reserved, v.stock - v.reserved, v.lowStockThreshold, v.notOffered ? 'true' : 'false']))
      }
    }
    if (chunk.length < EXPORT_CHUNK) break
    after = chunk.at(-1)!.code
  }
  return parts.join('')
}
