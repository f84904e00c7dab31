// Paying a pending order again after a failed attempt (decision 012): same order number, same
// hold, same payment intent (Stripe's PaymentIntent accepts a new payment method after a decline),
// so the shopper retries from the checkout's payment step or from the order's confirmation page
// without placing a new order. Only a pending order whose intent can still be paid qualifies.
import { formatAmount } from '#shared/pricing/money'
import { orderReference, type PaymentRetry } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { conflict, notFound } from './domain-errors'
import { findOrder } from './orders'
import type { PaymentGateway } from './payments/gateway'

export async function paymentForRetry(db: Db, gateway: PaymentGateway, orderId: string): Promise<PaymentRetry> {
  const found = await findOrder(db, orderId)
  if (!found) throw notFound('Order not found')
  const { order } = found
  const notPayable = () => conflict('This order is no longer waiting for payment.', 'order_not_payable')
  if (order.status !== 'pending') throw notPayable()
  // An order placed before the shop switched gateways cannot be paid through the new one.
  if (!order.paymentIntentId || !gateway.owns(order.paymentIntentId)) throw notPayable()
  const intent = await gateway.retrieveIntent(order.paymentIntentId)
  if (intent.status === 'processing') throw conflict('Your payment is still being processed. We will email you once it is confirmed.', 'payment_processing')
  // Paid meanwhile (confirm it), or cancelled by the expiry: either way not a thing to pay again.
  if (intent.status !== 'open') throw notPayable()
  return {
    orderId: order.id,
    orderNumber: orderReference(order.id),
    gateway: gateway.name,
    clientSecret: intent.clientSecret,
    // What the card pays: the total less the store credit applied at checkout (decision 035).
    totalAmount: formatAmount(order.totalCents - order.storeCreditCents),
  }
}
