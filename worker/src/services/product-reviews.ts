// A product's public reviews (decision 042): approved reviews only, with the rating the shop shows
// everywhere (the products row's count and sum of stars, kept by the reviews_rating_* triggers,
// through `ratingOf`) and how many said it runs small, true to size or large. Reviews in the
// page's language come first, then the others (each marked with its language), newest first within
// each. Text is answered as written, plain: the screens never render it as markup.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Language } from '#shared/catalogue/catalogue'
import { ratingOf, REVIEW_FITS, REVIEW_PAGE_SIZE, type ReviewSort } from '#shared/reviews/reviews'
import type { FitSummary, ProductReviews, PublicReview } from '#shared/schemas/reviews'
import type { Db } from '#worker/db/client'
import { products, reviews, reviewVotes } from '#worker/db/schema'
import { notFound } from './domain-errors'
import { pageWindow } from './paging'
import { photosOf, type ReviewPhoto } from './review-photos'
import type { ReviewRow } from './reviews'

/** An approved review as everyone reads it: the name only as its author chose. */
export function publicReview(row: ReviewRow, photos: ReviewPhoto[] = []): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    fit: row.fit,
    size: row.size,
    color: row.color,
    title: row.title,
    body: row.body,
    author: row.display === 'anonymous' || !row.authorName ? null : row.authorName,
    language: row.language,
    reply: row.reply,
    helpful: row.helpfulCount,
    photos,
    createdAt: row.createdAt,
  }
}

const approvedOf = (productId: string) => and(eq(reviews.productId, productId), eq(reviews.status, 'approved'))

/** One page of the product's approved reviews with its rating and fit summary; 404 for a product not on sale. */
export async function productReviews(db: Db, productId: string, lang: Language, page: number, sort: ReviewSort = 'newest'): Promise<ProductReviews> {
  const { limit, offset } = pageWindow(page, REVIEW_PAGE_SIZE)
  const [[product], fits, rows] = await db.batch([
    db.select({ reviewCount: products.reviewCount, ratingTotal: products.ratingTotal }).from(products).where(and(eq(products.id, productId), eq(products.isActive, true))),
    db.select({ fit: reviews.fit, n: count() }).from(reviews).where(approvedOf(productId)).groupBy(reviews.fit),
    db
      .select()
      .from(reviews)
      .where(approvedOf(productId))
      .orderBy(
        sql`CASE WHEN ${reviews.language} = ${lang} THEN 0 ELSE 1 END`,
        ...(sort === 'helpful' ? [desc(reviews.helpfulCount)] : []),
        desc(reviews.createdAt),
        desc(reviews.id),
      )
      .limit(limit)
      .offset(offset),
  ])
  if (!product) throw notFound('Product not found')
  const photos = await photosOf(db, rows.map((r) => r.id))
  const fit = Object.fromEntries(REVIEW_FITS.map((f) => [f, Number(fits.find((r) => r.fit === f)?.n ?? 0)])) as FitSummary
  return {
    productId,
    rating: ratingOf(product.ratingTotal, product.reviewCount) ?? null,
    fit,
    items: rows.map((row) => publicReview(row, photos.get(row.id))),
    total: product.reviewCount,
    page,
    pageSize: REVIEW_PAGE_SIZE,
  }
}

/**
 * Counts `voter`'s "helpful" for an approved review, once (the vote's primary key; the trigger
 * review_votes_count keeps the review's count); answers the count. 404 for a review not public.
 */
export async function voteHelpful(db: Db, reviewId: string, voter: string): Promise<{ helpful: number }> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.status, 'approved')))
  if (!row) throw notFound('Review not found')
  await db.insert(reviewVotes).values({ reviewId, voter }).onConflictDoNothing()
  const [counted] = await db.select({ helpful: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId))
  return { helpful: counted?.helpful ?? 0 }
}
