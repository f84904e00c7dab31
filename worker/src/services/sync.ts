// Delta sync of the public catalogue and blog (docs/decisions/002 and 004). Triggers stamp every
// product and post write with the next value of the `sync` counter and record deletions as
// tombstones, so "what changed since cursor N" is three indexed range reads.
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { MAX_PAGE_SIZE, type Product, type SyncDelta } from '#shared/schemas/catalogue'
import type { Db } from '#worker/db/client'
import { blogPosts, counters, products, syncTombstones } from '#worker/db/schema'
import { toBlogPost, toProduct } from './catalogue'

export async function currentSyncCursor(db: Db): Promise<number> {
  const [row] = await db.select({ value: counters.value }).from(counters).where(eq(counters.name, 'sync'))
  return row?.value ?? 0
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

/**
 * What changed after `since`, at most `limit` records a page, read in one batch (one
 * transaction) so the cursor and the rows agree. `more` says another page follows: the client
 * asks again with the returned cursor. A cursor from the future means the server lost history:
 * the client gets a full copy, from its first page, flagged `reset`.
 */
export async function changesSince(db: Db, since: number, limit = MAX_PAGE_SIZE): Promise<SyncDelta> {
  const read = (from: number) => {
    const bound = pageBound(from, limit)
    return db.batch([
      db.select({ value: counters.value, bound: sql<number>`${bound}` }).from(counters).where(eq(counters.name, 'sync')),
      db.select().from(products).where(and(gt(products.version, from), lte(products.version, bound))),
      db.select().from(blogPosts).where(and(gt(blogPosts.version, from), lte(blogPosts.version, bound))),
      db.select().from(syncTombstones).where(and(gt(syncTombstones.version, from), lte(syncTombstones.version, bound))),
    ])
  }
  let [counter, productRows, postRows, tombstones] = await read(since)
  const reset = since > (counter[0]?.value ?? 0)
  if (reset) [counter, productRows, postRows, tombstones] = await read(0)
  const cursor = counter[0]?.value ?? 0
  const bound = Math.min(Number(counter[0]?.bound ?? cursor), cursor)

  const deletedProducts = tombstones.filter((t) => t.entity === 'product').map((t) => t.entityId)
  const deletedPosts = tombstones.filter((t) => t.entity === 'post').map((t) => t.entityId)
  const activeProducts: Product[] = []
  for (const row of productRows) {
    if (row.isActive) activeProducts.push(toProduct(row))
    else deletedProducts.push(row.id)
  }
  return {
    cursor: bound,
    more: bound < cursor,
    reset,
    products: activeProducts,
    posts: postRows.map(toBlogPost),
    deleted: { products: deletedProducts, posts: deletedPosts },
  }
}
