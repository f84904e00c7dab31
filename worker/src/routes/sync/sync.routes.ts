// GET /api/sync?since=<cursor>: the catalogue and blog changes the app mirrors into IndexedDB.
import { Hono } from 'hono'
import { syncApi } from '#shared/contracts/catalogue'
import type { AppEnv } from '#worker/context'
import { readQuery } from '#worker/http/validate'
import { changesSince, currentSyncCursor } from '#worker/services/sync'

const etagOf = (cursor: number) => `"sync-${cursor}"`

export const syncRoutes = new Hono<AppEnv>().get(syncApi.changes.path, async (c) => {
  const { since } = readQuery(c, syncApi.changes.query)
  const db = c.get('deps').db
  // The answer is public but changes with every write; clients always ask the server.
  c.header('Cache-Control', 'no-store')
  const cursor = await currentSyncCursor(db)
  const etag = etagOf(cursor)
  const ifNoneMatch = c.req.header('if-none-match')
  const unchanged = since === cursor || (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(etag))
  if (unchanged) {
    c.header('ETag', etag)
    return c.body(null, 304)
  }
  const delta = await changesSince(db, since)
  c.header('ETag', etagOf(delta.cursor))
  return c.json(delta)
})
