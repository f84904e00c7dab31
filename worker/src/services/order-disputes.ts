// Card disputes (chargebacks) on orders (decision 012): the provider's charge.dispute.created,
// .updated and .closed events keep one order_disputes row per dispute as the provider last
// reported it: reason, amount, status, evidence deadline. Events can arrive out of order: one
// older than the row's last_event_at changes nothing, and a dispute first heard of through a later
// event is recorded from it. The team is emailed when a dispute opens and when it closes. The
// back office reads the rows (its order list's filter and the order dialog).
import { eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { orderReference } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { orderDisputes, orders } from '#worker/db/schema'
import { disputeNotificationEmail } from '#worker/emails/dispute-notification'
import { queueEmail } from './email-outbox'
import type { PaymentEvent } from './payments/gateway'

type DisputeEvent = Extract<PaymentEvent, { type: 'dispute_opened' | 'dispute_updated' | 'dispute_closed' }>

type DisputeContext = {
  now: Date
  /** The shop's team inbox (SUPPORT_EMAIL). */
  staffEmail: string
  /** Where the back office is (PUBLIC_URL, else the request's origin). */
  origin: string
  /** Joins the batch that records the dispute (the webhook's event record). */
  also: BatchItem<'sqlite'>[]
}

/** Statuses after which a dispute is over. */
const CLOSED_STATUSES = new Set(['won', 'lost', 'warning_closed', 'prevented'])

const isDisputeOpen = (status: string) => !CLOSED_STATUSES.has(status)

/**
 * Records a dispute event on its order. `ignored` (with nothing written) when the payment is not
 * one of the shop's orders or the event is older than what is recorded.
 */
export async function recordDisputeEvent(db: Db, event: DisputeEvent, context: DisputeContext): Promise<'applied' | 'ignored'> {
  const { dispute } = event
  const [order] = await db
    .select({ id: orders.id, customerName: orders.customerName, customerEmail: orders.customerEmail })
    .from(orders)
    .where(eq(orders.paymentIntentId, dispute.paymentIntentId))
  if (!order) return 'ignored'
  const [known] = await db.select().from(orderDisputes).where(eq(orderDisputes.id, dispute.id))
  if (known && known.lastEventAt >= event.created) return 'ignored'

  const closed = event.type === 'dispute_closed' || !isDisputeOpen(dispute.status)
  const values = {
    orderId: order.id,
    amountCents: dispute.amountCents,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy: dispute.evidenceDueBy,
    lastEventAt: event.created,
    closedAt: closed ? (known?.closedAt ?? event.created) : null,
    updatedAt: context.now.toISOString(),
  }
  const email = (change: 'opened' | 'closed') =>
    queueEmail(
      db,
      disputeNotificationEmail({
        to: context.staffEmail,
        change,
        order: { number: orderReference(order.id), customerName: order.customerName, customerEmail: order.customerEmail },
        dispute: { id: dispute.id, amountCents: dispute.amountCents, currency: dispute.currency, reason: dispute.reason, status: dispute.status, evidenceDueBy: dispute.evidenceDueBy },
        adminUrl: `${context.origin.replace(/\/+$/, '')}/admin/orders?order=${encodeURIComponent(order.id)}`,
      }),
    )
  const emails = [
    // Opened: the first time the shop hears of it, unless that is already its end.
    ...(!known && !closed ? [email('opened')] : []),
    ...(closed && !known?.closedAt ? [email('closed')] : []),
  ]
  await db.batch([
    db
      .insert(orderDisputes)
      .values({ id: dispute.id, openedAt: event.created, ...values })
      // A newer event that raced this one in wins: the row only ever moves forward in time.
      .onConflictDoUpdate({ target: orderDisputes.id, set: values, setWhere: sql`${orderDisputes.lastEventAt} < ${event.created}` }),
    ...emails,
    ...context.also,
  ])
  return 'applied'
}
