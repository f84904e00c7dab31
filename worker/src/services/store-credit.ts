// Store credit (decision 035): a customer's balance is the sum of their ledger's signed entries
// (store_credit_entries), computed here and nowhere else. Credit is issued by a refund taken as
// credit (with its bonus, order-refunds.ts) or as goodwill from the back office (here, audited);
// spent by an order in the batch that places it (orders.ts); given back when that order, unpaid,
// expires or is cancelled (order-settlement.ts), or is refunded (order-refunds.ts). The database
// refuses an entry that would take a balance below zero (trigger store_credit_entries_no_overdraft,
// migration 0019) inside whichever batch carries it, so parallel checkouts cannot overspend.
// Each change that issues credit queues the customer's email in its own batch.
import { desc, eq, inArray, sql } from 'drizzle-orm'
import { formatAmount, parseAmount, type Cents } from '#shared/pricing/money'
import type { StoreCreditReason } from '#shared/pricing/store-credit'
import { orderReference } from '#shared/schemas/orders'
import type { AdminStoreCredit, StoreCredit, StoreCreditEntry, StoreCreditGrant } from '#shared/schemas/store-credit'
import { STORE_CREDIT_ENTRIES_SHOWN } from '#shared/schemas/store-credit'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { storeCreditEntries, users } from '#worker/db/schema'
import { emailLanguage, shopLink } from '#worker/emails/outgoing-email'
import { storeCreditIssuedEmail } from '#worker/emails/store-credit-issued'
import { recordAdminAction } from './audit-log'
import { conflict, notFound } from './domain-errors'
import { queueEmail } from './email-outbox'

/** The accounts that hold credit: customers and wholesale buyers (staff and admins shop as customers elsewhere). */
const CREDIT_ROLES = ['customer', 'wholesale'] as const

