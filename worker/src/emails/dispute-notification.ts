// Tells the shop's team that a card dispute (chargeback) on an order opened or closed (decision
// 012): the order, the amount, the reason the bank gave, its status and, while it is open, the
// date by which the shop must answer with evidence in the provider's dashboard. English, for the
// team; Reply-To is the customer, whom the team may want to write to.
import { formatAmount } from '#shared/pricing/money'
import { renderEmail } from './layout'
import { body, type OutgoingEmail } from './outgoing-email'

type DisputeNotificationData = {
  to: string
  change: 'opened' | 'closed'
  order: { number: string; customerName: string; customerEmail: string }
  dispute: { id: string; amountCents: number; currency: string; reason: string; status: string; evidenceDueBy: string | null }
  adminUrl: string
}

/** Stripe's words for a reason or a status (`product_not_received`) as a phrase. */
const words = (code: string) => code.replace(/_/g, ' ')

export function disputeNotificationEmail(data: DisputeNotificationData): OutgoingEmail {
  const { order, dispute } = data
  const amount = `${formatAmount(dispute.amountCents)} ${dispute.currency.toUpperCase()}`
  const opened = data.change === 'opened'
  const subject = opened ? `Dispute opened on order ${order.number}: ${words(dispute.reason)}` : `Dispute on order ${order.number} closed: ${words(dispute.status)}`
  const rendered = renderEmail({
    language: 'en',
    title: subject,
    preheader: opened
      ? `${order.customerName}'s bank disputes ${amount}${dispute.evidenceDueBy ? `; evidence due by ${dispute.evidenceDueBy.slice(0, 10)}` : ''}.`
      : `The dispute of ${amount} on order ${order.number} ended: ${words(dispute.status)}.`,
    heading: opened ? 'A card payment is disputed' : 'A card dispute is closed',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Order', order.number],
          ['Customer', `${order.customerName} <${order.customerEmail}>`],
          ['Amount', amount],
          ['Reason', words(dispute.reason)],
          ['Status', words(dispute.status)],
          ...(opened && dispute.evidenceDueBy ? [['Evidence due by', dispute.evidenceDueBy] as const] : []),
          ['Dispute', dispute.id],
        ],
      },
      {
        kind: 'paragraph',
        text: opened
          ? 'The disputed amount is held by the bank until the dispute ends. Answer it with evidence (proof of delivery, the order, your messages with the customer) in the payment provider’s dashboard before the due date, or accept it there.'
          : dispute.status === 'won'
            ? 'The dispute was decided in the shop’s favour: the amount comes back to the shop.'
            : dispute.status === 'lost'
              ? 'The dispute was decided in the customer’s favour: the amount stays with them.'
              : 'The dispute is over; see the payment provider’s dashboard for its details.',
      },
      { kind: 'button', label: 'Open the order', url: data.adminUrl },
    ],
  })
  return { to: data.to, replyTo: order.customerEmail, subject, ...body(rendered), template: 'dispute_notification' }
}
