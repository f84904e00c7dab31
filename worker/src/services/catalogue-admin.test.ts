// Two edits of one product that both add a colour: the second's read comes before the first's
// write (the write of the first runs inside the second's batch, on the same real database), so
// both add the same variants; each combination still gets one variant and both edits succeed.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Db } from '#worker/db/client'
import { productVariants } from '#worker/db/schema'
import { createTestDb } from '#worker/test/test-app'
import { createProduct, updateProduct } from './catalogue-admin'

let t: Awaited<ReturnType<typeof createTestDb>>
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

it('gives each colour and size one variant when two edits add it at the same moment', async () => {
  const product = await createProduct(t.db, 'staff-1', { code: 'RACE-1', category: 'sculpt-support', colors: ['black'], sizes: ['S'] }, new Date())
  let batches = 0
  const racing: Db = Object.assign(Object.create(t.db) as Db, {
    batch: async (statements: Parameters<Db['batch']>[0]) => {
      // The first batch reads the product; the other edit lands just before the second, the write.
      if (++batches === 2) await updateProduct(t.db, 'staff-2', product.id, { colors: ['black', 'nude'], nameEn: 'First' }, new Date())
      return t.db.batch(statements)
    },
  })
  const second = await updateProduct(racing, 'staff-1', product.id, { colors: ['black', 'nude'], nameEn: 'Second' }, new Date())
  expect(second.nameEn).toBe('Second')
  const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, product.id))
  expect(variants.map((v) => v.sku).sort()).toEqual(['RACE-1-BLK-S', 'RACE-1-NUD-S'])
})
