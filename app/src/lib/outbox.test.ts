// The durable outbox: nothing is lost, retries back off, a 4xx stops and waits for review, and
// every attempt of an entry carries the same Idempotency-Key.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { ShopDb } from './db'
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffDelay,
  dismissOutboxEntry,
  enqueue,
  flushOutbox,
  outboxNeedingReview,
  sendThroughOutbox,
  STALE_CLAIM_MS,
} from './outbox'

let name: string
let db: ShopDb
beforeEach(() => {
  name = `outbox-${crypto.randomUUID()}`
  db = new ShopDb(name)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(name)
})

const message = { kind: 'contact' as const, method: 'POST' as const, url: '/api/contact', body: { subject: 'Sizing question' } }
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
const offline = () => vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('Idempotency-Key')

describe('backoffDelay', () => {
  it('doubles from the base delay, stays within half and all of it, and stops growing at the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 1))).toEqual([1, 2, 4, 8].map((k) => k * BACKOFF_BASE_MS))
    expect(backoffDelay(3, () => 0)).toBe(2 * BACKOFF_BASE_MS)
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF_CAP_MS)
    expect(backoffDelay(40, () => 0)).toBe(BACKOFF_CAP_MS / 2)
  })
})

describe('flushOutbox', () => {
  it('keeps an entry through network errors and 5xx with growing delays, then removes it on 2xx', async () => {
    let now = 1_000_000
    const clock = () => now
    const entry = await enqueue(message, db, now)
    const fetchImpl = offline()

    expect(await flushOutbox({ db, fetchImpl, now: clock })).toMatchObject({ sent: 0, retrying: 1 })
    let stored = (await db.outbox.get(entry.id))!
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 })
    const firstDelay = stored.nextAttemptAt - now
    expect(firstDelay).toBeGreaterThanOrEqual(BACKOFF_BASE_MS / 2)
    expect(firstDelay).toBeLessThanOrEqual(BACKOFF_BASE_MS)

    // Not due yet: nothing is sent.
    expect(await flushOutbox({ db, fetchImpl, now: clock })).toMatchObject({ sent: 0, retrying: 0, nextAttemptAt: stored.nextAttemptAt })
    expect(fetchImpl).toHaveBeenCalledTimes(1)

    now = stored.nextAttemptAt
    fetchImpl.mockResolvedValueOnce(json({ error: { code: 'internal_error', message: 'Something went wrong' } }, 503))
    await flushOutbox({ db, fetchImpl, now: clock })
    stored = (await db.outbox.get(entry.id))!
    expect(stored).toMatchObject({ status: 'pending', attempts: 2, lastError: 'Something went wrong' })
    expect(stored.nextAttemptAt - now).toBeGreaterThanOrEqual(BACKOFF_BASE_MS)

    now = stored.nextAttemptAt
    fetchImpl.mockResolvedValueOnce(json({ id: 'm1' }, 201))
    expect(await flushOutbox({ db, fetchImpl, now: clock })).toMatchObject({ sent: 1 })
    expect(await db.outbox.count()).toBe(0)
    // Every attempt carried the entry's id as its Idempotency-Key, and the same body.
    expect(fetchImpl.mock.calls.map(keyOf)).toEqual([entry.id, entry.id, entry.id])
    expect(fetchImpl.mock.calls.map((c) => c[1]?.body)).toEqual(Array(3).fill(JSON.stringify(message.body)))
  })

  it('stops at a 4xx and keeps the entry as needs_review with the server message', async () => {
    const entry = await enqueue(message, db)
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ error: { code: 'validation_failed', message: 'Subject must be at least 5 characters' } }, 400))
    expect(await flushOutbox({ db, fetchImpl, ignoreSchedule: true })).toMatchObject({ needsReview: 1 })
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'needs_review', lastError: 'Subject must be at least 5 characters' })
    await flushOutbox({ db, fetchImpl, ignoreSchedule: true })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('treats 429 as temporary and waits at least Retry-After', async () => {
    const now = 5_000_000
    const entry = await enqueue(message, db, now)
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ error: { code: 'too_many_requests', message: 'Too many' } }, 429, { 'Retry-After': '600' }))
    await flushOutbox({ db, fetchImpl, now: () => now })
    const stored = (await db.outbox.get(entry.id))!
    expect(stored.status).toBe('pending')
    expect(stored.nextAttemptAt - now).toBeGreaterThanOrEqual(600_000)
  })

  it('loses nothing across a reload: a reopened database still holds the pending entry', async () => {
    const entry = await enqueue(message, db)
    await flushOutbox({ db, fetchImpl: offline(), ignoreSchedule: true })
    db.close()
    const reopened = new ShopDb(name)
    expect(await reopened.outbox.get(entry.id)).toMatchObject({ status: 'pending', attempts: 1, body: message.body })
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ id: 'm1' }, 201))
    await flushOutbox({ db: reopened, fetchImpl, ignoreSchedule: true })
    expect(await reopened.outbox.count()).toBe(0)
    reopened.close()
    db = new ShopDb(name)
  })

  it('never sends an entry another tab is sending, but takes over a claim left by a dead tab', async () => {
    const entry = await enqueue(message, db)
    await db.outbox.update(entry.id, { status: 'sending', claimedAt: Date.now() })
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ id: 'm1' }, 201))
    await Promise.all([flushOutbox({ db, fetchImpl, ignoreSchedule: true }), flushOutbox({ db, fetchImpl, ignoreSchedule: true })])
    expect(fetchImpl).not.toHaveBeenCalled()

    await db.outbox.update(entry.id, { claimedAt: Date.now() - STALE_CLAIM_MS - 1 })
    await flushOutbox({ db, fetchImpl, ignoreSchedule: true })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends a due entry once when two flushes race', async () => {
    await enqueue(message, db)
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => json({ id: 'm1' }, 201))
    await Promise.all([flushOutbox({ db, fetchImpl }), flushOutbox({ db, fetchImpl }), flushOutbox({ db, fetchImpl })])
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })
})

