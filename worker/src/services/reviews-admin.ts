// Moderating reviews in the back office (decision 042): the queue (by status and rating; waiting
// reviews oldest first, decided ones newest first), approving, rejecting with a reason (never
// shown publicly nor to the author) and the shop's public reply. Each decision is one batch with
// its audit entry, written only if the review is still as the moderator read it (its status and
// its last edit, recordAdminActionIf): an author's edit or another moderator's decision meanwhile
// is answered `review_changed`. The first approval emails the author that it is published.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { AuditAction } from '#shared/contracts/admin-audit-log'
import { localized } from '#shared/catalogue/catalogue'
import { REVIEW_STATUSES, type ReviewStatus } from '#shared/reviews/reviews'
import { orderReference } from '#shared/schemas/orders'
import type { AdminReview } from '#shared/schemas/reviews'
import type { Db } from '#worker/db/client'
import { orders, products, reviews } from '#worker/db/schema'
import { reviewPublishedEmail } from '#worker/emails/review-published'
import { emailLanguage, shopLink } from '#worker/emails/outgoing-email'
import { isStaleRecord, recordAdminActionIf } from './audit-log'
import { conflict, notFound } from './domain-errors'
import { queueEmail } from './email-outbox'
import { pageAnswer, pageWindow } from './paging'
import { publicReview } from './product-reviews'
import { photosOf, type ReviewPhoto } from './review-photos'
import type { ReviewRow } from './reviews'

/** The product's name in each language: staff read theirs. */
type ProductNames = { nameEn: string; nameEs: string; nameFr: string }

export function adminReview(row: ReviewRow, product: ProductNames, photos: ReviewPhoto[] = []): AdminReview {
  return {
    ...publicReview(row, photos),
    // Staff see who wrote it, whatever the public sees.
    author: row.display === 'anonymous' ? null : row.authorName,
    status: row.status,
    display: row.display,
    authorName: row.authorName,
    customerEmail: row.customerEmail,
    productId: row.productId,
    productName: product.nameEn,
    productNames: { en: product.nameEn, es: product.nameEs, fr: product.nameFr },
    orderId: row.orderId,
    orderNumber: orderReference(row.orderId),
    rejectReason: row.rejectReason,
    flags: row.duplicateText ? ['duplicate_text'] : [],
    moderatedAt: row.moderatedAt,
    updatedAt: row.updatedAt,
  }
}

type ListFilter = { status?: ReviewStatus | 'all'; rating?: number; page: number }

export async function listReviews(db: Db, filter: ListFilter) {
  const byStatus = filter.status && filter.status !== 'all' ? eq(reviews.status, filter.status) : undefined
  const byRating = filter.rating ? eq(reviews.rating, filter.rating) : undefined
  const where = and(byStatus, byRating)
  const { limit, offset } = pageWindow(filter.page)
  // Waiting reviews first, oldest first; then the decided ones, newest first.
  const waiting = sql`CASE WHEN ${reviews.status} = 'pending' THEN 0 ELSE 1 END`
  const age = sql`CASE WHEN ${reviews.status} = 'pending' THEN ${reviews.updatedAt} END`
  const [rows, [counted], perStatus] = await db.batch([
    db
      .select({ row: reviews, nameEn: products.nameEn, nameEs: products.nameEs, nameFr: products.nameFr })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(waiting, asc(age), desc(reviews.updatedAt), asc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reviews).where(where),
    db.select({ status: reviews.status, n: count() }).from(reviews).where(byRating).groupBy(reviews.status),
  ])
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, Number(perStatus.find((p) => p.status === s)?.n ?? 0)])) as Record<ReviewStatus, number>
  const photos = await photosOf(db, rows.map((r) => r.row.id))
  return { ...pageAnswer(rows.map((r) => adminReview(r.row, r, photos.get(r.row.id))), counted, filter.page), counts }
}

