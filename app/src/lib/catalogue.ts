// The one catalogue module pages read products and blog posts through. Pages depend only on
// these hooks; the data comes from the IndexedDB mirror (lib/db.ts) kept fresh by lib/sync.ts,
// so pages render offline and re-render by themselves when a sync lands.
//
// A page the server drew hands its hook what the server read (the route's loader data, decision
// 010): the page shows it until the mirror can answer, so hydration draws exactly the server's
// HTML and a first visit never waits for the whole catalogue to sync. A product page reached
// before the first sync finished asks GET /api/products/:id instead of waiting.
import { useEffect, useState } from 'react'
import type { ShopPage } from '#shared/render/storefront-render'
import type { BlogPost, Product } from '#shared/schemas/catalogue'
import type { SyncFailure, SyncStateRow } from './db'
import { useLocalQuery, type ShopDb } from './local-db'
import { readSyncState, startSync } from './sync'

export type Loadable<T> =
  | { status: 'loading'; data: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data: undefined; error: Error }

const LOADING = { status: 'loading', data: undefined } as const
const ready = <T,>(data: T): Loadable<T> => ({ status: 'ready', data })

/** Raised when there is no local copy yet and the first sync could not reach the server. */
class CatalogueUnavailableError extends Error {
  constructor(readonly reason: SyncFailure) {
    super('The catalogue could not be loaded. Check your connection and try again.')
    this.name = 'CatalogueUnavailableError'
  }
}

type Read<T> = { value: T; found: boolean; state: SyncStateRow }

/**
 * Turns what the mirror holds into the Loadable contract: a copy from any completed sync is
 * ready (even if offline now); before that, what the server drew the page with; with neither,
 * loading while the first sync runs, and an error once it failed. `found` is false when the
 * mirror holds nothing for the question asked.
 */
function toLoadable<T>(result: Read<T> | undefined, missing: T, seed: T | undefined): Loadable<T> {
  if (result?.found) return ready(result.value)
  if (result && result.state.syncedAt !== null) return ready(missing)
  if (seed !== undefined) return ready(seed)
  if (result?.state.error) return { status: 'error', data: undefined, error: new CatalogueUnavailableError(result.state.error) }
  return LOADING
}

function useMirrorRead<T>(query: (db: ShopDb) => Promise<{ value: T; found: boolean } | undefined>, deps: unknown[]): Read<T> | undefined {
  useEffect(startSync, [])
  return useLocalQuery(async (db) => {
    const [found, state] = await Promise.all([query(db), readSyncState(db)])
    return found ? { ...found, state } : undefined
  }, deps)
}

const byCatalogueOrder = (a: Product, b: Product) =>
  a.createdAt === b.createdAt ? a.code.localeCompare(b.code) : a.createdAt < b.createdAt ? -1 : 1

/** All active products, in catalogue order. */
export function useProducts(): Loadable<Product[]> {
  const read = useMirrorRead(async (db) => {
    const products = (await db.products.toArray()).sort(byCatalogueOrder)
    return { value: products, found: products.length > 0 }
  }, [])
  return toLoadable(read, [], undefined)
}

/** What a page asks of the catalogue: a category (read by its index) and its own filter and sort. */
type ProductQuery = {
  category?: string
  /** Filters and sorts products given in catalogue order; leave out for catalogue order. */
  narrow?: (products: Product[]) => Product[]
  /** Identifies `narrow` (e.g. the URL's query): the hook reads again when it changes. */
  key?: string
  /** How many products the page shows (the total is counted regardless). */
  limit: number
}

/**
 * The first `limit` products a page shows, and how many match in all. Without a filter it reads
 * just those rows through the catalogue-order index, so the home page and the shop's first page
 * cost the same with 30 products or 10,000.
 */
export function useProductPage({ category, narrow, key = '', limit }: ProductQuery, seed?: ShopPage): Loadable<ShopPage> {
  const read = useMirrorRead(
    async (db) => {
      let page: ShopPage
      if (!category && !narrow) {
        const [total, products] = await Promise.all([db.products.count(), db.products.orderBy('[createdAt+code]').limit(limit).toArray()])
        page = { products, total }
      } else {
        const base = (await (category ? db.products.where('category').equals(category) : db.products).toArray()).sort(byCatalogueOrder)
        const matching = narrow ? narrow(base) : base
        page = { products: matching.slice(0, limit), total: matching.length }
      }
      // An empty mirror is not an empty answer: it is "not synced yet" (toLoadable decides).
      return { value: page, found: page.total > 0 || (await db.products.count()) > 0 }
    },
    [category, key, limit],
  )
  return toLoadable(read, { products: [], total: 0 }, seed)
}

