// Accounts: creation (self-registration and admin-created), credential checks and password
// reset. Emails are stored lower-cased, so uniqueness holds whatever case a visitor types.
import { and, eq, gt } from 'drizzle-orm'
import type { Language } from '#shared/catalogue/catalogue'
import type { Role } from '#shared/schemas/auth'
import type { Db } from '#worker/db/client'
import { userCredentials, users, wholesaleAccounts } from '#worker/db/schema'
import { conflict } from '#worker/http/errors'
import { hashPassword, verifyPassword } from './passwords'
import { deleteUserSessions } from './sessions'

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.'
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000

export type NewAccount = {
  email: string
  password: string
  firstName: string
  lastName: string
  phone?: string
  preferredLanguage: Language
  role: Role
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()))
  return user
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? error))

/**
 * Creates the user, their credentials and, for the wholesale role, a pending wholesale account
 * in one batch (one transaction on both runtimes). The company name starts as the person's name
 * until they fill in their business details.
 */
export async function createAccount(db: Db, account: NewAccount) {
  const email = account.email.trim().toLowerCase()
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken')
  const id = crypto.randomUUID()
  const passwordHash = await hashPassword(account.password)
  const insertUser = db
    .insert(users)
    .values({
      id,
      email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? null,
      role: account.role,
      preferredLanguage: account.preferredLanguage,
    })
    .returning()
  const insertCredentials = db.insert(userCredentials).values({ userId: id, passwordHash })
  try {
    const [[user]] =
      account.role === 'wholesale'
        ? await db.batch([
            insertUser,
            insertCredentials,
            db.insert(wholesaleAccounts).values({ userId: id, companyName: `${account.firstName} ${account.lastName}` }),
          ])
        : await db.batch([insertUser, insertCredentials])
    return user!
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken')
    throw error
  }
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

/** A fresh single-use reset token; only its SHA-256 is stored, with a 1-hour expiry. */
export async function issuePasswordResetToken(db: Db, userId: string, now: Date) {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  await db
    .update(userCredentials)
    .set({
      passwordResetToken: await sha256Hex(token),
      passwordResetExpiry: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
      updatedAt: now.toISOString(),
    })
    .where(eq(userCredentials.userId, userId))
  return token
}

/**
 * Sets a new password when the token is known and unexpired. The update consumes the token in
 * the same statement, so two uses of one link cannot both succeed. Ends every session of the user.
 */
export async function resetPasswordWithToken(db: Db, token: string, password: string, now: Date) {
  const passwordHash = await hashPassword(password)
  const [row] = await db
    .update(userCredentials)
    .set({ passwordHash, passwordResetToken: null, passwordResetExpiry: null, updatedAt: now.toISOString() })
    .where(
      and(
        eq(userCredentials.passwordResetToken, await sha256Hex(token)),
        gt(userCredentials.passwordResetExpiry, now.toISOString()),
      ),
    )
    .returning({ userId: userCredentials.userId })
  if (!row) return undefined
  await deleteUserSessions(db, row.userId)
  const [user] = await db.select().from(users).where(eq(users.id, row.userId))
  return user
}
