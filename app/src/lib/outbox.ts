// The durable outbox: writes that must reach the server even when the shopper is offline
// (contact message, newsletter signup, submitted wholesale orders). Each entry lives in
// IndexedDB (lib/db.ts) until the server answered 2xx; its id travels as Idempotency-Key, so a
// retry after a lost answer never creates a second record (worker/src/http/idempotency.ts).
// A sent wholesale order leaves its receipt (the server's reference) on the device, written in
// the transaction that removes its entry (lib/wholesale-orders.ts).
//
// Flushed at app start, on `online`, on the service worker's Background Sync event, and when a
// backoff delay ends while the page is open. Runs in pages and in the service worker: no React here.
// It opens Dexie itself (the service worker cannot load code on demand): pages reach it only
// after their first render (app/background.ts, the forms' submit, idle-time notices).
// The only module that reads or removes outbox entries.
import { apiErrorFrom, networkError, type ApiError } from './api-client'
import { getDb, type OutboxEntry, type OutboxKind, type ShopDb } from './db'
import { recordWholesaleReceipt } from './wholesale-orders'

export type { OutboxEntry, OutboxKind }
export type OutboxRequest = Pick<OutboxEntry, 'kind' | 'method' | 'url' | 'body'>

export const BACKGROUND_SYNC_TAG = 'outbox'
export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_CAP_MS = 15 * 60_000
/** A 'sending' claim older than this belongs to a tab or worker that died mid-send. */
export const STALE_CLAIM_MS = 2 * 60_000
/** How soon a page looks again at an entry someone else is sending. */
export const CLAIM_RECHECK_MS = 5_000

/**
 * Delay before retry number `attempts` (1 = after the first failure): doubling from 2 s, capped
 * at 15 min, with "equal jitter" (half fixed, half random) so many phones coming back online at
 * once do not all knock at the same second.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(exp / 2 + (exp / 2) * random())
}

/** Stores a write to be sent. `id` (the Idempotency-Key) is made here unless the caller already has one, e.g. a wholesale submission's. */
export async function enqueue(request: OutboxRequest, db: ShopDb = getDb(), now = Date.now(), id: string = crypto.randomUUID()): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id,
    ...request,
    createdAt: new Date(now).toISOString(),
    attempts: 0,
    nextAttemptAt: now,
    status: 'pending',
    lastError: null,
  }
  await db.outbox.add(entry)
  return entry
}

/** Writes the server refused after they were queued (a 4xx is final), oldest first, for the shopper to see. */
export function outboxNeedingReview(db: ShopDb = getDb()): Promise<OutboxEntry[]> {
  return db.outbox.where('status').equals('needs_review').sortBy('createdAt')
}

/** The shopper has seen a refused write: it leaves the outbox. */
export async function dismissOutboxEntry(id: string, db: ShopDb = getDb()): Promise<void> {
  await db.outbox.delete(id)
}

/** The entries of one kind of write, whatever their state (the sync centre shows each order's). */
export function outboxEntriesOf(kind: OutboxKind, db: ShopDb = getDb()): Promise<OutboxEntry[]> {
  return db.outbox.filter((entry) => entry.kind === kind).toArray()
}

/** Marks an entry as being sent, unless another tab or the service worker already has it. */
async function claim(db: ShopDb, id: string, now: number, ignoreSchedule: boolean): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id)
    if (!entry) return undefined
    const free = entry.status === 'pending' || (entry.status === 'sending' && now - (entry.claimedAt ?? 0) > STALE_CLAIM_MS)
    if (!free || (!ignoreSchedule && entry.nextAttemptAt > now)) return undefined
    const claimed: OutboxEntry = { ...entry, status: 'sending', claimedAt: now }
    await db.outbox.put(claimed)
    return claimed
  })
}

export type SendResult =
  | { outcome: 'sent'; status: number; data: unknown }
  | { outcome: 'retry'; error: string; nextAttemptAt: number }
  | { outcome: 'needs_review'; error: ApiError }

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

/** Errors worth retrying with the same key: the request may never have been handled. */
const isTransient = (status: number) => status >= 500 || status === 408 || status === 429 || status === 0

async function send(db: ShopDb, entry: OutboxEntry, fetchImpl: typeof fetch, now: () => number): Promise<SendResult> {
  let response: Response | undefined
  try {
    response = await fetchImpl(entry.url, {
      method: entry.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': entry.id },
      body: JSON.stringify(entry.body),
      credentials: 'same-origin',
    })
  } catch {
    response = undefined
  }
  if (response?.ok) {
    const data = parseJson(await response.text().catch(() => ''))
    // Leaves the outbox only now that the server has answered, together with what it leaves behind.
    await db.transaction('rw', db.outbox, db.wholesaleOrders, async () => {
      await db.outbox.delete(entry.id)
      if (entry.kind === 'wholesale_order') await recordWholesaleReceipt(db, entry.id, data, now())
    })
    return { outcome: 'sent', status: response.status, data }
  }
  const status = response?.status ?? 0
  const error = response ? apiErrorFrom(status, await response.text().catch(() => ''), response.headers) : networkError()
  const inProgress = status === 409 && error.code === 'idempotency_request_in_progress'
  if (isTransient(status) || inProgress) {
    const attempts = entry.attempts + 1
    const retryAfter = Number(response?.headers.get('Retry-After'))
    const delay = Math.max(backoffDelay(attempts), Number.isFinite(retryAfter) ? retryAfter * 1000 : 0)
    const nextAttemptAt = now() + delay
    await db.outbox.put({ ...entry, status: 'pending', attempts, nextAttemptAt, lastError: error.message, claimedAt: undefined })
    return { outcome: 'retry', error: error.message, nextAttemptAt }
  }
  // Any other 4xx is final: the same request would be refused again. Kept for the shopper to see.
  await db.outbox.put({ ...entry, status: 'needs_review', attempts: entry.attempts + 1, lastError: error.message, lastErrorFields: error.fields, claimedAt: undefined })
  return { outcome: 'needs_review', error }
}

