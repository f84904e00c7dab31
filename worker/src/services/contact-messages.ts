// Contact messages: stored for the team (status 'new') and announced to the support inbox
// through the email outbox, so a slow or failing mail provider never loses a message.
import type { ContactMessage } from '#shared/schemas/contact'
import type { Db } from '#worker/db/client'
import { contactMessages } from '#worker/db/schema'
import { queueEmail } from './email-outbox'

export async function receiveContactMessage(
  db: Db,
  input: ContactMessage,
  options: { supportEmail: string; logEmail?: boolean },
) {
  const [row] = await db.insert(contactMessages).values({ ...input, status: 'new' }).returning()
  const message = row!
  await queueEmail(
    db,
    {
      to: options.supportEmail,
      subject: `New contact message: ${message.subject}`,
      template: 'contact_notification',
      bodyText: [
        `From: ${message.name} <${message.email}>`,
        `Language: ${message.language}`,
        `Received: ${message.createdAt}`,
        `Subject: ${message.subject}`,
        '',
        message.message,
        '',
        `Reply to the customer at ${message.email} within 24-48 hours.`,
      ].join('\n'),
    },
    { log: options.logEmail },
  )
  return message
}