describe('sendThroughOutbox', () => {
  it('sends at once when online and leaves nothing behind', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ id: 'm1', status: 'new' }, 201))
    expect(await sendThroughOutbox(message, { db, fetchImpl, online: true })).toEqual({ queued: false, data: { id: 'm1', status: 'new' } })
    expect(await db.outbox.count()).toBe(0)
  })

  it('queues without trying when offline', async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    expect(await sendThroughOutbox(message, { db, fetchImpl, online: false })).toEqual({ queued: true })
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1)
  })

  it('queues when the network fails mid-way', async () => {
    expect(await sendThroughOutbox(message, { db, fetchImpl: offline(), online: true })).toEqual({ queued: true })
    expect(await db.outbox.count()).toBe(1)
  })

  it('throws a refusal straight back to the form and keeps nothing', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(
      json({ error: { code: 'validation_failed', message: 'Invalid email address', fields: { email: 'Invalid email address' } } }, 400),
    )
    const error = await sendThroughOutbox(message, { db, fetchImpl, online: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: 'Invalid email address', fields: { email: 'Invalid email address' } })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('entries needing review', () => {
  it('lists the refused writes with their kind, oldest first, until the shopper dismisses them', async () => {
    const newsletter = await enqueue({ kind: 'newsletter', method: 'POST', url: '/api/newsletter/subscribe', body: { email: 'x' } }, db, 1_000)
    const contact = await enqueue(message, db, 2_000)
    await enqueue({ ...message, body: { subject: 'Still waiting' } }, db, 3_000)
    const refuseTwo = vi.fn<typeof fetch>(async (_url, init) => {
      if (String(init?.body).includes('Still waiting')) throw new TypeError('Failed to fetch')
      return json({ error: { code: 'validation_failed', message: 'Invalid email address' } }, 400)
    })
    await flushOutbox({ db, fetchImpl: refuseTwo, ignoreSchedule: true })

    const review = await outboxNeedingReview(db)
    expect(review.map((e) => [e.id, e.kind, e.lastError])).toEqual([
      [newsletter.id, 'newsletter', 'Invalid email address'],
      [contact.id, 'contact', 'Invalid email address'],
    ])
    await dismissOutboxEntry(newsletter.id, db)
    expect((await outboxNeedingReview(db)).map((e) => e.id)).toEqual([contact.id])
    // The write still waiting for the network is not touched.
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1)
  })
})

