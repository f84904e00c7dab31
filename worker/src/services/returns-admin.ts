// Returns in the back office (decision 039). Every step is one the case's state allows staff
// (shared/returns/states.ts), written in one batch with its timeline entry, its audit entry and the
// customer's email; the audit entry is written only if the case still has the state the step was
// decided on (recordAdminActionIf), so two staff members taking steps at once cannot both move it.
// A rejected case, or one closed before it was finished, frees its units for another return.
//
// Finishing moves money, so it is claimed first: one conditional update sets `finishing_at` while
// the case is received and unclaimed, and only the request that set it asks the order's refund
// (order-refunds.ts: the same caps, restock, points and store-credit bonus as any refund), with the
// case's lines and the amount the policy computes (quoteReturn) on the case's terms and the
// inspection's damaged units. The other request is answered `return_transition_not_allowed`.
// An exchange moves no money back: its replacement order (return-exchanges.ts), the returned units
// put back on the shelf where the inspection said so, and the step are one batch, so a refused
// batch (the last units sold meanwhile) leaves nothing behind and frees the claim.
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { AuditAction } from '#shared/contracts/admin-audit-log'
import type { AdminReturnCase } from '#shared/contracts/admin-returns'
import { formatAmount } from '#shared/pricing/money'
import { quoteReturn, returnFeeOf } from '#shared/returns/amounts'
import { RETURN_OUTCOMES, type ReturnOutcome, type ReturnTerms } from '#shared/returns/policy-settings'
import { returnError } from '#shared/returns/refusals'
import { FINISHED_STATE, RETURN_STATES, transitionRefusal, type ReturnState } from '#shared/returns/states'
import { shipBackBy } from '#shared/returns/windows'
import type { ReturnCondition } from '#shared/schemas/returns'
import type { Config } from '#worker/env'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderItems, orders, returnCases, returnLines, returnMessages } from '#worker/db/schema'
import { returnCaseEmail, type ReturnEmailKind } from '#worker/emails/return-case-update'
import { isStaleRecord, recordAdminActionIf } from './audit-log'
import { conflict, invalid, notFound } from './domain-errors'
import { queueEmail } from './email-outbox'
import { queuePush } from './push-outbox'
import { orderConfirmationLink, returnCaseLink } from './order-access'
import { refundOrder } from './order-refunds'
import { availableOf } from './orders'
import { exchangeOutOfStock, replacementOrder, variantsOnSale, wantedVariant } from './return-exchanges'
import { changeStock } from './variant-stock'
import type { PaymentGateway } from './payments/gateway'
import type { Logger } from '#worker/log'
import { pageAnswer, pageWindow, searchIn } from './paging'
import { caseSummary, caseView, returnFacts, returnPolicy } from './returns'
import { orderReference } from '#shared/schemas/orders'
import { returnStepNotice } from '#worker/push/notifications'

type CaseRow = typeof returnCases.$inferSelect

export type ReturnsAdminDeps = {
  db: Db
  config: Config
  gateway: () => PaymentGateway
  log?: Logger
  /** Where the emails' links point (PUBLIC_URL, else the request's origin). */
  origin: string
  /** The operating company's address, where returns are sent; null when none is configured. */
  shipTo: string | null
}

/** Cases waiting on staff come first in the list, oldest first. */
const WAITING_ON_STAFF: readonly ReturnState[] = ['requested', 'shipped_back', 'received']

