// The scheduled jobs on a real database: what they remove, what they keep, and that one failing
// job does not stop the others.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { idempotencyKeys, jobRunDays, rateLimits, serverErrors, sessions, users } from '#worker/db/schema'
import { consoleLogger } from '#worker/log'
import { createTestApp } from '#worker/test/test-app'
import { runScheduledJobs, SCHEDULED_JOBS, type ScheduledJob } from './scheduled'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => {
  vi.restoreAllMocks()
  t.close()
})

const NOW = new Date('2026-05-01T12:00:00.000Z')
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString()

async function fillWithOldAndCurrentRows() {
  const [user] = await t.db.insert(users).values({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Gómez' }).returning()
  await t.db.insert(sessions).values([
    { id: 'ended', userId: user!.id, expiresAt: at(-1) },
    { id: 'current', userId: user!.id, expiresAt: at(60) },
  ])
  await t.db.insert(rateLimits).values([
    { key: 'login:ip:old', count: 5, windowStart: at(-25 * 60) },
    { key: 'login:ip:recent', count: 2, windowStart: at(-10) },
  ])
  await t.db.insert(idempotencyKeys).values([
    { scope: 'POST /api/contact', key: 'expired-key', requestHash: 'x', expiresAt: at(-1) },
    { scope: 'POST /api/contact', key: 'current-key', requestHash: 'x', expiresAt: at(60) },
  ])
  // The operations screen's records keep 30 days (decision 032): the days from 2026-04-02 on.
  const crash = { method: 'GET', route: '/api/x', status: 500, errorName: 'Error', message: 'boom' }
  await t.db.insert(serverErrors).values([
    { ...crash, requestId: 'old', occurredAt: at(-30 * 24 * 60) },
    { ...crash, requestId: 'recent', occurredAt: at(-30 * 24 * 60 + 1) },
  ])
  await t.db.insert(jobRunDays).values([
    { day: '2026-04-01', name: 'deliver-email', ok: 3 },
    { day: '2026-04-02', name: 'deliver-email', ok: 2 },
  ])
}

const remaining = async () => ({
  sessions: (await t.db.select().from(sessions)).map((s) => s.id),
  rateLimits: (await t.db.select().from(rateLimits)).map((r) => r.key),
  idempotencyKeys: (await t.db.select().from(idempotencyKeys)).map((k) => k.key),
  serverErrors: (await t.db.select().from(serverErrors)).map((e) => e.requestId),
  jobRunDays: [...new Set((await t.db.select().from(jobRunDays)).map((d) => d.day))].sort(),
})
const KEPT = { sessions: ['current'], rateLimits: ['login:ip:recent'], idempotencyKeys: ['current-key'], serverErrors: ['recent'], jobRunDays: ['2026-04-02', '2026-05-01'] }

describe('runScheduledJobs', () => {
  it('purges ended sessions, passed rate-limit windows, expired idempotency keys and operations records past 30 days, and keeps the rest', async () => {
    await fillWithOldAndCurrentRows()
    const outcomes = await runScheduledJobs(t, NOW)
    expect(outcomes).toEqual([
      // No test payment with a scenario to play (services/payments/test-gateway.test.ts plays them).
      { name: 'play-test-payments', ok: true, result: { steps: 0, failed: 0 } },
      // No unpaid order to expire (services/order-settlement.test.ts expires them).
      { name: 'expire-unpaid-orders', ok: true, result: { expired: 0, paid: 0, processing: 0, retryLater: 0 } },
      // No back-in-stock alert due (services/stock-alerts.test.ts queues them).
      { name: 'queue-stock-alerts', ok: true, result: { queued: 0, waitingAgain: 0 } },
      // No return waiting on its customer (routes/admin/returns.routes.test.ts closes one).
      { name: 'close-waiting-returns', ok: true, result: { reminded: 0, closed: 0 } },
      // No delivered order due for a review request (routes/reviews/reviews.routes.test.ts asks some).
      { name: 'queue-review-requests', ok: true, result: { requested: 0 } },
      // No email transport in these deps: emails wait queued (services/email-delivery.test.ts delivers them).
      { name: 'deliver-email', ok: true, result: {} },
      // No VAPID keys in these deps: nothing is pushed (services/push-delivery.test.ts pushes).
      { name: 'deliver-push', ok: true, result: {} },
      { name: 'purge-expired', ok: true, result: { sessions: 1, rateLimits: 1, idempotencyKeys: 1, serverErrors: 1, jobRunDays: 1, pushNotifications: 0 } },
    ])
    expect(await remaining()).toEqual(KEPT)
    // Running again finds nothing more to do.
    const again = await runScheduledJobs(t, NOW)
    expect(again.find((o) => o.name === 'purge-expired')).toMatchObject({ ok: true, result: { sessions: 0, rateLimits: 0, idempotencyKeys: 0, serverErrors: 0, jobRunDays: 0, pushNotifications: 0 } })
  })

  it('runs every job even when one before it fails, and reports and logs the failure', async () => {
    await fillWithOldAndCurrentRows()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken: ScheduledJob = {
      name: 'reconcile-stock',
      run: async () => {
        throw new Error('database unreachable')
      },
    }
    const reported: unknown[][] = []
    const outcomes = await runScheduledJobs({ ...t, reportError: (error, context) => reported.push([error, context]) }, NOW, [broken, ...SCHEDULED_JOBS])
    // Handed to the error reports once, with the job's name (decision 033).
    expect(reported).toEqual([[expect.objectContaining({ message: 'database unreachable' }), { job: 'reconcile-stock' }]])
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ['reconcile-stock', false],
      ['play-test-payments', true],
      ['expire-unpaid-orders', true],
      ['queue-stock-alerts', true],
      ['close-waiting-returns', true],
      ['queue-review-requests', true],
      ['deliver-email', true],
      ['deliver-push', true],
      ['purge-expired', true],
    ])
    expect(await remaining()).toEqual(KEPT)
    expect(String(logged.mock.calls[0]?.[0])).toContain('reconcile-stock')
  })

  it('names every job and what it counted in three languages on the operations screen, never its code name', async () => {
    await fillWithOldAndCurrentRows()
    const outcomes = await runScheduledJobs({ ...t, log: consoleLogger('silent') }, NOW)
    const counted = outcomes.flatMap((o) => (o.ok ? Object.keys(o.result) : []))
    for (const lng of ['en', 'es', 'fr']) {
      const { jobs } = JSON.parse(readFileSync(join(__dirname, `../../../app/src/locales/${lng}/admin.json`), 'utf8')).operations
      expect(SCHEDULED_JOBS.filter((job) => !jobs.names[job.name]).map((job) => job.name), lng).toEqual([])
      expect(counted.filter((what) => !jobs.counts[what]), lng).toEqual([])
    }
  })

  it('counts each run in its UTC day by outcome, for the operations screen', async () => {
    const broken: ScheduledJob = { name: 'deliver-email', run: () => Promise.reject(new Error('smtp down')) }
    const ok: ScheduledJob = { name: 'deliver-email', run: async () => ({}) }
    await runScheduledJobs({ ...t, log: consoleLogger('silent') }, new Date('2026-05-01T23:59:00.000Z'), [ok, broken, ok])
    await runScheduledJobs(t, new Date('2026-05-02T00:00:00.000Z'), [ok])
    expect(await t.db.select().from(jobRunDays).orderBy(jobRunDays.day)).toEqual([
      { day: '2026-05-01', name: 'deliver-email', ok: 2, failed: 1 },
      { day: '2026-05-02', name: 'deliver-email', ok: 1, failed: 0 },
    ])
  })

  it('keeps running the jobs when their runs cannot be recorded, and logs why', async () => {
    await t.client.execute('DROP TABLE job_runs')
    const lines: Record<string, unknown>[] = []
    const log = consoleLogger('error', (line) => lines.push(JSON.parse(line) as Record<string, unknown>))
    const outcomes = await runScheduledJobs({ ...t, log }, NOW)
    expect(outcomes.every((o) => o.ok)).toBe(true)
    expect(lines.map((l) => [l.job, l.msg])).toEqual(SCHEDULED_JOBS.map((job) => [job.name, 'scheduled job run not recorded']))
  })

  it('logs what each job did as one JSON line, and each failure with its stack; a job with nothing to do stays quiet at info', async () => {
    await fillWithOldAndCurrentRows()
    const lines: Record<string, unknown>[] = []
    const log = consoleLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>))
    const broken: ScheduledJob = {
      name: 'reconcile-stock',
      run: async () => {
        throw new Error('database unreachable')
      },
    }
    await runScheduledJobs({ ...t, log }, NOW, [broken, ...SCHEDULED_JOBS])
    expect(lines).toEqual([
      {
        level: 50,
        time: expect.any(Number),
        job: 'reconcile-stock',
        msg: 'scheduled job failed',
        err: { type: 'Error', message: 'database unreachable', stack: expect.stringContaining('scheduled.test.ts') },
      },
      { level: 30, time: expect.any(Number), job: 'purge-expired', msg: 'scheduled job done', sessions: 1, rateLimits: 1, idempotencyKeys: 1, serverErrors: 1, jobRunDays: 1, pushNotifications: 0, durationMs: expect.any(Number) },
    ])
  })
})
