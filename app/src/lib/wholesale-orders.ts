// Wholesale orders on the device (the `wholesaleOrders` table of lib/db.ts): a rep's drafts, one
// per buyer, saved as they are typed; the submitted ones waiting in the outbox; the sent ones with
// the reference the server gave them. No React here: the outbox (also run by the service worker)
// records a sent order's receipt through this module, in the transaction that removes its entry.
// Submitting, reopening and discarding, which also touch the outbox, are in
// features/wholesale/api/submissions.ts.
import { getDb, type ShopDb, type WholesaleDraftFields, type WholesaleDraftLine, type WholesaleOrderRow } from './db'

export type { WholesaleDraftFields, WholesaleDraftLine, WholesaleOrderRow }

export const EMPTY_FIELDS: WholesaleDraftFields = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  country: '',
  notes: '',
  businessType: '',
  yearsInBusiness: '',
  taxId: '',
  website: '',
  targetMarket: '',
  estimatedMonthlyOrder: '',
  currentSuppliers: '',
}

/** A new, empty draft (not stored until `saveDraft`). */
export function newDraft(now = Date.now(), fields: Partial<WholesaleDraftFields> = {}): WholesaleOrderRow {
  return { id: crypto.randomUUID(), stage: 'draft', fields: { ...EMPTY_FIELDS, ...fields }, lines: [], createdAt: now, updatedAt: now }
}

/** Stores a draft as it is now. Only drafts are written here: a submitted order is no longer edited. */
export async function saveDraft(draft: WholesaleOrderRow, db: ShopDb = getDb(), now = Date.now()): Promise<WholesaleOrderRow> {
  const saved = { ...draft, stage: 'draft' as const, updatedAt: now }
  await db.transaction('rw', db.wholesaleOrders, async () => {
    const stored = await db.wholesaleOrders.get(draft.id)
    // Another tab (or this one, a moment ago) submitted it: the submitted copy wins.
    if (stored && stored.stage !== 'draft') return
    await db.wholesaleOrders.put(saved)
  })
  return saved
}

export async function deleteDraft(id: string, db: ShopDb = getDb()): Promise<void> {
  await db.transaction('rw', db.wholesaleOrders, async () => {
    if ((await db.wholesaleOrders.get(id))?.stage === 'draft') await db.wholesaleOrders.delete(id)
  })
}

/** The drafts on this device, last changed first. */
export async function draftsOnDevice(db: ShopDb = getDb()): Promise<WholesaleOrderRow[]> {
  return (await db.wholesaleOrders.where('stage').equals('draft').toArray()).sort((a, b) => b.updatedAt - a.updatedAt)
}

export function findWholesaleOrder(id: string, db: ShopDb = getDb()): Promise<WholesaleOrderRow | undefined> {
  return db.wholesaleOrders.get(id)
}

/** Submitted and sent orders, newest submission first: what the sync centre lists. */
export async function submittedOrders(db: ShopDb = getDb()): Promise<WholesaleOrderRow[]> {
  const rows = await db.wholesaleOrders.where('stage').anyOf('submitted', 'sent').toArray()
  return rows.sort((a, b) => (b.submittedAt ?? 0) - (a.submittedAt ?? 0))
}

/** Orders submitted on this device that the server has not accepted yet (the badge's count). */
export function countWaitingOrders(db: ShopDb = getDb()): Promise<number> {
  return db.wholesaleOrders.where('stage').equals('submitted').count()
}

const isReceipt = (data: unknown): data is { id: string; reference: string } =>
  typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'string' && typeof (data as { reference?: unknown }).reference === 'string'

/**
 * The server accepted the submission `submissionId` (its outbox entry): the order becomes sent,
 * with the reference the server gave it. Called by lib/outbox.ts inside the transaction that
 * removes the entry, so a sent order can never look as if it were still waiting.
 */
export async function recordWholesaleReceipt(db: ShopDb, submissionId: string, answer: unknown, now: number): Promise<void> {
  const order = await db.wholesaleOrders.where('submissionId').equals(submissionId).first()
  if (!order) return
  const receipt = isReceipt(answer) ? { inquiryId: answer.id, reference: answer.reference, sentAt: now } : { inquiryId: '', reference: '', sentAt: now }
  await db.wholesaleOrders.put({ ...order, stage: 'sent', receipt, updatedAt: now })
}

/** Forgets the sent orders (their inquiries are on the server; the dashboard lists them for a signed-in buyer). */
export async function clearSentOrders(db: ShopDb = getDb()): Promise<number> {
  return db.wholesaleOrders.where('stage').equals('sent').delete()
}

/** Lines and units of an order, for lists. */
export const unitsOf = (lines: WholesaleDraftLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0)
