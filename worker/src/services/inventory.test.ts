// The stock export past one read of 500 products: every variant once, by product code.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { defaultSku } from '#shared/catalogue/variants'
import { products, productVariants } from '#worker/db/schema'
import { createTestDb } from '#worker/test/test-app'
import { exportStockCsv } from './inventory'

let t: Awaited<ReturnType<typeof createTestDb>>
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

it('exports every variant of a catalogue larger than one read, in product code order', async () => {
  const codes = Array.from({ length: 1001 }, (_, i) => `EX-${String(i).padStart(4, '0')}`)
  for (let i = 0; i < codes.length; i += 250) {
    const rows = await t.db
      .insert(products)
      .values(codes.slice(i, i + 250).map((code) => ({ code, nameEn: code, nameEs: code, nameFr: code, priceCents: 100, category: 'sculpt-support', colors: ['black'], sizes: ['M', 'S'] })))
      .returning()
    await t.db.insert(productVariants).values(rows.flatMap((p) => ['M', 'S'].map((size) => ({ productId: p.id, color: 'black', size, sku: defaultSku(p.code, 'black', size), stock: 1 }))))
  }
  const lines = (await exportStockCsv(t.db)).trim().split('\r\n').slice(1)
  expect(lines).toHaveLength(2002)
  expect(lines.slice(0, 2)).toEqual(['EX-0000-BLK-S,EX-0000,black,S,1,0,1,5,false', 'EX-0000-BLK-M,EX-0000,black,M,1,0,1,5,false'])
  expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(2002)
  expect(lines.at(-1)).toBe('EX-1000-BLK-M,EX-1000,black,M,1,0,1,5,false')
})
