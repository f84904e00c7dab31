// Sessions: a row in `sessions` is the session; the cookie holds a jose HS256 JWT that only
// names that row. Deleting the row (logout, role change, user deletion, password reset) ends the
// session at once, even though the JWT itself would still verify until it expires.
import { and, eq, gt } from 'drizzle-orm'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { jwtVerify, SignJWT } from 'jose'
import type { PublicUser } from '#shared/schemas/auth'
import type { AppEnv } from '#worker/context'
import type { Db } from '#worker/db/client'
import { sessions, users } from '#worker/db/schema'
import type { Config } from '#worker/env'
import { ApiError } from '#worker/http/errors'

export const SESSION_COOKIE = 'session'
/**
 * A readable companion of the HttpOnly session cookie holding no secret, only "1": the app asks
 * GET /api/auth/me only when it is present, so visitors (most of the storefront's traffic) never
 * pay for that request nor see its expected 401 in the console. The session cookie stays the
 * only proof of identity; a stale hint just costs one 401, which clears it.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in'
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60

type UserRow = typeof users.$inferSelect

/** The user as every API response shows it: no hash, no token. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    preferredLanguage: user.preferredLanguage,
    profileImageUrl: user.profileImageUrl,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt,
  }
}

function secretKey(config: Config): Uint8Array {
  // Node writes a generated secret into config before createApp; Workers refuse to start without one.
  if (!config.jwtSecret) throw new ApiError(503, 'missing_configuration', 'The shop is not configured: missing JWT_SECRET')
  return new TextEncoder().encode(config.jwtSecret)
}

export async function createSession(db: Db, config: Config, userId: string, now: Date) {
  const id = crypto.randomUUID()
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000)
  await db.insert(sessions).values({ id, userId, expiresAt: expiresAt.toISOString(), createdAt: now.toISOString() })
  const token = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(config))
  return { id, token, expiresAt }
}

/** The session id inside a token whose signature is valid; `ignoreExpiry` serves logout. */
export async function sessionIdFromToken(config: Config, token: string, now: Date): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), { algorithms: ['HS256'], currentDate: now })
    return typeof payload.sid === 'string' ? payload.sid : undefined
  } catch (error) {
    if (error instanceof ApiError) throw error
    return undefined
  }
}

/** The signed-in user behind a token, or null when the token or its session is gone or expired. */
export async function userForToken(db: Db, config: Config, token: string, now: Date): Promise<UserRow | null> {
  const sid = await sessionIdFromToken(config, token, now)
  if (!sid) return null
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), gt(sessions.expiresAt, now.toISOString())))
  return row?.user ?? null
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Ends every session of a user: role change, deletion, password reset. */
export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

/** https directly, or https at a proxy in front of Node (X-Forwarded-Proto). */
function isHttps(c: Context<AppEnv>) {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return new URL(c.req.url).protocol === 'https:' || forwarded === 'https'
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    expires: expiresAt,
    maxAge: SESSION_LIFETIME_SECONDS,
  })
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    expires: expiresAt,
    maxAge: SESSION_LIFETIME_SECONDS,
  })
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) })
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'Lax', secure: isHttps(c) })
}

export const sessionToken = (c: Context<AppEnv>) => getCookie(c, SESSION_COOKIE)

/** Signs a user in on this response: a new session row and its cookie. */
export async function startSession(c: Context<AppEnv>, userId: string) {
  const { db, config } = c.get('deps')
  const session = await createSession(db, config, userId, c.get('deps').now?.() ?? new Date())
  setSessionCookie(c, session.token, session.expiresAt)
  return session
}