export type FlushOptions = {
  db?: ShopDb
  fetchImpl?: typeof fetch
  now?: () => number
  /** Ignore backoff schedules (the connection just came back). */
  ignoreSchedule?: boolean
}

export type FlushReport = { sent: number; retrying: number; needsReview: number; nextAttemptAt?: number }

/** Sends every due entry once, oldest first. Safe to run from several tabs and the service worker at once. */
export async function flushOutbox(options: FlushOptions = {}): Promise<FlushReport> {
  const db = options.db ?? getDb()
  const fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args))
  const now = options.now ?? Date.now
  const report: FlushReport = { sent: 0, retrying: 0, needsReview: 0 }
  const candidates = await db.outbox.where('status').anyOf('pending', 'sending').sortBy('createdAt')
  for (const candidate of candidates) {
    const entry = await claim(db, candidate.id, now(), options.ignoreSchedule ?? false)
    if (!entry) {
      // Not due yet, or being sent by another tab or the service worker: look again later, so an
      // entry the other sender had to put back is not left waiting for the next `online` event.
      const recheckAt = candidate.status === 'pending' ? candidate.nextAttemptAt : now() + CLAIM_RECHECK_MS
      report.nextAttemptAt = Math.min(report.nextAttemptAt ?? Infinity, recheckAt)
      continue
    }
    const result = await send(db, entry, fetchImpl, now)
    if (result.outcome === 'sent') report.sent++
    else if (result.outcome === 'needs_review') report.needsReview++
    else {
      report.retrying++
      report.nextAttemptAt = Math.min(report.nextAttemptAt ?? Infinity, result.nextAttemptAt)
    }
  }
  return report
}

/** Asks the service worker to flush when connectivity returns, even if every tab is closed. */
export async function requestBackgroundFlush() {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 2000, undefined)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    await registration?.sync?.register(BACKGROUND_SYNC_TAG)
  } catch {
    // Background Sync unsupported or denied: the `online` listener and app start still flush.
  }
}

export type SendNowOptions = { db?: ShopDb; fetchImpl?: typeof fetch; online?: boolean }

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

/**
 * Sends one stored entry at once when online, whatever its backoff says. `queued` when it is
 * left for later: offline, another tab or the service worker has it, or the attempt failed in a
 * way worth retrying (then a retry is scheduled). A 4xx leaves it in needs_review for the caller.
 */
export async function sendNow(id: string, options: SendNowOptions = {}): Promise<SendResult | { outcome: 'queued' }> {
  const db = options.db ?? getDb()
  const claimed = (options.online ?? browserOnline()) ? await claim(db, id, Date.now(), true) : undefined
  if (!claimed) {
    void requestBackgroundFlush()
    return { outcome: 'queued' }
  }
  const result = await send(db, claimed, options.fetchImpl ?? ((...args) => fetch(...args)), Date.now)
  if (result.outcome === 'retry') {
    void requestBackgroundFlush()
    scheduleFlush(result.nextAttemptAt)
    return { outcome: 'queued' }
  }
  return result
}

/**
 * Sends a write through the outbox: stored first, then tried at once when online. Returns
 * `{ queued: true }` when it will be sent later. A 4xx on this first attempt is thrown as an
 * ApiError (the shopper is still on the form and can fix it) and the entry is dropped.
 */
export async function sendThroughOutbox<T = unknown>(request: OutboxRequest, options: SendNowOptions = {}): Promise<{ queued: true } | { queued: false; data: T }> {
  const db = options.db ?? getDb()
  const entry = await enqueue(request, db)
  const result = await sendNow(entry.id, { ...options, db })
  if (result.outcome === 'sent') return { queued: false, data: result.data as T }
  if (result.outcome === 'needs_review') {
    await db.outbox.delete(entry.id)
    throw result.error
  }
  return { queued: true }
}

/** Timers and listeners belong to pages; the service worker relies on Background Sync. */
const inPage = () => 'document' in globalThis

let timer: ReturnType<typeof setTimeout> | undefined

function scheduleFlush(at: number | undefined) {
  if (at === undefined || !inPage()) return
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => void runFlush(false), Math.max(0, at - Date.now()))
}

let running: Promise<FlushReport> | undefined

async function runFlush(ignoreSchedule: boolean): Promise<FlushReport | undefined> {
  if (running) return running
  running = flushOutbox({ ignoreSchedule }).finally(() => (running = undefined))
  try {
    const report = await running
    scheduleFlush(report.nextAttemptAt)
    return report
  } catch {
    return undefined
  }
}

/** Sends every waiting entry now (a "try again" button); resolves with what happened. */
export const flushOutboxNow = () => runFlush(true)

let started = false

/** Page side: flush at start and whenever the connection comes back. */
export function startOutbox() {
  if (started || !inPage()) return
  started = true
  globalThis.addEventListener('online', () => void runFlush(true))
  void runFlush(true)
}
