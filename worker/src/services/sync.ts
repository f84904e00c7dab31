// Delta sync of the public catalogue and blog (docs/decisions/002 and 004). Triggers stamp every
// product and post write with the next value of the `sync` counter and record deletions as
// tombstones, so "what changed since cursor N" is three indexed range reads.
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { MAX_PAGE_SIZE, type BlogPost, type Product, type SyncDelta } from '#shared/schemas/catalogue'
import type { Db } from '#worker/db/client'
import { blogPosts, counters, products, syncTombstones } from '#worker/db/schema'
import { nextTurn, READ_SLICE, toBlogPost, toProduct, variantsOf } from './catalogue'

type ProductRow = typeof products.$inferSelect
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


type Slice = { cursor: number; bound: number; products: ProductRow[]; posts: PostRow[]; tombstones: TombstoneRow[] }

/** At most `limit` records changed after `from`, and the cursor, read in one batch (one transaction) so they agree. */
async function readSlice(db: Db, from: number, limit: number): Promise<Slice> {
  const bound = pageBound(from, limit)
  const [counter, productRows, postRows, tombstones] = await db.batch([
    db.select({ value: counters.value, bound: sql<number>`${bound}` }).from(counters).where(eq(counters.name, 'sync')),
    db.select().from(products).where(and(gt(products.version, from), lte(products.version, bound))),
    db.select().from(blogPosts).where(and(gt(blogPosts.version, from), lte(blogPosts.version, bound))),
    db.select().from(syncTombstones).where(and(gt(syncTombstones.version, from), lte(syncTombstones.version, bound))),
  ])
  const cursor = counter[0]?.value ?? 0
  return { cursor, bound: Math.min(Number(counter[0]?.bound ?? cursor), cursor), products: productRows, posts: postRows, tombstones }
}

/**
 * What changed after `since`, at most `limit` records a page; `more` says another page follows
 * (the client asks again with the returned cursor). The page is read in slices of READ_SLICE
 * with a turn of the event loop between them, so eight devices running a first sync never hold
 * up other requests for long. Slices need no common transaction: each covers a version range, and
 * a record written after its range was read comes again, with its new version, in a later one.
 * A cursor from the future means the server lost history: the client gets a full copy, from its
 * first page, flagged `reset`.
 */
export async function changesSince(db: Db, since: number, limit = MAX_PAGE_SIZE): Promise<SyncDelta> {
  let slice = await readSlice(db, since, Math.min(limit, READ_SLICE))
  const reset = since > slice.cursor
  if (reset) slice = await readSlice(db, 0, Math.min(limit, READ_SLICE))
  const slices = [slice]
  let read = slice.products.length + slice.posts.length + slice.tombstones.length
  while (slice.bound < slice.cursor && read < limit) {
    await nextTurn()
    slice = await readSlice(db, slice.bound, Math.min(limit - read, READ_SLICE))
    slices.push(slice)
    read += slice.products.length + slice.posts.length + slice.tombstones.length
  }

  const deleted = { products: [] as string[], posts: [] as string[] }
  const activeProducts: Product[] = []
  const posts: BlogPost[] = []
  const variants = await variantsOf(
    db,
    slices.flatMap((s) => s.products.filter((p) => p.isActive).map((p) => p.id)),
  )
  for (const { products: productRows, posts: postRows, tombstones } of slices) {
    for (const t of tombstones) (t.entity === 'product' ? deleted.products : deleted.posts).push(t.entityId)
    for (const row of productRows) {
      if (row.isActive) activeProducts.push(toProduct(row, variants.get(row.id)))
      else deleted.products.push(row.id)
    }
    for (const row of postRows) posts.push(toBlogPost(row))
  }
  return { cursor: slice.bound, more: slice.bound < slice.cursor, reset, products: activeProducts, posts, deleted }
}
