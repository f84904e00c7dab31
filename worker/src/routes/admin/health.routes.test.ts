// The health report as the person on call reads it: the figures after an unpaid order, a failed
// email, a job run, a payment in progress, an open dispute and a stray upload; who may read it
// (admins only); the public check staying small; and a database that does not answer, named in a 503.
import { writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminHealthApi } from '#shared/contracts/admin-health'
import { healthApi } from '#shared/contracts/content'
import { emailOutbox, orderDisputes, orders, products, productVariants } from '#worker/db/schema'
import { SERVER_BUILD } from '#worker/build'
import { migrations } from '#worker/db/migrations.gen'
import { runScheduledJobs, SCHEDULED_JOBS } from '#worker/jobs/scheduled'
import { queueEmail } from '#worker/services/email-outbox'
import { addProduct } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { consoleLogger } from '#worker/log'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string
beforeEach(async () => {
  t = await createTestApp({ seed: true })
  admin = await signIn(t.request, 'admin@example.com', TEST_PASSWORD)
})
afterEach(() => {
  vi.restoreAllMocks()
  t.close()
})

const report = async (cookie = admin) => {
  const res = await t.request(adminHealthApi.report.url, { headers: { cookie } })
  expect(res.status).toBe(200)
  return adminHealthApi.report.output.parse(await res.json())
}

