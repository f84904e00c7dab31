// The shop's first page as the server draws it: the same products, order and count as the full
// catalogue filtered and sorted the way the shop page does (shop-filters.ts in the app), on the
// seeded demo catalogue in a real libSQL file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopFilters } from '#shared/catalogue/shop-filters'
import { hasInStock } from '#shared/catalogue/variant-choices'
import { parseAmount } from '#shared/pricing/money'
import type { Product } from '#shared/schemas/catalogue'
import { listProducts, relatedProducts } from '#worker/services/catalogue'
import { createTestApp } from '#worker/test/test-app'
import { shopPage } from './shop-pages'

let t: Awaited<ReturnType<typeof createTestApp>>
let all: Product[]
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  all = await listProducts(t.db)
})
afterAll(() => t.close())

const ids = (list: Product[]) => list.map((p) => p.id)
const price = (p: Product) => parseAmount(p.price)

describe('shopPage', () => {
  it('gives the first products in catalogue order and counts them all', async () => {
    const page = await shopPage(t.db, { sort: 'featured' }, 'en', 4)
    expect(ids(page.products)).toEqual(ids(all.slice(0, 4)))
    expect(page.total).toBe(all.length)
  })

  it('filters by category, size, colour and price as the shop page does', async () => {
    const filters: ShopFilters = { category: 'sculpt-support', size: 'M', color: 'black', min: 50, max: 150, sort: 'featured' }
    const expected = all.filter(
      (p) => p.category === 'sculpt-support' && hasInStock(p, { size: 'M', color: 'black' }) && price(p) >= 5000 && price(p) <= 15000,
    )
    expect(expected.length).toBeGreaterThan(0)
    // Only products with that very variant in stock: some make it and have none left.
    expect(all.some((p) => p.category === 'sculpt-support' && p.sizes.includes('M') && p.colors.includes('black') && !expected.includes(p))).toBe(true)
    const page = await shopPage(t.db, filters, 'fr', 24)
    expect(ids(page.products)).toEqual(ids(expected))
    expect(page.total).toBe(expected.length)
  })

  it('sorts by price both ways, newest first and by name in the page language, ties in catalogue order', async () => {
    const byPrice = [...all].sort((a, b) => price(a) - price(b))
    expect(ids((await shopPage(t.db, { sort: 'price-asc' }, 'en', 24)).products)).toEqual(ids(byPrice.slice(0, 24)))
    const byPriceDesc = [...all].sort((a, b) => price(b) - price(a))
    expect(ids((await shopPage(t.db, { sort: 'price-desc' }, 'en', 24)).products)).toEqual(ids(byPriceDesc.slice(0, 24)))
    const newest = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    expect(ids((await shopPage(t.db, { sort: 'newest' }, 'en', 24)).products)).toEqual(ids(newest.slice(0, 24)))
    const collator = new Intl.Collator('es-CO', { sensitivity: 'base' })
    const byName = [...all].sort((a, b) => collator.compare(a.nameEs, b.nameEs))
    const page = await shopPage(t.db, { sort: 'name' }, 'es', 5)
    expect(ids(page.products)).toEqual(ids(byName.slice(0, 5)))
    expect(page.total).toBe(all.length)
  })

  it("searches (?q=) in the page's language, accents and case folded, category names included, like the header's search", async () => {
    const page = await shopPage(t.db, { q: 'CINTURA', sort: 'price-asc' }, 'es', 24)
    const cinturillas = all.filter((p) => p.nameEs.startsWith('Cinturilla'))
    expect(cinturillas.length).toBeGreaterThan(2)
    expect(ids(page.products)).toEqual(expect.arrayContaining(ids(cinturillas)))
    expect(page.products.map(price)).toEqual(page.products.map(price).sort((a, b) => a - b))
    expect(page.total).toBe(page.products.length)
    // English words find nothing on a Spanish page; a category's name finds its products.
    expect(await shopPage(t.db, { q: 'waist trainer', sort: 'featured' }, 'es', 24)).toEqual({ products: [], total: 0 })
    const face = await shopPage(t.db, { q: 'visage', sort: 'featured' }, 'fr', 24, { 'face-neck-sculpt': 'Ligne Visage & Cou' })
    expect(face.products.length).toBeGreaterThan(0)
    expect(ids(face.products)).toEqual(expect.arrayContaining(ids(all.filter((p) => p.category === 'face-neck-sculpt'))))
  })

  it('suggests, beside a product, in-stock pieces of its category in catalogue order', async () => {
    const product = all.find((p) => p.category === 'sculpt-support')!
    const expected = all.filter((p) => p.category === product.category && p.id !== product.id && p.stock > 0).slice(0, 4)
    expect(ids(await relatedProducts(t.db, product, 4))).toEqual(ids(expected))
  })

  it('leaves out products taken off sale', async () => {
    await t.client.execute({ sql: 'UPDATE products SET is_active = 0 WHERE id = ?', args: [all[0]!.id] })
    const page = await shopPage(t.db, { sort: 'featured' }, 'en', 2)
    expect(ids(page.products)).toEqual(ids(all.slice(1, 3)))
    expect(page.total).toBe(all.length - 1)
  })
})
