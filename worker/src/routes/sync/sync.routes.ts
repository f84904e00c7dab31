// GET /api/sync?since=<cursor>: the catalogue and blog changes the app mirrors into IndexedDB.
import { Hono } from 'hono'
import { syncApi } from '#shared/contracts/catalogue'
import type { AppEnv } from '#worker/context'
import { matchesEtag, sendAnswer } from '#worker/http/cached-answer'
import { SYNC_CACHE_CONTROL, syncDeltaJson, syncEtag } from '#worker/http/catalogue-answers'
import { readQuery } from '#worker/http/validate'
import { changedKeysSince } from '#worker/services/sync'

export const syncRoutes = new Hono<AppEnv>().get(syncApi.changes.path, async (c) => {
  const { since, limit } = readQuery(c, syncApi.changes.query)
  const { db, answers, compress } = c.get('deps')
  const cursor = await answers.cursor()
  const etag = syncEtag(cursor)
  if (since === cursor || matchesEtag(c.req.header('if-none-match'), etag)) {
    c.header('Cache-Control', SYNC_CACHE_CONTROL)
    c.header('ETag', etag)
    return c.body(null, 304)
  }
  // Every device that last synced at `since` asks the same question: one build answers them all.
  const answer = await answers.get(cursor, `sync?${since}&${limit}`, async () => {
    const delta = await changedKeysSince(db, since, limit)
    return { json: syncDeltaJson(db, delta, answers.products), etag: syncEtag(delta.cursor) }
  })
  return sendAnswer(c, answer, SYNC_CACHE_CONTROL, compress)
})