export async function listReturns(db: Db, filter: { status?: ReturnState | 'all'; search?: string; page: number }) {
  // The order by the number people see (the start of its id) or by its internal ORD number.
  const search = searchIn(filter.search, [returnCases.caseNumber, returnCases.customerEmail, returnCases.orderId, orders.orderNumber])
  const byStatus = filter.status && filter.status !== 'all' ? eq(returnCases.status, filter.status) : undefined
  const where = and(search, byStatus)
  const { limit, offset } = pageWindow(filter.page)
  const waiting = sql`CASE WHEN ${inArray(returnCases.status, [...WAITING_ON_STAFF])} THEN 0 ELSE 1 END`
  const units = db.select({ caseId: returnLines.caseId, n: sql<number>`sum(${returnLines.quantity})`.as('case_units') }).from(returnLines).groupBy(returnLines.caseId).as('case_units_by_case')
  const [rows, [counted], perStatus] = await db.batch([
    db
      .select({ row: returnCases, units: units.n })
      .from(returnCases)
      .innerJoin(orders, eq(orders.id, returnCases.orderId))
      .leftJoin(units, eq(units.caseId, returnCases.id))
      .where(where)
      .orderBy(waiting, asc(returnCases.createdAt), asc(returnCases.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(returnCases).innerJoin(orders, eq(orders.id, returnCases.orderId)).where(where),
    db.select({ status: returnCases.status, n: count() }).from(returnCases).innerJoin(orders, eq(orders.id, returnCases.orderId)).where(search).groupBy(returnCases.status),
  ])
  const counts = Object.fromEntries(RETURN_STATES.map((s) => [s, Number(perStatus.find((p) => p.status === s)?.n ?? 0)])) as Record<ReturnState, number>
  const settings = await returnPolicy(db)
  const items = rows.map((r) => ({ ...caseSummary(r.row, settings), customerEmail: r.row.customerEmail, units: Number(r.units ?? 0) }))
  return { ...pageAnswer(items, counted, filter.page), counts }
}


async function caseRow(db: Db, caseId: string): Promise<CaseRow> {
  const [row] = await db.select().from(returnCases).where(eq(returnCases.id, caseId))
  if (!row) throw notFound('Return not found')
  return row
}

/** The case's lines as the refund and the policy read them (units and damaged units). */
const chosenOf = (lines: readonly (typeof returnLines.$inferSelect)[]) =>
  lines.map((l) => ({ itemId: l.orderItemId, quantity: l.quantity, damagedQuantity: l.damagedQuantity }))

/** What finishing the case would give for each outcome now; null once it cannot be finished or its units are no longer there to price. */
async function amountsOf(db: Db, row: CaseRow, now: Date): Promise<AdminReturnCase['amounts']> {
  if (!['requested', 'approved', 'shipped_back', 'received'].includes(row.status)) return null
  const [facts, lines] = await Promise.all([returnFacts(db, row.orderId, now), db.select().from(returnLines).where(eq(returnLines.caseId, row.id))])
  if (!facts) return null
  try {
    return Object.fromEntries(
      RETURN_OUTCOMES.map((outcome) => [
        outcome,
        quoteReturn({ order: facts.money, chosen: chosenOf(lines), outcome, terms: row.terms, settings: facts.settings, remainingCents: facts.remainingCents }),
      ]),
    ) as NonNullable<AdminReturnCase['amounts']>
  } catch (error) {
    if (error instanceof RangeError) return null
    throw error
  }
}

/** A case in full, for the case view. */
export async function adminReturnCase(db: Db, caseId: string, now: Date): Promise<AdminReturnCase> {
  const row = await caseRow(db, caseId)
  const view = (await caseView(db, caseId))!
  const [lines, items] = await db.batch([
    db.select().from(returnLines).where(eq(returnLines.caseId, caseId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, row.orderId)),
  ])
  const byItem = new Map(lines.map((l) => [l.orderItemId, l]))
  const itemOf = new Map(items.map((i) => [i.id, i]))
  const variants = row.outcome === 'exchange' ? await variantsOnSale(db, items.map((i) => i.productId)) : []
  /** Units of the size and colour a line asks for in exchange on the shelf now; null when none is asked or the product is not made in them. */
  const exchangeAvailable = (itemId: string) => {
    const item = itemOf.get(itemId)
    const line = byItem.get(itemId)
    const variant = item && line && row.outcome === 'exchange' ? wantedVariant(item, line, variants) : undefined
    return variant ? availableOf(variant) : null
  }
  return {
    ...view,
    customerEmail: row.customerEmail,
    lines: view.lines.map((l) => ({
      ...l,
      restock: byItem.get(l.itemId)?.restock ?? false,
      damagedQuantity: byItem.get(l.itemId)?.damagedQuantity ?? 0,
      madeToMeasure: itemOf.get(l.itemId)?.measurements != null,
      exchangeAvailable: exchangeAvailable(l.itemId),
    })),
    inspectionNote: row.inspectionNote,
    decisionNote: row.decisionNote,
    refundId: row.refundId,
    amounts: await amountsOf(db, row, now),
  }
}

const refused = (refusal: NonNullable<ReturnType<typeof transitionRefusal>>) =>
  conflict(`This return cannot take that step from where it is now (${refusal}).`, returnError(refusal))

function checkStep(row: CaseRow, to: ReturnState) {
  const refusal = transitionRefusal(row.status, to, 'staff')
  if (refusal) throw refused(refusal)
}

type Step = {
  row: CaseRow
  actorId: string
  to: ReturnState | null
  action: AuditAction
  now: Date
  /** Columns the step sets on the case. */
  set?: Partial<typeof returnCases.$inferInsert>
  /** The timeline entry's text (staff's words), if any. */
  body?: string
  email?: { kind: ReturnEmailKind; note?: string; amountCents?: number; shipBy?: string; replacement?: { id: string; accessKey: string } } | null
  extra?: BatchItem<'sqlite'>[]
  after?: unknown
}

/** The email for a step, in the case's language, linking to the case's page with its timeline. */
async function stepEmail(deps: ReturnsAdminDeps, row: CaseRow, email: NonNullable<Step['email']>) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, row.orderId))
  return returnCaseEmail({
    to: row.customerEmail,
    language: row.language,
    kind: email.kind,
    caseNumber: row.caseNumber,
    orderNumber: orderReference(order!.id),
    caseUrl: returnCaseLink(deps.origin, order!, row.id),
    shipTo: deps.shipTo,
    shipBy: email.shipBy,
    note: email.note,
    amount: email.amountCents === undefined ? undefined : formatAmount(email.amountCents),
    replacement: email.replacement && {
      orderNumber: orderReference(email.replacement.id),
      url: orderConfirmationLink(deps.origin, { id: email.replacement.id, language: row.language, accessKey: email.replacement.accessKey }),
    },
  })
}

