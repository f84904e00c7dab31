// Tells the support inbox that a contact message arrived. Written in English for the team;
// Reply-To is the customer, so answering is pressing Reply.
import { renderEmail } from './layout'
import { body, type OutgoingEmail } from './outgoing-email'

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French' }

export function contactNotificationEmail(data: {
  supportEmail: string
  message: { name: string; email: string; language: string; subject: string; message: string; receivedAt: string }
}): OutgoingEmail {
  const { message } = data
  const subject = `New contact message: ${message.subject}`
  const rendered = renderEmail({
    language: 'en',
    title: subject,
    preheader: `${message.name} wrote: ${message.subject}`,
    heading: 'New contact message',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['From', `${message.name} <${message.email}>`],
          ['Language', LANGUAGE_NAMES[message.language] ?? message.language],
          ['Received', message.receivedAt],
          ['Subject', message.subject],
        ],
      },
      { kind: 'quote', text: message.message },
      { kind: 'paragraph', text: `Reply to this email to answer ${message.name} at ${message.email}, within 24-48 hours.` },
    ],
  })
  return { to: data.supportEmail, replyTo: message.email, subject, ...body(rendered), template: 'contact_notification' }
}
