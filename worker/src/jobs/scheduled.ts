// Scheduled work has one entry (decision 007): runScheduledJobs(deps, now), run once a minute by a
// Workers Cron Trigger (worker/index.ts `scheduled`, wrangler.toml [triggers]) and by a timer in
// the Node entry (worker/node.ts). A job is a name and a function of the database and the time;
// jobs run one after another, and one that fails is logged without stopping the others.
//
// Adding a job: write its queries in a service, then add `{ name, run: (deps, now) => … }` below.
// Order matters within a run: the test gateway's scenarios, then expiry, so the expiry sees what the
// "provider" just did, and the confirmation of an order either finds paid is delivered in the same run;
// back-in-stock alerts the expiry made due are queued next, and leave with the same delivery.
import type { AppDeps } from '#worker/context'
import { consoleLogger, type Logger } from '#worker/log'
import { expireUnpaidOrders, handlePaymentEvent } from '#worker/services/order-settlement'
import { paymentGateway, type PaymentGateway } from '#worker/services/payments/gateway'
import { playTestPaymentScenarios } from '#worker/services/payments/test-gateway'
import { purgeExpiredIdempotencyKeys } from '#worker/services/idempotency-keys'
import { purgeOldJobRunDays, recordJobRun, type JobRun } from '#worker/services/job-runs'
import { deliverDuePush, purgeOldPush } from '#worker/services/push-delivery'
import { purgeExpiredRateLimits } from '#worker/services/rate-limit'
import { purgeOldServerErrors } from '#worker/services/server-errors'
import { purgeExpiredSessions } from '#worker/services/sessions'
import { queueDueStockAlerts } from '#worker/services/stock-alerts'
import { closeWaitingReturns } from '#worker/services/returns-closing'
import { queueReviewRequests } from '#worker/services/review-requests'

export type JobDeps = Pick<AppDeps, 'db' | 'config' | 'email' | 'push' | 'log' | 'reportError'>

export type ScheduledJob = {
  name: string
  /** What it did, for the log, e.g. `{ sessions: 3 }` rows removed. */
  run: (deps: JobDeps, now: Date) => Promise<Record<string, number>>
}

type JobOutcome = { name: string; ok: true; result: Record<string, number> } | { name: string; ok: false; error: unknown }

/** The configured gateway, or none (a production shop without payment keys still expires its orders). */
function gatewayOrNone(deps: JobDeps): PaymentGateway | undefined {
  try {
    return paymentGateway(deps)
  } catch {
    return undefined
  }
}

const originOf = (deps: JobDeps) => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`

export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    // The built-in test gateway's later outcomes (processing, dashboard refunds, disputes), told to
    // the shop as Stripe's webhook would tell them; nothing while another gateway is active.
    name: 'play-test-payments',
    run: async (deps, now) => {
      const gateway = gatewayOrNone(deps)
      if (gateway?.name !== 'test') return {}
      const context = { now, origin: originOf(deps), staffEmail: deps.config.supportEmail, log: deps.log, vapid: deps.config.vapid }
      return playTestPaymentScenarios(deps.db, now, (event) => handlePaymentEvent(deps.db, () => gateway, event, context), deps.log)
    },
  },
  {
    // Unpaid orders whose hold has ended give their units and points back (decision 023).
    name: 'expire-unpaid-orders',
    run: (deps, now) => expireUnpaidOrders(deps.db, gatewayOrNone(deps), now, { origin: originOf(deps), log: deps.log, vapid: deps.config.vapid }),
  },
  {
    // Back-in-stock alerts made due by a restock, an ended hold or a cancellation (services/stock-alerts.ts),
    // queued once each just before delivery, so they leave in the same run.
    name: 'queue-stock-alerts',
    run: (deps, now) => queueDueStockAlerts(deps.db, deps.config, { origin: originOf(deps), now }),
  },
  {
    // Returns waiting on the customer: reminded, then closed after the policy's days (decision 039);
    // before the delivery, so their emails leave in the same run.
    name: 'close-waiting-returns',
    run: (deps, now) => closeWaitingReturns(deps.db, now, { origin: originOf(deps), log: deps.log }),
  },
  {
    // Buyers asked once per order to review what they received, REVIEW_REQUEST_DAYS after its
    // delivery (decision 042); before the delivery, so the emails leave in the same run.
    name: 'queue-review-requests',
    run: (deps, now) => queueReviewRequests(deps.db, deps.config, { origin: originOf(deps), now }),
  },
  {
    // The email outbox (services/email-delivery.ts); without a transport, emails wait queued.
    name: 'deliver-email',
    run: async ({ email }, now) => (email ? { ...(await email.run(now)) } : {}),
  },
  {
    // The push outbox (services/push-delivery.ts, decision 043); nothing without VAPID keys.
    name: 'deliver-push',
    run: async ({ db, push }, now) => (push ? { ...(await deliverDuePush(db, push, now)) } : {}),
  },
  {
    // Rows that can never be used again: ended sessions, passed rate-limit windows, expired keys;
    // the operations screen's records past its 30 days (decision 032), and sent push notifications past theirs.
    name: 'purge-expired',
    run: async ({ db }, now) => ({
      sessions: await purgeExpiredSessions(db, now),
      rateLimits: await purgeExpiredRateLimits(db, now),
      idempotencyKeys: await purgeExpiredIdempotencyKeys(db, now),
      serverErrors: await purgeOldServerErrors(db, now),
      jobRunDays: await purgeOldJobRunDays(db, now),
      pushNotifications: await purgeOldPush(db, now),
    }),
  },
]

/**
 * Runs the jobs, logs what each did (decision 028) and keeps each one's last run for the health
 * report and the operations screen (tables job_runs, job_run_days): a line per job that did something (its
 * counts, e.g. `{ job: 'deliver-email', sent: 2 }`), a line per failure with its stack, and, at
 * debug level, the jobs that found nothing to do, so a quiet minute writes nothing at `info`.
 */
export async function runScheduledJobs(deps: JobDeps, now: Date, jobs: readonly ScheduledJob[] = SCHEDULED_JOBS): Promise<JobOutcome[]> {
  const log = deps.log ?? consoleLogger(deps.config.logLevel)
  const outcomes: JobOutcome[] = []
  for (const job of jobs) {
    const jobLog = log.child({ job: job.name })
    const started = performance.now()
    const finishedAt = () => new Date(now.getTime() + Math.round(performance.now() - started))
    let outcome: JobOutcome
    try {
      const result = await job.run({ ...deps, log: jobLog }, now)
      const durationMs = Math.round(performance.now() - started)
      if (Object.values(result).some((count) => count > 0)) jobLog.info('scheduled job done', { ...result, durationMs })
      else jobLog.debug('scheduled job had nothing to do', { durationMs })
      outcome = { name: job.name, ok: true, result }
    } catch (error) {
      jobLog.error('scheduled job failed', { err: error })
      deps.reportError?.(error, { job: job.name })
      outcome = { name: job.name, ok: false, error }
    }
    outcomes.push(outcome)
    await keepLastRun(deps, jobLog, { ...outcome, startedAt: now, finishedAt: finishedAt() })
  }
  return outcomes
}

/** The run as the health report shows it (services/job-runs.ts); a database that refuses it is logged, and the next job still runs. */
async function keepLastRun(deps: JobDeps, jobLog: Logger, run: JobRun) {
  try {
    await recordJobRun(deps.db, run)
  } catch (error) {
    jobLog.error('scheduled job run not recorded', { err: error })
  }
}