/** How many other pieces a product page suggests (decision 018). */
export const RELATED_COUNT = 4

/**
 * A product page's suggestions: other pieces of its category that are in stock, in catalogue
 * order, as the server's read (`seed`) does (StorefrontData.related).
 */
export function useRelatedProducts(product: Pick<Product, 'id' | 'category'>, seed?: Product[]): Loadable<Product[]> {
  const read = useMirrorRead(
    async (db) => {
      const all = await db.products.where('category').equals(product.category).toArray()
      const related = all
        .filter((p) => p.id !== product.id && p.stock > 0)
        .sort(byCatalogueOrder)
        .slice(0, RELATED_COUNT)
      return { value: related, found: all.length > 0 || (await db.products.count()) > 0 }
    },
    [product.id, product.category],
  )
  return toLoadable(read, [], seed)
}

/** The products with these ids that the mirror holds (the cart's lines), by id; undefined until read. */
export function useProductsById(ids: readonly string[]): Map<string, Product> | undefined {
  const key = [...new Set(ids)].sort().join(',')
  const read = useLocalQuery(async (db) => ({ key, products: (await db.products.bulkGet(key ? key.split(',') : [])).filter((p) => p !== undefined) }), [key])
  // An answer for other ids (the query changed and has not answered yet) is not this one.
  return read && read.key === key ? new Map(read.products.map((p) => [p.id, p])) : undefined
}

async function fetchProduct(id: string, signal: AbortSignal): Promise<Product | null> {
  const [{ productsApi }, { ApiError, callApi }] = await Promise.all([import('#shared/contracts/catalogue'), import('./api-client')])
  try {
    return await callApi(productsApi.byId, { params: { id }, signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * One product; `data` is null when it does not exist. `seed` is what the server drew the page
 * with (null: the server found no such product).
 */
export function useProduct(id: string | undefined, seed?: Product | null): Loadable<Product | null> {
  const read = useMirrorRead(
    async (db) => {
      if (!id) return undefined
      const product = await db.products.get(id)
      return { value: product ?? null, found: product !== undefined }
    },
    [id],
  )
  // Reached before the first sync finished (a link followed on a first visit): ask the API for
  // this one product rather than wait for the whole catalogue.
  const waitingForSync = seed === undefined && read !== undefined && !read.found && read.state.syncedAt === null
  const [fetched, setFetched] = useState<{ id: string; product: Product | null }>()
  useEffect(() => {
    if (!id || !waitingForSync) return
    const controller = new AbortController()
    fetchProduct(id, controller.signal).then(
      (product) => setFetched({ id, product }),
      () => {}, // offline or failed: the mirror's own loading or error state stays on show
    )
    return () => controller.abort()
  }, [id, waitingForSync])
  const loadable = toLoadable(read, null, seed)
  if (waitingForSync && fetched && fetched.id === id && loadable.status !== 'ready') return ready(fetched.product)
  return loadable
}

/** All blog posts, newest first; `seed` is what the server drew the page with. */
export function usePosts(seed?: BlogPost[]): Loadable<BlogPost[]> {
  const read = useMirrorRead(async (db) => {
    const posts = await db.posts.orderBy('publishedAt').reverse().toArray()
    return { value: posts, found: posts.length > 0 }
  }, [])
  return toLoadable(read, [], seed)
}

/** One post by slug; `data` is null when it does not exist (`seed` null: nor on the server). */
export function usePost(slug: string | undefined, seed?: BlogPost | null): Loadable<BlogPost | null> {
  const read = useMirrorRead(
    async (db) => {
      if (!slug) return undefined
      const post = await db.posts.where('slug').equals(slug).first()
      return { value: post ?? null, found: post !== undefined }
    },
    [slug],
  )
  return toLoadable(read, null, seed)
}
