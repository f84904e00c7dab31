// Test helpers for signed-in requests: read the session cookie a response sets, and sign in.
import { authApi } from '#shared/contracts/auth'
import type { Role } from '#shared/schemas/auth'

/** `session=…` from a response's Set-Cookie, ready for a Cookie header; undefined when none. */
export function sessionCookieFrom(res: Response): string | undefined {
  const header = res.headers.getSetCookie().find((h) => h.startsWith('session='))
  const pair = header?.split(';')[0]
  return pair && pair !== 'session=' ? pair : undefined
}

type Requester = (path: string, init?: RequestInit & { json?: unknown }) => Response | Promise<Response>

/** Signs in through the real endpoint and returns the Cookie header value. */
export async function signIn(request: Requester, email: string, password: string): Promise<string> {
  const res = await request(authApi.login.url, { method: 'POST', json: { email, password } })
  const cookie = sessionCookieFrom(res)
  if (res.status !== 200 || !cookie) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`)
  return cookie
}

/** The seeded demo admin's, staff member's and customer's sessions (Cookie header values). */
export async function signInDemoRoles(request: Requester, password: string) {
  const [admin, staff, customer] = await Promise.all(['admin', 'staff', 'customer'].map((role) => signIn(request, `${role}@example.com`, password)))
  return { admin: admin!, staff: staff!, customer: customer! }
}

export type TestRole = 'visitor' | Role

/**
 * One session per demo role, signed in on first use: `cookieFor(role)` before a request,
 * `after(role, res)` after it, so a session the request ended (a logout) is replaced next time.
 */
export function demoSessions(request: Requester, password: string) {
  const cookies = new Map<TestRole, string>()
  return {
    cookieFor: async (role: TestRole): Promise<string | undefined> => {
      if (role === 'visitor') return undefined
      let cookie = cookies.get(role)
      if (!cookie) cookies.set(role, (cookie = await signIn(request, `${role}@example.com`, password)))
      return cookie
    },
    after: (role: TestRole, res: Response) => {
      if (res.headers.getSetCookie().some((c) => c.startsWith('session=;'))) cookies.delete(role)
    },
  }
}
