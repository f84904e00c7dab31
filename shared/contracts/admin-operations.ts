// The operations screen's own figures (admin only, decision 032): the API's last crashes with
// their request ids, and 30 days of daily figures (paid orders and their takings, emails and
// scheduled job runs by outcome). The screen also shows the health report (admin-health.ts) and
// the failed emails with their retry (admin-email-outbox.ts).
import { z } from 'zod'
import { get, resource } from './contract'

/** How many of the newest crashes the screen lists; the server keeps at most KEPT_SERVER_ERRORS. */
export const LISTED_SERVER_ERRORS = 50
/** The newest crashes kept, and for how long at most (decision 032). */
export const KEPT_SERVER_ERRORS = 500
/** The days the daily figures cover (today included, in UTC); crashes and job days older than this are removed. */
export const OPERATIONS_DAYS = 30

const serverErrorSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  /** The failed request's id, as its answer's `X-Request-Id` header and error body gave it (decision 028). */
  requestId: z.string(),
  method: z.string(),
  /** The route pattern that failed (`/api/orders/:id`); null when no route matched. */
  route: z.string().nullable(),
  status: z.number().int(),
  /** The error's type and message (a failed query's values left out) and its stack frames. */
  name: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  /** The signed-in user whose request failed, if any. */
  userId: z.string().nullable(),
})
export type ServerError = z.infer<typeof serverErrorSchema>

/**
 * One UTC day (`YYYY-MM-DD`), oldest first, every day of the range present (zeros on a quiet day).
 * - orders, revenueCents: orders paid that day (by the time their payment was confirmed; one stored
 *   without that time counts on the day it was placed) that are still paid (processing, shipped or delivered: a fully refunded or cancelled order drops out),
 *   and the sum of their totals in integer cents, as charged (a partial refund is not subtracted).
 *   Every order is charged in the shop's one currency, `currency` below.
 * - emailsSent, emailsFailed: emails queued that day that went out, and that were given up; those
 *   still on their way are not counted.
 * - jobsOk, jobsFailed: scheduled job runs that day, every job together, by outcome.
 */
const operationsDaySchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
  emailsSent: z.number().int(),
  emailsFailed: z.number().int(),
  jobsOk: z.number().int(),
  jobsFailed: z.number().int(),
})
export type OperationsDay = z.infer<typeof operationsDaySchema>

const dailyFiguresSchema = z.object({
  /** The currency of every order's total (ISO 4217). */
  currency: z.literal('USD'),
  days: z.array(operationsDaySchema).length(OPERATIONS_DAYS),
})
export type DailyFigures = z.infer<typeof dailyFiguresSchema>

export const adminOperationsApi = resource('/api/admin/operations', {
  /** The newest crashes first, at most LISTED_SERVER_ERRORS. */
  serverErrors: get('/server-errors', { access: 'admin', output: z.object({ items: z.array(serverErrorSchema) }) }),
  /** The last OPERATIONS_DAYS days, today (UTC) last. */
  dailyFigures: get('/daily-figures', { access: 'admin', output: dailyFiguresSchema }),
})
