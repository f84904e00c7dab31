// Accounts: creation (self-registration and admin-created), credential checks and password
// reset. Emails are stored lower-cased, so uniqueness holds whatever case a visitor types.
import { and, eq, exists, gt } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Language } from '#shared/catalogue/catalogue'
import type { Role } from '#shared/schemas/auth'
import type { Db } from '#worker/db/client'
import { sessions, userCredentials, users, wholesaleAccounts } from '#worker/db/schema'
import { databaseRefused } from '#worker/db/constraint-errors'
import { passwordResetEmail } from '#worker/emails/password-reset'
import { conflict, invalid } from './domain-errors'
import { queueEmail } from './email-outbox'
import { hashPassword, verifyPassword } from './passwords'
import type { SessionUser } from './sessions'

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.'
const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.'
const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000

export type NewAccount = {
  email: string
  password: string
  firstName: string
  lastName: string
  phone?: string
  preferredLanguage: Language
  role: Role
  /** The business of a wholesale registration; the person's name when not given. */
  companyName?: string
}

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()))
  return user
}

/**
 * Creates the user, their credentials and, for the wholesale role, a pending wholesale account
 * in one batch (one transaction on both runtimes), with whatever `alongside` adds for the new
 * user (an admin's audit entry). The account waits for the team's approval in the back office
 * (services/wholesale-accounts.ts); its company name is the one given at registration, else the
 * person's name.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  options: { now: Date; alongside?: (user: SessionUser) => BatchItem<'sqlite'>[] },
): Promise<SessionUser> {
  const email = account.email.trim().toLowerCase()
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken')
  const nowIso = options.now.toISOString()
  const user: SessionUser = {
    id: crypto.randomUUID(),
    email,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? null,
    role: account.role,
    preferredLanguage: account.preferredLanguage,
    profileImageUrl: null,
    isEmailVerified: false,
    createdAt: nowIso,
    updatedAt: nowIso,
  }
  const passwordHash = await hashPassword(account.password)
  try {
    await db.batch([
      db.insert(users).values(user),
      db.insert(userCredentials).values({ userId: user.id, passwordHash, updatedAt: nowIso }),
      ...(account.role === 'wholesale'
        ? [
            db.insert(wholesaleAccounts).values({
              userId: user.id,
              companyName: account.companyName || `${account.firstName} ${account.lastName}`,
              createdAt: nowIso,
              updatedAt: nowIso,
            }),
          ]
        : []),
      ...(options.alongside?.(user) ?? []),
    ])
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (databaseRefused(error, 'users.email')) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken')
    throw error
  }
  return user
}

// Compared against when the email is unknown, so a wrong email takes as long as a wrong password.
let dummyHash: Promise<string> | undefined

/** The user when email and password match; undefined otherwise (same work either way). */
export async function checkCredentials(db: Db, email: string, password: string) {
  const [row] = await db
    .select({ user: users, passwordHash: userCredentials.passwordHash })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()))
  if (!row) {
    await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-real-password')))
    return undefined
  }
  return (await verifyPassword(password, row.passwordHash)) ? row.user : undefined
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * For a known address: a fresh single-use reset token (only its SHA-256 is stored, with a 1-hour
 * expiry) and the email carrying it, in one batch. An unknown address changes nothing, and the
 * caller answers the same either way.
 */
export async function requestPasswordReset(db: Db, email: string, options: { origin: string; now: Date }) {
  const user = await findUserByEmail(db, email)
  if (!user) return
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  const mail = passwordResetEmail({ to: user.email, firstName: user.firstName, language: user.preferredLanguage, origin: options.origin, token })
  await db.batch([
    db
      .update(userCredentials)
      .set({
        passwordResetToken: await sha256Hex(token),
        passwordResetExpiry: new Date(options.now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
        updatedAt: options.now.toISOString(),
      })
      .where(eq(userCredentials.userId, user.id)),
    queueEmail(db, mail),
  ])
}

/**
 * Sets a new password when the token is known and unexpired, and ends every session of the user,
 * in one batch. The update consumes the token in the same statement, so two uses of one link
 * cannot both succeed.
 */
export async function resetPasswordWithToken(db: Db, token: string, password: string, now: Date): Promise<SessionUser> {
  const tokenHash = await sha256Hex(token)
  const usable = and(eq(userCredentials.passwordResetToken, tokenHash), gt(userCredentials.passwordResetExpiry, now.toISOString()))
  const [holder] = await db.select({ userId: userCredentials.userId }).from(userCredentials).where(usable)
  if (!holder) throw invalid(INVALID_RESET_TOKEN_MESSAGE, 'invalid_reset_token')
  const passwordHash = await hashPassword(password)
  const [consumed, , [user]] = await db.batch([
    db
      .update(userCredentials)
      .set({ passwordHash, passwordResetToken: null, passwordResetExpiry: null, updatedAt: now.toISOString() })
      .where(and(eq(userCredentials.userId, holder.userId), usable))
      .returning({ userId: userCredentials.userId }),
    // Only when this update took the token (its fresh salted hash is there): a concurrent use of
    // the same link that lost must not end the sessions begun with the winner's new password.
    db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, holder.userId),
          exists(db.select().from(userCredentials).where(and(eq(userCredentials.userId, holder.userId), eq(userCredentials.passwordHash, passwordHash)))),
        ),
      ),
    db.select().from(users).where(eq(users.id, holder.userId)),
  ])
  if (consumed.length === 0 || !user) throw invalid(INVALID_RESET_TOKEN_MESSAGE, 'invalid_reset_token')
  return user
}

/** True when `password` is the user's current one (the customer area asks before a change or a deletion). */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db.select({ passwordHash: userCredentials.passwordHash }).from(userCredentials).where(eq(userCredentials.userId, userId))
  return !!row && (await verifyPassword(password, row.passwordHash))
}
