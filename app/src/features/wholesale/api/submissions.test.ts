// A rep's wholesale orders on the device, on a real IndexedDB (fake-indexeddb): drafts survive a
// reload, submitting moves a draft into the outbox, the server's answer settles it exactly once,
// and a refusal turns it into "needs review" from which the draft comes back whole.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wholesaleOrderSchema, type WholesaleOrder } from '#shared/schemas/wholesale'
import { ApiError } from '#app/lib/api-client'
import { ShopDb, type WholesaleOrderRow } from '#app/lib/db'
import { flushOutbox } from '#app/lib/outbox'
import { countWaitingOrders, draftsOnDevice, newDraft, saveDraft, submittedOrders } from '#app/lib/wholesale-orders'
import { discardSubmission, reopenSubmission, submitOrder } from './submissions'

let name: string
let db: ShopDb
beforeEach(() => {
  name = `wholesale-${crypto.randomUUID()}`
  db = new ShopDb(name)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(name)
})

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const offline = () => vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('Idempotency-Key')
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>

const line = { productId: 'p-1', productCode: 'FB-001', productName: 'Faja Reina', color: 'black', size: 'M', quantity: 12 }

function draftFor(company: string, now = 1_000): WholesaleOrderRow {
  const draft = newDraft(now, { companyName: company, contactName: 'Sofía Herrera', email: 'sofia@lumiere.example', phone: '+57 300 555 0101', country: 'Colombia' })
  return { ...draft, lines: [line, { ...line, size: 'L', quantity: 6 }] }
}

const orderOf = (draft: WholesaleOrderRow): WholesaleOrder => wholesaleOrderSchema.parse({ ...draft.fields, items: draft.lines, language: 'es' })

describe('drafts', () => {
  it('survive a reload, one per buyer, last changed first', async () => {
    await saveDraft(draftFor('Boutique Lumière'), db, 1_000)
    const second = await saveDraft(draftFor('Curvas Boutique'), db, 2_000)
    await saveDraft({ ...second, fields: { ...second.fields, notes: 'Samples first' } }, db, 3_000)
    db.close()

    db = new ShopDb(name)
    const drafts = await draftsOnDevice(db)
    expect(drafts.map((d) => [d.fields.companyName, d.lines.length, d.updatedAt])).toEqual([
      ['Curvas Boutique', 2, 3_000],
      ['Boutique Lumière', 2, 1_000],
    ])
    expect(drafts[0]!.fields.notes).toBe('Samples first')
  })
})

