// Wholesale accounts (spec §3): a buyer's standing with the shop, as its owner sees it. The
// wholesale issue (#13) adds the back office's decisions here.
import { desc, eq, sql } from 'drizzle-orm'
import { formatAmount } from '#shared/pricing/money'
import type { AccountSummary } from '#shared/schemas/wholesale'
import type { Db } from '#worker/db/client'
import { wholesaleAccounts } from '#worker/db/schema'

/** decimal(5,2) percent stored as hundredths: 1500 → "15.00". */
const percent = (basisPoints: number) => formatAmount(basisPoints)

/**
 * The signed-in user's accounts as the dashboard shows them (spec §2.8: it reads the first), the
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
