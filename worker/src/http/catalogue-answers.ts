// How the catalogue's cached answers (GET /api/products, GET /api/sync; ./cached-answer.ts) are
// cached by browsers, named (their ETags) and written: a sync page of up to 500 products is
// serialised a slice at a time, letting other requests run between slices.
import type { SyncDelta } from '#shared/schemas/catalogue'
import { nextTurn, READ_SLICE } from '#worker/services/catalogue'
import { jsonArray, weakEtag } from './cached-answer'

/** Public, but it changes with any stock or price change: browsers revalidate every time (ETag → 304). */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache'

/** The sync answer is public but changes with every write; clients always ask the server. */
export const SYNC_CACHE_CONTROL = 'no-store'

export const syncEtag = (cursor: number) => weakEtag(`sync-${cursor}`)

export async function* syncDeltaJson({ products, ...rest }: SyncDelta): AsyncIterable<string> {
  yield `${JSON.stringify(rest).slice(0, -1)},"products":`
  async function* slices() {
    for (let i = 0; i < products.length; i += READ_SLICE) {
      if (i > 0) await nextTurn()
      yield products.slice(i, i + READ_SLICE)
    }
  }
  yield* jsonArray(slices())
  yield '}'
}
