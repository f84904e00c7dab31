// Discount codes in the back office (decisions 017 and 034): the list with each code's figures,
// and creating, editing, pausing, resuming and ending a code. Every change is written in one batch
// with its audit entry. The figures come from the uses and their orders: uses are every row the
// limits count (unpaid pending orders included); revenue and discount given are those of paid
// orders only (processing, shipped, delivered), as on the operations screen.
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AdminDiscountCode, DiscountCodeInput, DiscountStatus } from '#shared/contracts/admin-discounts'
import type { PagedList } from '#shared/schemas/paging'
import { PAID_STATUSES } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { discountCodes, discountCodeUses, orders, products, users } from '#worker/db/schema'
import { recordAdminAction } from './audit-log'
import { conflict, invalid, notFound } from './domain-errors'
import { pageAnswer, pageWindow, searchIn } from './paging'

type CodeRow = typeof discountCodes.$inferSelect

const CODE_NOT_FOUND = 'Discount code not found'

/** A code's status at `now` (the order of shared/contracts/admin-discounts.ts DISCOUNT_STATUSES' rule). */
export function statusOf(row: Pick<CodeRow, 'startsAt' | 'endsAt' | 'pausedAt'>, now: Date): DiscountStatus {
  const at = now.toISOString()
  if (row.endsAt !== null && row.endsAt <= at) return 'ended'
  if (row.pausedAt !== null) return 'paused'
  if (row.startsAt > at) return 'scheduled'
  return 'live'
}

/** The same rule in SQL, for the list's filter (ISO timestamps compare as text). */
function statusIs(status: DiscountStatus, now: Date): SQL | undefined {
  const at = now.toISOString()
  const ended = and(isNotNull(discountCodes.endsAt), lte(discountCodes.endsAt, at))
  const notEnded = or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, at))
  switch (status) {
    case 'ended':
      return ended
    case 'paused':
      return and(notEnded, isNotNull(discountCodes.pausedAt))
    case 'scheduled':
      return and(notEnded, isNull(discountCodes.pausedAt), gt(discountCodes.startsAt, at))
    case 'live':
      return and(notEnded, isNull(discountCodes.pausedAt), lte(discountCodes.startsAt, at))
  }
}

const paid = inArray(orders.status, PAID_STATUSES)

/** Each code's uses, and the revenue and discount of its paid orders. */
async function figuresOf(db: Db, codeIds: string[]) {
  if (codeIds.length === 0) return new Map<string, { uses: number; revenueCents: number; discountGivenCents: number }>()
  const rows = await db
    .select({
      codeId: discountCodeUses.codeId,
      uses: count(),
      revenueCents: sql<number>`coalesce(sum(CASE WHEN ${paid} THEN ${orders.totalCents} ELSE 0 END), 0)`,
      discountGivenCents: sql<number>`coalesce(sum(CASE WHEN ${paid} THEN ${discountCodeUses.discountCents} ELSE 0 END), 0)`,
    })
    .from(discountCodeUses)
    .innerJoin(orders, eq(orders.id, discountCodeUses.orderId))
    .where(inArray(discountCodeUses.codeId, codeIds))
    .groupBy(discountCodeUses.codeId)
  return new Map(rows.map((r) => [r.codeId, { uses: Number(r.uses), revenueCents: Number(r.revenueCents), discountGivenCents: Number(r.discountGivenCents) }]))
}

/** The emails of account ids and the codes of product ids, to show a code as staff wrote it. */
async function namesOf(db: Db, rows: CodeRow[]) {
  const accountIds = [...new Set(rows.flatMap((r) => r.accountIds))]
  const productIds = [...new Set(rows.flatMap((r) => r.productIds))]
  const [accounts, items] = await Promise.all([
    accountIds.length ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, accountIds)) : [],
    productIds.length ? db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.id, productIds)) : [],
  ])
  return { emails: new Map(accounts.map((a) => [a.id, a.email])), codes: new Map(items.map((p) => [p.id, p.code])) }
}

async function toAdminCodes(db: Db, rows: CodeRow[], now: Date): Promise<AdminDiscountCode[]> {
  const [figures, names] = await Promise.all([figuresOf(db, rows.map((r) => r.id)), namesOf(db, rows)])
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    minSubtotalCents: row.minSubtotalCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    pausedAt: row.pausedAt,
    status: statusOf(row, now),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    audience: row.audience,
    accountEmails: row.accountIds.flatMap((id) => names.emails.get(id) ?? []),
    scope: row.scope,
    categories: row.categories,
    productCodes: row.productIds.flatMap((id) => names.codes.get(id) ?? []),
    includesMadeToMeasure: row.includesMadeToMeasure,
    includesDiscountedItems: row.includesDiscountedItems,
    combinesWithRewards: row.combinesWithRewards,
    uses: 0,
    revenueCents: 0,
    discountGivenCents: 0,
    ...figures.get(row.id),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }))
}

const toAdminCode = async (db: Db, row: CodeRow, now: Date) => (await toAdminCodes(db, [row], now))[0]!

/** Newest first, 50 a page, by part of the code and by status at `now`. */
export async function listDiscountCodes(db: Db, filter: { search?: string; status?: DiscountStatus; page: number }, now: Date): Promise<PagedList<AdminDiscountCode>> {
  const where = and(searchIn(filter.search, [discountCodes.code]), filter.status ? statusIs(filter.status, now) : undefined)
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted]] = await db.batch([
    db.select().from(discountCodes).where(where).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(discountCodes).where(where),
  ])
  return pageAnswer(await toAdminCodes(db, rows, now), counted, filter.page)
}

