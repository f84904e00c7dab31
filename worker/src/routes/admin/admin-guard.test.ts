// Every /api/admin route the app registers, tried by every kind of caller. A route added later
// without the guard (or mounted outside the guarded router) makes this file fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'
import { signIn } from '#worker/test/session-cookie'

let t: Awaited<ReturnType<typeof createTestApp>>
const cookies: Record<string, string> = {}
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  for (const role of ['customer', 'wholesale', 'staff', 'admin']) cookies[role] = await signIn(t.request, `${role}@example.com`, TEST_PASSWORD)
})
afterAll(() => t.close())

/** Admin-only paths (spec §6: user management; the email outbox); everything else under /api/admin admits staff too. */
const ADMIN_ONLY = /^\/api\/admin\/(users|email-outbox)(\/|$)/

type Endpoint = { method: string; path: string }

/** The concrete endpoints: middleware entries end in '*'; `ALL` handlers are tried with GET. */
function adminEndpoints(routes: { method: string; path: string }[]): Endpoint[] {
  const seen = new Map<string, Endpoint>()
  for (const r of routes) {
    if (!r.path.startsWith('/api/admin') || r.path.endsWith('*')) continue
    const method = r.method === 'ALL' ? 'GET' : r.method
    const path = r.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '00000000-0000-4000-8000-000000000000')
    seen.set(`${method} ${path}`, { method, path })
  }
  return [...seen.values()]
}

const call = (e: Endpoint, cookie?: string) =>
  t.request(e.path, {
    method: e.method,
    headers: cookie ? { cookie } : {},
    ...(e.method === 'GET' || e.method === 'HEAD' ? {} : { json: {} }),
  })

describe('admin guard', () => {
  it('finds the admin routes the app registers (user management at least)', () => {
    const found = adminEndpoints(t.app.routes).map((e) => `${e.method} ${e.path}`)
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PATCH /api/admin/users/00000000-0000-4000-8000-000000000000/role',
        'DELETE /api/admin/users/00000000-0000-4000-8000-000000000000',
      ]),
    )
  })

  it('answers a visitor with 401 and a customer or wholesale buyer with 403 on every admin route', async () => {
    for (const e of adminEndpoints(t.app.routes)) {
      const label = `${e.method} ${e.path}`
      const visitor = await call(e)
      expect(visitor.status, `visitor ${label}`).toBe(401)
      expect((await visitor.json()).error.code).toBe('unauthorized')
      for (const role of ['customer', 'wholesale']) {
        const res = await call(e, cookies[role])
        expect(res.status, `${role} ${label}`).toBe(403)
        expect((await res.json()).error.code).toBe('forbidden')
      }
    }
  })

  it('lets staff into the back office but not into user management, and admins everywhere', async () => {
    for (const e of adminEndpoints(t.app.routes)) {
      const label = `${e.method} ${e.path}`
      const staff = await call(e, cookies.staff)
      if (ADMIN_ONLY.test(e.path)) expect(staff.status, `staff ${label}`).toBe(403)
      else expect([401, 403], `staff ${label}`).not.toContain(staff.status)
      const admin = await call(e, cookies.admin)
      expect([401, 403], `admin ${label}`).not.toContain(admin.status)
      expect(admin.status, `admin ${label}`).toBeLessThan(500)
    }
  })

  it('guards paths under /api/admin that match no route as well', async () => {
    expect((await t.request('/api/admin/anything')).status).toBe(401)
    expect((await t.request('/api/admin/anything', { headers: { cookie: cookies.customer! } })).status).toBe(403)
  })
})
