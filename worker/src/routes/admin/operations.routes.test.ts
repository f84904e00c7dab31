// The operations screen's figures on a real database (decision 032): crashes kept after their
// answer with the request id, newest first, without the values a failed query carried, bounded by
// count and by age, and never changing the answer when they cannot be kept; the daily figures over
// a few paid, refunded and pending orders (one without its payment time), sent and failed emails and job runs, with a quiet day;
// admins only.
import { eq, sql } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminOperationsApi, KEPT_SERVER_ERRORS, LISTED_SERVER_ERRORS, OPERATIONS_DAYS } from '#shared/contracts/admin-operations'
import { adminUsersApi } from '#shared/contracts/admin-users'
import { contactApi } from '#shared/contracts/content'
import { urlFor } from '#shared/contracts/contract'
import { emailOutbox, orders, serverErrors, users } from '#worker/db/schema'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { consoleLogger } from '#worker/log'
import { queueEmail } from '#worker/services/email-outbox'
import { describeError } from '#worker/services/server-errors'
import { recordJobRun } from '#worker/services/job-runs'
import { addProduct } from '#worker/test/checkout'
import { storeOrders } from '#worker/test/orders'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

const NOW = new Date('2026-11-25T15:00:00.000Z')
let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string
beforeEach(async () => {
  t = await createTestApp({ seed: true, now: () => NOW })
  admin = await signIn(t.request, 'admin@example.com', TEST_PASSWORD)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await t.close()
})

const read = async <C extends typeof adminOperationsApi.serverErrors | typeof adminOperationsApi.dailyFigures>(call: C) => {
  const res = await t.request(call.url, { headers: { cookie: admin } })
  expect(res.status).toBe(200)
  return call.output.parse(await res.json()) as ReturnType<C['output']['parse']>
}

const contact = { name: 'Ana Ríos', email: 'ana.rios@example.com', subject: 'Sizes', message: 'Which size fits me?' }

/** A real crash: a table refuses what the request writes (by default, the contact form's notification). */
async function crash(table = 'email_outbox', send = () => t.request(contactApi.send.url, { method: 'POST', json: contact })) {
  await t.db.run(sql.raw(`CREATE TRIGGER refuses BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, '${table} unavailable'); END`))
  const res = await send()
  await t.db.run(sql`DROP TRIGGER refuses`)
  expect(res.status).toBe(500)
  await t.settled()
  return res
}

/** A signed-in admin's crash: the audit log refuses the role change. */
async function adminCrash() {
  const [staff] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@example.com'))
  return crash('admin_audit_log', () => t.request(urlFor(adminUsersApi.changeRole, { id: staff!.id }), { method: 'PATCH', json: { role: 'customer' }, headers: { cookie: admin } }))
}

describe('server errors', () => {
  it('keeps each crash once answered, with its request id, route and user, newest first, without the query values', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const first = await crash()
    const second = await adminCrash()
    const { items } = await read(adminOperationsApi.serverErrors)
    expect(items.map((e) => e.requestId)).toEqual([second.headers.get('x-request-id'), first.headers.get('x-request-id')])
    expect(items[1]).toMatchObject({ occurredAt: NOW.toISOString(), method: 'POST', route: '/api/contact', status: 500, userId: null })
    expect(items[1]!.message).toContain('email_outbox unavailable')
    expect(items[1]!.stack).toMatch(/^\s+at /)
    const [adminUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'))
    expect(items[0]).toMatchObject({ method: 'PATCH', route: '/api/admin/users/:id/role', userId: adminUser!.id })
    // The values the query was given (the visitor's name, address and message) are not kept.
    const stored = JSON.stringify(items)
    for (const value of Object.values(contact)) expect(stored).not.toContain(value)
  })

  it("keeps a failed query's statement and cause, not the values it was given", () => {
    const failed = new DrizzleQueryError('insert into "contact_messages" ("name", "email") values (?, ?)', ['Ana Ríos', 'ana.rios@example.com'], new Error('SQLITE_FULL: database or disk is full'))
    const kept = describeError(failed)
    expect(kept.message).toBe('Failed query: insert into "contact_messages" ("name", "email") values (?, ?)\nparams: [Filtered]\ncaused by Error: SQLITE_FULL: database or disk is full')
    expect(JSON.stringify(kept)).not.toMatch(/Ana|ana\.rios/)
  })

  it('keeps the newest 500 and 30 days at most, lists 50', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const old = { occurredAt: '2026-10-01T00:00:00.000Z', requestId: 'old', method: 'GET', route: '/api/x', status: 500, errorName: 'Error', message: 'boom' }
    await t.db.insert(serverErrors).values(Array.from({ length: KEPT_SERVER_ERRORS }, (_, i) => ({ ...old, requestId: `old-${i}` })))
    const res = await crash()
    const kept = await t.db.select({ requestId: serverErrors.requestId }).from(serverErrors)
    expect(kept).toHaveLength(KEPT_SERVER_ERRORS)
    expect(kept.map((e) => e.requestId)).not.toContain('old-0')
    const { items } = await read(adminOperationsApi.serverErrors)
    expect(items).toHaveLength(LISTED_SERVER_ERRORS)
    expect(items[0]!.requestId).toBe(res.headers.get('x-request-id'))
    // The purge job removes those older than 30 days.
    await runScheduledJobs({ ...t, log: consoleLogger('silent') }, NOW)
    expect((await read(adminOperationsApi.serverErrors)).items.map((e) => e.requestId)).toEqual([res.headers.get('x-request-id')])
  })

  it('answers the crash the same when it cannot be kept, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await t.db.run(sql`CREATE TRIGGER errors_down BEFORE INSERT ON server_errors BEGIN SELECT RAISE(ABORT, 'disk full'); END`)
    const res = await crash()
    expect(await res.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.', requestId: res.headers.get('x-request-id') } })
    expect(logged.mock.calls.map(([line]) => (JSON.parse(String(line)) as { msg: string }).msg)).toEqual(['request failed', 'keeping the server error failed'])
  })
})

