// The shop's health: the public check (is the database there) and the admin report (what needs a
// look). Both read the database only, in one round trip for the check and one batch for the
// report; nothing remote is called (no payment provider, no mail server). The database is the one
// part the shop cannot work without: when it does not answer, both say so with a 503 naming it
// (decision 029).
import type { z } from 'zod'
import { and, count, eq, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm'
import { uploadsApi } from '#shared/contracts/admin-products'
import type { emailTransportSchema } from '#shared/contracts/content'
import type { Db } from '#worker/db/client'
import { migrations } from '#worker/db/migrations.gen'
import { emailOutbox, jobRuns, orderDisputes, orderItems, orders, products, pushOutbox, pushSubscriptions } from '#worker/db/schema'
import type { Logger } from '#worker/log'
import { databaseUnavailable } from './domain-errors'
import type { PhotoStore } from './photo-store'

type EmailTransportName = z.infer<typeof emailTransportSchema>

/** One `select 1`, timed; a database that does not answer is logged and a 503 naming it. */
export async function checkDatabase(db: Db, log: Logger): Promise<{ roundTripMs: number }> {
  const started = performance.now()
  try {
    await db.run(sql`select 1`)
  } catch (error) {
    log.error('database does not answer', { err: error })
    throw databaseUnavailable()
  }
  return { roundTripMs: Math.round((performance.now() - started) * 10) / 10 }
}

const PHOTO_URL_PREFIX = `${uploadsApi.base}/`

/** Names of the photo files some product shows (each photo's sources, in every size). */
const shownPhotoUrls = (db: Db) =>
  db.all<{ url: unknown }>(sql`select distinct json_extract(s.value, '$.url') as url
    from ${products}, json_each(${products.photos}) p, json_each(p.value, '$.sources') s`)

type ReportDeps = {
  log: Logger
  now: Date
  /** Every scheduled job, in the order a run takes them (jobs/scheduled.ts). */
  jobNames: readonly string[]
  transport: EmailTransportName
  /** The shop has VAPID keys: it offers and sends Web Push (decision 043). */
  pushConfigured: boolean
  photos?: PhotoStore
}

/**
 * The admin report's figures: a timed round trip, then one batch (migrations, email backlog, push
 * devices and backlog, the jobs' last runs, unpaid orders and the units they hold, payments in progress, open disputes),
 * and, where the photo store lists its files locally, those no product shows.
 */
export async function healthReport(db: Db, deps: ReportDeps) {
  const { roundTripMs } = await checkDatabase(db, deps.log)
  const [[applied], emailCounts, [oldest], [devices], pushCounts, runs, [unpaid], [held], [disputes], shown] = await db.batch([
    db.all<{ n: number }>(sql.raw('select count(*) as n from __drizzle_migrations')),
    db
      .select({ status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ['pending', 'sending', 'failed']))
      .groupBy(emailOutbox.status),
    db
      .select({ since: min(emailOutbox.createdAt) })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ['pending', 'sending'])),
    db.select({ n: count() }).from(pushSubscriptions),
    db
      .select({ status: pushOutbox.status, n: count() })
      .from(pushOutbox)
      .where(inArray(pushOutbox.status, ['pending', 'sending', 'failed']))
      .groupBy(pushOutbox.status),
    db.select().from(jobRuns),
    db
      .select({ n: count(), processing: sql<number>`coalesce(sum(${orders.paymentAttempt} = 'processing'), 0)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.status, 'pending')),
    // The units those orders hold: their stocked lines (a made-to-measure line holds none), read
    // through the orders' status index rather than summing every variant's `reserved`.
    db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.status, 'pending'), isNotNull(orderItems.variantId))),
    db.select({ n: count() }).from(orderDisputes).where(isNull(orderDisputes.closedAt)),
    // Only read when the store can be listed; otherwise a query that reads no row.
    deps.photos?.names ? shownPhotoUrls(db) : db.all<{ url: unknown }>(sql`select null as url where 0`),
  ])
  const emails = Object.fromEntries(emailCounts.map((row) => [row.status, row.n]))
  const pushes = Object.fromEntries(pushCounts.map((row) => [row.status, row.n]))
  const lastRuns = new Map(runs.map((run) => [run.name, run]))
  return {
    database: { roundTripMs, migrationsApplied: Number(applied?.n ?? 0), migrationsKnown: migrations.length },
    email: {
      transport: deps.transport,
      pending: (emails.pending ?? 0) + (emails.sending ?? 0),
      failed: emails.failed ?? 0,
      oldestWaitingSeconds: oldest?.since ? Math.max(0, Math.floor((deps.now.getTime() - Date.parse(oldest.since)) / 1000)) : null,
    },
    push: {
      configured: deps.pushConfigured,
      devices: devices?.n ?? 0,
      pending: (pushes.pending ?? 0) + (pushes.sending ?? 0),
      failed: pushes.failed ?? 0,
    },
    jobs: deps.jobNames.map((name) => {
      const run = lastRuns.get(name)
      return {
        name,
        lastStartedAt: run?.startedAt ?? null,
        lastFinishedAt: run?.finishedAt ?? null,
        ok: run?.ok ?? null,
        result: run?.result ?? null,
        error: run?.error ?? null,
      }
    }),
    orders: { unpaid: unpaid?.n ?? 0, unitsHeld: held?.units ?? 0, paymentsProcessing: unpaid?.processing ?? 0, openDisputes: disputes?.n ?? 0 },
    uploads: { withoutProduct: deps.photos?.names ? await photosWithoutProduct(deps.photos.names, shown) : null },
  }
}

async function photosWithoutProduct(names: () => Promise<string[]>, shown: { url: unknown }[]) {
  const used = new Set(shown.flatMap(({ url }) => (typeof url === 'string' && url.startsWith(PHOTO_URL_PREFIX) ? [url.slice(PHOTO_URL_PREFIX.length)] : [])))
  return (await names()).filter((name) => !used.has(name)).length
}