/** Writes a step (see the top of this file); answers the case as it now stands. */
async function takeStep(deps: ReturnsAdminDeps, step: Step): Promise<AdminReturnCase> {
  const { db } = deps
  const { row, now } = step
  const at = now.toISOString()
  const stillAsRead: SQL = sql`(SELECT status FROM return_cases WHERE id = ${row.id}) = ${row.status}`
  const email = step.email ? await stepEmail(deps, row, step.email) : null
  try {
    await db.batch([
      recordAdminActionIf(db, { userId: step.actorId, action: step.action, targetType: 'return_case', targetId: row.id, before: { status: row.status }, after: step.after ?? { status: step.to ?? row.status } }, now, stillAsRead),
      db
        .update(returnCases)
        .set({ ...(step.to && { status: step.to }), ...step.set, updatedAt: at })
        .where(eq(returnCases.id, row.id)),
      db.insert(returnMessages).values({ caseId: row.id, author: 'staff', authorId: step.actorId, body: step.body ?? '', status: step.to, createdAt: at }),
      ...(step.extra ?? []),
      ...(email ? [queueEmail(db, email)] : []),
      // The step's push to the customer's devices that follow their returns (decision 043).
      ...queuePush(db, deps.config.vapid, step.email && row.userId ? returnStepNotice({ userId: row.userId, caseId: row.id, caseNumber: row.caseNumber, kind: step.email.kind, at }) : undefined),
    ])
  } catch (error) {
    if (isStaleRecord(error)) throw conflict('This return was changed by someone else meanwhile. Please reload it.', 'return_transition_not_allowed')
    throw error
  }
  return adminReturnCase(db, row.id, now)
}

/** The case's lines stop holding their units: a rejected case, or one closed before it was finished. */
const freeUnits = (db: Db, caseId: string) => db.update(returnLines).set({ holdsUnits: false }).where(eq(returnLines.caseId, caseId))

export async function approveReturn(deps: ReturnsAdminDeps, actorId: string, caseId: string, now: Date) {
  const row = await caseRow(deps.db, caseId)
  checkStep(row, 'approved')
  const at = now.toISOString()
  return takeStep(deps, {
    row,
    actorId,
    to: 'approved',
    action: 'return.approve',
    now,
    // The customer now has to ship: the closing job counts from the approval.
    set: { approvedAt: at, decidedBy: actorId, waitingSince: at, remindedAt: null },
    email: { kind: 'approved', shipBy: shipBackBy(at, await returnPolicy(deps.db)) },
  })
}

export async function rejectReturn(deps: ReturnsAdminDeps, actorId: string, caseId: string, note: string, now: Date) {
  const row = await caseRow(deps.db, caseId)
  checkStep(row, 'rejected')
  return takeStep(deps, {
    row,
    actorId,
    to: 'rejected',
    action: 'return.reject',
    now,
    set: { decisionNote: note, decidedBy: actorId, waitingSince: null },
    body: note,
    email: { kind: 'rejected', note },
    extra: [freeUnits(deps.db, row.id)],
  })
}

