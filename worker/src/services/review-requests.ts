// Review requests (decision 042): the scheduled job emails each delivered order's buyer once,
// REVIEW_REQUEST_DAYS after its delivery (the latest delivered shipment), in the order's language,
// with a link per product not yet reviewed to the review form (with the order's signed link, so a
// guest reaches it too). `orders.review_requested_at` is claimed by one conditional update before
// the email is queued, so however often the job runs, an order is asked once. An order delivered
// more than two weeks before its request was due is not asked (turning the requests on does not
// write to every past customer). An address that unsubscribed (one click, from any request) is
// never asked again.
import { and, eq, gte, inArray, isNotNull, isNull, lte, max, notInArray, sql } from 'drizzle-orm'
import { orderReviewsPath, REVIEW_REQUESTS_UNSUBSCRIBE_PATH } from '#shared/reviews/reviews'
import { lineNameIn, orderReference } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { orderItems, orders, orderShipments, reviewRequestOptOuts, reviews } from '#worker/db/schema'
import { reviewRequestEmail } from '#worker/emails/review-request'
import { emailLanguage, shopLink } from '#worker/emails/outgoing-email'
import type { Config } from '#worker/env'
import { notFound } from './domain-errors'
import { queueEmail } from './email-outbox'
import { keyedHash, sameText } from './order-access'

const DAY_MS = 86_400_000
/** How late a request may still go out. */
const LATE_DAYS = 14
/** At most this many requests per run; the job runs every minute. */
const SEND_BATCH = 100

/** The key in a request's unsubscribe link: `<order id>.<HMAC of the id>`. */
export async function reviewRequestToken(config: Config, orderId: string): Promise<string> {
  return `${orderId}.${await keyedHash(config, 'review-request-unsubscribe', orderId)}`
}

/** Queues the review requests now due; answers how many were queued. */
export async function queueReviewRequests(db: Db, config: Config, context: { origin: string; now: Date }): Promise<{ requested: number }> {
  const days = config.reviewRequestDays
  if (days <= 0) return { requested: 0 }
  const dueBy = new Date(context.now.getTime() - days * DAY_MS).toISOString()
  const notBefore = new Date(context.now.getTime() - (days + LATE_DAYS) * DAY_MS).toISOString()
  const delivered = db
    .select({ orderId: orderShipments.orderId, at: max(orderShipments.deliveredAt).as('delivered_at') })
    .from(orderShipments)
    .where(isNotNull(orderShipments.deliveredAt))
    .groupBy(orderShipments.orderId)
    .as('delivered')
  const due = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(delivered, eq(delivered.orderId, orders.id))
    .where(
      and(
        isNull(orders.reviewRequestedAt),
        inArray(orders.status, ['shipped', 'delivered']),
        lte(delivered.at, dueBy),
        gte(delivered.at, notBefore),
        notInArray(sql`lower(${orders.customerEmail})`, db.select({ email: reviewRequestOptOuts.email }).from(reviewRequestOptOuts)),
      ),
    )
    .limit(SEND_BATCH)
  let requested = 0
  for (const { order } of due) {
    const claimed = await db
      .update(orders)
      .set({ reviewRequestedAt: context.now.toISOString() })
      .where(and(eq(orders.id, order.id), isNull(orders.reviewRequestedAt)))
      .returning({ id: orders.id })
    if (claimed.length === 0) continue
    const [items, written] = await db.batch([
      db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
      db.select({ itemId: reviews.orderItemId }).from(reviews).where(eq(reviews.orderId, order.id)),
    ])
    const reviewed = new Set(written.map((w) => w.itemId))
    // One link per product not reviewed yet: its first line.
    const lines = items.filter((item, n) => !reviewed.has(item.id) && items.findIndex((i) => i.productId === item.productId && !reviewed.has(i.id)) === n)
    if (lines.length === 0) continue
    const language = emailLanguage(order.language)
    const key = order.accessKey ? `key=${encodeURIComponent(order.accessKey)}&` : ''
    await queueEmail(
      db,
      reviewRequestEmail({
        to: order.customerEmail,
        language,
        orderNumber: orderReference(order.id),
        products: lines.map((line) => ({
          name: lineNameIn(line, language),
          size: line.size,
          color: line.color,
          url: shopLink(context.origin, language, `${orderReviewsPath(order.id)}?${key}line=${line.id}`),
        })),
        unsubscribeUrl: shopLink(context.origin, language, `${REVIEW_REQUESTS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(await reviewRequestToken(config, order.id))}`),
      }),
    )
    requested++
  }
  return { requested }
}

/** Stops every later review request to the address the token's order was placed with; a second click answers the same. */
export async function stopReviewRequests(db: Db, config: Config, token: string, now: Date): Promise<void> {
  const [orderId, mac] = token.split('.')
  const invalid = () => notFound('This link is not valid', 'review_link_invalid')
  if (!orderId || !mac || !sameText(await reviewRequestToken(config, orderId), token)) throw invalid()
  const [order] = await db.select({ email: orders.customerEmail }).from(orders).where(eq(orders.id, orderId))
  if (!order) throw invalid()
  await db
    .insert(reviewRequestOptOuts)
    .values({ email: order.email.toLowerCase(), createdAt: now.toISOString() })
    .onConflictDoNothing()
}
