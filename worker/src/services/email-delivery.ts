// The delivery job: sends the queued emails of `email_outbox` in the order they were queued.
//
// Each email is claimed before it is sent, in one UPDATE that only succeeds on a row that is due:
// status `sending`, one more attempt, and `next_attempt_at` moved to when the claim lapses. Two
// runners at once (two Workers isolates, two Node processes, the cron and a request) therefore
// never take the same email. After the send it is marked `sent`; on an error it goes back to
// `pending` with the error and a later `next_attempt_at` (1 min, doubling to 1 h), or `failed`
// after MAX_ATTEMPTS. A runner that dies between sending and marking leaves a `sending` row
// whose claim lapses: the email is sent again once (a duplicate, never a loss). The SMTP
// transports send the same Message-ID each time and Resend gets the same idempotency key, so the
// duplicate is usually folded away by the provider or the mail app.
//
// Once an email is sent or given up, the secrets it carried (a reset token) are blanked out of
// the stored copy.
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { BRAND_NAME } from '#shared/brand'
import type { Db } from '#worker/db/client'
import { emailOutbox } from '#worker/db/schema'
import type { Mailbox } from '#worker/env'
import { escapeHtml } from '#worker/emails/layout'
import { SEND_TIMEOUT_MS, type EmailMessage, type EmailTransport, type EmailTransportKind } from './email-transport'

export const MAX_ATTEMPTS = 8
const FIRST_RETRY_MS = 60_000
const LONGEST_RETRY_MS = 60 * 60_000
/** A claim outlasts a whole run of sends (BATCH_SIZE × SEND_TIMEOUT_MS), so a slow run is not overtaken. */
const BATCH_SIZE = 10
export const CLAIM_MS = 5 * 60_000 + BATCH_SIZE * SEND_TIMEOUT_MS

/** Used when EMAIL_FROM is not set (outside production only; production requires it with a transport). */
const DEFAULT_SENDER: Mailbox = { name: BRAND_NAME, address: 'hello@example.com' }

export const REDACTED = '[redacted]'

/** The wait before the next attempt after `attempts` failed ones: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)

type OutboxRow = typeof emailOutbox.$inferSelect

type DeliveryReport = { sent: number; retrying: number; failed: number }

const due = (nowIso: string) =>
  and(inArray(emailOutbox.status, ['pending', 'sending']), or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, nowIso)))

/** Takes the oldest due email for this runner, or undefined when none is due. */
async function claimNext(db: Db, now: Date): Promise<OutboxRow | undefined> {
  const nowIso = now.toISOString()
  const oldestDue = db.select({ id: emailOutbox.id }).from(emailOutbox).where(due(nowIso)).orderBy(sql`rowid`).limit(1)
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS).toISOString() })
    // The row is still due in the same statement: a runner that read it a moment ago but lost
    // the race updates nothing.
    .where(and(inArray(emailOutbox.id, oldestDue), due(nowIso)))
    .returning()
  return row
}

/** Every spelling of a secret that can sit in a stored email: as is, URL-encoded, HTML-escaped. */
function redact(row: OutboxRow, now: Date) {
  if (!row.secrets?.length) return {}
  const spellings = [...new Set(row.secrets.flatMap((s) => [s, encodeURIComponent(s), escapeHtml(s)]))].filter((s) => s.length > 0)
  const blank = (value: string) => spellings.reduce((text, secret) => text.split(secret).join(REDACTED), value)
  return {
    subject: blank(row.subject),
    bodyText: blank(row.bodyText),
    bodyHtml: row.bodyHtml === null ? null : blank(row.bodyHtml),
    headers: row.headers ? Object.fromEntries(Object.entries(row.headers).map(([k, v]) => [k, blank(v)])) : null,
    secrets: null,
    redactedAt: now.toISOString(),
  }
}

function messageOf(row: OutboxRow, from: Mailbox): EmailMessage {
  return {
    id: row.id,
    messageId: `<${row.id}@${from.address.split('@').pop()}>`,
    from,
    to: row.to,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.bodyText,
    html: row.bodyHtml ?? undefined,
    headers: row.headers ?? {},
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

async function deliver(db: Db, transport: EmailTransport, from: Mailbox, row: OutboxRow, now: Date): Promise<keyof DeliveryReport> {
  try {
    await transport.send(messageOf(row, from))
  } catch (error) {
    const givenUp = row.attempts >= MAX_ATTEMPTS
    await db
      .update(emailOutbox)
      .set(
        givenUp
          ? { status: 'failed', lastError: errorText(error), nextAttemptAt: null, ...redact(row, now) }
          : { status: 'pending', lastError: errorText(error), nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString() },
      )
      // Only this runner's claim: if it lapsed and another runner sent the email meanwhile,
      // that `sent` stands.
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, row.attempts)))
    return givenUp ? 'failed' : 'retrying'
  }
  // It went out: mark it so whatever happened to the claim meanwhile.
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now.toISOString(), nextAttemptAt: null, ...redact(row, now) })
    .where(and(eq(emailOutbox.id, row.id), ne(emailOutbox.status, 'sent')))
  return 'sent'
}

/**
 * Sends up to `limit` due emails one after another and reports what happened; `more` tells that
 * the limit was reached with emails possibly still due.
 */
export async function deliverDueEmails(
  db: Db,
  transport: EmailTransport,
  now: Date,
  options: { from?: Mailbox; limit?: number } = {},
): Promise<DeliveryReport & { more: boolean }> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
  const limit = options.limit ?? BATCH_SIZE
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(db, now)
    if (!row) return { ...report, more: false }
    report[await deliver(db, transport, options.from ?? DEFAULT_SENDER, row, now)] += 1
  }
  return { ...report, more: true }
}

export type EmailDelivery = {
  transport: EmailTransportKind
  /** Delivers what is due, again and again while a full batch went out; concurrent calls share one run. */
  run(now: Date): Promise<DeliveryReport>
  /** Waits for a run in progress (before the database is closed). */
  idle(): Promise<void>
}

/**
 * The delivery job of one process (Node) or isolate (Workers), shared by the scheduled job and
 * the requests that queue an email: one run at a time here, claims against everyone else.
 * `clock` dates the rounds after the first (the entries pass the real one).
 */
export function createEmailDelivery(options: { db: Db; transport: EmailTransport; from?: Mailbox; clock: () => Date }): EmailDelivery {
  const { clock } = options
  let running: Promise<DeliveryReport> | undefined
  let again = false

  async function drain(first: Date) {
    const total: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
    let at = first
    do {
      again = false
      const { more, ...report } = await deliverDueEmails(options.db, options.transport, at, { from: options.from })
      total.sent += report.sent
      total.retrying += report.retrying
      total.failed += report.failed
      if (more) again = true
      at = clock()
    } while (again)
    return total
  }

  return {
    transport: options.transport.kind,
    run(now) {
      if (running) {
        // An email queued while a run is under way may have been missed by it: go round once more.
        again = true
        return running
      }
      running = drain(now).finally(() => {
        running = undefined
      })
      return running
    },
    async idle() {
      await running?.catch(() => undefined)
    },
  }
}
