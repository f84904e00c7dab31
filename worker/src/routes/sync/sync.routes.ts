// GET /api/sync?since=<cursor>: the catalogue and blog changes the app mirrors into IndexedDB.
import { Hono } from 'hono'
import { syncApi } from '#shared/contracts/catalogue'
import type { AppEnv } from '#worker/context'
import type { SyncDelta } from '#shared/schemas/catalogue'
import { jsonArray, matchesEtag, sendAnswer, weakEtag } from '#worker/http/cached-answer'
import { readQuery } from '#worker/http/validate'
import { nextTurn, READ_SLICE } from '#worker/services/catalogue'
import { changesSince } from '#worker/services/sync'

const etagOf = (cursor: number) => weakEtag(`sync-${cursor}`)

/** A page of up to 500 products is serialised a slice at a time, letting other requests run between slices. */
async function* deltaJson({ products, ...rest }: SyncDelta): AsyncIterable<string> {
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

// The answer is public but changes with every write; clients always ask the server.
const SYNC_CACHE_CONTROL = 'no-store'

export const syncRoutes = new Hono<AppEnv>().get(syncApi.changes.path, async (c) => {
  const { since, limit } = readQuery(c, syncApi.changes.query)
  const { db, answers, compress } = c.get('deps')
  const cursor = await answers.cursor()
  const etag = etagOf(cursor)
  if (since === cursor || matchesEtag(c.req.header('if-none-match'), etag)) {
    c.header('Cache-Control', SYNC_CACHE_CONTROL)
    c.header('ETag', etag)
    return c.body(null, 304)
  }
  // Every device that last synced at `since` asks the same question: one build answers them all.
  const answer = await answers.get(cursor, `sync?${since}&${limit}`, async () => {
    const delta = await changesSince(db, since, limit)
    return { json: deltaJson(delta), etag: etagOf(delta.cursor) }
  })
  return sendAnswer(c, answer, SYNC_CACHE_CONTROL, compress)
})
