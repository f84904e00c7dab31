// How the catalogue's cached answers (GET /api/products, GET /api/sync; ./cached-answer.ts) are
// cached by browsers, named (their ETags) and written. A product's JSON is made once per version
// of it and kept (ProductJsonCache): a change, a sale's stock change among them, touches one
// product's version, so the next answer re-serialises that product and copies the others
// (decision 027). Lists are written a slice of READ_SLICE products at a time, with a turn of the
// event loop between slices.
import type { SyncDelta } from '#shared/schemas/catalogue'
import type { Db } from '#worker/db/client'
import { nextTurn, productsByIds, READ_SLICE, type ProductKey } from '#worker/services/catalogue'
import type { SyncKeys } from '#worker/services/sync'
import { weakEtag } from './cached-answer'
import type { ProductJsonCache } from './product-json-cache'

/** Public, but it changes with any stock or price change: browsers revalidate every time (ETag → 304). */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache'

/** The sync answer is public but changes with every write; clients always ask the server. */
export const SYNC_CACHE_CONTROL = 'no-store'

export const syncEtag = (cursor: number) => weakEtag(`sync-${cursor}`)

const encoder = new TextEncoder()

/** A list of keys as slices of READ_SLICE, with a turn of the event loop between them. */
export async function* inSlices(keys: readonly ProductKey[]): AsyncGenerator<ProductKey[]> {
  for (let i = 0; i < keys.length; i += READ_SLICE) {
    if (i > 0) await nextTurn()
    yield keys.slice(i, i + READ_SLICE)
  }
}

/**
 * The JSON array of these products, one piece of bytes per slice. A product whose JSON is kept for
 * its stamp costs a copy; the slice's others are read together (two indexed reads)
 * and serialised once. A product taken off sale or deleted after its key was read is left out.
 */
export async function* productsJson(db: Db, slices: AsyncIterable<ProductKey[]>, cache: ProductJsonCache): AsyncGenerator<Uint8Array | string> {
  yield '['
  let first = true
  for await (const keys of slices) {
    // Held here for the slice: keeping the ones made may push kept ones out of a small budget.
    const slice = new Map<string, Uint8Array>()
    for (const key of keys) {
      const json = cache.get(key)
      if (json) slice.set(key.id, json)
    }
    const missing = keys.filter((key) => !slice.has(key.id))
    for (const product of await productsByIds(
      db,
      missing.map((key) => key.id),
    )) {
      const json = encoder.encode(JSON.stringify(product))
      cache.serialised++
      slice.set(product.id, json)
      cache.set({ id: product.id, version: product.version, updatedAt: product.updatedAt }, json)
    }
    const parts = keys.flatMap((key) => slice.get(key.id) ?? [])
    if (parts.length === 0) continue
    const size = parts.reduce((sum, part) => sum + part.byteLength + 1, first ? -1 : 0)
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const part of parts) {
      if (!first || offset > 0) bytes[offset++] = 0x2c // ','
      bytes.set(part, offset)
      offset += part.byteLength
    }
    first = false
    yield bytes
  }
  yield ']'
}

/** A sync page as JSON: what it says of itself, then its products (see productsJson). */
export async function* syncDeltaJson(db: Db, { products, ...rest }: SyncKeys, cache: ProductJsonCache): AsyncGenerator<Uint8Array | string> {
  yield `${JSON.stringify(rest satisfies Omit<SyncDelta, 'products'>).slice(0, -1)},"products":`
  yield* productsJson(db, inSlices(products), cache)
  yield '}'
}
