// GET /api/sync as the app uses it: a full first copy, then only what changed, 304 when nothing did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncApi } from '#shared/contracts/catalogue'
import { urlFor } from '#shared/contracts/contract'
import type { SyncDelta } from '#shared/schemas/catalogue'
import { checkoutApi } from '#shared/contracts/orders'
import { checkoutBody } from '#worker/test/checkout'
import { products } from '#worker/db/schema'
import { createTestApp } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

/** The cursor goes into the query as written, so malformed ones ("", "abc") reach the server too. */
async function sync(since: number | string, headers?: Record<string, string>) {
  return t.request(`${syncApi.changes.url}?since=${since}`, { headers })
}
async function delta(since: number): Promise<SyncDelta> {
  const res = await sync(since)
  expect(res.status).toBe(200)
  return syncApi.changes.output.parse(await res.json())
}
async function page(since: number, limit: number): Promise<SyncDelta> {
  const res = await t.request(urlFor(syncApi.changes, {}, { since, limit }))
  expect(res.status).toBe(200)
  return syncApi.changes.output.parse(await res.json())
}
/** A first sync as the app runs it: page after page until `more` is false. */
async function firstSyncInPages(limit: number): Promise<SyncDelta[]> {
  const pages = [await page(0, limit)]
  while (pages.at(-1)!.more) pages.push(await page(pages.at(-1)!.cursor, limit))
  return pages
}
const scalar = async (sql: string, args: (string | number)[] = []) => (await t.client.execute({ sql, args })).rows[0]?.[0]

