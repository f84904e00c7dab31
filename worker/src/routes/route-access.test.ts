// Every /api endpoint the app registers, tried by every kind of caller, against the access its
// shared contract declares ('public' | 'signed-in' | 'back-office' | 'admin'). Generated from the
// app's routes: a new endpoint without a contract, or without the guard its contract promises,
// fails here.
import { describe, expect, it } from 'vitest'
import { fillParams, ROLES_BY_ACCESS, type Endpoint } from '#worker/test/api-routes'
import { setUpEndpointSuite } from '#worker/test/endpoint-suite'
import { signIn, type TestRole } from '#worker/test/session-cookie'
import { TEST_PASSWORD } from '#worker/test/test-app'

/**
 * Endpoints that may have no contract, each with its reason. Nothing the app calls belongs here;
 * a webhook called by a payment provider with its own signed payload would.
 */
const WITHOUT_CONTRACT: Record<string, string> = {}

const ROLES: TestRole[] = ['visitor', 'customer', 'wholesale', 'staff', 'admin']

const suite = setUpEndpointSuite()

/** A request as `role`; a session an endpoint ended (logout) is replaced by a new sign-in. */
async function call(endpoint: Endpoint, role: TestRole) {
  const cookie = await suite.sessions.cookieFor(role)
  const res = await suite.t.request(fillParams(endpoint.path, '00000000-0000-4000-8000-000000000000'), {
    method: endpoint.method,
    headers: cookie ? { cookie } : {},
    ...(endpoint.method === 'GET' ? {} : { json: {} }),
  })
  suite.sessions.after(role, res)
  return res
}

describe('route × role access', () => {
  it('finds the endpoints of every resource (user management and accounts at least)', () => {
    const found = suite.endpoints.map((e) => `${e.method} ${e.path}`)
    expect(found).toEqual(expect.arrayContaining(['GET /api/admin/users', 'DELETE /api/admin/users/:id', 'POST /api/auth/login', 'GET /api/auth/me', 'GET /api/products']))
  })

  it('has a contract for every endpoint, or a stated reason not to', () => {
    const missing = suite.endpoints.filter((e) => !e.call && !WITHOUT_CONTRACT[`${e.method} ${e.path}`]).map((e) => `${e.method} ${e.path}`)
    expect(missing, 'endpoints without a contract in shared/contracts (or a reason in WITHOUT_CONTRACT)').toEqual([])
  })

  it('lets in exactly the roles each contract admits: 401 for a visitor and 403 for another role where refused, never 2xx', async () => {
    const table: string[] = []
    for (const endpoint of suite.endpoints) {
      if (!endpoint.call) continue
      const admitted = ROLES_BY_ACCESS[endpoint.call.access]
      for (const role of ROLES) {
        const res = await call(endpoint, role)
        const label = `${role} ${endpoint.method} ${endpoint.path} (${endpoint.call.access}) → ${res.status}`
        table.push(label)
        expect(res.status, label).toBeLessThan(500)
        if (admitted.includes(role)) {
          expect([401, 403], label).not.toContain(res.status)
        } else {
          expect(res.status, label).toBe(role === 'visitor' ? 401 : 403)
          expect((await res.json()).error.code, label).toBe(role === 'visitor' ? 'unauthorized' : 'forbidden')
        }
      }
    }
    expect(table.length).toBe(suite.endpoints.filter((e) => e.call).length * ROLES.length)
  })

  it('guards paths under /api/admin that match no endpoint as well', async () => {
    expect((await suite.t.request('/api/admin/anything')).status).toBe(401)
    const customer = await signIn(suite.t.request, 'customer@example.com', TEST_PASSWORD)
    expect((await suite.t.request('/api/admin/anything', { headers: { cookie: customer } })).status).toBe(403)
  })
})