describe('submitting an order', () => {
  it('offline: moves the draft into the outbox under a new id sent as Idempotency-Key and clientId', async () => {
    const draft = await saveDraft(draftFor('Boutique Lumière'), db)
    const fetchImpl = vi.fn<typeof fetch>()
    expect(await submitOrder(draft, orderOf(draft), { db, fetchImpl, online: false })).toEqual({ state: 'queued' })
    expect(fetchImpl).not.toHaveBeenCalled()

    const stored = (await db.wholesaleOrders.get(draft.id))!
    expect(stored).toMatchObject({ stage: 'submitted', fields: draft.fields, lines: draft.lines })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ id: stored.submissionId, kind: 'wholesale_order', method: 'POST', url: '/api/wholesale/orders', status: 'pending' })
    expect(entry!.body).toMatchObject({ companyName: 'Boutique Lumière', clientId: stored.submissionId, language: 'es', items: [{ size: 'M' }, { size: 'L' }] })
    // It is no longer a draft; it waits.
    expect(await draftsOnDevice(db)).toEqual([])
    expect(await countWaitingOrders(db)).toBe(1)
    // Nor can it be submitted a second time from a stale screen.
    await expect(submitOrder(draft, orderOf(draft), { db, fetchImpl, online: false })).rejects.toThrow('already been submitted')
    expect(await db.outbox.count()).toBe(1)
  })

  it('back online: sent once, with every retry under the same key, and the reference kept on the device', async () => {
    const draft = await saveDraft(draftFor('Boutique Lumière'), db)
    await submitOrder(draft, orderOf(draft), { db, fetchImpl: offline(), online: false })
    const { submissionId } = (await db.wholesaleOrders.get(draft.id))!

    // The first send reaches the server but its answer is lost; the next one gets the stored answer.
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('connection reset')).mockResolvedValue(json({ id: 'inq-1', reference: 'WQ-7K2M9P' }, 201))
    expect(await flushOutbox({ db, fetchImpl, ignoreSchedule: true })).toMatchObject({ retrying: 1 })
    expect(await flushOutbox({ db, fetchImpl, ignoreSchedule: true, now: () => Date.now() + 60_000 })).toMatchObject({ sent: 1 })
    expect(fetchImpl.mock.calls.map(keyOf)).toEqual([submissionId, submissionId])
    expect(fetchImpl.mock.calls.map((c) => bodyOf(c).clientId)).toEqual([submissionId, submissionId])

    expect(await db.outbox.count()).toBe(0)
    const [sent] = await submittedOrders(db)
    expect(sent).toMatchObject({ id: draft.id, stage: 'sent', receipt: { inquiryId: 'inq-1', reference: 'WQ-7K2M9P' } })
    expect(await countWaitingOrders(db)).toBe(0)
    // Nothing is left to send.
    await flushOutbox({ db, fetchImpl, ignoreSchedule: true })
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })

  it('online: sends at once and answers the reference', async () => {
    const draft = await saveDraft(draftFor('Curvas Boutique'), db)
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ id: 'inq-2', reference: 'WQ-ABC234' }, 201))
    expect(await submitOrder(draft, orderOf(draft), { db, fetchImpl, online: true })).toEqual({ state: 'sent', reference: 'WQ-ABC234' })
    expect((await db.wholesaleOrders.get(draft.id))!.stage).toBe('sent')
    expect(await db.outbox.count()).toBe(0)
  })

  it('online but refused at once (4xx): the draft comes back with the reason, and the error goes to the form', async () => {
    const draft = await saveDraft(draftFor('Curvas Boutique'), db)
    const refusal = { error: { code: 'items_unavailable', message: 'Some items in your order are no longer available. Please review your order.', fields: { 'items.1': 'This colour or size is no longer available' } } }
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(refusal, 400))
    const error = await submitOrder(draft, orderOf(draft), { db, fetchImpl, online: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'items_unavailable', fields: refusal.error.fields })
    const [back] = await draftsOnDevice(db)
    expect(back).toMatchObject({ id: draft.id, stage: 'draft', fields: draft.fields, lines: draft.lines, review: { message: refusal.error.message, fields: refusal.error.fields } })
    expect(back!.submissionId).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('a refusal after queueing', () => {
  async function refusedOrder() {
    const draft = await saveDraft(draftFor('Boutique Lumière'), db)
    await submitOrder(draft, orderOf(draft), { db, fetchImpl: offline(), online: false })
    const refuse = vi.fn<typeof fetch>().mockResolvedValue(
      json({ error: { code: 'items_unavailable', message: 'Some items in your order are no longer available. Please review your order.', fields: { 'items.0': 'This product is no longer available' } } }, 400),
    )
    expect(await flushOutbox({ db, fetchImpl: refuse, ignoreSchedule: true })).toMatchObject({ needsReview: 1 })
    return draft
  }

  it('shows as needs review, and reopening restores the draft whole, to be submitted under a new id', async () => {
    const draft = await refusedOrder()
    const first = (await db.wholesaleOrders.get(draft.id))!
    expect(first.stage).toBe('submitted')
    expect(await db.outbox.get(first.submissionId!)).toMatchObject({ status: 'needs_review', lastError: 'Some items in your order are no longer available. Please review your order.' })

    expect(await reopenSubmission(draft.id, { db })).toBe(true)
    const [reopened] = await draftsOnDevice(db)
    expect(reopened).toMatchObject({ id: draft.id, fields: draft.fields, lines: draft.lines, review: { fields: { 'items.0': 'This product is no longer available' } } })
    expect(await db.outbox.count()).toBe(0)

    // Fixed (the gone line removed) and submitted again: a new id, since the old one stays tied to the refusal.
    const fixed = await saveDraft({ ...reopened!, lines: reopened!.lines.slice(1) }, db)
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ id: 'inq-3', reference: 'WQ-FIX234' }, 201))
    expect(await submitOrder(fixed, orderOf(fixed), { db, fetchImpl, online: true })).toEqual({ state: 'sent', reference: 'WQ-FIX234' })
    expect(keyOf(fetchImpl.mock.calls[0]!)).not.toBe(first.submissionId)
    expect((await db.wholesaleOrders.get(draft.id))!.review).toBeUndefined()
  })

  it('can be discarded', async () => {
    const draft = await refusedOrder()
    expect(await discardSubmission(draft.id, db)).toBe(true)
    expect(await db.wholesaleOrders.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('is never taken back while it may still be on its way', async () => {
    const draft = await saveDraft(draftFor('Boutique Lumière'), db)
    await submitOrder(draft, orderOf(draft), { db, fetchImpl: offline(), online: false })
    expect(await reopenSubmission(draft.id, { db })).toBe(false)
    expect(await discardSubmission(draft.id, db)).toBe(false)
    expect((await db.wholesaleOrders.get(draft.id))!.stage).toBe('submitted')
    expect(await db.outbox.count()).toBe(1)
  })
})
