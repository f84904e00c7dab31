// Emails are queued in the database and sent by the delivery job (email-delivery.ts), so a
// request never waits on (or fails because of) a mail provider. A queued email belongs to a
// record (a contact message, a reset token): it goes into the same db.batch as that record, so
// neither exists without the other. The texts themselves are in worker/src/emails/.
//
// The back office reads the outbox here too: how many emails wait, went out or failed, the last
// errors, and a retry for a failed one.
import { and, count, desc, eq, getTableColumns, inArray, is, isNotNull, SQL, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { EMAIL_STATUSES, type EmailStatus } from '#shared/contracts/admin-email-outbox'
import { emailOutbox } from '#worker/db/schema'
import type { OutgoingEmail } from '#worker/emails/outgoing-email'
import { recordAdminAction } from './audit-log'
import { conflict, notFound } from './domain-errors'

/**
 * A subject is one line: control characters (CR/LF would start a new header in some SMTP
 * clients), and bidi overrides that disguise text, become spaces.
 */
const oneLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()

const outboxRow = (email: OutgoingEmail) => ({
  to: email.to,
  replyTo: email.replyTo ?? null,
  subject: oneLine(email.subject),
  bodyText: email.bodyText,
  bodyHtml: email.bodyHtml,
  headers: email.headers && Object.keys(email.headers).length > 0 ? email.headers : null,
  template: email.template,
  secrets: email.secrets && email.secrets.length > 0 ? email.secrets : null,
})

/** The statement that queues an email: put it in the batch of the record it concerns. */
export const queueEmail = (db: Db, email: OutgoingEmail) => db.insert(emailOutbox).values(outboxRow(email))

/**
 * Queues the email only if `condition` holds when the statement runs (`INSERT … SELECT … WHERE`),
 * so the email and the state that calls for it are one fact: in a batch that then records the
 * email as sent for, two runners that built the same email queue it once (services/stock-alerts.ts).
 */
export function queueEmailIf(db: Db, email: OutgoingEmail, condition: SQL) {
  const row: Record<string, unknown> = { id: crypto.randomUUID(), ...outboxRow(email) }
  // Every column in the table's order, as INSERT … SELECT needs: the email's values, else the defaults.
  const fields = Object.fromEntries(
    Object.entries(getTableColumns(emailOutbox)).map(([key, column]) => {
      const value = row[key]
      if (value !== undefined) return [key, sql`${sql.param(value, column)}`]
      if (column.default === undefined) return [key, sql`null`]
      return [key, is(column.default, SQL) ? column.default : sql`${sql.param(column.default, column)}`]
    }),
  )
  return db.insert(emailOutbox).select((qb) => qb.select(fields).from(sql`(SELECT 1)`).where(condition) as never)
}

/** The emails an admin should look at: the ones that failed or are being retried, newest first. */
const TROUBLE_LIMIT = 20

const troubleColumns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
}

export async function emailOutboxSummary(db: Db) {
  const [byStatus, [oldest], problems] = await db.batch([
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    db
      .select({ createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ['pending', 'sending']))
      .orderBy(emailOutbox.createdAt)
      .limit(1),
    db
      .select(troubleColumns)
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, ['pending', 'sending', 'failed']), isNotNull(emailOutbox.lastError)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(TROUBLE_LIMIT),
  ])
  const counts = Object.fromEntries(EMAIL_STATUSES.map((s) => [s, 0])) as Record<EmailStatus, number>
  for (const row of byStatus) counts[row.status] = row.n
  return { counts, oldestWaitingSince: oldest?.createdAt ?? null, problems }
}

const notFailed = () => conflict('Only a failed email can be retried; this one is still on its way or was sent.', 'email_not_failed')

/**
 * Puts a failed email back in the queue with a fresh set of attempts, audited. An email whose
 * one-time link was blanked out when it failed is not worth sending: the link had expired by
 * then (reset links live an hour; the attempts span two), so the customer asks for a new one.
 */
export async function retryFailedEmail(db: Db, adminId: string, id: string, now: Date) {
  const [email] = await db.select({ ...troubleColumns, redactedAt: emailOutbox.redactedAt }).from(emailOutbox).where(eq(emailOutbox.id, id))
  if (!email) throw notFound('No such email', 'email_not_found')
  if (email.status !== 'failed') throw notFailed()
  if (email.redactedAt) throw conflict('This email carried a one-time link that has expired. Ask the customer to request a new one.', 'email_link_expired')
  const [[retried]] = await db.batch([
    db
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning(troubleColumns),
    recordAdminAction(db, { userId: adminId, action: 'email.retry', targetType: 'email', targetId: id, before: { status: 'failed', attempts: email.attempts, lastError: email.lastError } }, now),
  ])
  // Another admin retried it in the meantime.
  if (!retried) throw notFailed()
  return retried
}
