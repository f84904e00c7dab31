// Sessions: a row in `sessions` is the session; the cookie holds a jose HS256 JWT that only
// names that row. Deleting the row (logout, role change, user deletion, password reset) ends the
// session at once, even though the JWT itself would still verify until it expires.
// The cookie itself is HTTP's business: worker/src/http/session-cookie.ts.
import { and, eq, gt, lte } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
import type { Db } from '#worker/db/client'
import { sessions, users } from '#worker/db/schema'
import type { Config } from '#worker/env'
import { DomainError, unavailable } from './domain-errors'
import { deleteSessionDevices } from './push-subscriptions'

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60

/** The signed-in user as the server knows them (the row; answers show toPublicUser of it). */
export type SessionUser = typeof users.$inferSelect

/** The key that signs session tokens, and the other tokens the shop hands out (known devices). */
export function secretKey(config: Config): Uint8Array {
  // Node writes a generated secret into config before createApp; Workers refuse to start without one.
  if (!config.jwtSecret) throw unavailable('The shop is not configured: missing JWT_SECRET', 'missing_configuration')
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

/** The session id inside a token whose signature is valid and unexpired at `now`. */
export async function sessionIdFromToken(config: Config, token: string, now: Date): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), { algorithms: ['HS256'], currentDate: now })
    return typeof payload.sid === 'string' ? payload.sid : undefined
  } catch (error) {
    if (error instanceof DomainError) throw error
    return undefined
  }
}

/** The signed-in user behind a token, or null when the token or its session is gone or expired. */
export async function userForToken(db: Db, config: Config, token: string, now: Date): Promise<SessionUser | null> {
  const sid = await sessionIdFromToken(config, token, now)
  if (!sid) return null
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), gt(sessions.expiresAt, now.toISOString())))
  return row?.user ?? null
}

/**
 * Ends the session a token names, if its signature is valid; an unknown or forged token ends
 * nothing. Signing out also forgets the devices the session subscribed to notifications (decision 043).
 */
export async function endSession(db: Db, config: Config, token: string, now: Date) {
  const sid = await sessionIdFromToken(config, token, now)
  if (sid) await db.batch([deleteSessionDevices(db, sid), db.delete(sessions).where(eq(sessions.id, sid))])
}

/** The statement that ends every session of a user (role change, deletion, password reset), for a batch. */
export const deleteUserSessions = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId))

/** Sessions past their expiry can never be used again; the scheduled jobs clear them. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString())).returning({ id: sessions.id })
  return gone.length
}
