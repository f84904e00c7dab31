import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import { productsApi } from '#shared/contracts/catalogue'
import { urlFor } from '#shared/contracts/contract'
import type { Product } from '#shared/schemas/catalogue'
import { products } from '#worker/db/schema'
import { createTestApp } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

describe('GET /api/products', () => {
  it('lists the demo catalogue in all four categories with en/es/fr text and prices as strings', async () => {
    const res = await t.request(productsApi.list.url)
    expect(res.status).toBe(200)
    const list = productsApi.list.output.parse(await res.json())
    expect(list.length).toBeGreaterThanOrEqual(24)
    expect(new Set(list.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES))
    for (const p of list) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/)
      expect(p.nameEs && p.nameFr && p.descriptionFr).toBeTruthy()
      expect(p.images).toHaveLength(p.colors.length)
    }
    expect(list.some((p) => p.stock > 0 && p.stock <= p.lowStockThreshold)).toBe(true)
  })

  it('never exposes internal columns', async () => {
    const [first] = await (await t.request(productsApi.list.url)).json()
    expect(first).not.toHaveProperty('priceCents')
    expect(first).not.toHaveProperty('isActive')
    expect(first).not.toHaveProperty('reserved')
  })

  it('hides deactivated products from the list and from their page', async () => {
    const [row] = await t.db.select().from(products).limit(1)
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, row!.id))
    const list: Product[] = await (await t.request(productsApi.list.url)).json()
    expect(list.find((p) => p.id === row!.id)).toBeUndefined()
    expect((await t.request(urlFor(productsApi.byId, { id: row!.id }))).status).toBe(404)
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, row!.id))
  })
})

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const [row] = await t.db.select().from(products).limit(1)
    const res = await t.request(urlFor(productsApi.byId, { id: row!.id }))
    expect(res.status).toBe(200)
    expect(productsApi.byId.output.parse(await res.json())).toMatchObject({ id: row!.id, code: row!.code, price: (row!.priceCents / 100).toFixed(2) })
  })

  it('answers an unknown id with a 404 JSON error', async () => {
    const res = await t.request(urlFor(productsApi.byId, { id: 'does-not-exist' }))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found' } })
  })
})
