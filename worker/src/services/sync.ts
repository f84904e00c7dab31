// Delta sync of the public catalogue and blog (docs/decisions/002 and 004). Triggers stamp every
// product and post write with the next value of the `sync` counter and record deletions as
// tombstones, so "what changed since cursor N" is three indexed range reads.
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { MAX_PAGE_SIZE, type BlogPost, type SyncDelta } from '#shared/schemas/catalogue'
import type { Db } from '#worker/db/client'
import { blogPosts, counters, products, syncTombstones } from '#worker/db/schema'
import { productsByIds, toBlogPost, type ProductKey } from './catalogue'

type ProductKeyRow = ProductKey & { isActive: boolean }
type PostRow = typeof blogPosts.$inferSelect
type TombstoneRow = typeof syncTombstones.$inferSelect

const cursorQueries = new WeakMap<Db, { get(): Promise<{ value: number } | undefined> }>()

/**
 * The sync cursor. Every catalogue and sync request reads it (it keys the cached answers), so the
 * statement is built once per database, not per request.
 */
export async function currentSyncCursor(db: Db): Promise<number> {
  let query = cursorQueries.get(db)
  if (!query) {
    query = db.select({ value: counters.value }).from(counters).where(eq(counters.name, 'sync')).prepare()
    cursorQueries.set(db, query)
  }
  return (await query.get())?.value ?? 0
}

/**
 * The version after which the first `limit` records changed since `from` end: the `limit`-th
 * smallest version above `from` over products, posts and tombstones together (each walked on its
 * version index), or the cursor itself when fewer changed. Versions come from one counter, so
 * "everything in (from, bound]" is a page that later pages never need to repeat: a record
 * written after it was read gets a new version above the bound and comes again later.
 */
const changedVersions = (from: number) => sql`
  SELECT ${products.version} AS v FROM ${products} WHERE ${products.version} > ${from}
  UNION ALL SELECT ${blogPosts.version} FROM ${blogPosts} WHERE ${blogPosts.version} > ${from}
  UNION ALL SELECT ${syncTombstones.version} FROM ${syncTombstones} WHERE ${syncTombstones.version} > ${from}`
const pageBound = (from: number, limit: number) => sql`coalesce(
  (SELECT v FROM (${changedVersions(from)}) ORDER BY v LIMIT 1 OFFSET ${limit - 1}),
  (SELECT ${counters.value} FROM ${counters} WHERE ${counters.name} = 'sync'),
  0)`


type Page = { cursor: number; bound: number; products: ProductKeyRow[]; posts: PostRow[]; tombstones: TombstoneRow[] }

/** At most `limit` records changed after `from`, and the cursor, read in one batch (one transaction) so they agree. */
async function readPage(db: Db, from: number, limit: number): Promise<Page> {
  const bound = pageBound(from, limit)
  const [counter, productRows, postRows, tombstones] = await db.batch([
    db.select({ value: counters.value, bound: sql<number>`${bound}` }).from(counters).where(eq(counters.name, 'sync')),
    db
      .select({ id: products.id, version: products.version, updatedAt: products.updatedAt, isActive: products.isActive })
      .from(products)
      .where(and(gt(products.version, from), lte(products.version, bound))),
    db.select().from(blogPosts).where(and(gt(blogPosts.version, from), lte(blogPosts.version, bound))),
    db.select().from(syncTombstones).where(and(gt(syncTombstones.version, from), lte(syncTombstones.version, bound))),
  ])
  const cursor = counter[0]?.value ?? 0
  return { cursor, bound: Math.min(Number(counter[0]?.bound ?? cursor), cursor), products: productRows, posts: postRows, tombstones }
}

/** A sync page whose products are keys: what they look like is read by whoever writes the answer. */
export type SyncKeys = Omit<SyncDelta, 'products'> & { products: ProductKey[] }

/**
 * What changed after `since`, at most `limit` records a page; `more` says another page follows
 * (the client asks again with the returned cursor). The page is read in one batch (one
 * transaction), products as keys (id and stamp): what they look like is read by whoever writes
 * the answer, a slice at a time (decision 027). A record written after the page was read gets a
 * new version above its bound and comes again in a later page.
 * A cursor from the future means the server lost history: the client gets a full copy, from its
 * first page, flagged `reset`.
 */
export async function changedKeysSince(db: Db, since: number, limit = MAX_PAGE_SIZE): Promise<SyncKeys> {
  let page = await readPage(db, since, limit)
  const reset = since > page.cursor
  if (reset) page = await readPage(db, 0, limit)

  const deleted = { products: [] as string[], posts: [] as string[] }
  const activeProducts: ProductKey[] = []
  for (const t of page.tombstones) (t.entity === 'product' ? deleted.products : deleted.posts).push(t.entityId)
  for (const { isActive, ...key } of page.products) {
    if (isActive) activeProducts.push(key)
    else deleted.products.push(key.id)
  }
  const posts: BlogPost[] = page.posts.map(toBlogPost)
  return { cursor: page.bound, more: page.bound < page.cursor, reset, products: activeProducts, posts, deleted }
}

/**
 * The same page with its products as the storefront sees them, read now. A product that changed
 * after its key was read comes as it is now (it also comes again in a later page); one taken off
 * sale or deleted meanwhile is left out (its deletion comes in a later page).
 */
export async function changesSince(db: Db, since: number, limit = MAX_PAGE_SIZE): Promise<SyncDelta> {
  const { products: keys, ...rest } = await changedKeysSince(db, since, limit)
  const byId = new Map((await productsByIds(db, keys.map((k) => k.id))).map((p) => [p.id, p]))
  return { ...rest, products: keys.flatMap((k) => byId.get(k.id) ?? []) }
}
