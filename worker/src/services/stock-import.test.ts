// Stock import at the moment of writing (decision 026): a checkout that holds units between the
// file's check and its batch makes the database refuse the batch; nothing is written and the
// answer names the row. The hold is made by a real write on the same real database, just before
// the import's batch runs.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { defaultSku } from '#shared/catalogue/variants'
import type { Db } from '#worker/db/client'
import { adminAuditLog, products, productVariants } from '#worker/db/schema'
import { createTestDb } from '#worker/test/test-app'
import { applyStockImport } from './stock-import'

let t: Awaited<ReturnType<typeof createTestDb>>
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

it('writes nothing and names the row when a checkout holds units after the file was checked', async () => {
  const [product] = await t.db.insert(products).values({ code: 'IMP-1', nameEn: 'Faja', nameEs: 'Faja', nameFr: 'Gaine', priceCents: 5000, category: 'sculpt-support', colors: ['black'], sizes: ['S', 'M'] }).returning()
  const [s, m] = await t.db
    .insert(productVariants)
    .values(['S', 'M'].map((size) => ({ productId: product!.id, color: 'black', size, sku: defaultSku('IMP-1', 'black', size), stock: 5 })))
    .returning()
  // The import checks the file (nothing is held yet), then a checkout holds 3 units of size S.
  const racing: Db = Object.assign(Object.create(t.db) as Db, {
    batch: async (statements: Parameters<Db['batch']>[0]) => {
      await t.db.update(productVariants).set({ reserved: sql`${productVariants.reserved} + 3` }).where(eq(productVariants.id, s!.id))
      return t.db.batch(statements)
    },
  })
  const report = await applyStockImport(racing, 'staff-1', `sku,stock\n${m!.sku},9\n${s!.sku},2\n`, new Date())
  expect(report).toMatchObject({ applied: false, errors: [{ line: 3, sku: s!.sku, code: 'stock_below_pending', pendingQty: 3 }] })
  const after = await t.db.select().from(productVariants).where(eq(productVariants.productId, product!.id))
  expect(after.map((v) => [v.size, v.stock, v.reserved]).sort()).toEqual([
    ['M', 5, 0],
    ['S', 5, 3],
  ])
  expect(await t.db.select().from(adminAuditLog)).toEqual([])
})
