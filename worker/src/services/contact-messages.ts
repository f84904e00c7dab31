// Contact messages: stored for the team (status 'new') and announced to the support inbox
// through the email outbox, so a slow or failing mail provider never loses a message.
import type { BatchItem } from 'drizzle-orm/batch'
import type { ContactMessage } from '#shared/schemas/contact'
import type { Db } from '#worker/db/client'
import { contactMessages } from '#worker/db/schema'
import { contactNotificationEmail } from '#worker/emails/contact-notification'
import { queueEmail } from './email-outbox'

export type ContactMessageRow = typeof contactMessages.$inferSelect

/**
 * Stores the message and queues its notification in one batch: if either insert fails, neither
 * is kept, so the client's retry (same Idempotency-Key) cannot leave the message stored twice.
 */
export async function receiveContactMessage(
  db: Db,
  input: ContactMessage,
  options: {
    supportEmail: string
    now: Date
    /** More statements for the same batch, made from the stored message (the request's idempotent answer). */
    alsoWrite?: (message: ContactMessageRow) => BatchItem<'sqlite'>[]
  },
): Promise<ContactMessageRow> {
  const id = crypto.randomUUID()
  const receivedAt = options.now.toISOString()
  const email = contactNotificationEmail({ supportEmail: options.supportEmail, message: { ...input, receivedAt } })
  const message: ContactMessageRow = { ...input, id, status: 'new', createdAt: receivedAt }
  await db.batch([db.insert(contactMessages).values(message), queueEmail(db, email), ...(options.alsoWrite?.(message) ?? [])])
  return message
}
