// What a signed-in person changes about themself (customer area, decision 015): their name, phone
// and preferred language (the register rules), and their password.
import { and, eq, ne } from 'drizzle-orm'
import type { Language } from '#shared/catalogue/catalogue'
import { MESSAGES } from '#shared/schemas/messages'
import type { Db } from '#worker/db/client'
import { sessions, userCredentials, users } from '#worker/db/schema'
import { passwordMatches } from './accounts'
import { invalid, notFound } from './domain-errors'
import { hashPassword } from './passwords'
import type { SessionUser } from './sessions'

type ProfileChange = { firstName: string; lastName: string; phone?: string; preferredLanguage: Language }

export async function updateProfile(db: Db, userId: string, change: ProfileChange, now: Date): Promise<SessionUser> {
  const [updated] = await db
    .update(users)
    .set({ ...change, phone: change.phone ?? null, updatedAt: now.toISOString() })
    .where(eq(users.id, userId))
    .returning()
  if (!updated) throw notFound('User not found')
  return updated
}

/** A wrong current password, in the words the form shows on its field. */
export const wrongPassword = (field: string) => invalid(MESSAGES.currentPasswordWrong, 'wrong_password', { [field]: MESSAGES.currentPasswordWrong })

/**
 * Sets a new password once the current one is confirmed. In one batch: the new hash, any pending
 * reset link dropped (it was asked for with the old password in mind), and every other session
 * of the user ended, so a device left signed in elsewhere (or by someone else) is out; the
 * session the change was made from, `keepSessionId`, stays.
 */
export async function changePassword(
  db: Db,
  userId: string,
  change: { currentPassword: string; newPassword: string; keepSessionId: string | undefined },
  now: Date,
): Promise<void> {
  if (!(await passwordMatches(db, userId, change.currentPassword))) throw wrongPassword('currentPassword')
  const passwordHash = await hashPassword(change.newPassword)
  await db.batch([
    db
      .update(userCredentials)
      .set({ passwordHash, passwordResetToken: null, passwordResetExpiry: null, updatedAt: now.toISOString() })
      .where(eq(userCredentials.userId, userId)),
    db.delete(sessions).where(change.keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, change.keepSessionId)) : eq(sessions.userId, userId)),
  ])
}
