// Keeps the catalogue and blog mirror in IndexedDB (lib/db.ts) in step with the server through
// GET /api/sync?since=<cursor> (the sync contract, shared/contracts/catalogue.ts). Runs at start,
// on `online`, when the page becomes visible again, and every minute while it is visible; one
// request at a time per tab. An answer is applied only once the contract's schema accepts it.
import { urlFor } from '#shared/contracts/contract'
import type { SyncDelta } from '#shared/schemas/catalogue'
import { getDb, STORAGE_KEYS, type ShopDb, type SyncFailure, type SyncStateRow } from './db'

export type { SyncDelta, SyncFailure }

export type SyncOutcome = 'updated' | 'unchanged' | 'failed'

export const SYNC_INTERVAL_MS = 60_000
const STATE_KEY = STORAGE_KEYS.catalogueSync

/** The contract (and zod with it) loads with the first sync, after the first render. */
const loadSyncApi = () => import('#shared/contracts/catalogue').then((m) => m.syncApi)
type SyncApi = Awaited<ReturnType<typeof loadSyncApi>>

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

async function recordFailure(db: ShopDb, failure: SyncFailure) {
  await db.transaction('rw', db.syncState, async () => {
    const state = await readSyncState(db)
    await db.syncState.put({ ...state, error: failure })
  })
}

const isJson = (response: Response) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '')

/**
 * What a failed answer means. The shop's API always answers JSON, so anything else came from
 * something standing in its way (a captive portal's login page, a proxy) and counts as offline,
 * as does 511 Network Authentication Required.
 */
export function failureOf(response: Response): SyncFailure {
  if (response.status === 511 || !isJson(response)) return 'offline'
  return 'server'
}

type Fetched = { outcome: 'unchanged' } | { outcome: 'delta'; delta: SyncDelta } | { outcome: 'failed'; failure: SyncFailure }

async function fetchDelta(syncApi: SyncApi, since: number, fetchImpl: typeof fetch): Promise<Fetched> {
  let response: Response
  try {
    // no-store: the answer depends on data that changes at any moment, and the service worker
    // never caches /api either.
    response = await fetchImpl(urlFor(syncApi.changes, {}, { since: String(since) }), { headers: { Accept: 'application/json' }, cache: 'no-store' })
  } catch {
    return { outcome: 'failed', failure: 'offline' }
  }
  if (response.status === 304) return { outcome: 'unchanged' }
  if (!response.ok || !isJson(response)) return { outcome: 'failed', failure: failureOf(response) }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return { outcome: 'failed', failure: 'invalid_answer' }
  }
  const parsed = syncApi.changes.output.safeParse(body)
  return parsed.success ? { outcome: 'delta', delta: parsed.data } : { outcome: 'failed', failure: 'invalid_answer' }
}

async function sync(db: ShopDb, fetchImpl: typeof fetch): Promise<SyncOutcome> {
  // Both at once: on a first visit the contract chunk and IndexedDB's first open each take a moment.
  const [syncApi, { cursor, syncedAt }] = await Promise.all([loadSyncApi(), readSyncState(db)])
  const fetched = await fetchDelta(syncApi, syncedAt === null ? 0 : cursor, fetchImpl)
  switch (fetched.outcome) {
    case 'unchanged':
      await db.syncState.put({ key: STATE_KEY, cursor, syncedAt: new Date().toISOString(), error: null })
      return 'unchanged'
    case 'delta':
      await applyDelta(db, fetched.delta)
      return 'updated'
    case 'failed':
      await recordFailure(db, fetched.failure)
      return 'failed'
  }
}

let inFlight: Promise<SyncOutcome> | undefined

/** One sync now; a call while one is running joins it. */
export function syncNow(db: ShopDb = getDb(), fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<SyncOutcome> {
  inFlight ??= sync(db, fetchImpl)
    .catch(async () => {
      // The contract chunk could not load (offline on a first visit) or IndexedDB refused a write.
      await recordFailure(db, 'offline').catch(() => {})
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