export async function receiveReturn(deps: ReturnsAdminDeps, actorId: string, caseId: string, now: Date) {
  const row = await caseRow(deps.db, caseId)
  checkStep(row, 'received')
  return takeStep(deps, { row, actorId, to: 'received', action: 'return.receive', now, set: { receivedAt: now.toISOString(), waitingSince: null }, email: { kind: 'received' } })
}

type Inspection = { terms?: ReturnTerms; note?: string; lines: { itemId: string; condition: ReturnCondition; restock: boolean; damagedQuantity: number }[] }

/** Records what arrived, per line; the case must be received (and not being finished). */
export async function inspectReturn(deps: ReturnsAdminDeps, actorId: string, caseId: string, inspection: Inspection, now: Date) {
  const { db } = deps
  const row = await caseRow(db, caseId)
  if (row.status !== 'received' || row.finishingAt) throw refused('transition_not_allowed')
  const lines = await db.select().from(returnLines).where(eq(returnLines.caseId, caseId))
  const byItem = new Map(lines.map((l) => [l.orderItemId, l]))
  for (const line of inspection.lines) {
    const held = byItem.get(line.itemId)
    if (!held) throw notFound('This item is not part of the return.')
    if (line.damagedQuantity > held.quantity) throw invalid('More damaged units than were returned.', 'validation_failed', { lines: 'damagedQuantity' })
  }
  return takeStep(deps, {
    row,
    actorId,
    to: null,
    action: 'return.inspect',
    now,
    set: { inspectedAt: now.toISOString(), inspectionNote: inspection.note ?? null, ...(inspection.terms && { terms: inspection.terms }) },
    body: inspection.note ?? '',
    after: inspection,
    extra: inspection.lines.map((l) =>
      db
        .update(returnLines)
        .set({ condition: l.condition, restock: l.restock, damagedQuantity: l.damagedQuantity })
        .where(and(eq(returnLines.caseId, caseId), eq(returnLines.orderItemId, l.itemId))),
    ),
  })
}

/** Claims a received case for finishing (see the top of this file); answers how to let it go again. */
async function claimFinishing(db: Db, row: CaseRow, actorId: string, outcome: ReturnOutcome, now: Date) {
  checkStep(row, FINISHED_STATE[outcome])
  const claimed = await db
    .update(returnCases)
    .set({ finishingAt: now.toISOString(), finishedBy: actorId })
    .where(and(eq(returnCases.id, row.id), eq(returnCases.status, 'received'), isNull(returnCases.finishingAt)))
    .returning({ id: returnCases.id })
  if (claimed.length === 0) throw refused('transition_not_allowed')
  return async () => {
    await db.update(returnCases).set({ finishingAt: null, finishedBy: null }).where(eq(returnCases.id, row.id))
  }
}

/** Finishes a received case with a card refund, store credit or an exchange, once however many ask at once (see the top of this file). */
export async function finishReturn(deps: ReturnsAdminDeps, actorId: string, caseId: string, outcome: ReturnOutcome, now: Date) {
  const { db } = deps
  const row = await caseRow(db, caseId)
  if (outcome === 'exchange') return exchangeReturn(deps, actorId, row, now)
  const to = FINISHED_STATE[outcome]
  const at = now.toISOString()
  const release = await claimFinishing(db, row, actorId, outcome, now)
  let refund: Awaited<ReturnType<typeof refundOrder>>
  try {
    const [facts, lines] = await Promise.all([returnFacts(db, row.orderId, now), db.select().from(returnLines).where(eq(returnLines.caseId, caseId))])
    if (!facts) throw notFound('Order not found')
    const quote = quoteReturn({ order: facts.money, chosen: chosenOf(lines), outcome, terms: row.terms, settings: facts.settings, remainingCents: facts.remainingCents })
    // The refund adds the store-credit bonus itself (decision 035): it is given the amount before it.
    const bonus = quote.entries.find((e) => e.kind === 'store_credit_bonus')?.cents ?? 0
    refund = await refundOrder(
      { db, gateway: deps.gateway, log: deps.log, origin: deps.origin },
      actorId,
      row.orderId,
      {
        lines: lines.map((l) => ({ itemId: l.orderItemId, quantity: l.quantity, restock: l.restock })),
        amountCents: quote.totalCents - bonus,
        // The case's number, which reads the same in every language (the refund and the customer's
        // store-credit history show it as written), never words of one language.
        reason: row.caseNumber,
        to: outcome === 'card_refund' ? 'card' : 'store_credit',
      },
      { now, requestKey: `return-${caseId}` },
    )
  } catch (error) {
    // Nothing was refunded, or the refund service refused: another attempt may finish the case.
    // A refund left pending stays counted by the order's refunds, so a second one cannot take its units again.
    await release()
    throw error
  }
  // The money moved: the claim is never released from here on, so the case cannot be paid twice,
  // even if recording the step below fails (the case then stays received and claimed, its refund
  // on the order, for staff to see).
  const amountCents = outcome === 'store_credit' ? (refund.creditIssuedCents ?? refund.amountCents) : refund.amountCents
  return takeStep(deps, {
    row,
    actorId,
    to,
    action: outcome === 'card_refund' ? 'return.refund' : 'return.credit',
    now,
    set: { refundId: refund.id, amountCents, finishedAt: at },
    after: { status: to, refundId: refund.id, amountCents },
    // Credit is announced by the store-credit email the refund sends (decision 035).
    email: outcome === 'card_refund' ? { kind: 'refunded', amountCents } : null,
  })
}