async function reviewWithProduct(db: Db, id: string) {
  const [found] = await db.select({ row: reviews, product: products }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(eq(reviews.id, id))
  if (!found) throw notFound('Review not found')
  return found
}

export type ReviewsAdminDeps = {
  db: Db
  /** Where the emails' links point (PUBLIC_URL, else the request's origin). */
  origin: string
}

type Decision = {
  action: Extract<AuditAction, `review.${string}`>
  changes: Partial<ReviewRow>
  /** What the audit entry records before and after. */
  before: Record<string, unknown>
  after: Record<string, unknown>
}

/** Applies one decision if the review is still as read; answers the review as it now stands. */
async function decide({ db, origin }: ReviewsAdminDeps, actorId: string, id: string, now: Date, decision: (row: ReviewRow) => Decision): Promise<AdminReview> {
  const { row, product } = await reviewWithProduct(db, id)
  const { action, changes, before, after } = decision(row)
  const asRead = and(eq(reviews.id, row.id), eq(reviews.status, row.status), eq(reviews.updatedAt, row.updatedAt))
  const publishing = changes.status === 'approved' && !row.publishedAt
  const email = publishing ? await publishedEmail(db, row, product, origin) : undefined
  try {
    await db.batch([
      // The audit entry first: it is written only while the review is as read, and the batch fails with it.
      recordAdminActionIf(db, { userId: actorId, action, targetType: 'review', targetId: row.id, before, after }, now, sql`EXISTS (SELECT 1 FROM ${reviews} WHERE ${asRead})`),
      db
        .update(reviews)
        .set({ ...changes, ...(publishing && { publishedAt: now.toISOString() }) })
        .where(eq(reviews.id, row.id)),
      ...(email ? [queueEmail(db, email)] : []),
    ])
  } catch (error) {
    if (isStaleRecord(error)) throw conflict('This review changed meanwhile; reload it and try again.', 'review_changed')
    throw error
  }
  const fresh = await reviewWithProduct(db, id)
  return adminReview(fresh.row, fresh.product, (await photosOf(db, [id])).get(id))
}

async function publishedEmail(db: Db, row: ReviewRow, product: typeof products.$inferSelect, origin: string) {
  const [order] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, row.orderId))
  const language = emailLanguage(order?.language ?? row.language)
  return reviewPublishedEmail({
    to: row.customerEmail,
    language,
    productName: localized(product, 'name', language),
    title: row.title,
    productUrl: shopLink(origin, language, `/product/${encodeURIComponent(row.productId)}#reviews`),
  })
}

/** pending or rejected → approved: on the product page and in its rating; the author is emailed the first time. */
export const approveReview = (deps: ReviewsAdminDeps, actorId: string, id: string, now: Date) =>
  decide(deps, actorId, id, now, (row) => ({
    action: 'review.approve',
    changes: { status: 'approved', rejectReason: null, moderatedBy: actorId, moderatedAt: now.toISOString() },
    before: { status: row.status },
    after: { status: 'approved' },
  }))

/** pending or approved → rejected, with staff's reason (kept for staff only); off the product page. */
export const rejectReview = (deps: ReviewsAdminDeps, actorId: string, id: string, reason: string, now: Date) =>
  decide(deps, actorId, id, now, (row) => ({
    action: 'review.reject',
    changes: { status: 'rejected', rejectReason: reason, moderatedBy: actorId, moderatedAt: now.toISOString() },
    before: { status: row.status },
    after: { status: 'rejected', reason },
  }))

/** The shop's public reply under the review, shown with it once approved; a new reply replaces the last. */
export const replyToReview = (deps: ReviewsAdminDeps, actorId: string, id: string, reply: string, now: Date) =>
  decide(deps, actorId, id, now, (row) => ({
    action: 'review.reply',
    changes: { reply, repliedBy: actorId, repliedAt: now.toISOString() },
    before: { reply: row.reply },
    after: { reply },
  }))
