// Wholesale accounts (decision 016): a buyer's standing with the shop. A wholesale registration opens
// one as pending (services/accounts.ts); admin or staff approve it with its terms (discount,
// credit limit, pricing tier, minimum per line) or reject it, audited in the same batch.
//
// Role rule (decision 016): approval makes a customer a wholesale buyer; it never changes staff or
// admin. Rejection leaves the role alone: a buyer who registered as wholesale still sees their
// application's outcome on /dashboard/wholesale and shops at list prices like any customer.
// Wholesale terms follow an approved account, never the role alone.
import { alias } from 'drizzle-orm/sqlite-core'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { formatAmount, parseAmount } from '#shared/pricing/money'
import type { PagedList } from '#shared/schemas/paging'
import type { AccountDecision, AccountStatus, AccountSummary, AdminAccount } from '#shared/schemas/wholesale'
import type { Db } from '#worker/db/client'
import { users, wholesaleAccounts } from '#worker/db/schema'
import { recordAdminAction } from './audit-log'
import { notFound } from './domain-errors'
import { pageAnswer, pageWindow, searchIn } from './paging'

type AccountRow = typeof wholesaleAccounts.$inferSelect

const ACCOUNT_NOT_FOUND = 'Wholesale account not found'

/** decimal(5,2) percent stored as hundredths: 1500 → "15.00". */
const percent = (basisPoints: number) => formatAmount(basisPoints)

/**
 * The signed-in user's accounts as the dashboard shows them (it reads the first), the
 * approved one first. Terms only once approved.
 */
export async function accountsOf(db: Db, userId: string): Promise<AccountSummary[]> {
  const rows = await db
    .select()
    .from(wholesaleAccounts)
    .where(eq(wholesaleAccounts.userId, userId))
    .orderBy(sql`case ${wholesaleAccounts.status} when 'approved' then 0 when 'pending' then 1 else 2 end`, desc(wholesaleAccounts.createdAt))
  return rows.map((row) => {
    const approved = row.status === 'approved'
    return {
      id: row.id,
      businessName: row.companyName,
      taxId: row.taxId,
      businessType: row.businessType,
      status: row.status,
      discountRate: approved ? percent(row.discountBasisPoints) : null,
      creditLimit: approved ? formatAmount(row.creditLimitCents) : null,
      minimumOrderQuantity: approved ? row.minimumOrderQuantity : null,
      createdAt: row.createdAt,
    }
  })
}

const approver = alias(users, 'approver')

const accountWithPeople = (db: Db) =>
  db
    .select({
      account: wholesaleAccounts,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone, role: users.role },
      approver: { id: approver.id, firstName: approver.firstName, lastName: approver.lastName },
    })
    .from(wholesaleAccounts)
    .innerJoin(users, eq(users.id, wholesaleAccounts.userId))
    .leftJoin(approver, eq(approver.id, wholesaleAccounts.approvedBy))

type AccountWithPeople = Awaited<ReturnType<ReturnType<typeof accountWithPeople>['where']>>[number]

function toAdminAccount({ account, user, approver: by }: AccountWithPeople): AdminAccount {
  return {
    id: account.id,
    companyName: account.companyName,
    taxId: account.taxId,
    businessType: account.businessType,
    pricingTier: account.pricingTier,
    discountPercentage: percent(account.discountBasisPoints),
    creditLimit: formatAmount(account.creditLimitCents),
    minimumOrderQuantity: account.minimumOrderQuantity,
    status: account.status,
    approvedAt: account.approvedAt,
    approvedBy: by ? { id: by.id, name: `${by.firstName} ${by.lastName}` } : null,
    notes: account.notes,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    user,
  }
}

/** Pending applications first (they wait for someone), then newest; searched in company, name and email. */
export async function listAccounts(db: Db, query: { status?: AccountStatus | 'all'; search?: string; page: number }): Promise<PagedList<AdminAccount>> {
  const where = and(
    query.status && query.status !== 'all' ? eq(wholesaleAccounts.status, query.status) : undefined,
    searchIn(query.search, [wholesaleAccounts.companyName, users.email, users.firstName, users.lastName]),
  )
  const { limit, offset } = pageWindow(query.page)
  const [rows, [counted]] = await db.batch([
    accountWithPeople(db)
      .where(where)
      .orderBy(sql`case ${wholesaleAccounts.status} when 'pending' then 0 else 1 end`, desc(wholesaleAccounts.createdAt), asc(wholesaleAccounts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(wholesaleAccounts).innerJoin(users, eq(users.id, wholesaleAccounts.userId)).where(where),
  ])
  return pageAnswer(rows.map(toAdminAccount), counted, query.page)
}

async function findAccount(db: Db, id: string): Promise<AccountWithPeople> {
  const [found] = await accountWithPeople(db).where(eq(wholesaleAccounts.id, id))
  if (!found) throw notFound(ACCOUNT_NOT_FOUND)
  return found
}

const termsOf = (a: AccountRow) => ({
  status: a.status,
  discountPercentage: percent(a.discountBasisPoints),
  creditLimit: formatAmount(a.creditLimitCents),
  pricingTier: a.pricingTier,
  minimumOrderQuantity: a.minimumOrderQuantity,
  notes: a.notes,
})

/**
 * Approves (with the terms given; others stay as they are) or rejects an account. Approval stamps
 * approvedAt/approvedBy when the account becomes approved and makes a customer a wholesale buyer;
 * rejection clears the stamp. Every change is audited in the batch that makes it.
 */
export async function decideAccount(db: Db, actorId: string, id: string, decision: AccountDecision, now: Date): Promise<AdminAccount> {
  const { account, user } = await findAccount(db, id)
  const nowIso = now.toISOString()
  const approving = decision.status === 'approved'
  const changes: Partial<AccountRow> = {
    status: decision.status,
    ...(decision.discountPercentage !== undefined && { discountBasisPoints: parseAmount(decision.discountPercentage) }),
    ...(decision.creditLimit !== undefined && { creditLimitCents: parseAmount(decision.creditLimit) }),
    ...(decision.pricingTier !== undefined && { pricingTier: decision.pricingTier }),
    ...(decision.minimumOrderQuantity !== undefined && { minimumOrderQuantity: decision.minimumOrderQuantity }),
    ...(decision.notes !== undefined && { notes: decision.notes }),
    ...(approving
      ? account.status === 'approved'
        ? {}
        : { approvedAt: nowIso, approvedBy: actorId }
      : { approvedAt: null, approvedBy: null }),
    updatedAt: nowIso,
  }
  const after = { ...account, ...changes }
  const promote = approving && user.role === 'customer'
  await db.batch([
    db.update(wholesaleAccounts).set(changes).where(eq(wholesaleAccounts.id, id)),
    recordAdminAction(
      db,
      {
        userId: actorId,
        action: approving ? 'wholesale_account.approve' : 'wholesale_account.reject',
        targetType: 'wholesale_account',
        targetId: id,
        before: termsOf(account),
        after: termsOf(after),
      },
      now,
    ),
    ...(promote
      ? [
          db.update(users).set({ role: 'wholesale', updatedAt: nowIso }).where(eq(users.id, user.id)),
          recordAdminAction(
            db,
            { userId: actorId, action: 'user.role_change', targetType: 'user', targetId: user.id, before: { role: user.role }, after: { role: 'wholesale' } },
            now,
          ),
        ]
      : []),
  ])
  return toAdminAccount(await findAccount(db, id))
}
