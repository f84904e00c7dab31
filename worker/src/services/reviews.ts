// Verified reviews, the buyer's side (decision 042). Only the buyer of an order line writes its
// review, once per line (the unique index on `order_item_id` holds it under any concurrency), and
// only once the line has reached them: the order is delivered (its status, or a shipment's
// delivered date), or it was shipped longer ago than the returns policy's delivery estimate
// (`receiptOf`, decision 037). The size and colour are the line's. A new or edited review waits
// for staff (`pending`); a text the same as another buyer's review is flagged for them. The author
// may edit (back to pending) or delete their own review; neither is audited (the log is staff's).
import { and, desc, eq, ne } from 'drizzle-orm'
import { comparableText, publicName, splitFullName, type ReviewStatus } from '#shared/reviews/reviews'
import { receiptOf } from '#shared/returns/windows'
import { orderReference } from '#shared/schemas/orders'
import type { OrderReviews, OwnReview, ReviewInput } from '#shared/schemas/reviews'
import { reviewInputSchema } from '#shared/schemas/reviews'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderShipments, reviews, users } from '#worker/db/schema'
import { conflict, notFound } from './domain-errors'
import type { OrderItemRow, OrderRow } from './orders'
import { photosOf, type ReviewPhoto } from './review-photos'
import { returnPolicy } from './returns'

export type ReviewRow = typeof reviews.$inferSelect

/** Order statuses whose lines may have reached their buyer; a pending, unshipped, cancelled or refunded order's may not. */
const SENT_STATUSES: readonly OrderRow['status'][] = ['shipped', 'delivered']

/**
 * Whether the order's lines have reached their buyer at `now`: delivered, or shipped longer ago
 * than the policy's transit estimate. Answers the refusal, or null when they may be reviewed.
 */
export async function reviewRefusal(db: Db, order: OrderRow, items: readonly OrderItemRow[], now: Date): Promise<'review_not_delivered' | null> {
  if (!SENT_STATUSES.includes(order.status)) return 'review_not_delivered'
  if (order.status === 'delivered') return null
  const shipments = await db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)).orderBy(desc(orderShipments.createdAt))
  const delivered = shipments.find((s) => s.deliveredAt)
  const shipped = shipments.find((s) => s.shippedAt)
  if (!delivered && !shipped) return 'review_not_delivered'
  const receipt = receiptOf(
    {
      placedAt: order.createdAt,
      paidAt: order.paidAt,
      shippedAt: shipped?.shippedAt ?? null,
      deliveredAt: delivered?.deliveredAt ?? null,
      madeToMeasure: items.some((i) => i.measurements !== null),
    },
    await returnPolicy(db),
  )
  return receipt.at.getTime() <= now.getTime() ? null : 'review_not_delivered'
}

/** A review as its author reads it (never staff's reason for a rejection). */
export function ownReview(row: ReviewRow, photos: ReviewPhoto[] = []): OwnReview {
  return {
    id: row.id,
    orderId: row.orderId,
    itemId: row.orderItemId,
    productId: row.productId,
    rating: row.rating,
    fit: row.fit,
    size: row.size,
    color: row.color,
    title: row.title,
    body: row.body,
    display: row.display,
    language: row.language,
    status: row.status,
    reply: row.reply,
    photos,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** Each line of the order with its review, or why it cannot have one yet. */
export async function reviewsOfOrder(db: Db, found: { order: OrderRow; items: OrderItemRow[] }, now: Date): Promise<OrderReviews> {
  const { order, items } = found
  const [refusal, written] = await Promise.all([reviewRefusal(db, order, items, now), db.select().from(reviews).where(eq(reviews.orderId, order.id))])
  const byItem = new Map(written.map((r) => [r.orderItemId, r]))
  const photos = await photosOf(db, written.map((r) => r.id))
  return {
    orderId: order.id,
    orderNumber: orderReference(order.id),
    lines: items.map((item) => {
      const review = byItem.get(item.id)
      return {
        itemId: item.id,
        productId: item.productId,
        productName: item.productName,
        productNames: item.productNames,
        productImage: item.productImage,
        color: item.color,
        size: item.size,
        refusal: review ? null : refusal,
        review: review ? ownReview(review, photos.get(review.id)) : null,
      }
    }),
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** What two reviews are compared by for duplicates: the SHA-256 of their comparable text. */
export const textHashOf = (title: string, body: string) => sha256Hex(comparableText(title, body))

/** The comparable text's hash, and whether a review by another buyer (another email) has the same text. */
async function duplicateCheck(db: Db, input: { title: string; body: string }, customerEmail: string, exceptId?: string) {
  const textHash = await textHashOf(input.title, input.body)
  const others = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.textHash, textHash), ne(reviews.customerEmail, customerEmail), exceptId ? ne(reviews.id, exceptId) : undefined))
  return { textHash, duplicateOf: others.map((o) => o.id) }
}

/** The statements flagging the other buyers' reviews with the same text, for the same batch as the write. */
const flagOthers = (db: Db, ids: readonly string[]) => ids.map((id) => db.update(reviews).set({ duplicateText: true }).where(eq(reviews.id, id)))

/** "Lucía M.": the account's names when the order has one, else the order's name. */
async function authorNameOf(db: Db, order: OrderRow): Promise<string> {
  if (order.userId) {
    const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, order.userId))
    if (user) return publicName(user.firstName, user.lastName)
  }
  const { firstName, lastName } = splitFullName(order.customerName)
  return publicName(firstName, lastName)
}

