// The operations screen's daily figures (decision 032): the last OPERATIONS_DAYS UTC days, today
// last, every day present. One batch of three grouped reads on indexed columns: orders by the day
// they were paid, emails by the day they were queued, scheduled job runs by the day they ran.
// The rules of each figure are the contract's (shared/contracts/admin-operations.ts).
import { and, count, gte, inArray, isNull, or, sql, sum, type SQL } from 'drizzle-orm'
import { OPERATIONS_DAYS, type DailyFigures, type OperationsDay } from '#shared/contracts/admin-operations'
import { PAID_STATUSES } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { emailOutbox, jobRunDays, orders } from '#worker/db/schema'
import { utcDay } from './job-runs'

const DAY_MS = 24 * 60 * 60_000

/** The UTC day of an ISO time, `YYYY-MM-DD`. */
const dayOf = (time: SQL | typeof emailOutbox.createdAt) => sql<string>`substr(${time}, 1, 10)`

/**
 * When a paid order was paid: its paid_at, or, for one stored without it (orders stored before
 * the shop recorded it, and the demo's history), when it was placed.
 */
const paidTime = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`

export async function dailyFigures(db: Db, now: Date): Promise<DailyFigures> {
  const days = Array.from({ length: OPERATIONS_DAYS }, (_, i) => utcDay(new Date(now.getTime() - (OPERATIONS_DAYS - 1 - i) * DAY_MS)))
  const from = `${days[0]}T00:00:00.000Z`
  const paidDay = dayOf(paidTime)
  const queuedDay = dayOf(emailOutbox.createdAt)
  const [paid, emails, jobs] = await db.batch([
    db
      .select({ day: paidDay, orders: count(), revenueCents: sum(orders.totalCents).mapWith(Number) })
      .from(orders)
      .where(and(inArray(orders.status, PAID_STATUSES), or(gte(orders.paidAt, from), and(isNull(orders.paidAt), gte(orders.createdAt, from)))))
      .groupBy(paidDay),
    db
      .select({ day: queuedDay, status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .where(and(gte(emailOutbox.createdAt, from), inArray(emailOutbox.status, ['sent', 'failed'])))
      .groupBy(queuedDay, emailOutbox.status),
    db
      .select({ day: jobRunDays.day, ok: sum(jobRunDays.ok).mapWith(Number), failed: sum(jobRunDays.failed).mapWith(Number) })
      .from(jobRunDays)
      .where(gte(jobRunDays.day, days[0]!))
      .groupBy(jobRunDays.day),
  ])
  const byDay = new Map<string, OperationsDay>(days.map((day) => [day, { day, orders: 0, revenueCents: 0, emailsSent: 0, emailsFailed: 0, jobsOk: 0, jobsFailed: 0 }]))
  for (const row of paid) Object.assign(byDay.get(row.day) ?? {}, { orders: row.orders, revenueCents: row.revenueCents })
  for (const row of emails) Object.assign(byDay.get(row.day) ?? {}, row.status === 'sent' ? { emailsSent: row.n } : { emailsFailed: row.n })
  for (const row of jobs) Object.assign(byDay.get(row.day) ?? {}, { jobsOk: row.ok, jobsFailed: row.failed })
  return { currency: 'USD', days: [...byDay.values()] }
}

