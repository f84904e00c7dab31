// Submitting a wholesale order from the device, and what the sync centre does with one the server
// refused. A submission moves the draft into the outbox in one IndexedDB transaction, under a
// fresh id that is the Idempotency-Key and the order's clientId, so however often it is retried
// (a dropped connection, the service worker, a later day) the shop receives it once.
import { wholesaleApi } from '#shared/contracts/wholesale'
import type { WholesaleOrder, WholesaleReceipt } from '#shared/schemas/wholesale'
import type { ApiError } from '#app/lib/api-client'
import { getDb, type ShopDb, type WholesaleOrderRow } from '#app/lib/db'
import { dismissOutboxEntry, enqueue, sendNow, type SendNowOptions } from '#app/lib/outbox'

export type SubmitOutcome = { state: 'sent'; reference: string } | { state: 'queued' }

/** The draft was submitted meanwhile (another tab): there is nothing left to submit. */
export class AlreadySubmittedError extends Error {
  constructor() {
    super('This order has already been submitted')
    this.name = 'AlreadySubmittedError'
  }
}

/**
 * Stores `draft` as submitted with its outbox entry, then sends it at once when online. Sent:
 * the server's reference. Offline or failing for a while: queued (the outbox keeps trying). A
 * refusal on this first attempt (4xx) brings the draft back, with the reason, and is thrown for
 * the form to show: the rep is still there to fix it.
 */
export async function submitOrder(draft: WholesaleOrderRow, order: WholesaleOrder, options: SendNowOptions & { now?: number } = {}): Promise<SubmitOutcome> {
  const db = options.db ?? getDb()
  const now = options.now ?? Date.now()
  const submissionId = crypto.randomUUID()
  await db.transaction('rw', db.wholesaleOrders, db.outbox, async () => {
    const stored = await db.wholesaleOrders.get(draft.id)
    if (stored && stored.stage !== 'draft') throw new AlreadySubmittedError()
    const { review: _fixed, ...rest } = draft
    await db.wholesaleOrders.put({ ...rest, stage: 'submitted', submissionId, submittedAt: now, updatedAt: now })
    await enqueue({ kind: 'wholesale_order', method: 'POST', url: wholesaleApi.submit.url, body: { ...order, clientId: submissionId } }, db, now, submissionId)
  })
  const result = await sendNow(submissionId, { ...options, db })
  if (result.outcome === 'sent') return { state: 'sent', reference: (result.data as WholesaleReceipt).reference }
  if (result.outcome === 'needs_review') {
    await reopenSubmission(draft.id, { db, now })
    throw result.error satisfies ApiError
  }
  return { state: 'queued' }
}

/** Whether a submitted order may be taken back: refused by the server (or its entry is gone), never while it may still arrive. */
async function takeBack(db: ShopDb, id: string) {
  const order = await db.wholesaleOrders.get(id)
  if (order?.stage !== 'submitted') return undefined
  const entry = order.submissionId ? await db.outbox.get(order.submissionId) : undefined
  if (entry && entry.status !== 'needs_review') return undefined
  if (entry) await dismissOutboxEntry(entry.id, db)
  return { order, entry }
}

/**
 * A refused order becomes a draft again, with the server's reason, to be fixed and submitted
 * anew (under a new id: the old one stays tied to the refusal). Returns false when it cannot be
 * taken back because it may still be on its way.
 */
export async function reopenSubmission(id: string, options: { db?: ShopDb; now?: number } = {}): Promise<boolean> {
  const db = options.db ?? getDb()
  return db.transaction('rw', db.wholesaleOrders, db.outbox, async () => {
    const taken = await takeBack(db, id)
    if (!taken) return false
    const { submissionId: _s, submittedAt: _t, ...draft } = taken.order
    const review = taken.entry?.lastError ? { message: taken.entry.lastError, fields: taken.entry.lastErrorFields } : undefined
    await db.wholesaleOrders.put({ ...draft, stage: 'draft', updatedAt: options.now ?? Date.now(), ...(review && { review }) })
    return true
  })
}

/** Drops a refused order altogether (the rep decided not to send it). */
export async function discardSubmission(id: string, db: ShopDb = getDb()): Promise<boolean> {
  return db.transaction('rw', db.wholesaleOrders, db.outbox, async () => {
    if (!(await takeBack(db, id))) return false
    await db.wholesaleOrders.delete(id)
    return true
  })
}
