// Delta sync of the public catalogue and blog (docs/decisions/002 and 004). Triggers stamp every
// product and post write with the next value of the `sync` counter and record deletions as
// tombstones, so "what changed since cursor N" is three indexed range reads.
import { eq, gt } from 'drizzle-orm'
import type { Product, SyncDelta } from '#shared/schemas/catalogue'
import type { Db } from '#worker/db/client'
import { blogPosts, counters, products, syncTombstones } from '#worker/db/schema'
import { toBlogPost, toProduct } from './catalogue'

export async function currentSyncCursor(db: Db): Promise<number> {
  const [row] = await db.select({ value: counters.value }).from(counters).where(eq(counters.name, 'sync'))
  return row?.value ?? 0
}

/**
 * Everything that changed after `since`, read in one batch (one transaction) so the cursor and
 * the rows agree. A cursor from the future means the server lost history: the client gets a
 * full copy flagged `reset`.
 */
export async function changesSince(db: Db, since: number): Promise<SyncDelta> {
  const read = (from: number) =>
    db.batch([
      db.select({ value: counters.value }).from(counters).where(eq(counters.name, 'sync')),
      db.select().from(products).where(gt(products.version, from)),
      db.select().from(blogPosts).where(gt(blogPosts.version, from)),
      db.select().from(syncTombstones).where(gt(syncTombstones.version, from)),
    ])
  let [counter, productRows, postRows, tombstones] = await read(since)
  const cursor = counter[0]?.value ?? 0
  const reset = since > cursor
  if (reset) [counter, productRows, postRows, tombstones] = await read(0)

  const deletedProducts = tombstones.filter((t) => t.entity === 'product').map((t) => t.entityId)
  const deletedPosts = tombstones.filter((t) => t.entity === 'post').map((t) => t.entityId)
  const activeProducts: Product[] = []
  for (const row of productRows) {
    if (row.isActive) activeProducts.push(toProduct(row))
    else deletedProducts.push(row.id)
  }
  return {
    cursor: counter[0]?.value ?? cursor,
    reset,
    products: activeProducts,
    posts: postRows.map(toBlogPost),
    deleted: { products: deletedProducts, posts: deletedPosts },
  }
}
