// Newsletter subscribers in the back office (decision 038) against the real migrations and the
// demo data: the list with its counts, filter and search by email (kept in step with subscribing
// and leaving), the CSV of the active subscribers only, its audit entry, and who may.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSubscribersApi } from '#shared/contracts/admin-subscribers'
import { urlFor } from '#shared/contracts/contract'
import { MESSAGES } from '#shared/schemas/messages'
import { adminAuditLog, users } from '#worker/db/schema'
import { seedSubscribers } from '#worker/db/seed/inbox.data'
import { parseCsv } from '#worker/services/csv'
import { subscribe, unsubscribe } from '#worker/services/newsletter'
import { signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string, staff: string, customer: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;({ admin, staff, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
})
afterAll(() => t.close())

const get = (cookie: string | undefined, url: string) => t.request(url, { headers: cookie ? { cookie } : {} })
const list = async (query: Record<string, unknown> = {}) => {
  const res = await get(staff, urlFor(adminSubscribersApi.list, {}, query))
  expect(res.status).toBe(200)
  return adminSubscribersApi.list.output.parse(await res.json())
}
const active = seedSubscribers.filter((s) => s.unsubscribedDaysAgo === undefined)

describe('/api/admin/newsletter-subscribers', () => {
  it('lists subscribers newest first with the count of active and unsubscribed, filtered and searched by email', async () => {
    const all = await list()
    expect(all).toMatchObject({ total: seedSubscribers.length, pageSize: 50, counts: { active: active.length, unsubscribed: 1 } })
    expect(all.items.map((s) => s.email)).toEqual([...seedSubscribers].sort((a, b) => a.daysAgo - b.daysAgo).map((s) => s.email))
    expect(all.items.find((s) => s.email === 'jessica.taylor@example.com')).toMatchObject({ status: 'unsubscribed', language: 'en', unsubscribedAt: expect.any(String) })
    expect((await list({ status: 'unsubscribed' })).items.map((s) => s.email)).toEqual(['jessica.taylor@example.com'])
    expect((await list({ status: 'active' })).total).toBe(active.length)
    expect(await list({ search: 'DUBOIS' })).toMatchObject({ total: 1, counts: { active: 1, unsubscribed: 0 }, items: [{ email: 'amelie.dubois@example.com', language: 'fr' }] })

    // Subscribing and leaving through the shop's own service: found by the index at once, status followed.
    await subscribe(t.db, { email: 'nuevo.lector@example.com', language: 'es' }, { origin: 'http://localhost', now: new Date() })
    expect((await list({ search: 'nuevo.lector' })).items).toEqual([expect.objectContaining({ status: 'active', language: 'es' })])
    await unsubscribe(t.db, 'nuevo.lector@example.com', new Date())
    expect((await list({ search: 'nuevo.lector' })).items).toEqual([expect.objectContaining({ status: 'unsubscribed' })])

    const refused = await get(staff, `${adminSubscribersApi.list.url}?status=bounced`)
    expect(await refused.json()).toMatchObject({ error: { code: 'validation_failed', fields: { status: MESSAGES.subscriberStatusInvalid } } })
  })

  it('exports the active subscribers only, oldest first, as CSV, and records the export in the audit log', async () => {
    const res = await get(staff, adminSubscribersApi.exportCsv.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/)
    const rows = parseCsv(await res.text())!.map((r) => r.cells)
    expect(rows[0]).toEqual(['Email', 'Language', 'Subscribed at (UTC)'])
    const emails = rows.slice(1).map(([email]) => email)
    expect(emails).toEqual([...active].sort((a, b) => b.daysAgo - a.daysAgo).map((s) => s.email))
    expect(emails).not.toContain('jessica.taylor@example.com')
    expect(emails).not.toContain('nuevo.lector@example.com')
    expect(rows[1]).toEqual(['manon.petit@example.com', 'fr', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/)])

    const entries = await t.db
      .select({ after: adminAuditLog.after, email: users.email, targetType: adminAuditLog.targetType })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.userId))
      .where(eq(adminAuditLog.action, 'newsletter.export'))
    expect(entries).toEqual([{ after: { rows: active.length }, email: 'staff@example.com', targetType: 'newsletter' }])
  })

  it('is for admins and staff only: a customer gets 403 (and no export is recorded), a visitor 401', async () => {
    expect((await get(customer, adminSubscribersApi.list.url)).status).toBe(403)
    expect((await get(customer, adminSubscribersApi.exportCsv.url)).status).toBe(403)
    expect((await get(undefined, adminSubscribersApi.exportCsv.url)).status).toBe(401)
    expect((await get(admin, adminSubscribersApi.exportCsv.url)).status).toBe(200)
    expect(await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'newsletter.export'))).toHaveLength(2)
  })
})
