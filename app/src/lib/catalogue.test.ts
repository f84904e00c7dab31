// The Loadable contract pages rely on, now served from the IndexedDB mirror: loading during the
// first sync, an error only when there is no copy and no network, null for an unknown record,
// and live updates when a sync lands.
import { act, renderHook, waitFor } from '@testing-library/react'
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { postFixture, productFixture, stockedFixture } from './catalogue.fixtures'
import { useProduct, useProductPage, useProducts, usePost, usePosts } from './catalogue'
import { setDbForTests, ShopDb } from './db'
import { applyDelta, stopSync, type SyncDelta } from './sync'

let db: ShopDb
let release: (response: Response) => void
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  db = new ShopDb(`catalogue-${crypto.randomUUID()}`)
  setDbForTests(db)
  // The first sync waits until the test answers it.
  fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (release = resolve)))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(async () => {
  stopSync()
  vi.unstubAllGlobals()
  setDbForTests(undefined)
  db.close()
  await Dexie.delete(db.name)
})

const delta = (overrides: Partial<SyncDelta>): SyncDelta => ({
  cursor: 5,
  more: false,
  reset: false,
  products: [],
  posts: [],
  deleted: { products: [], posts: [] },
  ...overrides,
})
const answer = (body: SyncDelta) => release(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }))

describe('catalogue hooks', () => {
  it('load during the first sync of an empty mirror, then show the products in catalogue order', async () => {
    const { result } = renderHook(() => useProducts())
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/sync?since=0', expect.anything()))
    expect(result.current.status).toBe('loading')
    answer(
      delta({
        products: [productFixture('late', { createdAt: '2026-02-01T00:00:00.000Z' }), productFixture('early', { createdAt: '2026-01-01T00:00:00.000Z' })],
      }),
    )
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data!.map((p) => p.id)).toEqual(['early', 'late'])
  })

  it('report an error when there is no copy yet and the network fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    const { result } = renderHook(() => useProducts())
    await waitFor(() => expect(result.current.status).toBe('error'))
  })

  it('serve the copy offline once one sync completed', async () => {
    await applyDelta(db, delta({ products: [productFixture('a')], posts: [postFixture('p')] }))
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    const products = renderHook(() => useProducts())
    const post = renderHook(() => usePost('post-p'))
    await waitFor(() => expect(products.result.current.status).toBe('ready'))
    expect(products.result.current.data).toHaveLength(1)
    await waitFor(() => expect(post.result.current.data?.titleEs).toBe('Guía p'))
  })

  it('give null for a product or post that is not in a completed sync', async () => {
    await applyDelta(db, delta({ products: [productFixture('a')] }))
    const product = renderHook(() => useProduct('missing'))
    const post = renderHook(() => usePost('missing'))
    await waitFor(() => expect(product.result.current).toEqual({ status: 'ready', data: null }))
    await waitFor(() => expect(post.result.current).toEqual({ status: 'ready', data: null }))
  })

  it('re-render live when a sync changes stock or deletes a product', async () => {
    await applyDelta(db, delta({ products: [stockedFixture('a', 10)], posts: [postFixture('old', { publishedAt: '2025-01-01T00:00:00.000Z' })] }))
    const product = renderHook(() => useProduct('a'))
    const posts = renderHook(() => usePosts())
    await waitFor(() => expect(product.result.current.data?.stock).toBe(10))
    await act(() => applyDelta(db, delta({ cursor: 6, products: [stockedFixture('a', 1)], posts: [postFixture('new', { publishedAt: '2026-03-01T00:00:00.000Z' })] })))
    await waitFor(() => expect(product.result.current.data?.stock).toBe(1))
    // The units of each colour and size travel inside the product.
    expect(product.result.current.data?.variants).toEqual([{ sku: 'FB-A-BEI-M', color: 'beige', size: 'M', available: 1 }])
    await waitFor(() => expect(posts.result.current.data?.map((p) => p.id)).toEqual(['new', 'old']))
    await act(() => applyDelta(db, delta({ cursor: 7, deleted: { products: ['a'], posts: [] } })))
    await waitFor(() => expect(product.result.current).toEqual({ status: 'ready', data: null }))
  })

  it('show what the server drew the page with until the mirror answers, then the mirror, live', async () => {
    const seed = stockedFixture('a', 7)
    const { result } = renderHook(() => useProduct('a', seed))
    // The first render (hydration) already has the server's product.
    expect(result.current).toEqual({ status: 'ready', data: seed })
    // The mirror opened, still empty: the server's copy stays on show.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(result.current.data).toEqual(seed)
    await act(() => applyDelta(db, delta({ products: [stockedFixture('a', 2)] })))
    await waitFor(() => expect(result.current.data?.stock).toBe(2))
  })

  it('ask the API for a product reached before the first sync finished', async () => {
    fetchMock.mockImplementation((input) =>
      String(input).startsWith('/api/products/')
        ? Promise.resolve(new Response(JSON.stringify(productFixture('b', { nameEn: 'From the API' })), { status: 200, headers: { 'content-type': 'application/json' } }))
        : new Promise<Response>((resolve) => (release = resolve)),
    )
    const { result } = renderHook(() => useProduct('b'))
    await waitFor(() => expect(result.current.data?.nameEn).toBe('From the API'))
    expect(fetchMock).toHaveBeenCalledWith('/api/products/b', expect.anything())
  })

  it('read a page of products in catalogue order with the total, narrowed by the page', async () => {
    const products = ['c', 'a', 'e', 'b', 'd'].map((id, i) => productFixture(id, { createdAt: `2026-01-0${i + 1}T00:00:00.000Z`, category: i % 2 ? 'face-neck-sculpt' : 'sculpt-support' }))
    await applyDelta(db, delta({ products }))
    const first = renderHook(() => useProductPage({ limit: 2 }))
    await waitFor(() => expect(first.result.current.status).toBe('ready'))
    expect(first.result.current.data).toEqual({ products: products.slice(0, 2), total: 5 })
    const narrowed = renderHook(() =>
      useProductPage({ category: 'sculpt-support', narrow: (list) => [...list].sort((x, y) => x.id.localeCompare(y.id)), key: 'by-id', limit: 2 }),
    )
    await waitFor(() => expect(narrowed.result.current.data?.products.map((p) => p.id)).toEqual(['c', 'd']))
    expect(narrowed.result.current.data?.total).toBe(3)
  })
})