describe('GET /api/admin/health', () => {
  it('reports the build, the database, the email backlog, the last job runs and what needs a look', async () => {
    const before = await report()
    expect(before).toMatchObject({
      status: 'ok',
      runtime: 'node',
      build: { version: SERVER_BUILD.version, builtAt: null },
      database: { migrationsApplied: migrations.length, migrationsKnown: migrations.length },
      email: { transport: 'not_configured' },
      // No VAPID keys in tests unless given: push is not configured (decision 043).
      push: { configured: false, devices: 0, pending: 0, failed: 0 },
      uploads: { withoutProduct: 0 },
    })
    expect(before.database.roundTripMs).toBeGreaterThanOrEqual(0)
    // Every job is listed, none has run yet on this database.
    expect(before.jobs).toEqual(SCHEDULED_JOBS.map((job) => ({ name: job.name, lastStartedAt: null, lastFinishedAt: null, ok: null, result: null, error: null })))

    // An unpaid order holding 3 units, and another whose payment the provider is processing.
    const product = await addProduct(t.db, { priceCents: 6500, stock: 10 })
    await buy(t, [{ productId: product.id, quantity: 3 }], { pay: false })
    const processing = await buy(t, [{ productId: product.id, quantity: 1, size: 'L' }], { pay: false })
    await t.db.update(orders).set({ paymentAttempt: 'processing' }).where(eq(orders.id, processing.orderId))
    // A dispute still open and one the provider closed.
    const dispute = { orderId: processing.orderId, amountCents: 6500, currency: 'usd', reason: 'fraudulent', lastEventAt: '2026-05-01T00:00:00.000Z', openedAt: '2026-05-01T00:00:00.000Z', updatedAt: '2026-05-01T00:00:00.000Z' }
    await t.db.insert(orderDisputes).values([
      { ...dispute, id: 'dp_open', status: 'needs_response' },
      { ...dispute, id: 'dp_closed', status: 'won', closedAt: '2026-05-02T00:00:00.000Z' },
    ])
    // One email given up, one waiting since ten minutes before the report.
    await queueEmail(t.db, { to: 'reader@example.com', subject: 'Given up', bodyText: 'x', bodyHtml: '<p>x</p>', template: 'test_email' })
    await t.db.update(emailOutbox).set({ status: 'failed', lastError: '550 no such mailbox' }).where(eq(emailOutbox.subject, 'Given up'))
    await queueEmail(t.db, { to: 'reader@example.com', subject: 'Waiting', bodyText: 'x', bodyHtml: '<p>x</p>', template: 'test_email' })
    await t.db.update(emailOutbox).set({ createdAt: new Date(Date.now() - 10 * 60_000).toISOString() }).where(eq(emailOutbox.subject, 'Waiting'))
    // A photo file no product shows (an upload whose product was never saved), and a half-written one that is no photo.
    // A product's photo file is not counted.
    mkdirSync(t.uploadsDir, { recursive: true })
    writeFileSync(join(t.uploadsDir, `${'a'.repeat(64)}.webp`), 'x')
    writeFileSync(join(t.uploadsDir, `${'c'.repeat(64)}.webp`), 'x')
    const photo = { id: 'photo-1', color: 'black', altEn: 'Front', altEs: 'Frente', altFr: 'Face', sources: [{ url: `/api/uploads/${'c'.repeat(64)}.webp`, width: 640 }] }
    await t.db.update(products).set({ photos: [photo] }).where(eq(products.id, product.id))
    writeFileSync(join(t.uploadsDir, `${'b'.repeat(64)}.webp.123.part`), 'x')
    // A scheduled run: each job's last run is kept.
    const ranAt = new Date()
    await runScheduledJobs(t, ranAt)

    const after = await report()
    expect(after.orders).toEqual({
      unpaid: before.orders.unpaid + 2,
      unitsHeld: before.orders.unitsHeld + 4,
      paymentsProcessing: before.orders.paymentsProcessing + 1,
      openDisputes: before.orders.openDisputes + 1,
    })
    // The same figure as the units the variants hold.
    const [held] = await t.db.select({ units: sql<number>`sum(${productVariants.reserved})` }).from(productVariants)
    expect(after.orders.unitsHeld).toBe(held!.units)
    expect(after.email).toMatchObject({ pending: before.email.pending + 1, failed: before.email.failed + 1 })
    expect(after.email.oldestWaitingSeconds).toBeGreaterThanOrEqual(600)
    expect(after.uploads).toEqual({ withoutProduct: 1 })
    expect(after.jobs.map((job) => job.name)).toEqual(SCHEDULED_JOBS.map((job) => job.name))
    expect(after.jobs.find((job) => job.name === 'purge-expired')).toEqual({
      name: 'purge-expired',
      lastStartedAt: ranAt.toISOString(),
      lastFinishedAt: expect.any(String),
      ok: true,
      result: { sessions: expect.any(Number), rateLimits: expect.any(Number), idempotencyKeys: expect.any(Number), serverErrors: expect.any(Number), jobRunDays: expect.any(Number), pushNotifications: expect.any(Number) },
      error: null,
    })
    expect(after.jobs.every((job) => job.ok === true && job.lastStartedAt === ranAt.toISOString())).toBe(true)
  })

  it('keeps the failure of a job that failed, until a later run of it succeeds', async () => {
    const broken = { name: 'purge-expired', run: async () => Promise.reject(new Error('disk I/O error')) }
    const failedAt = new Date('2026-05-01T12:00:00.000Z')
    await runScheduledJobs({ ...t, log: consoleLogger('silent') }, failedAt, [broken])
    expect((await report()).jobs.find((job) => job.name === 'purge-expired')).toMatchObject({ ok: false, result: null, error: 'disk I/O error', lastStartedAt: failedAt.toISOString() })
    await runScheduledJobs(t, new Date('2026-05-01T12:01:00.000Z'), SCHEDULED_JOBS.filter((job) => job.name === 'purge-expired'))
    expect((await report()).jobs.find((job) => job.name === 'purge-expired')).toMatchObject({ ok: true, error: null, lastStartedAt: '2026-05-01T12:01:00.000Z' })
  })

  it('is for admins only: staff and customers get 403, a visitor 401', async () => {
    const staff = await signIn(t.request, 'staff@example.com', TEST_PASSWORD)
    const customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    expect((await t.request(adminHealthApi.report.url, { headers: { cookie: staff } })).status).toBe(403)
    expect((await t.request(adminHealthApi.report.url, { headers: { cookie: customer } })).status).toBe(403)
    expect((await t.request(adminHealthApi.report.url)).status).toBe(401)
  })

  it('answers 503 naming the database when it does not answer, as the public check does', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    t.client.close()
    // The admin's session cannot even be read: the answer names the database all the same.
    for (const res of [await t.request(adminHealthApi.report.url, { headers: { cookie: admin } }), await t.request(healthApi.check.url)]) {
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ error: { code: 'database_unavailable', requestId: res.headers.get('x-request-id') } })
    }
    // Logged for the person on call, once per request, with the cause.
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as { msg: string; err: { message: string } })
    expect(lines.map((line) => line.msg)).toEqual(['database does not answer', 'database does not answer'])
    expect(lines[0]!.err.message).toContain('Failed query')
  })
})

describe('GET /api/health', () => {
  it('stays small and public: status, version, runtime, database, email and demo accounts', async () => {
    const res = await t.request(healthApi.check.url)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', version: SERVER_BUILD.version, runtime: 'node', database: 'ok', email: 'not_configured', demoAccounts: true })
  })
})

