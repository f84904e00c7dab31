// User management (admin only) as an admin uses it, and what it does to the people managed.
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminUsersApi } from '#shared/contracts/admin-users'
import { authApi } from '#shared/contracts/auth'
import { urlFor } from '#shared/contracts/contract'
import { MESSAGES } from '#shared/schemas/messages'
import { adminAuditLog, sessions, users, wholesaleAccounts } from '#worker/db/schema'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  admin = await signIn(t.request, 'admin@example.com', TEST_PASSWORD)
})
afterAll(() => t.close())

const USERS = adminUsersApi.list.url
const roleUrl = (id: string) => urlFor(adminUsersApi.changeRole, { id })
const userUrl = (id: string) => urlFor(adminUsersApi.remove, { id })

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({ ...init, headers: { ...(init.headers as object), cookie } })
const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id
const newUser = (over: Record<string, unknown> = {}) => ({
  email: `person${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Shaped2026',
  firstName: 'Mariana',
  lastName: 'Zapata',
  ...over,
})

describe('user list', () => {
  const emailsOf = async (query: Record<string, unknown>) => {
    const page = adminUsersApi.list.output.parse(await (await t.request(urlFor(adminUsersApi.list, {}, query), as(admin))).json())
    return page.items.map((u) => u.email)
  }

  it('lists every user without secrets, filtered by role and searched by email or name', async () => {
    const res = await t.request(USERS, as(admin))
    const all = adminUsersApi.list.output.parse(await res.json())
    expect(all.items.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@example.com', 'staff@example.com', 'wholesale@example.com', 'customer@example.com']))
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: all.items.length })
    expect(JSON.stringify(all)).not.toMatch(/password|pbkdf2/i)
    expect(await emailsOf({ role: 'staff' })).toEqual(['staff@example.com'])
    expect(await emailsOf({ search: 'EMILY car' })).toEqual(['customer@example.com'])
    expect(await emailsOf({ search: 'WHOLESALE@' })).toEqual(['wholesale@example.com'])
    // Short words are searched too (without the index); % and _ are letters, not wildcards.
    expect(await emailsOf({ search: 'Li', role: 'staff' })).toEqual([])
    expect(await emailsOf({ search: '%' })).toEqual([])
    expect((await t.request(urlFor(adminUsersApi.list, {}, { role: 'owner' }), as(admin))).status).toBe(400)
    expect((await t.request(urlFor(adminUsersApi.list, {}, { page: 0 }), as(admin))).status).toBe(400)
  })

  it('finds a name whatever its accents, and pages 50 at a time, newest first', async () => {
    const base = Date.parse('2030-01-01T00:00:00Z')
    await t.db.insert(users).values(
      Array.from({ length: 55 }, (_, i) => ({
        email: `paged${String(i).padStart(2, '0')}@example.com`,
        firstName: 'Lucía',
        lastName: i === 0 ? 'Ñáñez' : 'Gómez',
        createdAt: new Date(base + i * 1000).toISOString(),
      })),
    )
    expect(await emailsOf({ search: 'nanez lucia' })).toEqual(['paged00@example.com'])
    const first = adminUsersApi.list.output.parse(await (await t.request(urlFor(adminUsersApi.list, {}, { search: 'paged' }), as(admin))).json())
    expect(first.total).toBe(55)
    expect(first.items).toHaveLength(50)
    expect(first.items[0]!.email).toBe('paged54@example.com')
    const second = adminUsersApi.list.output.parse(await (await t.request(urlFor(adminUsersApi.list, {}, { search: 'paged', page: 2 }), as(admin))).json())
    expect(second.items.map((u) => u.email)).toEqual(['paged04@example.com', 'paged03@example.com', 'paged02@example.com', 'paged01@example.com', 'paged00@example.com'])
    await t.db.delete(users).where(like(users.email, 'paged%'))
    expect(await emailsOf({ search: 'paged' })).toEqual([])
  })
})

describe('creating users', () => {
  it('creates a user with the chosen role, audited, and they can sign in', async () => {
    const input = newUser({ role: 'staff', preferredLanguage: 'es', phone: '+57 1 555 0101' })
    const res = await t.request(USERS, as(admin, { method: 'POST', json: input }))
    expect(res.status).toBe(201)
    const created = adminUsersApi.create.output.parse(await res.json())
    expect(created).toMatchObject({ email: input.email, role: 'staff', preferredLanguage: 'es' })
    expect(sessionCookieFrom(res)).toBeUndefined() // the admin stays signed in as themself
    const [entry] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'user.create'), eq(adminAuditLog.targetId, created.id)))
    expect(entry).toMatchObject({ userId: await idOf('admin@example.com'), targetType: 'user' })
    expect(JSON.stringify(entry!.after)).not.toMatch(/password/i)
    await signIn(t.request, input.email as string, 'Shaped2026')
  })

  it('defaults to a customer and gives a wholesale user a pending wholesale account', async () => {
    const plain = await (await t.request(USERS, as(admin, { method: 'POST', json: newUser() }))).json()
    expect(plain.role).toBe('customer')
    const buyer = await (await t.request(USERS, as(admin, { method: 'POST', json: newUser({ role: 'wholesale' }) }))).json()
    expect(await t.db.select().from(wholesaleAccounts).where(eq(wholesaleAccounts.userId, buyer.id))).toHaveLength(1)
  })

  it('validates like registration and refuses a taken email with 409', async () => {
    const weak = await t.request(USERS, as(admin, { method: 'POST', json: newUser({ password: 'shaped2026' }) }))
    expect(weak.status).toBe(400)
    expect((await weak.json()).error.fields.password).toBe(MESSAGES.passwordUppercase)
    const badRole = await t.request(USERS, as(admin, { method: 'POST', json: newUser({ role: 'owner' }) }))
    expect((await badRole.json()).error.fields.role).toBe(MESSAGES.roleInvalid)
    const taken = await t.request(USERS, as(admin, { method: 'POST', json: newUser({ email: 'STAFF@example.com' }) }))
    expect(taken.status).toBe(409)
  })
})

describe('changing roles', () => {
  it('takes effect on the next request: a demoted admin loses admin access at once', async () => {
    const other = newUser({ role: 'admin' })
    await t.request(USERS, as(admin, { method: 'POST', json: other }))
    const theirCookie = await signIn(t.request, other.email as string, 'Shaped2026')
    expect((await t.request(USERS, as(theirCookie))).status).toBe(200)

    const id = await idOf(other.email as string)
    const res = await t.request(roleUrl(id), as(admin, { method: 'PATCH', json: { role: 'customer' } }))
    expect(res.status).toBe(200)
    expect(adminUsersApi.changeRole.output.parse(await res.json()).role).toBe('customer')
    expect((await t.request(USERS, as(theirCookie))).status).toBe(401)
    // Signing in again gives a customer session, which the admin area refuses.
    const again = await signIn(t.request, other.email as string, 'Shaped2026')
    expect((await t.request(USERS, as(again))).status).toBe(403)

    const [entry] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'user.role_change'), eq(adminAuditLog.targetId, id)))
    expect(entry).toMatchObject({ before: { role: 'admin' }, after: { role: 'customer' } })
  })

  it('accepts only the four roles, answers 404 for an unknown user and keeps an admin from changing their own role', async () => {
    const customer = await idOf('customer@example.com')
    const bad = await t.request(roleUrl(customer), as(admin, { method: 'PATCH', json: { role: 'superuser' } }))
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.message).toBe(MESSAGES.roleInvalid)
    expect((await t.request(roleUrl('nope'), as(admin, { method: 'PATCH', json: { role: 'staff' } }))).status).toBe(404)
    const self = await t.request(roleUrl(await idOf('admin@example.com')), as(admin, { method: 'PATCH', json: { role: 'customer' } }))
    expect(self.status).toBe(403)
    expect((await t.request(USERS, as(admin))).status).toBe(200)
  })
})

describe('deleting users', () => {
  it('refuses to delete the signed-in admin', async () => {
    const res = await t.request(userUrl(await idOf('admin@example.com')), as(admin, { method: 'DELETE' }))
    expect(res.status).toBe(403)
    expect((await res.json()).error).toMatchObject({ code: 'cannot_delete_self', message: 'You cannot delete your own account' })
  })

  it('removes the user, ends their sessions and records who did it', async () => {
    const victim = newUser()
    await t.request(USERS, as(admin, { method: 'POST', json: victim }))
    const theirCookie = await signIn(t.request, victim.email as string, 'Shaped2026')
    const id = await idOf(victim.email as string)
    const res = await t.request(userUrl(id), as(admin, { method: 'DELETE' }))
    expect(res.status).toBe(200)
    expect(adminUsersApi.remove.output.parse(await res.json())).toEqual({ ok: true, id })
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0)
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0)
    expect((await t.request(authApi.me.url, as(theirCookie))).status).toBe(401)
    expect((await t.request(authApi.login.url, { method: 'POST', json: { email: victim.email, password: 'Shaped2026' } })).status).toBe(401)
    const [entry] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'user.delete'), eq(adminAuditLog.targetId, id)))
    expect(entry).toMatchObject({ before: { email: victim.email } })
    expect((await t.request(userUrl(id), as(admin, { method: 'DELETE' }))).status).toBe(404)
  })

  it('keeps a deleted customer’s orders for the books', async () => {
    const customer = await idOf('customer@example.com')
    const res = await t.request(userUrl(customer), as(admin, { method: 'DELETE' }))
    expect(res.status).toBe(200)
    const orphaned = await t.client.execute("select count(*) as n from orders where customer_email = 'customer@example.com' and user_id is null")
    expect(Number(orphaned.rows[0]!.n)).toBeGreaterThan(0)
  })
})

describe('a change and its audit entry are one write', () => {
  /** The audit log refuses for real; whatever else the change wrote must not stay. */
  async function withAuditLogDown(run: () => Promise<void>) {
    await t.client.execute("CREATE TRIGGER audit_down BEFORE INSERT ON admin_audit_log BEGIN SELECT RAISE(ABORT, 'audit log unavailable'); END")
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await run()
    } finally {
      logged.mockRestore()
      await t.client.execute('DROP TRIGGER audit_down')
    }
  }
  const auditEntriesFor = async (id: string) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id))

  it('leaves the role and the sessions as they were when the audit entry cannot be written', async () => {
    const person = newUser({ role: 'staff' })
    await t.request(USERS, as(admin, { method: 'POST', json: person }))
    const id = await idOf(person.email as string)
    const theirCookie = await signIn(t.request, person.email as string, 'Shaped2026')
    await withAuditLogDown(async () => {
      const res = await t.request(roleUrl(id), as(admin, { method: 'PATCH', json: { role: 'customer' } }))
      expect(res.status).toBeGreaterThanOrEqual(500)
    })
    expect((await t.db.select().from(users).where(eq(users.id, id)))[0]!.role).toBe('staff')
    expect((await t.request(authApi.me.url, as(theirCookie))).status).toBe(200)
    expect((await auditEntriesFor(id)).map((e) => e.action)).toEqual(['user.create'])

    const retry = await t.request(roleUrl(id), as(admin, { method: 'PATCH', json: { role: 'customer' } }))
    expect(retry.status).toBe(200)
    expect((await auditEntriesFor(id)).map((e) => e.action).sort()).toEqual(['user.create', 'user.role_change'])
  })

  it('keeps the user when their deletion cannot be audited, and creates nobody unaudited', async () => {
    const person = newUser()
    await t.request(USERS, as(admin, { method: 'POST', json: person }))
    const id = await idOf(person.email as string)
    const stranger = newUser()
    await withAuditLogDown(async () => {
      expect((await t.request(userUrl(id), as(admin, { method: 'DELETE' }))).status).toBeGreaterThanOrEqual(500)
      expect((await t.request(USERS, as(admin, { method: 'POST', json: stranger }))).status).toBeGreaterThanOrEqual(500)
    })
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(1)
    await signIn(t.request, person.email as string, 'Shaped2026')
    expect(await t.db.select().from(users).where(eq(users.email, stranger.email as string))).toHaveLength(0)
  })
})
