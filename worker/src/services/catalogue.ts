// Reads of the public catalogue and blog, shaped as the shared contract.
import { asc, desc, eq } from 'drizzle-orm'
import { formatAmount } from '#shared/pricing/money'
import type { BlogPost, Product } from '#shared/schemas/catalogue'
import type { Db } from '#worker/db/client'
import { blogPosts, products } from '#worker/db/schema'

type ProductRow = typeof products.$inferSelect
type PostRow = typeof blogPosts.$inferSelect

/** The storefront's view: `stock` is what a shopper can still buy, units held by unpaid orders excluded. */
export function toProduct(row: ProductRow): Product {
  const { priceCents, isActive: _active, reserved, stock, ...rest } = row
  return { ...rest, stock: Math.max(0, stock - reserved), price: formatAmount(priceCents) }
}

export function toBlogPost(row: PostRow): BlogPost {
  return row
}

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.createdAt), asc(products.code))
  return rows.map(toProduct)
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return row && row.isActive ? toProduct(row) : undefined
}

export async function listPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt))
  return rows.map(toBlogPost)
}

export async function findPost(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1)
  return row ? toBlogPost(row) : undefined
}