describe('GET /api/sync', () => {
  it('gives a first visit the whole active catalogue and blog in all three languages in one answer', async () => {
    const first = await delta(0)
    const active = Number(await scalar('SELECT count(*) FROM products WHERE is_active = 1'))
    expect(active).toBeGreaterThanOrEqual(24)
    expect(first.products).toHaveLength(active)
    expect(first.posts).toHaveLength(Number(await scalar('SELECT count(*) FROM blog_posts')))
    expect(first.cursor).toBe(Number(await scalar("SELECT value FROM counters WHERE name = 'sync'")))
    expect(first.reset).toBe(false)
    const product = first.products[0]!
    expect(product.nameEn && product.nameEs && product.nameFr).toBeTruthy()
    expect(product.price).toMatch(/^\d+\.\d{2}$/)
    expect(first.posts[0]!.contentFr).toBeTruthy()
  })

  it('answers 304 with no body when nothing changed since the cursor, and honours If-None-Match', async () => {
    const { cursor } = await delta(0)
    const res = await sync(cursor)
    expect(res.status).toBe(304)
    expect(await res.text()).toBe('')
    const etag = res.headers.get('etag')!
    expect(etag).toBeTruthy()
    const conditional = await t.request(urlFor(syncApi.changes, {}, { since: 0 }), { headers: { 'if-none-match': etag } })
    expect(conditional.status).toBe(304)
  })

  it('carries a stock change made straight in SQL to the next sync, and nothing else', async () => {
    const { cursor, products: before } = await delta(0)
    const id = String(await scalar('SELECT id FROM products WHERE is_active = 1 ORDER BY code LIMIT 1'))
    await t.client.batch(['UPDATE product_variants SET stock = stock + 7 WHERE rowid = (SELECT min(rowid) FROM product_variants WHERE product_id = ?1)', 'UPDATE products SET price_cents = 12345 WHERE id = ?1'].map((sql) => ({ sql, args: [id] })))
    const next = await delta(cursor)
    expect(next.cursor).toBeGreaterThan(cursor)
    expect(next.products.map((p) => p.id)).toEqual([id])
    expect(next.products[0]).toMatchObject({ stock: before.find((p) => p.id === id)!.stock + 7, price: '123.45' })
    expect(next.posts).toEqual([])
    expect((await sync(next.cursor)).status).toBe(304)
  })

  it('carries a checkout’s hold to the next sync as fewer units available', async () => {
    const { cursor, products: all } = await delta(0)
    const product = all.find((p) => p.variants.some((v) => v.available >= 3))!
    const variant = product.variants.find((v) => v.available >= 3)!
    const order = await t.request(checkoutApi.createPaymentIntent.url, {
      method: 'POST',
      json: checkoutBody([{ productId: product.id, color: variant.color, size: variant.size, quantity: 2 }]),
    })
    expect(order.status).toBe(201)
    const next = await delta(cursor)
    expect(next.products.map((p) => [p.id, p.stock])).toEqual([[product.id, product.stock - 2]])
    expect(next.products[0]!.variants.find((v) => v.sku === variant.sku)!.available).toBe(variant.available - 2)
  })

  it('reports deleted posts and products, and products taken off sale, as deletions', async () => {
    const { cursor } = await delta(0)
    const postId = String(await scalar('SELECT id FROM blog_posts LIMIT 1'))
    const offSale = String(await scalar('SELECT id FROM products WHERE is_active = 1 ORDER BY code DESC LIMIT 1'))
    const removed = String(
      await scalar('SELECT id FROM products WHERE is_active = 1 AND id <> ? AND id NOT IN (SELECT product_id FROM order_items) ORDER BY code LIMIT 1', [offSale]),
    )
    await t.client.execute({ sql: 'DELETE FROM blog_posts WHERE id = ?', args: [postId] })
    await t.client.execute({ sql: 'UPDATE products SET is_active = 0 WHERE id = ?', args: [offSale] })
    await t.client.execute({ sql: 'DELETE FROM products WHERE id = ?', args: [removed] })

    const next = await delta(cursor)
    expect(next.deleted.posts).toEqual([postId])
    expect(next.deleted.products.sort()).toEqual([offSale, removed].sort())
    expect(next.products).toEqual([])
    // A later first visit never sees them as products or posts.
    const fresh = await delta(0)
    expect(fresh.products.map((p) => p.id)).not.toContain(offSale)
    expect(fresh.posts.map((p) => p.id)).not.toContain(postId)
  })

  it('sends a full copy flagged reset when the cursor is ahead of the server (restored database)', async () => {
    const res = await delta(10_000_000)
    expect(res.reset).toBe(true)
    expect(res.products.length).toBeGreaterThan(0)
    expect(res.cursor).toBeLessThan(10_000_000)
  })

  it('answers a first sync in pages that together equal one unpaged answer', async () => {
    const whole = await delta(0)
    expect(whole.more).toBe(false)
    const pages = await firstSyncInPages(7)
    expect(pages.length).toBeGreaterThan(3)
    expect(pages.slice(0, -1).every((p) => p.more)).toBe(true)
    expect(pages.at(-1)!.cursor).toBe(whole.cursor)
    const ids = (list: { id: string }[]) => list.map((r) => r.id).sort()
    expect(ids(pages.flatMap((p) => p.products))).toEqual(ids(whole.products))
    expect(ids(pages.flatMap((p) => p.posts))).toEqual(ids(whole.posts))
    expect(pages.flatMap((p) => p.deleted.products).sort()).toEqual(whole.deleted.products.sort())
  })

  it('loses no write made between two pages', async () => {
    const first = await page(0, 7)
    expect(first.more).toBe(true)
    // A product the first page already carried changes, and another one is deleted, before page two.
    const changed = first.products.find((p) => p.variants.length > 0)!
    await t.client.batch(['UPDATE product_variants SET stock = stock + 3 WHERE rowid = (SELECT min(rowid) FROM product_variants WHERE product_id = ?1)', 'UPDATE products SET price_cents = 999 WHERE id = ?1'].map((sql) => ({ sql, args: [changed.id] })))
    const removed = String(
      await scalar(`SELECT id FROM products WHERE is_active = 1 AND id NOT IN (SELECT product_id FROM order_items) AND id != '${changed.id}' ORDER BY version DESC LIMIT 1`),
    )
    await t.client.execute({ sql: 'DELETE FROM products WHERE id = ?', args: [removed] })

    const mirror = new Map(first.products.map((p) => [p.id, p]))
    let cursor = first.cursor
    for (let more = first.more; more; ) {
      const next = await page(cursor, 7)
      for (const p of next.products) mirror.set(p.id, p)
      for (const id of next.deleted.products) mirror.delete(id)
      ;({ cursor, more } = next)
    }
    const truth = (await delta(0)).products
    expect([...mirror.values()].sort((a, b) => a.id.localeCompare(b.id))).toEqual(truth.sort((a, b) => a.id.localeCompare(b.id)))
    expect(mirror.get(changed.id)).toMatchObject({ stock: changed.stock + 3, price: '9.99' })
    expect(mirror.has(removed)).toBe(false)
  })

  it('never answers from a copy older than the last write (the cached answer follows the cursor)', async () => {
    const before = await delta(0)
    const id = before.products.filter((p) => p.variants.length > 0)[2]!.id
    await t.client.execute({ sql: 'UPDATE product_variants SET stock = stock + 5 WHERE rowid = (SELECT min(rowid) FROM product_variants WHERE product_id = ?)', args: [id] })
    const after = await delta(0)
    expect(after.cursor).toBeGreaterThan(before.cursor)
    expect(after.products.find((p) => p.id === id)!.stock).toBe(before.products.find((p) => p.id === id)!.stock + 5)
    const res = await sync(0, { 'if-none-match': (await sync(0)).headers.get('etag')! })
    expect(res.status).toBe(304)
  })

  it('reads a large page in slices without losing or repeating a record (300 more products)', async () => {
    const seeded = await t.db.select().from(products)
    const copies = Array.from({ length: 300 }, (_, i) => {
      const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...rest } = seeded[i % seeded.length]!
      return { ...rest, code: `SLICE-${i}` }
    })
    for (let i = 0; i < copies.length; i += 100) await t.db.insert(products).values(copies.slice(i, i + 100))
    const whole = await delta(0)
    expect(whole.more).toBe(false)
    expect(whole.products.length).toBe(Number(await scalar('SELECT count(*) FROM products WHERE is_active = 1')))
    expect(new Set(whole.products.map((p) => p.id)).size).toBe(whole.products.length)
    const paged = await firstSyncInPages(120)
    expect(paged.flatMap((p) => p.products).map((p) => p.id).sort()).toEqual(whole.products.map((p) => p.id).sort())
  })

  it.each(['abc', '-1', '1.5', '', '1e3'])('rejects the cursor %j with a 400 validation error', async (bad) => {
    const res = await sync(encodeURIComponent(bad))
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields.since).toBeTruthy()
  })

  it.each(['0', '501', 'x'])('rejects the page size %j with a 400 validation error', async (bad) => {
    const res = await t.request(`${syncApi.changes.url}?since=0&limit=${bad}`)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields.limit).toBeTruthy()
  })
})
