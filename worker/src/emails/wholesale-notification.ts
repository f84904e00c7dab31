// Tells the sales inbox about a new wholesale request: who, what, and a link to it in the back
// office. English, for the team; Reply-To is the buyer, so answering is pressing Reply.
import { renderEmail } from './layout'
import { body, colorName, type OutgoingEmail } from './outgoing-email'
import type { WholesaleRequestItem } from './wholesale-items'

type WholesaleNotificationData = {
  to: string
  inquiry: {
    reference: string
    companyName: string
    contactName: string
    email: string
    phone: string
    country: string
    notes?: string
    items: WholesaleRequestItem[]
  }
  adminUrl: string
}

export function wholesaleNotificationEmail(data: WholesaleNotificationData): OutgoingEmail {
  const { inquiry } = data
  const units = inquiry.items.reduce((sum, item) => sum + item.quantity, 0)
  const subject = `New wholesale request ${inquiry.reference} from ${inquiry.companyName}`
  const rendered = renderEmail({
    language: 'en',
    title: subject,
    preheader: `${inquiry.contactName} (${inquiry.country}) asks for a quote: ${units} units in ${inquiry.items.length} lines.`,
    heading: 'New wholesale request',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Reference', inquiry.reference],
          ['Company', inquiry.companyName],
          ['Contact', inquiry.contactName],
          ['Email', inquiry.email],
          ['Phone', inquiry.phone],
          ['Country', inquiry.country],
        ],
      },
      {
        kind: 'table',
        caption: `Requested items (${units} units)`,
        columns: ['Product', 'Code', 'Colour', 'Size', 'Qty'],
        align: ['left', 'left', 'left', 'left', 'right'],
        rows: inquiry.items.map((item) => [item.productName, item.productCode, colorName(item.color, 'en'), item.size, String(item.quantity)]),
      },
      ...(inquiry.notes ? [{ kind: 'heading', text: 'Notes from the buyer' } as const, { kind: 'quote', text: inquiry.notes } as const] : []),
      { kind: 'button', label: 'Open the request', url: data.adminUrl },
      { kind: 'paragraph', text: `Reply to this email to answer ${inquiry.contactName} at ${inquiry.email}. The buyer was promised a quote within 24-48 hours.` },
    ],
  })
  return { to: data.to, replyTo: inquiry.email, subject, ...body(rendered), template: 'wholesale_notification' }
}