/** The sum of the customer's entries; never negative, as the trigger refuses any entry that would make it so. */
export async function storeCreditBalance(db: Db, userId: string): Promise<Cents> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${storeCreditEntries.amountCents}), 0)` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
  return Number(row?.balance ?? 0)
}

/** The latest entries (every one with `every`), newest first, each with the order it belongs to (its shopper-facing reference) and who issued it. */
async function latestEntries(db: Db, userId: string, every = false) {
  const query = db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
  const rows = every ? await query : await query.limit(STORE_CREDIT_ENTRIES_SHOWN)
  return rows.map((r) => ({
    entry: {
      id: r.id,
      kind: r.kind,
      amount: formatAmount(r.amountCents),
      reason: r.reason,
      note: r.note,
      orderNumber: r.orderId ? orderReference(r.orderId) : null,
      createdAt: r.createdAt,
    } satisfies StoreCreditEntry,
    issuedBy: r.issuedBy,
  }))
}

/** GET /api/store-credit: the signed-in customer's balance and latest entries (every one for the account's data export). */
export async function storeCreditOf(db: Db, userId: string, options: { every?: boolean } = {}): Promise<StoreCredit> {
  const [balance, entries] = await Promise.all([storeCreditBalance(db, userId), latestEntries(db, userId, options.every)])
  return { balance: formatAmount(balance), entries: entries.map((e) => e.entry) }
}

/** GET /api/admin/store-credit/:userId: a customer's credit as the back office sees it; 404 for no such account. */
export async function adminStoreCreditOf(db: Db, userId: string): Promise<AdminStoreCredit> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw notFound('Customer not found')
  const [balance, entries] = await Promise.all([storeCreditBalance(db, userId), latestEntries(db, userId)])
  const staffIds = [...new Set(entries.map((e) => e.issuedBy).filter((id): id is string => !!id))]
  const staff = staffIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, staffIds))
    : []
  const names = new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]))
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    balance: formatAmount(balance),
    entries: entries.map((e) => ({ ...e.entry, issuedBy: e.issuedBy ? (names.get(e.issuedBy) ?? null) : null })),
  }
}

type Customer = { id: string; email: string; firstName: string; preferredLanguage: string }

/**
 * POST /api/admin/store-credit/:userId: goodwill credit from staff, with the reason the customer
 * is told. The entry, its audit record and the customer's email are one batch.
 */
export async function grantGoodwillCredit(
  db: Db,
  actorId: string,
  userId: string,
  input: StoreCreditGrant,
  context: { now: Date; origin: string },
): Promise<AdminStoreCredit> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw notFound('Customer not found')
  if (!holdsStoreCredit(user.role)) {
    throw conflict('Only a customer or wholesale account can hold store credit.', 'store_credit_not_customer')
  }
  const cents = parseAmount(input.amount)
  const id = crypto.randomUUID()
  const balanceAfter = (await storeCreditBalance(db, userId)) + cents
  await db.batch([
    issueStoreCredit(db, { id, userId, cents, reason: 'goodwill', note: input.note, issuedBy: actorId, now: context.now }),
    recordAdminAction(
      db,
      { userId: actorId, action: 'store_credit.grant', targetType: 'user', targetId: userId, after: { entryId: id, amount: formatAmount(cents), note: input.note } },
      context.now,
    ),
    queueEmail(db, creditIssuedEmail(user, { amountCents: cents, balanceCents: balanceAfter, reason: { kind: 'goodwill', note: input.note }, origin: context.origin })),
  ])
  return adminStoreCreditOf(db, userId)
}

/** The email telling a customer their credit was issued, in their language, with a link to their credit on the dashboard. */
export function creditIssuedEmail(
  user: Customer,
  issued: {
    amountCents: Cents
    balanceCents: Cents
    reason: { kind: 'goodwill'; note: string } | { kind: 'refund'; orderId: string; refundCents: Cents; bonusCents: Cents }
    origin: string
  },
) {
  const language = emailLanguage(user.preferredLanguage)
  return storeCreditIssuedEmail({
    to: user.email,
    language,
    customerName: user.firstName,
    amount: formatAmount(issued.amountCents),
    balance: formatAmount(issued.balanceCents),
    reason:
      issued.reason.kind === 'goodwill'
        ? issued.reason
        : {
            kind: 'refund',
            orderNumber: orderReference(issued.reason.orderId),
            refund: formatAmount(issued.reason.refundCents),
            bonus: formatAmount(issued.reason.bonusCents),
          },
    // The ledger on the dashboard's loyalty page, where the customer reads their credit and its history.
    dashboardUrl: shopLink(issued.origin, language, '/dashboard/loyalty#store-credit'),
  })
}

type Issue = {
  id?: string
  userId: string
  cents: Cents
  reason: Extract<StoreCreditReason, 'refund' | 'goodwill'>
  note?: string | null
  orderId?: string | null
  refundId?: string | null
  issuedBy?: string | null
  now: Date
}

/** The statement that issues credit (a refund taken as credit, or goodwill). */
export const issueStoreCredit = (db: Db, entry: Issue) =>
  db.insert(storeCreditEntries).values({
    ...(entry.id && { id: entry.id }),
    userId: entry.userId,
    kind: 'issued',
    amountCents: entry.cents,
    reason: entry.reason,
    note: entry.note ?? null,
    orderId: entry.orderId ?? null,
    refundId: entry.refundId ?? null,
    issuedBy: entry.issuedBy ?? null,
    createdAt: entry.now.toISOString(),
  })

/** The statement that spends credit on an order; it aborts its batch when the balance is short. */
export const spendStoreCredit = (db: Db, { userId, orderId, cents, now }: { userId: string; orderId: string; cents: Cents; now: Date }) =>
  db.insert(storeCreditEntries).values({ userId, kind: 'spent', amountCents: -cents, reason: 'order', orderId, createdAt: now.toISOString() })

/**
 * The statement that gives back the credit an unpaid order spent, when it expires or is cancelled
 * (once per order: the unique index store_credit_entries_order_once), or the credit part of a
 * refunded order (once per refund).
 */
export const returnStoreCredit = (
  db: Db,
  entry: { userId: string; orderId: string; cents: Cents; reason: Extract<StoreCreditReason, 'order_expired' | 'order_cancelled' | 'refund'>; refundId?: string; now: Date },
) =>
  db.insert(storeCreditEntries).values({
    userId: entry.userId,
    kind: 'returned',
    amountCents: entry.cents,
    reason: entry.reason,
    orderId: entry.orderId,
    refundId: entry.refundId ?? null,
    createdAt: entry.now.toISOString(),
  })

/** True for the error of a batch the overdraft trigger refused: the balance fell under what was to be spent. */
export const isStoreCreditOverdraft = (error: unknown) => databaseRefused(error, 'store_credit_balance_insufficient')

/** Whether an account can hold credit (customer or wholesale). */
export const holdsStoreCredit = (role: string) => (CREDIT_ROLES as readonly string[]).includes(role)
