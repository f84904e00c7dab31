// What /sitemap.xml lists besides the fixed pages: every active product and every post, with the
// time each last changed. Ids, slugs and dates only, so the map stays cheap at 10,000 products.
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { blogPosts, products } from '#worker/db/schema'

type SiteMapEntries = { products: { id: string; updatedAt: string }[]; posts: { slug: string; updatedAt: string }[] }

export async function siteMapEntries(db: Db): Promise<SiteMapEntries> {
  const [productRows, postRows] = await Promise.all([
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.createdAt), asc(products.code)),
    db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).orderBy(desc(blogPosts.publishedAt)),
  ])
  return { products: productRows, posts: postRows }
}
