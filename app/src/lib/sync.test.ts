// Delta sync into the IndexedDB mirror: upserts, deletions, cursor, 304, and failures.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { postFixture, productFixture, stockedFixture } from './catalogue.fixtures'
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
      delta({ cursor: 12, products: [stockedFixture('a', 2, { price: '79.00', version: 11 })], deleted: { products: ['b'], posts: ['p'] } }),
    )
    expect(await db.products.toArray()).toEqual([stockedFixture('a', 2, { price: '79.00', version: 11 })])
    expect(await db.posts.count()).toBe(0)
    expect((await readSyncState(db)).cursor).toBe(12)
  })

  it('ignores an answer asked from a cursor the mirror has left (another tab applied a newer one)', async () => {
    await applyDelta(db, delta({ cursor: 20, products: [stockedFixture('a', 5)] }), 0)
    const applied = await applyDelta(db, delta({ cursor: 15, products: [stockedFixture('a', 9)] }), 0)
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

  it('checks every record of a long page (checked a slice at a time): one bad record deep in it refuses the whole page', async () => {
    const many = Array.from({ length: 120 }, (_, i) => productFixture(`p${String(i).padStart(3, '0')}`))
    const bad = many.map((p, i) => (i === 101 ? { ...p, stock: 'many' } : p))
    expect(await syncNow(db, vi.fn<typeof fetch>().mockResolvedValue(json({ ...delta({ cursor: 4, posts: [postFixture('p')] }), products: bad })))).toBe('failed')
    expect(await readSyncState(db)).toMatchObject({ cursor: 0, error: 'invalid_answer' })
    expect(await db.products.count()).toBe(0)

    expect(await syncNow(db, vi.fn<typeof fetch>().mockResolvedValue(json(delta({ cursor: 4, products: many, posts: [postFixture('p')] }))))).toBe('updated')
    expect((await db.products.toArray()).map((p) => p.id)).toEqual(many.map((p) => p.id))
    expect(await db.posts.count()).toBe(1)
  })

  it('follows a paged first sync to its end, applying each page as it comes and ending at the last cursor', async () => {
    const seen: { since: string | null; products: number; syncedAt: string | null }[] = []
    const pages = [
      delta({ cursor: 3, more: true, products: [productFixture('a'), productFixture('b')] }),
      delta({ cursor: 6, more: true, products: [productFixture('c')], posts: [postFixture('p')] }),
      delta({ cursor: 9, products: [productFixture('d')], deleted: { products: ['a'], posts: [] } }),
    ]
    const fetchImpl = vi.fn<typeof fetch>(async (input) => {
      const state = await readSyncState(db)
      seen.push({ since: new URL(String(input), 'http://shop.test').searchParams.get('since'), products: await db.products.count(), syncedAt: state.syncedAt })
      return json(pages[seen.length - 1])
    })
    expect(await syncNow(db, fetchImpl)).toBe('updated')
    // Each page asked from the cursor of the one before; the mirror filled page by page, and
    // counted as a complete copy only once the last page landed.
    expect(seen).toEqual([
      { since: '0', products: 0, syncedAt: null },
      { since: '3', products: 2, syncedAt: null },
      { since: '6', products: 3, syncedAt: null },
    ])
    expect((await db.products.toArray()).map((p) => p.id).sort()).toEqual(['b', 'c', 'd'])
    expect(await db.posts.count()).toBe(1)
    expect(await readSyncState(db)).toMatchObject({ cursor: 9, error: null, syncedAt: expect.any(String) })
  })

  it('resumes an interrupted first sync from the last page it applied', async () => {
    const interrupted = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(delta({ cursor: 4, more: true, products: [productFixture('a')] })))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await syncNow(db, interrupted)).toBe('failed')
    expect(await readSyncState(db)).toMatchObject({ cursor: 4, syncedAt: null, error: 'offline' })

    const resumed = vi.fn<typeof fetch>().mockResolvedValueOnce(json(delta({ cursor: 8, products: [productFixture('b')] })))
    expect(await syncNow(db, resumed)).toBe('updated')
    expect(resumed.mock.calls[0]![0]).toBe('/api/sync?since=4')
    expect(await readSyncState(db)).toMatchObject({ cursor: 8, error: null, syncedAt: expect.any(String) })
    expect(await db.products.count()).toBe(2)
  })

  it('drops a page when another tab moved the mirror meanwhile, and goes on from where the mirror is', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (input) => {
      const since = new URL(String(input), 'http://shop.test').searchParams.get('since')
      if (since === '0') {
        // Another tab finishes a whole sync while this one waits for its first page.
        await applyDelta(db, delta({ cursor: 10, products: [stockedFixture('new', 1)] }), 0)
        return json(delta({ cursor: 5, more: true, products: [stockedFixture('new', 9)] }))
      }
      return new Response(null, { status: 304 })
    })
    await syncNow(db, fetchImpl)
    expect(fetchImpl.mock.calls.map((c) => String(c[0]))).toEqual(['/api/sync?since=0', '/api/sync?since=10'])
    expect((await db.products.get('new'))?.stock).toBe(1)
    expect((await readSyncState(db)).cursor).toBe(10)
  })

  it('refuses a page that does not move the cursor forward (it would be asked for forever)', async () => {
    await applyDelta(db, delta({ cursor: 5, products: [productFixture('a')] }))
    const stuck = vi.fn<typeof fetch>().mockResolvedValue(json(delta({ cursor: 5, more: true })))
    expect(await syncNow(db, stuck)).toBe('failed')
    expect(stuck).toHaveBeenCalledTimes(1)
    expect(await readSyncState(db)).toMatchObject({ cursor: 5, error: 'invalid_answer' })
  })

  it('joins a sync already running instead of sending a second request', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(delta({ cursor: 2 })))
    await Promise.all([syncNow(db, fetchImpl), syncNow(db, fetchImpl)])
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })
})
