// Reads of the public catalogue and blog, shaped as the shared contract.
import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { imagesOf } from '#shared/catalogue/catalogue'
import { colorRank, sizeRank, type VariantStock } from '#shared/catalogue/variants'
import { formatAmount } from '#shared/pricing/money'
import { ratingOf } from '#shared/reviews/reviews'
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
 * size order: one statement on the variants' product index, each product's variants coming as one
 * JSON array (a row a product, not a row a variant: the driver's cost is per row).
 */
export async function variantsOf(db: Db, productIds: readonly string[]): Promise<Map<string, VariantStock[]>> {
  const byProduct = new Map<string, VariantStock[]>()
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select({
      productId: productVariants.productId,
      variants: sql<string>`json_group_array(json_object('sku', ${productVariants.sku}, 'color', ${productVariants.color}, 'size', ${productVariants.size}, 'available', ${availableUnits}))`,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), eq(productVariants.notOffered, false)))
    .groupBy(productVariants.productId)
  for (const { productId, variants } of rows) {
    const list = JSON.parse(variants) as VariantStock[]
    byProduct.set(
      productId,
      list.sort((a, b) => colorRank(a.color) - colorRank(b.color) || sizeRank(a.size) - sizeRank(b.size)),
    )
  }
  return byProduct
}

/** The storefront's view: each offered variant with what a shopper can still buy, and their total as `stock`. */
export function toProduct(row: ProductRow, variants: readonly VariantStock[] = []): Product {
  // Whether a product can be returned is answered by the returns calls, per order line (decision 039).
  const { priceCents, isActive: _active, status: _status, lowStockThreshold: _threshold, returnable: _returnable, reviewCount, ratingTotal, ...rest } = row
  const list = row.isCustomMade ? [] : [...variants]
  const rating = ratingOf(ratingTotal, reviewCount)
  return {
    ...rest,
    images: imagesOf(row),
    stock: list.reduce((sum, v) => sum + v.available, 0),
    variants: list,
    price: formatAmount(priceCents),
    // The approved reviews' rating (decision 042), kept on the row by the reviews_rating_* triggers.
    ...(rating && { rating }),
  }
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
 * A product in a list: its id and the stamp its row had when the list was read (decision 027):
 * its sync version and the time of its last write, which together never repeat (a database
 * restored to an earlier point hands out versions again, never with the same times).
 */
export type ProductKey = { id: string; version: number; updatedAt: string }

/**
 * Active products in catalogue order (oldest first, then by code), as keys: the whole list, or
 * `limit` of them after the product `after`, in `category`. The keys are read in one statement
 * (one JSON array: a row a product would cost the driver far more) and handed out READ_SLICE at a
 * time with a turn of the event loop between slices; what a product looks like is read only for
 * those whose serialised copy is not current (http/catalogue-answers.ts).
 */
export async function* productKeyPages(db: Db, query: ProductListQuery = {}): AsyncGenerator<ProductKey[]> {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)]
  if (query.category) conditions.push(eq(products.category, query.category))
  if (query.after) {
    const [position] = await db.select({ createdAt: products.createdAt, code: products.code }).from(products).where(eq(products.id, query.after)).limit(1)
    if (!position) throw invalid('No product has this id: start again from the first page', 'unknown_cursor', { after: 'No product has this id' })
    conditions.push(or(gt(products.createdAt, position.createdAt), and(eq(products.createdAt, position.createdAt), gt(products.code, position.code))))
  }
  const matching = db
    .select({ id: products.id, version: products.version, updatedAt: products.updatedAt, createdAt: products.createdAt, code: products.code })
    .from(products)
    .where(and(...conditions))
    .$dynamic()
  // Sorted twice only when a limit needs the first ones; the array is built in order either way.
  const listed = (query.limit ? matching.orderBy(asc(products.createdAt), asc(products.code)).limit(query.limit) : matching).as('listed')
  const [row] = await db
    .select({ keys: sql<string>`json_group_array(json_array(${listed.id}, ${listed.version}, ${listed.updatedAt}) ORDER BY ${listed.createdAt}, ${listed.code})` })
    .from(listed)
  const keys = (JSON.parse(row?.keys ?? '[]') as [string, number, string][]).map(([id, version, updatedAt]) => ({ id, version, updatedAt }))
  for (let i = 0; i < keys.length; i += READ_SLICE) {
    if (i > 0) await nextTurn()
    yield keys.slice(i, i + READ_SLICE)
  }
}

/**
 * The active ones of these products as the storefront sees them, as they are now (a product may
 * have changed since its key was read: it comes with its newer version), in no particular order.
 * Two indexed reads, whatever the number of products.
 */
export async function productsByIds(db: Db, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.isActive, true)))
  return toProducts(db, rows)
}

/** Active products in catalogue order, READ_SLICE at a time (see productKeyPages). */
export async function* productPages(db: Db, query: ProductListQuery = {}): AsyncGenerator<Product[]> {
  for await (const keys of productKeyPages(db, query)) {
    const byId = new Map((await productsByIds(db, keys.map((k) => k.id))).map((p) => [p.id, p]))
    yield keys.flatMap((k) => byId.get(k.id) ?? [])
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
