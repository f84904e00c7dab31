// Keeps the catalogue and blog mirror in IndexedDB (lib/db.ts) in step with the server through
// GET /api/sync?since=<cursor>. Runs at start, on `online`, when the page becomes visible again,
// and every minute while it is visible; one request at a time per tab.
import type { SyncDelta } from '#shared/schemas/catalogue'
import { getDb, type ShopDb, type SyncStateRow } from './db'

export type { SyncDelta }

export type SyncOutcome = 'updated' | 'unchanged' | 'failed'

export const SYNC_INTERVAL_MS = 60_000
const STATE_KEY = 'catalogue'

export async function readSyncState(db: ShopDb = getDb()): Promise<SyncStateRow> {
  return (await db.syncState.get(STATE_KEY)) ?? { key: STATE_KEY, cursor: 0, syncedAt: null, error: null }
}

/**
 * Merges one answer of /api/sync into the mirror in a single transaction, so pages never see
 * half a sync. An answer older than what another tab already applied is ignored.
 */
export async function applyDelta(db: ShopDb, delta: SyncDelta, now = new Date()): Promise<boolean> {
  return db.transaction('rw', db.products, db.posts, db.syncState, async () => {
    const state = await readSyncState(db)
    if (!delta.reset && state.cursor >= delta.cursor && state.syncedAt !== null) return false
    if (delta.reset) {
      await db.products.clear()
      await db.posts.clear()
    }
    await db.products.bulkPut(delta.products)
    await db.posts.bulkPut(delta.posts)
    await db.products.bulkDelete(delta.deleted.products)
    await db.posts.bulkDelete(delta.deleted.posts)
    await db.syncState.put({ key: STATE_KEY, cursor: delta.cursor, syncedAt: now.toISOString(), error: null })
    return true
  })
}

async function recordFailure(db: ShopDb, message: string) {
  await db.transaction('rw', db.syncState, async () => {
    const state = await readSyncState(db)
    await db.syncState.put({ ...state, error: message })
  })
}

async function fetchDelta(db: ShopDb, fetchImpl: typeof fetch): Promise<SyncOutcome> {
  const { cursor, syncedAt } = await readSyncState(db)
  const since = syncedAt === null ? 0 : cursor
  let response: Response
  try {
    // no-store: the answer depends on data that changes at any moment, and the service worker
    // never caches /api either.
    response = await fetchImpl(`/api/sync?since=${since}`, { headers: { Accept: 'application/json' }, cache: 'no-store' })
  } catch {
    await recordFailure(db, 'network_error')
    return 'failed'
  }
  if (response.status === 304) {
    await db.syncState.put({ key: STATE_KEY, cursor, syncedAt: new Date().toISOString(), error: null })
    return 'unchanged'
  }
  if (!response.ok) {
    await recordFailure(db, `http_${response.status}`)
    return 'failed'
  }
  const delta = (await response.json()) as SyncDelta
  await applyDelta(db, delta)
  return 'updated'
}

let inFlight: Promise<SyncOutcome> | undefined

/** One sync now; a call while one is running joins it. */
export function syncNow(db: ShopDb = getDb(), fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<SyncOutcome> {
  inFlight ??= fetchDelta(db, fetchImpl)
    .catch(async (error: unknown) => {
      await recordFailure(db, error instanceof Error ? error.message : String(error)).catch(() => {})
      return 'failed' as const
    })
    .finally(() => {
      inFlight = undefined
    })
  return inFlight
}

let stop: (() => void) | undefined

/** Stops the schedule (tests, and pages that never want background work). */
export function stopSync() {
  stop?.()
}

/**
 * Starts the sync schedule for this page, once: called at app start and by the catalogue hooks,
 * so whichever comes first triggers the first sync.
 */
export function startSync() {
  if (stop || typeof window === 'undefined') return
  const run = () => void syncNow()
  const onVisible = () => {
    if (document.visibilityState === 'visible') run()
  }
  window.addEventListener('online', run)
  document.addEventListener('visibilitychange', onVisible)
  const timer = window.setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine !== false) run()
  }, SYNC_INTERVAL_MS)
  stop = () => {
    stop = undefined
    window.removeEventListener('online', run)
    document.removeEventListener('visibilitychange', onVisible)
    window.clearInterval(timer)
  }
  run()
}