/** Writes the buyer's review of one line of the order (201 with it, pending); see the top of this file. */
export async function writeReview(db: Db, found: { order: OrderRow; items: OrderItemRow[] }, itemId: string, raw: ReviewInput, now: Date): Promise<OwnReview> {
  const input = reviewInputSchema.parse(raw)
  const { order, items } = found
  const item = items.find((i) => i.id === itemId)
  // Another order's line, or no line at all: as for a line that does not exist.
  if (!item) throw notFound('This item is not part of the order.')
  const refusal = await reviewRefusal(db, order, items, now)
  if (refusal) throw conflict('This piece can be reviewed once it has reached you.', refusal)
  const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderItemId, item.id))
  if (existing) throw conflict('This line already has a review; edit it instead.', 'review_already_written')
  const { textHash, duplicateOf } = await duplicateCheck(db, input, order.customerEmail)
  const at = now.toISOString()
  const id = crypto.randomUUID()
  try {
    await db.batch([
      db.insert(reviews).values({
        id,
        orderItemId: item.id,
        orderId: order.id,
        productId: item.productId,
        userId: order.userId,
        customerEmail: order.customerEmail,
        rating: input.rating,
        fit: input.fit,
        size: item.size,
        color: item.color,
        title: input.title,
        body: input.body,
        display: input.display,
        authorName: await authorNameOf(db, order),
        language: input.language,
        textHash,
        duplicateText: duplicateOf.length > 0,
        createdAt: at,
        updatedAt: at,
      }),
      ...flagOthers(db, duplicateOf),
    ])
  } catch (error) {
    // Another request wrote the line's review between the check and the write.
    if (databaseRefused(error, 'reviews.order_item_id')) throw conflict('This line already has a review; edit it instead.', 'review_already_written')
    throw error
  }
  return ownReview((await findReview(db, id))!)
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id))
  return row
}

/**
 * The author's edit: everything they wrote may change, the line's size and colour stay. It goes
 * back to `pending` (off the product page until approved again); staff's reason and decision are
 * cleared, the shop's public reply kept. Written only if the review is still as read.
 */
export async function editReview(db: Db, row: ReviewRow, raw: ReviewInput, now: Date): Promise<OwnReview> {
  const input = reviewInputSchema.parse(raw)
  const { textHash, duplicateOf } = await duplicateCheck(db, input, row.customerEmail, row.id)
  const status: ReviewStatus = 'pending'
  await db.batch([
    db
      .update(reviews)
      .set({
        rating: input.rating,
        fit: input.fit,
        title: input.title,
        body: input.body,
        display: input.display,
        language: input.language,
        textHash,
        duplicateText: duplicateOf.length > 0,
        status,
        rejectReason: null,
        moderatedBy: null,
        moderatedAt: null,
        updatedAt: now.toISOString(),
      })
      .where(eq(reviews.id, row.id)),
    ...flagOthers(db, duplicateOf),
  ])
  return ownReviewView(db, row.id)
}

/** The review as its author reads it now, with its photos. */
export async function ownReviewView(db: Db, id: string): Promise<OwnReview> {
  return ownReview((await findReview(db, id))!, (await photosOf(db, [id])).get(id))
}

/** The author removes their review: gone from the product page and its rating at once. */
export async function deleteReview(db: Db, row: ReviewRow): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, row.id))
}
