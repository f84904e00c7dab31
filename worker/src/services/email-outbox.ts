// Emails are queued in the database and sent by the delivery job, so a request never waits on
// (or fails because of) a mail provider. A queued email belongs to a record (a contact message,
// a reset token): it goes into the same db.batch as that record, so neither exists without the
// other. The texts themselves are in worker/src/emails/.
import type { Db } from '#worker/db/client'
import { emailOutbox } from '#worker/db/schema'
import type { OutgoingEmail } from '#worker/emails/outgoing-email'

/** The statement that queues an email: put it in the batch of the record it concerns. */
export const queueEmail = (db: Db, email: OutgoingEmail) => db.insert(emailOutbox).values(email)

/** Until delivery exists, a developer reads queued emails (and follows their links) in the log. */
export function logQueuedEmail(email: OutgoingEmail) {
  console.log(`[email queued] to=${email.to} subject="${email.subject}"\n${email.bodyText}`)
}
