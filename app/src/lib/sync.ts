// Keeps the catalogue and blog mirror in IndexedDB (lib/db.ts) in step with the server through
// GET /api/sync?since=<cursor> (the sync contract, shared/contracts/catalogue.ts). Runs at start,
// on `online`, when the page becomes visible again, and every minute while it is visible; one
// request at a time per tab. An answer is applied only once the contract's schema accepts it.
// A first sync (or a long absence) comes in pages (`more`): each is applied in its own
// transaction as it arrives, so pages fill while the rest downloads, and an interrupted sync
// resumes from the last page applied.
import { urlFor } from '#shared/contracts/contract'
import type { SyncDelta } from '#shared/schemas/catalogue'
import type { ShopDb, SyncFailure, SyncStateRow } from './db'
import { openLocalDb } from './local-db'
import { STORAGE_KEYS } from './storage-keys'

export type { SyncDelta }

type SyncOutcome = 'updated' | 'unchanged' | 'failed'

const SYNC_INTERVAL_MS = 60_000
const STATE_KEY = STORAGE_KEYS.catalogueSync

/** The contract (and zod with it) loads with the first sync, after the first render. */
const loadSyncApi = () => import('#shared/contracts/catalogue').then((m) => m.syncApi)
type SyncApi = Awaited<ReturnType<typeof loadSyncApi>>

export async function readSyncState(db?: ShopDb): Promise<SyncStateRow> {
  db ??= await openLocalDb()
  return (await db.syncState.get(STATE_KEY)) ?? { key: STATE_KEY, cursor: 0, syncedAt: null, error: null }
}

/** Most pages one sync follows before it leaves the rest to the next run (a runaway server). */
const MAX_PAGES_PER_SYNC = 1000

/**
 * Merges one answer (one page) of /api/sync into the mirror in a single transaction, so pages
 * never see half of it. `since` is the cursor the answer was asked from: if the mirror moved
 * meanwhile (another tab applied something), the answer no longer follows from it and is
 * dropped; the caller asks again from where the mirror is. Without `since` the answer is applied
 * whatever the mirror holds. `syncedAt` is set by the last page only: until then the mirror is
 * not a complete copy (lib/catalogue.ts tells "loading" from "not found" by it).
 */
export async function applyDelta(db: ShopDb, delta: SyncDelta, since?: number, now = new Date()): Promise<boolean> {
  return db.transaction('rw', db.products, db.posts, db.syncState, async () => {
    const state = await readSyncState(db)
    if (!delta.reset && since !== undefined && state.cursor !== since) return false
    if (delta.reset) {
      await db.products.clear()
      await db.posts.clear()
    }
    await db.products.bulkPut(delta.products)
    await db.posts.bulkPut(delta.posts)
    await db.products.bulkDelete(delta.deleted.products)
    await db.posts.bulkDelete(delta.deleted.posts)
    const syncedAt = !delta.more ? now.toISOString() : delta.reset ? null : state.syncedAt
    await db.syncState.put({ key: STATE_KEY, cursor: delta.cursor, syncedAt, error: null })
    return true
  })
}

/** A 304: the mirror holds everything up to `since`, which is still the server's cursor. */
async function recordUpToDate(db: ShopDb, since: number, now = new Date()) {
  await db.transaction('rw', db.syncState, async () => {
    const state = await readSyncState(db)
    if (state.cursor === since) await db.syncState.put({ key: STATE_KEY, cursor: since, syncedAt: now.toISOString(), error: null })
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
function failureOf(response: Response): SyncFailure {
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
  const delta = await parseDelta(syncApi.changes.output, body)
  return delta ? { outcome: 'delta', delta } : { outcome: 'failed', failure: 'invalid_answer' }
}

/** Records checked between two breaks for the page (a phone needs a few milliseconds per record). */
const RECORDS_PER_SLICE = 25

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The contract's schema applied to one answer, as `safeParse` would (same records, same refusal),
 * but a slice of records at a time with a break between slices: a first sync's page of up to 500
 * records would otherwise hold the main thread for a long task right after the page hydrated,
 * while the shopper starts to scroll and tap.
 */
async function parseDelta(schema: SyncApi['changes']['output'], body: unknown): Promise<SyncDelta | undefined> {
  const envelope = schema.omit({ products: true, posts: true }).safeParse(body)
  const { products, posts } = body as { products?: unknown; posts?: unknown }
  if (!envelope.success || !Array.isArray(products) || !Array.isArray(posts)) return undefined
  const checkedProducts = await parseInSlices(schema.shape.products, products)
  const checkedPosts = checkedProducts && (await parseInSlices(schema.shape.posts, posts))
  return checkedProducts && checkedPosts ? { ...envelope.data, products: checkedProducts, posts: checkedPosts } : undefined
}

/** A list schema applied to `list` a slice at a time, with a break for the page before each slice. */
async function parseInSlices<T>(list: { safeParse(value: unknown): { success: true; data: T[] } | { success: false } }, items: unknown[]): Promise<T[] | undefined> {
  const checked: T[] = []
  for (let start = 0; start < items.length; start += RECORDS_PER_SLICE) {
    await yieldToPage()
    const result = list.safeParse(items.slice(start, start + RECORDS_PER_SLICE))
    if (!result.success) return undefined
    checked.push(...result.data)
  }
  return checked
}

async function sync(db: ShopDb, fetchImpl: typeof fetch): Promise<SyncOutcome> {
  // Both at once: on a first visit the contract chunk and IndexedDB's first open each take a moment.
  const [syncApi, initial] = await Promise.all([loadSyncApi(), readSyncState(db)])
  let state = initial
  let outcome: SyncOutcome = 'unchanged'
  for (let page = 0; page < MAX_PAGES_PER_SYNC; page++) {
    const since = state.cursor
    const fetched = await fetchDelta(syncApi, since, fetchImpl)
    if (fetched.outcome === 'unchanged') {
      await recordUpToDate(db, since)
      return outcome
    }
    if (fetched.outcome === 'failed') {
      await recordFailure(db, fetched.failure)
      return 'failed'
    }
    const { delta } = fetched
    // A page that does not move the cursor forward would be asked for again and again.
    if (!delta.reset && delta.cursor <= since) {
      await recordFailure(db, 'invalid_answer')
      return 'failed'
    }
    if (await applyDelta(db, delta, since)) {
      outcome = 'updated'
      if (!delta.more) return outcome
    }
    state = await readSyncState(db)
  }
  return outcome
}

let inFlight: Promise<SyncOutcome> | undefined

/** One sync now; a call while one is running joins it. */
export function syncNow(db?: ShopDb, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<SyncOutcome> {
  inFlight ??= (db ? Promise.resolve(db) : openLocalDb())
    .then((opened) =>
      sync(opened, fetchImpl).catch(async () => {
        // The contract chunk could not load (offline on a first visit) or IndexedDB refused a write.
        await recordFailure(opened, 'offline').catch(() => {})
        return 'failed' as const
      }),
    )
    .catch(() => 'failed' as const)
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
