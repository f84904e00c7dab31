// The catalogue's answers re-serialise only what changed (decision 027): each product's JSON is
// kept by its stamp, and a list or sync page copies the kept ones, on a real libSQL database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { productSchema, syncDeltaSchema } from '#shared/schemas/catalogue'
import { listProducts, productKeyPages, type ProductKey } from '#worker/services/catalogue'
import { changedKeysSince, changesSince } from '#worker/services/sync'
import { createTestApp } from '#worker/test/test-app'
import { inSlices, productsJson, syncDeltaJson } from './catalogue-answers'
import { ProductJsonCache } from './product-json-cache'

const productListSchema = z.array(productSchema)

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

const decoder = new TextDecoder()
async function text(pieces: AsyncIterable<Uint8Array | string>) {
  let out = ''
  for await (const piece of pieces) out += typeof piece === 'string' ? piece : decoder.decode(piece)
  return out
}
const wholeList = (cache: ProductJsonCache) => text(productsJson(t.db, productKeyPages(t.db), cache))
const addStock = (productId: string, units: number) =>
  t.client.execute({ sql: 'UPDATE product_variants SET stock = stock + ? WHERE rowid = (SELECT min(rowid) FROM product_variants WHERE product_id = ?)', args: [units, productId] })

describe('the catalogue list, written from kept product JSON', () => {
  it('is the storefront’s list, and a second answer serialises nothing', async () => {
    const cache = new ProductJsonCache(1024 * 1024)
    const first = await wholeList(cache)
    const truth = await listProducts(t.db)
    expect(productListSchema.parse(JSON.parse(first))).toEqual(truth)
    expect(cache.serialised).toBe(truth.length)
    expect(await wholeList(cache)).toBe(first)
    expect(cache.serialised).toBe(truth.length)
  })

  it('is whole even when its budget holds only a few products (kept copies pushed out while a slice is written)', async () => {
    const cache = new ProductJsonCache(16 * 1024)
    const truth = await listProducts(t.db)
    for (let run = 0; run < 3; run++) expect(productListSchema.parse(JSON.parse(await wholeList(cache)))).toEqual(truth)
  })

  it('re-serialises only the product whose stock changed (a sale touches one product)', async () => {
    const cache = new ProductJsonCache(1024 * 1024)
    await wholeList(cache)
    const before = cache.serialised
    const target = (await listProducts(t.db)).filter((p) => p.variants.length > 0)[4]!
    await addStock(target.id, 6)
    const after = productListSchema.parse(JSON.parse(await wholeList(cache)))
    expect(cache.serialised).toBe(before + 1)
    expect(after.find((p) => p.id === target.id)!.stock).toBe(target.stock + 6)
    expect(after).toEqual(await listProducts(t.db))
  })

  it('answers the list as its keys were read: a kept copy of that stamp, or the product as it is now when none is kept', async () => {
    const cache = new ProductJsonCache(1024 * 1024)
    await wholeList(cache)
    const keys: ProductKey[] = []
    for await (const slice of productKeyPages(t.db)) keys.push(...slice)
    const [changed, offSale] = [keys[2]!, keys[7]!]
    const before = productListSchema.parse(JSON.parse(await wholeList(cache)))
    await t.client.execute({ sql: 'UPDATE products SET price_cents = 777 WHERE id = ?', args: [changed.id] })
    await t.client.execute({ sql: "UPDATE products SET is_active = 0, status = 'archived' WHERE id = ?", args: [offSale.id] })
    // Kept copies: the list as it stood when its keys (and the cursor before them) were read.
    expect(productListSchema.parse(JSON.parse(await text(productsJson(t.db, inSlices(keys), cache))))).toEqual(before)
    // Nothing kept: each product as it is now, one taken off sale left out.
    const fresh = productListSchema.parse(JSON.parse(await text(productsJson(t.db, inSlices(keys), new ProductJsonCache(1024 * 1024)))))
    expect(fresh.find((p) => p.id === changed.id)!.price).toBe('7.77')
    expect(fresh.map((p) => p.id)).not.toContain(offSale.id)
    expect(fresh).toHaveLength(keys.length - 1)
    // And the next list, with its new keys, is the catalogue as it is now.
    expect(productListSchema.parse(JSON.parse(await wholeList(cache)))).toEqual(await listProducts(t.db))
    await t.client.execute({ sql: "UPDATE products SET is_active = 1, status = 'active' WHERE id = ?", args: [offSale.id] })
  })

  it('writes each sync page with the products a sync reads, kept copies or not', async () => {
    const cache = new ProductJsonCache(1024 * 1024)
    await wholeList(cache)
    const first = await changesSince(t.db, 0, 9)
    const target = first.products.find((p) => p.variants.length > 0)!
    await addStock(target.id, 2)
    const written = syncDeltaSchema.parse(JSON.parse(await text(syncDeltaJson(t.db, await changedKeysSince(t.db, 0, 9), cache))))
    expect(written).toEqual(await changesSince(t.db, 0, 9))
    // The changed product moved to the last version: the first page no longer carries it.
    expect(written.products.map((p) => p.id)).not.toContain(target.id)
  })
})

describe('ProductJsonCache', () => {
  const bytes = (n: number) => new Uint8Array(n)
  const key = (id: string, version = 1, updatedAt = '2026-01-01T00:00:00.000Z') => ({ id, version, updatedAt })

  it('answers a copy only for the stamp it was made from (version and last write both)', () => {
    const cache = new ProductJsonCache(100)
    cache.set(key('a', 3), bytes(10))
    expect(cache.get(key('a', 3))).toHaveLength(10)
    expect(cache.get(key('a', 4))).toBeUndefined()
    // A database restored to an earlier point hands out version 3 again, at another time.
    expect(cache.get(key('a', 3, '2026-02-01T00:00:00.000Z'))).toBeUndefined()
  })

  it('keeps within its budget, the least recently used out first', () => {
    const cache = new ProductJsonCache(100)
    cache.set(key('a'), bytes(40))
    cache.set(key('b'), bytes(40))
    cache.get(key('a'))
    cache.set(key('c'), bytes(40))
    expect(cache.get(key('b'))).toBeUndefined()
    expect(cache.get(key('a'))).toBeDefined()
    expect(cache.get(key('c'))).toBeDefined()
    // A newer copy replaces the old one and its bytes.
    cache.set(key('a', 2), bytes(50))
    expect(cache.get(key('a', 2))).toHaveLength(50)
    expect(cache.get(key('c'))).toBeDefined()
  })
})
