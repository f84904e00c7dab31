// A device that checks out again has changed its mind about the last checkout (decision 023): its
// earlier unpaid orders whose payment had not started give their units back, so the new order is
// not refused for what the old ones hold under the per-client cap.
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { orders } from '#worker/db/schema'
import { loggerOr, type Logger } from '#worker/log'
import { cancelUnpaidOrder } from './order-settlement'
import type { PaymentGateway } from './payments/gateway'

/**
 * Releases this device's earlier checkouts whose payment has not started (no hold extension, no
 * attempt), as the expiry job would: the intent is cancelled at the gateway first; one that turns
 * out to be paid, or that cannot be cancelled now, is left to the confirm call and the expiry job.
 */
export async function releaseEarlierCheckouts(db: Db, gateway: PaymentGateway, deviceHash: string, now: Date, log?: Logger): Promise<number> {
  const earlier = await db
    .select({ id: orders.id, intentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), eq(orders.clientDeviceHash, deviceHash), isNull(orders.holdExtendedAt), isNull(orders.paymentAttempt)))
  let released = 0
  for (const { id, intentId } of earlier) {
    try {
      const status = intentId && gateway.owns(intentId) ? await gateway.cancelIntent(intentId) : 'canceled'
      if (status === 'canceled' && (await cancelUnpaidOrder(db, id, 'expired', now))) released++
    } catch (error) {
      loggerOr(log).error('could not release an earlier checkout now', { orderId: id, err: error })
    }
  }
  return released
}
