// Returns, the customer's side (decision 039): the server reads the order's real facts (the
// shipment's dates, the discounts, the refunds so far, the units already in other cases) into the
// policy's pure functions (shared/returns, decision 037) and never decides a rule itself. A request
// is checked line by line with every refusal, then written in one batch: the case, its lines and
// the first entry of its timeline. The triggers return_lines_within_ordered_* refuse a batch that
// would put more units of a line in cases than were ordered, so two requests at once for the same
// units cannot both pass (the second is answered `return_already_returned` or `return_quantity_exceeds`).
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { lineDiscounts } from '#shared/pricing/refunds'
import { quoteReturn, type OrderMoney } from '#shared/returns/amounts'
import { eligibilityByReason, lineEligibility, orderRefusals, type ReturnLine } from '#shared/returns/eligibility'
import { RETURN_OUTCOMES, type ReturnPolicySettings, type ReturnReason } from '#shared/returns/policy-settings'
import { returnError, type ReturnRefusal } from '#shared/returns/refusals'
import { transitionRefusal } from '#shared/returns/states'
import { returnWindows, shipBackBy, type ReturnWindows } from '#shared/returns/windows'
import type { ReturnCase, ReturnCaseSummary, ReturnOptions, ReturnQuote, ReturnRequest } from '#shared/schemas/returns'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orders, orderShipments, paymentRefunds, productVariants, returnCases, returnEvidence, returnLines, returnMessages } from '#worker/db/schema'
import { returnCaseEmail } from '#worker/emails/return-case-update'
import { conflict, notFound } from './domain-errors'
import { queueEmail } from './email-outbox'
import { returnCaseLink } from './order-access'
import { readRefundState, refundTotals } from './order-refunds'
import { checkExchangeChoices, exchangeOptionsOf, variantsOnSale } from './return-exchanges'
import { currentReturnPolicy } from './return-policy-settings'
import type { OrderItemRow, OrderRow } from './orders'
import { orderReference } from '#shared/schemas/orders'

/** The policy in force: its defaults with what admins changed laid over them (decision 041). */
export const returnPolicy = (db: Db): Promise<ReturnPolicySettings> => currentReturnPolicy(db)

type CaseRow = typeof returnCases.$inferSelect
type VariantRow = typeof productVariants.$inferSelect
type RefundRow = typeof paymentRefunds.$inferSelect

/** What the policy reads of an order: its windows now, its lines, its money, and what is left of its payment. */
export type ReturnFacts = {
  order: OrderRow
  items: OrderItemRow[]
  windows: ReturnWindows
  lines: ReturnLine[]
  money: OrderMoney
  remainingCents: number
  settings: ReturnPolicySettings
  /** The order's products' sizes and colours still on sale: what an exchange may ask for. */
  variants: VariantRow[]
}

/**
 * The units of each line no longer free to return: those held by cases (not rejected, not closed
 * unfinished), and those refunded by a refund that is no case's (a refund in the back office).
 */
