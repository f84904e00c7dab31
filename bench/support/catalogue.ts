// Grows the demo catalogue to a given size by copying the seeded products under new ids and
// codes, as a shop with a large range would look to the API (same text sizes, same columns).
import type { Db } from '#worker/db/client'
import { products } from '#worker/db/schema'

export async function growCatalogue(db: Db, total: number): Promise<number> {
  const seeded = await db.select().from(products)
  const missing = total - seeded.length
  if (missing <= 0) return seeded.length
  const copies = Array.from({ length: missing }, (_, i) => {
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...rest } = seeded[i % seeded.length]!
    return { ...rest, code: `BENCH-${String(seeded.length + i).padStart(5, '0')}` }
  })
  // One transaction for all of them: the sync triggers fire per row either way.
  await db.transaction(async (tx) => {
    for (let i = 0; i < copies.length; i += 200) await tx.insert(products).values(copies.slice(i, i + 200))
  })
  return total
}
