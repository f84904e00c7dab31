// Emails are queued in the database and sent by a drain step, so a request never waits on
// (or fails because of) a mail provider. In development the queued email is also logged.
import type { Db } from '#worker/db/client'
import { emailOutbox } from '#worker/db/schema'

export type OutgoingEmail = { to: string; subject: string; bodyText: string; template: string }

export async function queueEmail(db: Db, email: OutgoingEmail, options: { log?: boolean } = {}) {
  const [row] = await db.insert(emailOutbox).values(email).returning()
  if (options.log) console.log(`[email queued] to=${email.to} subject="${email.subject}"\n${email.bodyText}`)
  return row!
}
