// Tells the support inbox that a contact message arrived; the team answers from their own mailbox.
import type { OutgoingEmail } from './outgoing-email'

export function contactNotificationEmail(data: {
  supportEmail: string
  message: { name: string; email: string; language: string; subject: string; message: string; receivedAt: string }
}): OutgoingEmail {
  const { message } = data
  return {
    to: data.supportEmail,
    subject: `New contact message: ${message.subject}`,
    template: 'contact_notification',
    bodyText: [
      `From: ${message.name} <${message.email}>`,
      `Language: ${message.language}`,
      `Received: ${message.receivedAt}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      `Reply to the customer at ${message.email} within 24-48 hours.`,
    ].join('\n'),
  }
}