/** The ids behind the emails and product codes staff typed; 400 on the field for any it does not know. */
async function resolveNames(db: Db, input: DiscountCodeInput) {
  const [accounts, items] = await Promise.all([
    input.accountEmails.length ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, input.accountEmails)) : [],
    input.productCodes.length ? db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, input.productCodes)) : [],
  ])
  const unknownEmails = input.accountEmails.filter((email) => !accounts.some((a) => a.email === email))
  if (unknownEmails.length > 0) {
    const message = `No account has the email ${unknownEmails.join(', ')}`
    throw invalid(message, 'discount_code_accounts_unknown', { accountEmails: message })
  }
  const unknownCodes = input.productCodes.filter((code) => !items.some((p) => p.code === code))
  if (unknownCodes.length > 0) {
    const message = `No product has the code ${unknownCodes.join(', ')}`
    throw invalid(message, 'discount_code_products_unknown', { productCodes: message })
  }
  return { accountIds: input.accountEmails.map((e) => accounts.find((a) => a.email === e)!.id), productIds: input.productCodes.map((c) => items.find((p) => p.code === c)!.id) }
}

/** The columns an input writes. */
async function columnsOf(db: Db, input: DiscountCodeInput) {
  const { accountEmails: _emails, productCodes: _codes, minSubtotal, ...rules } = input
  return { ...rules, minSubtotalCents: minSubtotal, ...(await resolveNames(db, input)) }
}

const codeTaken = (code: string) => {
  const message = `The code ${code} already exists`
  return conflict(message, 'discount_code_taken', { code: message })
}

/** The unique index decides, whatever was read before: two staff creating the same code get one. */
const isCodeTaken = (error: unknown) => databaseRefused(error, 'discount_codes.code')

/** A code's rules as the audit log records them, before and after alike (its columns, without the times of the record). */
const auditedRules = (row: Omit<CodeRow, 'createdAt' | 'updatedAt'> & Partial<Pick<CodeRow, 'createdAt' | 'updatedAt'>>) => {
  const { createdAt: _c, updatedAt: _u, ...rules } = row
  return rules
}

export async function createDiscountCode(db: Db, actorId: string, input: DiscountCodeInput, now: Date): Promise<AdminDiscountCode> {
  const id = crypto.randomUUID()
  const at = now.toISOString()
  const values = { id, ...(await columnsOf(db, input)), pausedAt: null, createdAt: at, updatedAt: at }
  try {
    const [[created]] = await db.batch([
      db.insert(discountCodes).values(values).returning(),
      recordAdminAction(db, { userId: actorId, action: 'discount_code.create', targetType: 'discount_code', targetId: id, after: auditedRules(values) }, now),
    ])
    return toAdminCode(db, created!, now)
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken(input.code)
    throw error
  }
}

async function findCode(db: Db, id: string): Promise<CodeRow> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id))
  if (!row) throw notFound(CODE_NOT_FOUND)
  return row
}

/** Replaces a code's rules. Its text can change only while no order used it: orders name their code by it (decision 034). */
export async function updateDiscountCode(db: Db, actorId: string, id: string, input: DiscountCodeInput, now: Date): Promise<AdminDiscountCode> {
  const before = await findCode(db, id)
  if (input.code !== before.code) {
    const [used] = await db.select({ n: count() }).from(orders).where(eq(orders.promoCode, before.code))
    if (Number(used?.n ?? 0) > 0) throw conflict(`Orders used ${before.code}: its text cannot change`, 'discount_code_in_use', { code: `Orders used ${before.code}: its text cannot change` })
  }
  const columns = await columnsOf(db, input)
  const after = auditedRules({ ...before, ...columns })
  try {
    const [[updated]] = await db.batch([
      db.update(discountCodes).set({ ...columns, updatedAt: now.toISOString() }).where(eq(discountCodes.id, id)).returning(),
      recordAdminAction(db, { userId: actorId, action: 'discount_code.update', targetType: 'discount_code', targetId: id, before: auditedRules(before), after }, now),
    ])
    if (!updated) throw notFound(CODE_NOT_FOUND)
    return toAdminCode(db, updated, now)
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken(input.code)
    throw error
  }
}

type Change = 'pause' | 'resume' | 'end'

/** What each change writes on a code that has not ended. Ending a code not started moves its start to now too, so its dates stay in order. */
function changeOf(change: Change, row: CodeRow, at: string): Partial<CodeRow> {
  switch (change) {
    case 'pause':
      return { pausedAt: row.pausedAt ?? at }
    case 'resume':
      return { pausedAt: null }
    case 'end':
      return { endsAt: at, ...(row.startsAt > at && { startsAt: at }) }
  }
}

/** Pauses, resumes or ends a code now; 409 `discount_code_ended` once it has ended. Pausing a paused code (or resuming a running one) changes nothing. */
export async function changeDiscountCode(db: Db, actorId: string, id: string, change: Change, now: Date): Promise<AdminDiscountCode> {
  const row = await findCode(db, id)
  if (statusOf(row, now) === 'ended') throw conflict(`${row.code} has ended`, 'discount_code_ended')
  const at = now.toISOString()
  const set = changeOf(change, row, at)
  if (Object.entries(set).every(([key, value]) => row[key as keyof CodeRow] === value)) return toAdminCode(db, row, now)
  const before = Object.fromEntries(Object.keys(set).map((key) => [key, row[key as keyof CodeRow]]))
  const [[updated]] = await db.batch([
    db.update(discountCodes).set({ ...set, updatedAt: at }).where(eq(discountCodes.id, id)).returning(),
    recordAdminAction(db, { userId: actorId, action: `discount_code.${change}`, targetType: 'discount_code', targetId: id, before, after: set }, now),
  ])
  if (!updated) throw notFound(CODE_NOT_FOUND)
  return toAdminCode(db, updated, now)
}
