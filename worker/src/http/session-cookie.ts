// The session on the wire: the HttpOnly cookie that carries the session token, and its readable
// companion. The session itself (a row, a signed token) is services/sessions.ts.
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { requestTime, type AppEnv } from '#worker/context'
import { createSession, SESSION_LIFETIME_SECONDS } from '#worker/services/sessions'
import { isSecureTransport } from './transport'

const SESSION_COOKIE = 'session'
/**
 * A readable companion of the HttpOnly session cookie holding no secret, only "1": the app asks
 * GET /api/auth/me only when it is present, so visitors (most of the storefront's traffic) never
 * pay for that request nor see its expected 401 in the console. The session cookie stays the
 * only proof of identity; a stale hint just costs one 401, which clears it.
 */
const SIGNED_IN_HINT_COOKIE = 'signed_in'

/** Always in production; elsewhere (development over http) only when the request came over https. */
const secure = (c: Context<AppEnv>) => isSecureTransport(c.get('deps').config, c.req.raw)

function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  const common = { sameSite: 'Lax', secure: secure(c), path: '/', expires: expiresAt, maxAge: SESSION_LIFETIME_SECONDS } as const
  setCookie(c, SESSION_COOKIE, token, { ...common, httpOnly: true })
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', common)
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secure(c) })
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'Lax', secure: secure(c) })
}

export const sessionToken = (c: Context<AppEnv>) => getCookie(c, SESSION_COOKIE)

/** Signs a user in on this response: a new session row and its cookie. */
export async function startSession(c: Context<AppEnv>, userId: string) {
  const { db, config } = c.get('deps')
  const session = await createSession(db, config, userId, requestTime(c))
  setSessionCookie(c, session.token, session.expiresAt)
  return session
}
