// The statements that move a variant's units (decision 026). Each is one UPDATE of one variant,
// put by its caller into the batch that changes the order, so the variant's CHECKs
// (0 ≤ reserved ≤ stock, stock ≥ 0) refuse the whole batch rather than oversell or go negative.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { productVariants } from '#worker/db/schema'

/**
 * Units per variant of these order lines, repeats added up. A made-to-measure line names no
 * variant: it is made for its order and never touches stock.
 */
export function unitsPerVariant(lines: readonly { variantId: string | null; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>()
  for (const line of lines) if (line.variantId) units.set(line.variantId, (units.get(line.variantId) ?? 0) + line.quantity)
  return units
}

const update = (db: Db, variantId: string, set: { stock?: number; reserved?: number }) =>
  db
    .update(productVariants)
    .set({
      ...(set.stock !== undefined && { stock: sql`${productVariants.stock} + ${set.stock}` }),
      ...(set.reserved !== undefined && { reserved: sql`${productVariants.reserved} + ${set.reserved}` }),
    })
    .where(eq(productVariants.id, variantId))

/** An unpaid order holds units (`units` > 0) or gives its hold back (`units` < 0). */
export const holdUnits = (db: Db, variantId: string, units: number) => update(db, variantId, { reserved: units })

/** A payment turns held units into sold ones: they leave the shelf and the hold. */
export const sellHeldUnits = (db: Db, variantId: string, units: number) => update(db, variantId, { stock: -units, reserved: -units })

/** Units leave (`units` < 0: a late payment takes them again) or come back to the shelf (a cancellation or refund with restock). */
export const changeStock = (db: Db, variantId: string, units: number) => update(db, variantId, { stock: units })

/** One statement per variant of these lines. */
export const forEachVariant = <T>(lines: readonly { variantId: string | null; quantity: number }[], statement: (variantId: string, units: number) => T): T[] =>
  [...unitsPerVariant(lines)].map(([variantId, units]) => statement(variantId, units))
