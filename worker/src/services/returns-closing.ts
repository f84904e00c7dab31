// The scheduled closing of returns waiting on the customer (decision 039, the policy's "autoClose",
// decision 037): a case approved and not shipped, or one where staff asked the customer something,
// waits on the customer from that moment (`waiting_since`). After the reminder's days the customer
// is emailed once; after the closing's days the case is closed by the job, its units freed for
// another return, the step added to its timeline and the customer emailed. Each change is a
// conditional update on the state the job read, so a customer or staff member acting at the same
// moment wins and the job leaves the case.
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import { autoCloseTimes, WAITING_ON_CUSTOMER_STATES } from '#shared/returns/states'
import { orderReference } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { orders, returnCases, returnLines, returnMessages } from '#worker/db/schema'
import { returnCaseEmail, type ReturnEmailKind } from '#worker/emails/return-case-update'
import { queueEmail } from './email-outbox'
import { returnCaseLink } from './order-access'
import type { Logger } from '#worker/log'
import { currentReturnPolicy } from './return-policy-settings'

type CaseRow = typeof returnCases.$inferSelect

async function emailFor(db: Db, row: CaseRow, kind: ReturnEmailKind, origin: string, closesOn?: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId))
  return returnCaseEmail({
    to: row.customerEmail,
    language: row.language,
    kind,
    caseNumber: row.caseNumber,
    orderNumber: orderReference(order!.id),
    caseUrl: returnCaseLink(origin, order!, row.id),
    closesOn,
  })
}

/** Reminds and closes the cases waiting on the customer too long; answers how many of each. */
export async function closeWaitingReturns(db: Db, now: Date, context: { origin: string; log?: Logger }): Promise<{ reminded: number; closed: number }> {
  // The policy in force, read once for the run (decision 041).
  const settings = await currentReturnPolicy(db, context.log)
  const at = now.toISOString()
  // Anything that started waiting before the reminder's days ago may be due for one or the other.
  const remindFrom = new Date(now.getTime() - settings.autoClose.remindAfterDays * 86_400_000).toISOString()
  const waiting = await db
    .select()
    .from(returnCases)
    .where(and(inArray(returnCases.status, [...WAITING_ON_CUSTOMER_STATES]), isNotNull(returnCases.waitingSince), lte(returnCases.waitingSince, remindFrom)))
  let reminded = 0
  let closed = 0
  for (const row of waiting) {
    const { remindAt, closeAt } = autoCloseTimes(row.waitingSince!, settings)
    const asRead = and(eq(returnCases.id, row.id), eq(returnCases.status, row.status), eq(returnCases.waitingSince, row.waitingSince!))
    if (closeAt <= at) {
      const changed = await db.update(returnCases).set({ status: 'closed', closedAt: at, waitingSince: null, updatedAt: at }).where(asRead).returning({ id: returnCases.id })
      if (changed.length === 0) continue
      await db.batch([
        db.update(returnLines).set({ holdsUnits: false }).where(eq(returnLines.caseId, row.id)),
        db.insert(returnMessages).values({ caseId: row.id, author: 'job', status: 'closed', createdAt: at }),
        queueEmail(db, await emailFor(db, row, 'closed', context.origin)),
      ])
      closed++
    } else if (remindAt <= at && !row.remindedAt) {
      const changed = await db.update(returnCases).set({ remindedAt: at }).where(and(asRead, isNull(returnCases.remindedAt))).returning({ id: returnCases.id })
      if (changed.length === 0) continue
      await queueEmail(db, await emailFor(db, row, 'reminder', context.origin, closeAt))
      reminded++
    }
  }
  return { reminded, closed }
}
