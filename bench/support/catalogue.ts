// Grows the demo catalogue to a given size by copying the seeded products under new ids and
// codes, as a shop with a large range would look to the API (same text sizes, same columns):
// every copy comes in all 4 colours × 8 sizes, 32 variants with their own stock (decision 026).
import { PRODUCT_COLORS, PRODUCT_SIZES } from '#shared/catalogue/catalogue'
import type { Db } from '#worker/db/client'
import { products, productVariants } from '#worker/db/schema'
import { seedVariants } from '#worker/db/seed/variant-stock'

export async function growCatalogue(db: Db, total: number): Promise<number> {
  const seeded = await db.select().from(products)
  const missing = total - seeded.length
  if (missing <= 0) return seeded.length
  const copies = Array.from({ length: missing }, (_, i) => {
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...rest } = seeded[i % seeded.length]!
    return { ...rest, code: `BENCH-${String(seeded.length + i).padStart(5, '0')}`, colors: [...PRODUCT_COLORS], sizes: [...PRODUCT_SIZES], isCustomMade: false, isActive: true }
  })
  // One transaction for all of them: the sync triggers fire per row either way.
  await db.transaction(async (tx) => {
    for (let i = 0; i < copies.length; i += 200) {
      const rows = await tx.insert(products).values(copies.slice(i, i + 200)).returning({ id: products.id, code: products.code })
      const variants = rows.flatMap((row) => seedVariants({ ...row, colors: PRODUCT_COLORS, sizes: PRODUCT_SIZES, stock: 40 }).map((v) => ({ ...v, productId: row.id })))
      for (let j = 0; j < variants.length; j += 500) await tx.insert(productVariants).values(variants.slice(j, j + 500))
    }
  })
  return total
}
