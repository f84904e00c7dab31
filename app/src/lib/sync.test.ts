// Delta sync into the IndexedDB mirror: upserts, deletions, cursor, 304, and failures.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { postFixture, productFixture } from './catalogue.fixtures'
import { ShopDb } from './db'
import { applyDelta, readSyncState, syncNow, type SyncDelta } from './sync'

let db: ShopDb
beforeEach(() => {
  db = new ShopDb(`sync-${crypto.randomUUID()}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(db.name)
})

const delta = (overrides: Partial<SyncDelta>): SyncDelta => ({
  cursor: 1,
  more: false,
  reset: false,
  products: [],
  posts: [],
  deleted: { products: [], posts: [] },
  ...overrides,
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('applyDelta', () => {
  it('upserts changed records, drops deleted ones and stores the cursor', async () => {
    await applyDelta(db, delta({ cursor: 10, products: [productFixture('a'), productFixture('b')], posts: [postFixture('p')] }))
    await applyDelta(
      db,
      delta({ cursor: 12, products: [productFixture('a', { stock: 2, price: '79.00', version: 11 })], deleted: { products: ['b'], posts: ['p'] } }),
    )
    expect(await db.products.toArray()).toEqual([productFixture('a', { stock: 2, price: '79.00', version: 11 })])
    expect(await db.posts.count()).toBe(0)
    expect((await readSyncState(db)).cursor).toBe(12)
  })

  it('ignores an answer older than what another tab already applied', async () => {
    await applyDelta(db, delta({ cursor: 20, products: [productFixture('a', { stock: 5 })] }))
    const applied = await applyDelta(db, delta({ cursor: 15, products: [productFixture('a', { stock: 9 })] }))
    expect(applied).toBe(false)
    expect((await db.products.get('a'))?.stock).toBe(5)
  })

  it('replaces the whole mirror on a reset (the server database was restored)', async () => {
    await applyDelta(db, delta({ cursor: 50, products: [productFixture('gone')] }))
    await applyDelta(db, delta({ cursor: 8, reset: true, products: [productFixture('kept')] }))
    expect((await db.products.toArray()).map((p) => p.id)).toEqual(['kept'])
    expect((await readSyncState(db)).cursor).toBe(8)
  })
})

describe('syncNow', () => {
  it('fills an empty mirror with since=0, then asks from the stored cursor and accepts 304', async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    fetchImpl.mockResolvedValueOnce(json(delta({ cursor: 7, products: [productFixture('a')] })))
    expect(await syncNow(db, fetchImpl)).toBe('updated')
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/sync?since=0')
    expect(await db.products.count()).toBe(1)

    fetchImpl.mockResolvedValueOnce(new Response(null, { status: 304 }))
    expect(await syncNow(db, fetchImpl)).toBe('unchanged')
    expect(fetchImpl.mock.calls[1]![0]).toBe('/api/sync?since=7')
    expect(await db.products.count()).toBe(1)
  })

  it('records a failure without touching the copy it has', async () => {
    await applyDelta(db, delta({ cursor: 3, products: [productFixture('a')] }))
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await syncNow(db, offline)).toBe('failed')
    const state = await readSyncState(db)
    expect(state.error).toBe('offline')
    expect(state.cursor).toBe(3)
    expect(await db.products.count()).toBe(1)

    const serverError = vi.fn<typeof fetch>().mockResolvedValue(json({ error: { code: 'internal_error', message: 'x' } }, 500))
    expect(await syncNow(db, serverError)).toBe('failed')
    expect((await readSyncState(db)).error).toBe('server')

    const back = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 304 }))
    await syncNow(db, back)
    expect((await readSyncState(db)).error).toBeNull()
  })

  it('counts an answer that is not the shop (a captive portal, a 511) as offline, and keeps the copy', async () => {
    await applyDelta(db, delta({ cursor: 3, products: [productFixture('a')] }))
    const portal = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html><body>Log in to the hotel Wi-Fi</body></html>', { status: 200, headers: { 'content-type': 'text/html' } }))
    expect(await syncNow(db, portal)).toBe('failed')
    expect(await readSyncState(db)).toMatchObject({ cursor: 3, error: 'offline' })

    const authRequired = vi.fn<typeof fetch>().mockResolvedValue(new Response('Sign in first', { status: 511 }))
    expect(await syncNow(db, authRequired)).toBe('failed')
    expect((await readSyncState(db)).error).toBe('offline')
    expect(await db.products.count()).toBe(1)
  })

  it('applies only an answer the sync contract accepts', async () => {
    await applyDelta(db, delta({ cursor: 3, products: [productFixture('a')] }))
    const wrongShape = vi.fn<typeof fetch>().mockResolvedValue(json({ cursor: 4, products: [{ id: 'half a product' }] }))
    expect(await syncNow(db, wrongShape)).toBe('failed')
    expect(await readSyncState(db)).toMatchObject({ cursor: 3, error: 'invalid_answer' })
    expect((await db.products.toArray()).map((p) => p.id)).toEqual(['a'])

    const garbled = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"cursor": 4, "prod', { status: 200, headers: { 'content-type': 'application/json' } }))
    expect(await syncNow(db, garbled)).toBe('failed')
    expect((await readSyncState(db)).error).toBe('invalid_answer')
  })

  it('joins a sync already running instead of sending a second request', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(delta({ cursor: 2 })))
    await Promise.all([syncNow(db, fetchImpl), syncNow(db, fetchImpl)])
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })
})