async function unitsTaken(db: Db, itemIds: string[], caseRefundIds: Set<string>, refunds: readonly Pick<RefundRow, 'id' | 'lines' | 'status'>[]) {
  const held = itemIds.length
    ? await db
        .select({ itemId: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})` })
        .from(returnLines)
        .where(and(inArray(returnLines.orderItemId, itemIds), eq(returnLines.holdsUnits, true)))
        .groupBy(returnLines.orderItemId)
    : []
  const taken = new Map(held.map((h) => [h.itemId, Number(h.units)]))
  for (const refund of refunds) {
    if (refund.status === 'failed' || caseRefundIds.has(refund.id)) continue
    for (const line of refund.lines ?? []) taken.set(line.itemId, (taken.get(line.itemId) ?? 0) + line.quantity)
  }
  return taken
}

/** Reads the order's facts for the policy, at `now`. */
export async function returnFacts(db: Db, orderId: string, now: Date): Promise<ReturnFacts | undefined> {
  const state = await readRefundState(db, orderId)
  if (!state) return undefined
  const { order, items, refunds } = state
  const [settings, [shipments, caseRefunds], variants] = await Promise.all([
    returnPolicy(db),
    db.batch([
      db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(desc(orderShipments.createdAt)),
      db.select({ refundId: returnCases.refundId }).from(returnCases).where(and(eq(returnCases.orderId, orderId), isNotNull(returnCases.refundId))),
    ]),
    variantsOnSale(db, items.map((i) => i.productId)),
  ])
  // The latest shipment's dates: a delivered one first, else the last one shipped.
  const delivered = shipments.find((s) => s.deliveredAt)
  const shipped = shipments.find((s) => s.shippedAt)
  const madeToMeasure = items.some((i) => i.measurements !== null)
  const windows = returnWindows(
    { placedAt: order.createdAt, paidAt: order.paidAt, shippedAt: shipped?.shippedAt ?? null, deliveredAt: delivered?.deliveredAt ?? null, madeToMeasure },
    now,
    settings,
  )
  const totals = refundTotals(state)
  const taken = await unitsTaken(db, items.map((i) => i.id), new Set(caseRefunds.map((r) => r.refundId!)), refunds)
  const discounts = lineDiscounts(order, items)
  const lines: ReturnLine[] = items.map((item) => ({
    itemId: item.id,
    quantity: item.quantity,
    returnedQuantity: Math.min(item.quantity, taken.get(item.id) ?? 0),
    returnable: item.returnable,
    madeToMeasure: item.measurements !== null,
    sample: item.sample,
    regularUnitPriceCents: item.unitPriceCents,
    subtotalCents: item.subtotalCents,
    promoDiscountCents: item.promoDiscountCents,
    rewardShareCents: (discounts.get(item.id) ?? 0) - item.promoDiscountCents,
  }))
  const money: OrderMoney = {
    shippingCents: order.shippingCents,
    lines: items.map((item) => ({
      itemId: item.id,
      quantity: item.quantity,
      subtotalCents: item.subtotalCents,
      discountCents: discounts.get(item.id) ?? 0,
      // Units already given back by a refund: the running totals of unitsWorth start after them.
      returnedQuantity: Math.min(item.quantity, totals.refundedUnits.get(item.id) ?? 0),
    })),
  }
  return { order, items, windows, lines, money, remainingCents: totals.leftCents, settings, variants }
}

/** What the order allows, before the customer chooses: its windows and each line per reason. */
export function returnOptionsOf(facts: ReturnFacts): ReturnOptions {
  const { order, items, windows, settings } = facts
  const byId = new Map(items.map((i) => [i.id, i]))
  return {
    orderId: order.id,
    orderNumber: orderReference(order.id),
    orderRefusals: orderRefusals(order.status),
    windows,
    reasons: settings.reasons,
    lines: facts.lines.map((line) => {
      const item = byId.get(line.itemId)!
      return {
        itemId: line.itemId,
        productName: item.productName,
        productNames: item.productNames,
        productImage: item.productImage,
        color: item.color,
        size: item.size,
        quantity: line.quantity,
        returnedQuantity: line.returnedQuantity,
        madeToMeasure: line.madeToMeasure,
        byReason: eligibilityByReason({ line, orderStatus: order.status, windows, settings }),
        exchangeOptions: exchangeOptionsOf(item, facts.variants),
      }
    }),
  }
}

type Chosen = { itemId: string; quantity: number }

/** Refuses the request when any chosen line cannot come back: the first refusal is the code, every one is in `fields` (`lines.<n>`). */
function checkLines(facts: ReturnFacts, reason: ReturnReason, chosen: readonly Chosen[]) {
  const byId = new Map(facts.lines.map((l) => [l.itemId, l]))
  const fields: Record<string, string> = {}
  let first: ReturnRefusal | undefined
  chosen.forEach((pick, n) => {
    const line = byId.get(pick.itemId)
    if (!line) throw notFound('This item is not part of the order.')
    const { refusals } = lineEligibility({ line, reason, quantity: pick.quantity, orderStatus: facts.order.status, windows: facts.windows, settings: facts.settings })
    if (refusals.length === 0) return
    first ??= refusals[0]
    fields[`lines.${n}`] = refusals.map(returnError).join(' ')
  })
  if (first) throw conflict(`This return cannot be accepted: ${Object.values(fields).join(' ')}.`, returnError(first), fields)
}

/** The itemised amount of the chosen lines for each outcome, on the reason's terms. */
export function quoteOf(facts: ReturnFacts, reason: ReturnReason, chosen: readonly Chosen[]): ReturnQuote {
  checkLines(facts, reason, chosen)
  const terms = facts.settings.reasons[reason].terms
  const amounts = Object.fromEntries(
    RETURN_OUTCOMES.map((outcome) => [
      outcome,
      quoteReturn({ order: facts.money, chosen, outcome, terms, settings: facts.settings, remainingCents: facts.remainingCents }),
    ]),
  ) as ReturnQuote['amounts']
  return { reason, terms, amounts }
}

async function nextCaseNumber(db: Db): Promise<string> {
  const rows = await db.values<[number]>(sql`UPDATE counters SET value = value + 1 WHERE name = 'return_number' RETURNING value`)
  const value = rows[0]?.[0]
  if (value === undefined) throw new Error('return_number counter is missing; migrations not applied?')
  return `RMA-${value}`
}

type Requester = {
  userId: string | null
  now: Date
  /** Where the email's link points (PUBLIC_URL, else the request's origin). */
  origin: string
}

/** Writes a requested case in one batch (see the top of this file); answers the case as its customer reads it. */
export async function requestReturn(db: Db, facts: ReturnFacts, input: ReturnRequest & { message: string }, requester: Requester): Promise<ReturnCase> {
  checkLines(facts, input.reason, input.lines)
  if (input.outcome === 'exchange') checkExchangeChoices(input.lines, facts.items, facts.variants)
  const caseId = crypto.randomUUID()
  const now = requester.now.toISOString()
  const { order } = facts
  const caseNumber = await nextCaseNumber(db)
  const email = returnCaseEmail({
    to: order.customerEmail,
    language: order.language,
    kind: 'requested',
    caseNumber,
    orderNumber: orderReference(order.id),
    caseUrl: returnCaseLink(requester.origin, order, caseId),
  })
  try {
    await db.batch([
      db.insert(returnCases).values({
        id: caseId,
        caseNumber,
        orderId: order.id,
        // The order's account, if it has one: a guest order's case stays the guest's (reached by its signed link).
        userId: order.userId,
        customerEmail: order.customerEmail,
        language: order.language,
        reason: input.reason,
        outcome: input.outcome,
        terms: facts.settings.reasons[input.reason].terms,
        message: input.message,
        createdAt: now,
        updatedAt: now,
      }),
      db.insert(returnLines).values(
        input.lines.map((l) => ({
          caseId,
          orderItemId: l.itemId,
          quantity: l.quantity,
          exchangeColor: input.outcome === 'exchange' ? (l.exchangeColor ?? null) : null,
          exchangeSize: input.outcome === 'exchange' ? (l.exchangeSize ?? null) : null,
        })),
      ),
      db.insert(returnMessages).values({ caseId, author: 'customer', authorId: requester.userId, body: input.message, status: 'requested', createdAt: now }),
      queueEmail(db, email),
    ])
  } catch (error) {
    // Another request took the units between the check and the write.
    if (databaseRefused(error, 'return_lines_within_ordered')) throw conflict('These units are already part of another return.', 'return_already_returned')
    throw error
  }
  return (await caseView(db, caseId))!
}

/** A case with its order's number, lines and timeline, as its customer reads it. */
export async function caseView(db: Db, caseId: string): Promise<ReturnCase | undefined> {
  const [row] = await db.select().from(returnCases).where(eq(returnCases.id, caseId))
  if (!row) return undefined
  const [state, settings] = await Promise.all([readRefundState(db, row.orderId), returnPolicy(db)])
  const [lines, timeline, evidence] = await db.batch([
    db.select().from(returnLines).where(eq(returnLines.caseId, caseId)),
    db.select().from(returnMessages).where(eq(returnMessages.caseId, caseId)).orderBy(asc(returnMessages.createdAt), asc(returnMessages.id)),
    db.select().from(returnEvidence).where(eq(returnEvidence.caseId, caseId)).orderBy(asc(returnEvidence.createdAt), asc(returnEvidence.id)),
  ])
  const items = new Map((state?.items ?? []).map((i) => [i.id, i]))
  const [replacement] = row.exchangeOrderId
    ? await db.select({ id: orders.id, status: orders.status, accessKey: orders.accessKey }).from(orders).where(eq(orders.id, row.exchangeOrderId))
    : []
  return {
    ...caseSummary(row, settings),
    exchangeOrder: replacement ? { ...replacement, number: orderReference(replacement.id) } : null,
    lines: lines.map((l) => {
      const item = items.get(l.orderItemId)
      return {
        itemId: l.orderItemId,
        productName: item?.productName ?? '',
        productNames: item?.productNames ?? null,
        color: item?.color ?? '',
        size: item?.size ?? '',
        quantity: l.quantity,
        exchangeColor: l.exchangeColor,
        exchangeSize: l.exchangeSize,
        condition: l.condition,
      }
    }),
    timeline: timeline.map((m) => ({ id: m.id, author: m.author, body: m.body, status: m.status, createdAt: m.createdAt })),
    evidence: evidence.map((e) => ({ id: e.id, contentType: e.contentType, sizeBytes: e.sizeBytes, createdAt: e.createdAt })),
  }
}

/** A case's own facts, its order named by the number people see (decision 040). */
export function caseSummary(row: CaseRow, settings: ReturnPolicySettings): ReturnCaseSummary {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    orderId: row.orderId,
    orderNumber: orderReference(row.orderId),
    status: row.status,
    reason: row.reason,
    outcome: row.outcome,
    terms: row.terms,
    message: row.message,
    shipBackBy: row.approvedAt ? shipBackBy(row.approvedAt, settings) : null,
    amountCents: row.amountCents,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** The signed-in customer's cases, newest first. */
export async function casesOfUser(db: Db, userId: string) {
  const rows = await db
    .select({ row: returnCases })
    .from(returnCases)
    .innerJoin(orders, eq(orders.id, returnCases.orderId))
    .where(eq(returnCases.userId, userId))
    .orderBy(desc(returnCases.createdAt), desc(returnCases.id))
  const settings = await returnPolicy(db)
  return { cases: rows.map((r) => caseSummary(r.row, settings)) }
}

/** The case row, for the route to check who may see it through its order. */
export async function findCase(db: Db, caseId: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(returnCases).where(eq(returnCases.id, caseId))
  return row
}

/**
 * The customer's own steps (decision 037's states): "I sent it" (approved → shipped_back, the
 * tracking number or a note as the timeline entry), or withdrawing the case until it is on its way
 * (requested or approved → closed, its units freed). Either stops the case waiting on them.
 */
export async function customerStep(db: Db, row: CaseRow, to: 'shipped_back' | 'closed', note: string, authorId: string | null, now: Date): Promise<ReturnCase> {
  const refusal = transitionRefusal(row.status, to, 'customer')
  if (refusal) throw conflict(`This return cannot take that step from where it is now (${refusal}).`, returnError(refusal))
  const at = now.toISOString()
  const changed = await db
    .update(returnCases)
    .set({ status: to, waitingSince: null, updatedAt: at, ...(to === 'shipped_back' ? { shippedBackAt: at } : { closedAt: at }) })
    .where(and(eq(returnCases.id, row.id), eq(returnCases.status, row.status)))
    .returning({ id: returnCases.id })
  if (changed.length === 0) throw conflict('This return was changed meanwhile. Please reload it.', 'return_transition_not_allowed')
  await db.batch([
    db.insert(returnMessages).values({ caseId: row.id, author: 'customer', authorId, body: note, status: to, createdAt: at }),
    ...(to === 'closed' ? [db.update(returnLines).set({ holdsUnits: false }).where(eq(returnLines.caseId, row.id))] : []),
  ])
  return (await caseView(db, row.id))!
}

/**
 * A message of the customer on their case. A closed case takes none; a case that waited on the
 * customer (staff asked them something) now waits on staff, so the closing job leaves it.
 */
export async function addCustomerMessage(db: Db, row: CaseRow, body: string, authorId: string | null, now: Date): Promise<ReturnCase> {
  if (row.status === 'closed') throw conflict('This return is closed.', 'return_transition_not_allowed')
  const at = now.toISOString()
  await db.batch([
    db.insert(returnMessages).values({ caseId: row.id, author: 'customer', authorId, body, createdAt: at }),
    db.update(returnCases).set({ waitingSince: null, remindedAt: null, updatedAt: at }).where(eq(returnCases.id, row.id)),
  ])
  return (await caseView(db, row.id))!
}