describe('daily figures', () => {
  it('counts paid orders and their takings, emails and job runs per UTC day, the last 30 days, zeros on a quiet day', async () => {
    const before = await read(adminOperationsApi.dailyFigures)
    expect(before.currency).toBe('USD')
    expect(before.days).toHaveLength(OPERATIONS_DAYS)
    expect(before.days.at(-1)!.day).toBe('2026-11-25')
    expect(before.days[0]!.day).toBe('2026-10-27')

    const product = await addProduct(t.db, { priceCents: 12_000, stock: 10 })
    const line = { productId: product.id, productCode: product.code, productName: 'Faja', quantity: 1, unitPriceCents: 12_000 }
    const order = (createdAt: string, status?: 'processing' | 'delivered' | 'refunded' | 'pending') => ({ customerName: 'Emily Carter', customerEmail: 'customer@example.com', createdAt, status, lines: [line] })
    await storeOrders(t.db, [
      order('2026-11-25T01:00:00.000Z'),
      order('2026-11-25T23:59:00.000Z', 'delivered'),
      order('2026-11-23T10:00:00.000Z'),
      // Refunded, not paid yet, and paid before the range: none counts.
      order('2026-11-23T11:00:00.000Z', 'refunded'),
      order('2026-11-23T12:00:00.000Z', 'pending'),
      order('2026-10-26T23:00:00.000Z'),
    ])
    // A paid order stored without its payment time counts on the day it was placed.
    const [unstamped] = await storeOrders(t.db, [order('2026-11-24T09:00:00.000Z', 'delivered')], { numberFrom: 900_000 })
    await t.db.update(orders).set({ paidAt: null }).where(eq(orders.id, unstamped!))
    const email = async (createdAt: string, status: 'sent' | 'failed' | 'pending') => {
      await queueEmail(t.db, { to: 'reader@example.com', subject: createdAt, bodyText: 'x', bodyHtml: '<p>x</p>', template: 'test_email' })
      await t.db.update(emailOutbox).set({ createdAt, status }).where(sql`${emailOutbox.subject} = ${createdAt}`)
    }
    await email('2026-11-25T08:00:00.000Z', 'sent')
    await email('2026-11-25T09:00:00.000Z', 'failed')
    await email('2026-11-25T10:00:00.000Z', 'pending')
    await email('2026-11-23T08:00:00.000Z', 'sent')
    const run = (startedAt: string, ok: boolean) =>
      recordJobRun(t.db, { name: 'deliver-email', startedAt: new Date(startedAt), finishedAt: new Date(startedAt), ...(ok ? { ok: true, result: {} } : { ok: false, error: new Error('x') }) })
    await run('2026-11-25T00:00:00.000Z', true)
    await run('2026-11-25T00:01:00.000Z', false)
    await run('2026-11-23T00:00:00.000Z', true)
    await run('2026-10-26T23:59:00.000Z', true)

    const after = await read(adminOperationsApi.dailyFigures)
    const change = (day: string) => {
      const [b, a] = [before, after].map((f) => f.days.find((d) => d.day === day)!)
      return Object.fromEntries(Object.entries(a!).filter(([k]) => k !== 'day').map(([k, v]) => [k, (v as number) - (b![k as keyof typeof b] as number)]))
    }
    expect(change('2026-11-25')).toEqual({ orders: 2, revenueCents: 24_000, emailsSent: 1, emailsFailed: 1, jobsOk: 1, jobsFailed: 1 })
    expect(change('2026-11-24')).toEqual({ orders: 1, revenueCents: 12_000, emailsSent: 0, emailsFailed: 0, jobsOk: 0, jobsFailed: 0 })
    expect(change('2026-11-22')).toEqual({ orders: 0, revenueCents: 0, emailsSent: 0, emailsFailed: 0, jobsOk: 0, jobsFailed: 0 })
    expect(change('2026-11-23')).toEqual({ orders: 1, revenueCents: 12_000, emailsSent: 1, emailsFailed: 0, jobsOk: 1, jobsFailed: 0 })
    expect(after.days.map((d) => d.day)).toEqual(before.days.map((d) => d.day))
  })
})

describe('access', () => {
  it('is for admins only: staff and customers get 403, a visitor 401', async () => {
    const staff = await signIn(t.request, 'staff@example.com', TEST_PASSWORD)
    const customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    for (const call of [adminOperationsApi.serverErrors, adminOperationsApi.dailyFigures]) {
      expect((await t.request(call.url, { headers: { cookie: staff } })).status).toBe(403)
      expect((await t.request(call.url, { headers: { cookie: customer } })).status).toBe(403)
      expect((await t.request(call.url)).status).toBe(401)
    }
  })
})
