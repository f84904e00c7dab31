// Reads of the public catalogue and blog, shaped as the shared contract.
import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { colorRank, sizeRank, type VariantStock } from '#shared/catalogue/variants'
import { formatAmount } from '#shared/pricing/money'
import type { BlogPost, Product, ProductListQuery } from '#shared/schemas/catalogue'
import type { Db } from '#worker/db/client'
import { blogPosts, products, productVariants } from '#worker/db/schema'
import { invalid } from './domain-errors'

type ProductRow = typeof products.$inferSelect
type PostRow = typeof blogPosts.$inferSelect

/** A variant's units a shopper can still buy: on hand, less what unpaid orders hold (decision 026). */
export const availableUnits = sql<number>`max(0, ${productVariants.stock} - ${productVariants.reserved})`

/** True for a product with at least one offered variant that has units to sell. */
export const hasVariantInStock = (extra?: SQL) =>
  sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.notOffered} = 0 and ${productVariants.stock} > ${productVariants.reserved}${extra ? sql` and ${extra}` : sql``})`

/**
 * The offered variants of these products as the storefront sees them, in the shop's colour and
 * size order, read in one statement per call.
 */
export async function variantsOf(db: Db, productIds: readonly string[]): Promise<Map<string, VariantStock[]>> {
  const byProduct = new Map<string, VariantStock[]>()
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select({ productId: productVariants.productId, sku: productVariants.sku, color: productVariants.color, size: productVariants.size, available: availableUnits })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), eq(productVariants.notOffered, false)))
  for (const { productId, ...variant } of rows) {
    const list = byProduct.get(productId)
    if (list) list.push(variant)
    else byProduct.set(productId, [variant])
  }
  for (const list of byProduct.values()) list.sort((a, b) => colorRank(a.color) - colorRank(b.color) || sizeRank(a.size) - sizeRank(b.size))
  return byProduct
}

/** The storefront's view: each offered variant with what a shopper can still buy, and their total as `stock`. */
export function toProduct(row: ProductRow, variants: readonly VariantStock[] = []): Product {
  const { priceCents, isActive: _active, status: _status, lowStockThreshold: _threshold, ...rest } = row
  const list = row.isCustomMade ? [] : [...variants]
  return { ...rest, stock: list.reduce((sum, v) => sum + v.available, 0), variants: list, price: formatAmount(priceCents) }
}

/** Products as the storefront sees them, their variants read in one go. */
export async function toProducts(db: Db, rows: readonly ProductRow[]): Promise<Product[]> {
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => toProduct(row, variants.get(row.id)))
}

export function toBlogPost(row: PostRow): BlogPost {
  return row
}

/**
 * Lets other requests run between two reads. The embedded libSQL driver answers synchronously,
 * so without this a long list would hold the event loop from its first page to its last.
 */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Rows read in one go: the embedded driver reads synchronously, and other requests wait meanwhile. */
export const READ_SLICE = 50

/**
 * Active products in catalogue order (oldest first, then by code), read READ_SLICE at a time
 * with a turn of the event loop between reads: the whole list, or `limit` of them
 * after the product `after`, in `category`.
 */
export async function* productPages(db: Db, query: ProductListQuery = {}): AsyncGenerator<Product[]> {
  let position: { createdAt: string; code: string } | undefined
  if (query.after) {
    const [found] = await db.select({ createdAt: products.createdAt, code: products.code }).from(products).where(eq(products.id, query.after)).limit(1)
    position = found
    if (!position) throw invalid('No product has this id: start again from the first page', 'unknown_cursor', { after: 'No product has this id' })
  }
  let remaining = query.limit ?? Number.POSITIVE_INFINITY
  while (remaining > 0) {
    const conditions: (SQL | undefined)[] = [eq(products.isActive, true)]
    if (query.category) conditions.push(eq(products.category, query.category))
    if (position) {
      conditions.push(or(gt(products.createdAt, position.createdAt), and(eq(products.createdAt, position.createdAt), gt(products.code, position.code))))
    }
    const size = Math.min(remaining, READ_SLICE)
    const rows = await db
      .select()
      .from(products)
      .where(and(...conditions))
      .orderBy(asc(products.createdAt), asc(products.code))
      .limit(size)
    yield await toProducts(db, rows)
    remaining -= rows.length
    const last = rows.at(-1)
    if (!last || rows.length < size) return
    position = { createdAt: last.createdAt, code: last.code }
    await nextTurn()
  }
}

export async function listProducts(db: Db, query: ProductListQuery = {}): Promise<Product[]> {
  const list: Product[] = []
  for await (const page of productPages(db, query)) list.push(...page)
  return list
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  if (!row || !row.isActive) return undefined
  return toProduct(row, (await variantsOf(db, [row.id])).get(row.id))
}

/** A product page's "you may also like": same category, in stock, not itself, in catalogue order. */
export async function relatedProducts(db: Db, product: Pick<Product, 'id' | 'category'>, limit: number): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.category, product.category), ne(products.id, product.id), hasVariantInStock()))
    .orderBy(asc(products.createdAt), asc(products.code))
    .limit(limit)
  return toProducts(db, rows)
}

export async function listPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt))
  return rows.map(toBlogPost)
}

export async function findPost(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1)
  return row ? toBlogPost(row) : undefined
}
