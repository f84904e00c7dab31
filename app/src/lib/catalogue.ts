// The one catalogue module pages read products and blog posts through. Pages depend only on
// these hooks; the data comes from the IndexedDB mirror (lib/db.ts) kept fresh by lib/sync.ts,
// so pages render offline and re-render by themselves when a sync lands.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import type { BlogPost, Product } from '#shared/schemas/catalogue'
import { getDb, type SyncFailure, type SyncStateRow } from './db'
import { readSyncState, startSync } from './sync'

export type Loadable<T> =
  | { status: 'loading'; data: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data: undefined; error: Error }

const LOADING = { status: 'loading', data: undefined } as const

/** Raised when there is no local copy yet and the first sync could not reach the server. */
export class CatalogueUnavailableError extends Error {
  constructor(readonly reason: SyncFailure) {
    super('The catalogue could not be loaded. Check your connection and try again.')
    this.name = 'CatalogueUnavailableError'
  }
}

/**
 * Turns what the mirror holds into the Loadable contract: a copy from any completed sync is
 * ready (even if offline now); no copy yet means loading while the first sync runs, and an
 * error once it failed. `found` is false when the one record asked for is not in the copy.
 */
function toLoadable<T>(result: { value: T; found: boolean; state: SyncStateRow } | undefined, missing: T): Loadable<T> {
  if (!result) return LOADING
  const { value, found, state } = result
  if (found) return { status: 'ready', data: value }
  if (state.syncedAt !== null) return { status: 'ready', data: missing }
  if (state.error) return { status: 'error', data: undefined, error: new CatalogueUnavailableError(state.error) }
  return LOADING
}

function useMirror<T>(query: () => Promise<{ value: T; found: boolean } | undefined>, deps: unknown[], missing: T): Loadable<T> {
  useEffect(startSync, [])
  const result = useLiveQuery(async () => {
    const [found, state] = await Promise.all([query(), readSyncState()])
    return found ? { ...found, state } : undefined
  }, deps)
  return toLoadable(result, missing)
}

const byCatalogueOrder = (a: Product, b: Product) =>
  a.createdAt === b.createdAt ? a.code.localeCompare(b.code) : a.createdAt < b.createdAt ? -1 : 1

/** All active products, in catalogue order. */
export function useProducts(): Loadable<Product[]> {
  return useMirror(
    async () => {
      const products = (await getDb().products.toArray()).sort(byCatalogueOrder)
      return { value: products, found: products.length > 0 }
    },
    [],
    [],
  )
}

/** One product; `data` is null when it does not exist. */
export function useProduct(id: string | undefined): Loadable<Product | null> {
  return useMirror(
    async () => {
      if (!id) return undefined
      const product = await getDb().products.get(id)
      return { value: product ?? null, found: product !== undefined }
    },
    [id],
    null,
  )
}

/** All blog posts, newest first. */
export function usePosts(): Loadable<BlogPost[]> {
  return useMirror(
    async () => {
      const posts = await getDb().posts.orderBy('publishedAt').reverse().toArray()
      return { value: posts, found: posts.length > 0 }
    },
    [],
    [],
  )
}

/** One post by slug; `data` is null when it does not exist. */
export function usePost(slug: string | undefined): Loadable<BlogPost | null> {
  return useMirror(
    async () => {
      if (!slug) return undefined
      const post = await getDb().posts.where('slug').equals(slug).first()
      return { value: post ?? null, found: post !== undefined }
    },
    [slug],
    null,
  )
}