/**
 * Finishes a received exchange: the replacement order, the returned units back on the shelf where
 * the inspection said so, and the step, in one batch. The return fee the case's terms take (the
 * policy's quote for an exchange: its fee entry and what it could not take) is what the
 * replacement waits for.
 */
async function exchangeReturn(deps: ReturnsAdminDeps, actorId: string, row: CaseRow, now: Date) {
  const { db } = deps
  const release = await claimFinishing(db, row, actorId, 'exchange', now)
  let replacement: Awaited<ReturnType<typeof replacementOrder>> | undefined
  try {
    const [facts, lines] = await Promise.all([returnFacts(db, row.orderId, now), db.select().from(returnLines).where(eq(returnLines.caseId, row.id))])
    if (!facts) throw notFound('Order not found')
    const quote = quoteReturn({ order: facts.money, chosen: chosenOf(lines), outcome: 'exchange', terms: row.terms, settings: facts.settings, remainingCents: facts.remainingCents })
    const feeCents = returnFeeOf(quote)
    replacement = await replacementOrder(deps, { order: facts.order, items: facts.items, lines, feeCents, settings: facts.settings, now })
    const byItem = new Map(facts.items.map((i) => [i.id, i]))
    const restocked = lines.flatMap((l) => {
      const variantId = byItem.get(l.orderItemId)?.variantId
      return l.restock && variantId ? [changeStock(db, variantId, l.quantity)] : []
    })
    return await takeStep(deps, {
      row,
      actorId,
      to: 'exchanged',
      action: 'return.exchange',
      now,
      set: { amountCents: 0, finishedAt: now.toISOString() },
      after: { status: 'exchanged', exchangeOrderId: replacement.orderId, feeCents },
      // The case names its replacement once the replacement exists (a foreign key).
      extra: [...replacement.statements, db.update(returnCases).set({ exchangeOrderId: replacement.orderId }).where(eq(returnCases.id, row.id)), ...restocked],
      email: { kind: 'exchanged', ...(feeCents > 0 && { amountCents: feeCents }), replacement: { id: replacement.orderId, accessKey: replacement.accessKey } },
    })
  } catch (error) {
    // Nothing was written: the fee's intent must not stay payable, and another attempt may finish the case.
    await replacement?.abandon()
    await release()
    if (databaseRefused(error, 'product_variants_reserved_within_stock') || databaseRefused(error, 'product_variants_stock_non_negative')) throw exchangeOutOfStock()
    throw error
  }
}

/** A reply to the customer; on a case waiting for them (requested or approved), the closing job counts from it. */
export async function replyToReturn(deps: ReturnsAdminDeps, actorId: string, caseId: string, message: string, now: Date) {
  const row = await caseRow(deps.db, caseId)
  const waits = row.status === 'requested' || row.status === 'approved'
  return takeStep(deps, {
    row,
    actorId,
    to: null,
    action: 'return.message',
    now,
    set: waits ? { waitingSince: now.toISOString(), remindedAt: null } : {},
    body: message,
    email: { kind: 'staff_message', note: message },
  })
}

export async function closeReturn(deps: ReturnsAdminDeps, actorId: string, caseId: string, now: Date) {
  const row = await caseRow(deps.db, caseId)
  checkStep(row, 'closed')
  return takeStep(deps, { row, actorId, to: 'closed', action: 'return.close', now, set: { closedAt: now.toISOString(), waitingSince: null }, email: { kind: 'closed' } })
}
