// Tells the shop's team that a payment arrived after its order was cancelled (decision 012): the
// order was restored (its units sold again, the shopper sent their confirmation) or, with its units
// gone, the payment was refunded in full. English, for the team; Reply-To is the shopper.
import { formatAmount } from '#shared/pricing/money'
import type { LatePaymentOutcome } from '#shared/schemas/orders'
import { renderEmail } from './layout'
import { body, type OutgoingEmail } from './outgoing-email'

type LatePaymentNotificationData = {
  to: string
  outcome: LatePaymentOutcome
  order: { number: string; customerName: string; customerEmail: string; totalCents: number; cancelledAt: string | null }
  paymentIntentId: string
  adminUrl: string
}

export function latePaymentNotificationEmail(data: LatePaymentNotificationData): OutgoingEmail {
  const { order } = data
  const restored = data.outcome === 'restored'
  const subject = restored ? `Order ${order.number} restored: paid after it was cancelled` : `Order ${order.number} refunded: paid after it was cancelled`
  const rendered = renderEmail({
    language: 'en',
    title: subject,
    preheader: restored
      ? `${order.customerName} paid $${formatAmount(order.totalCents)} after the order was cancelled; its units were still in stock.`
      : `${order.customerName} paid $${formatAmount(order.totalCents)} after the order was cancelled; its units were gone, so the payment was refunded.`,
    heading: restored ? 'A cancelled order was paid and restored' : 'A cancelled order was paid and refunded',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Order', order.number],
          ['Customer', `${order.customerName} <${order.customerEmail}>`],
          ['Amount', `$${formatAmount(order.totalCents)}`],
          ['Payment', data.paymentIntentId],
          ...(order.cancelledAt ? [['Cancelled', order.cancelledAt] as const] : []),
        ],
      },
      {
        kind: 'paragraph',
        text: restored
          ? 'The payment arrived after the order had been cancelled. Its units were still in stock, so they were sold again and the order is back to processing: ship it as usual. The customer received their order confirmation.'
          : 'The payment arrived after the order had been cancelled, and its units were no longer in stock. The whole payment was refunded automatically; the order stays closed. You may want to write to the customer.',
      },
      { kind: 'button', label: 'Open the order', url: data.adminUrl },
    ],
  })
  return { to: data.to, replyTo: order.customerEmail, subject, ...body(rendered), template: 'late_payment_notification' }
}
