import { FEW_LEFT } from '#shared/catalogue/variants'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import { productsApi } from '#shared/contracts/catalogue'
import { urlFor } from '#shared/contracts/contract'
import type { Product } from '#shared/schemas/catalogue'
import { products } from '#worker/db/schema'
import { createApp } from '#worker/app'
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
      // A front per colour, in the order of colors, then the back of each.
      expect(p.images).toHaveLength(p.colors.length * 2)
      expect(p.images[p.colors.indexOf(p.colors[0]!)]).toMatch(new RegExp(`-${p.colors[0]}\\.svg$`))
      expect(p.images.at(-1)).toMatch(new RegExp(`-${p.colors.at(-1)}-back\\.svg$`))
    }
    // The demo shelf has sizes sold out in one colour and on sale in another, and sizes nearly gone.
    const variants = list.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id })))
    expect(variants.some((v) => v.available > 0 && v.available <= FEW_LEFT)).toBe(true)
    expect(variants.some((v) => v.available === 0 && variants.some((o) => o.productId === v.productId && o.size === v.size && o.color !== v.color && o.available > 0))).toBe(true)
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

describe('GET /api/products, cached per change', () => {
  const list = async (path: string, headers?: Record<string, string>) => {
    const res = await t.request(path, { headers })
    return { res, body: res.status === 200 ? productsApi.list.output.parse(await res.json()) : undefined }
  }

  it('answers 304 to the ETag it sent, and a new list with a new ETag after a stock change made in SQL', async () => {
    const first = await list(productsApi.list.url)
    const etag = first.res.headers.get('etag')!
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.res.headers.get('cache-control')).toBe('public, no-cache')
    const again = await t.request(productsApi.list.url, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    const target = first.body![3]!
    await t.client.batch(['UPDATE product_variants SET stock = stock + 17 WHERE rowid = (SELECT min(rowid) FROM product_variants WHERE product_id = ?1)', 'UPDATE products SET price_cents = 4321 WHERE id = ?1'].map((sql) => ({ sql, args: [target.id] })))
    const after = await list(productsApi.list.url, { 'if-none-match': etag })
    expect(after.res.status).toBe(200)
    expect(after.res.headers.get('etag')).not.toBe(etag)
    expect(after.body!.find((p) => p.id === target.id)).toMatchObject({ stock: target.stock + 17, price: '43.21' })
    // And the same list again, now from the cache, is the changed one.
    expect((await list(productsApi.list.url)).body!.find((p) => p.id === target.id)?.stock).toBe(target.stock + 17)
  })

  it('pages through the catalogue with limit and after (the last id of the page before), in catalogue order', async () => {
    const all = (await list(productsApi.list.url)).body!
    const pages: Product[][] = []
    let after: string | undefined
    for (;;) {
      const page = (await list(urlFor(productsApi.list, {}, { limit: 5, after }))).body!
      pages.push(page)
      if (page.length < 5) break
      after = page.at(-1)!.id
    }
    expect(pages[0]).toHaveLength(5)
    expect(pages.flat()).toEqual(all)
    // Each page has its own validator: one page's ETag never passes for another's.
    const first = await t.request(urlFor(productsApi.list, {}, { limit: 5 }))
    const second = await t.request(urlFor(productsApi.list, {}, { limit: 5, after: pages[0]!.at(-1)!.id }), { headers: { 'if-none-match': first.headers.get('etag')! } })
    expect(second.status).toBe(200)
  })

  it('pages stay true across a change between two pages: a stock change on a later page shows there, nothing repeats or goes missing', async () => {
    const all = (await list(productsApi.list.url)).body!
    const first = (await list(urlFor(productsApi.list, {}, { limit: 6 }))).body!
    const later = all.slice(6).find((p) => p.variants.length > 0)!
    await t.client.execute({ sql: 'UPDATE product_variants SET stock = stock + 4 WHERE rowid = (SELECT min(rowid) FROM product_variants WHERE product_id = ?)', args: [later.id] })
    const rest = (await list(urlFor(productsApi.list, {}, { after: first.at(-1)!.id }))).body!
    expect([...first, ...rest].map((p) => p.id)).toEqual(all.map((p) => p.id))
    expect(rest.find((p) => p.id === later.id)!.stock).toBe(later.stock + 4)
    // Only the changed product differs from the list before the change.
    const changed = rest.filter((p) => JSON.stringify(p) !== JSON.stringify(all.find((q) => q.id === p.id)))
    expect(changed.map((p) => p.id)).toEqual([later.id])
  })

  it('filters by category, also page by page', async () => {
    const all = (await list(productsApi.list.url)).body!
    const category = PRODUCT_CATEGORIES[1]
    const inCategory = all.filter((p) => p.category === category)
    expect(inCategory.length).toBeGreaterThan(2)
    expect((await list(urlFor(productsApi.list, {}, { category }))).body).toEqual(inCategory)
    const firstTwo = (await list(urlFor(productsApi.list, {}, { category, limit: 2 }))).body!
    expect(firstTwo).toEqual(inCategory.slice(0, 2))
    const rest = (await list(urlFor(productsApi.list, {}, { category, after: firstTwo[1]!.id }))).body
    expect(rest).toEqual(inCategory.slice(2))
  })

  it.each([
    ['limit', '0'],
    ['limit', '501'],
    ['limit', 'ten'],
    ['category', 'hats'],
    ['after', 'no-such-product'],
  ])('refuses %s=%j with a 400 naming the field', async (field, value) => {
    const res = await t.request(`${productsApi.list.url}?${field}=${value}`)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields[field]).toBeTruthy()
  })
})

describe('GET /api/products, an answer too large to keep (decision 027)', () => {
  // The same database behind an app that may keep only 16 KB: the demo list (over 100 KB) is streamed.
  const small = () => createApp({ db: t.db, config: t.config, answerCacheBytes: 16 * 1024 })

  it('streams the whole list, equal to the list a roomy app keeps, and still answers 304 to its ETag', async () => {
    const app = small()
    const kept = await t.request(productsApi.list.url)
    const [first, second] = await Promise.all([app.request(productsApi.list.url), app.request(productsApi.list.url)])
    const expected = await kept.json()
    expect(await first.json()).toEqual(expected)
    expect(await second.json()).toEqual(expected)
    expect(first.headers.get('etag')).toBe(kept.headers.get('etag'))
    expect((await app.request(productsApi.list.url, { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304)
  })

  it('shows a stock change in the next streamed list, and pages the same as ever', async () => {
    const app = small()
    const before: Product[] = await (await app.request(productsApi.list.url)).json()
    const target = before.filter((p) => p.variants.length > 0)[5]!
    await t.client.execute({ sql: 'UPDATE product_variants SET stock = stock + 2 WHERE sku = ?', args: [target.variants[0]!.sku] })
    const after: Product[] = await (await app.request(productsApi.list.url)).json()
    expect(after.find((p) => p.id === target.id)!.stock).toBe(target.stock + 2)
    const page: Product[] = await (await app.request(urlFor(productsApi.list, {}, { limit: 4, after: after[1]!.id }))).json()
    expect(page).toEqual(after.slice(2, 6))
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
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found', requestId: expect.any(String) } })
  })
})
