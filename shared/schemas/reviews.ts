// Reviews as the API shows them (decision 042): what a buyer writes about one order line, the
// order's lines with what each may have, a product's public reviews with its average, count and
// fit summary, and a review as the moderators read it. Review text is plain text everywhere: the
// API never answers markup and the screens never render any.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_DISPLAYS,
  REVIEW_FITS,
  REVIEW_FLAGS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
} from '#shared/reviews/reviews'
import { multiLineText, singleLineText } from './fields'
import { MESSAGES as M } from './messages'
import { lineNamesSchema } from './orders'
import { pageQuery } from './paging'

/** Why a line cannot be reviewed (yet): it has not reached its buyer. */
export const REVIEW_REFUSALS = ['review_not_delivered'] as const

/** POST a review of an order line, or PATCH one's own (which sends it back to moderation). */
export const reviewInputSchema = z.object({
  rating: z.int({ error: M.reviewRatingRequired }).min(REVIEW_RATING_MIN, M.reviewRatingRequired).max(REVIEW_RATING_MAX, M.reviewRatingRequired),
  fit: z.enum(REVIEW_FITS, { error: M.reviewFitRequired }),
  title: singleLineText(M.reviewTitleMin).min(REVIEW_TITLE_MIN, M.reviewTitleMin).max(REVIEW_TITLE_MAX, M.offerTitleTooLong),
  body: multiLineText(M.reviewBodyMin).min(REVIEW_BODY_MIN, M.reviewBodyMin).max(REVIEW_BODY_MAX, M.reviewBodyMax),
  display: z.enum(REVIEW_DISPLAYS).default('first_name_initial'),
  /** The language it is written in (the page's, unless the reviewer says otherwise). */
  language: z.enum(LANGUAGES),
})
export type ReviewInput = z.input<typeof reviewInputSchema>

/** A photo of a review, read at its `url`. */
export const reviewPhotoSchema = z.object({ id: z.string(), url: z.string() })

/** A review as its author reads it: everything they wrote and where it stands; never staff's reason for a rejection. */
export const ownReviewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  itemId: z.string(),
  productId: z.string(),
  rating: z.int(),
  fit: z.enum(REVIEW_FITS),
  /** The size and colour bought, from the order line. */
  size: z.string(),
  color: z.string(),
  title: z.string(),
  body: z.string(),
  display: z.enum(REVIEW_DISPLAYS),
  language: z.enum(LANGUAGES),
  status: z.enum(REVIEW_STATUSES),
  /** The shop's public reply, if any. */
  reply: z.string().nullable(),
  photos: z.array(reviewPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type OwnReview = z.infer<typeof ownReviewSchema>

/** One line of an order as its buyer may review it. */
export const reviewableLineSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productNames: lineNamesSchema.optional(),
  productImage: z.string().nullable(),
  color: z.string(),
  size: z.string(),
  /** Why it cannot be reviewed now; null when it can (or already is). */
  refusal: z.enum(REVIEW_REFUSALS).nullable(),
  review: ownReviewSchema.nullable(),
})

/** GET /api/reviews/orders/:orderId: each line of the order, with its review or why it cannot have one yet. */
export const orderReviewsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  lines: z.array(reviewableLineSchema),
})
export type OrderReviews = z.infer<typeof orderReviewsSchema>

/** An approved review as everyone reads it: the name only as its author chose, the size bought, the language it is written in. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.int(),
  fit: z.enum(REVIEW_FITS),
  size: z.string(),
  color: z.string(),
  title: z.string(),
  body: z.string(),
  /** "Lucía M.", or null for an anonymous review. */
  author: z.string().nullable(),
  language: z.enum(LANGUAGES),
  reply: z.string().nullable(),
  /** How many said it was helpful. */
  helpful: z.int(),
  photos: z.array(reviewPhotoSchema),
  /** When it was written. */
  createdAt: z.string(),
})
export type PublicReview = z.infer<typeof publicReviewSchema>

export const productRatingSchema = z.object({ average: z.number(), count: z.int() })

export const fitSummarySchema = z.object({ runs_small: z.int(), true_to_size: z.int(), runs_large: z.int() })
export type FitSummary = z.infer<typeof fitSummarySchema>

/** GET /api/reviews/products/:productId?lang=&sort=&page=: the page's language first, then the others, newest or most helpful first within each. */
export const productReviewsQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en'),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  page: pageQuery,
})

export const productReviewsSchema = z.object({
  productId: z.string(),
  /** Absent when the product has no approved review. */
  rating: productRatingSchema.nullable(),
  fit: fitSummarySchema,
  items: z.array(publicReviewSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
})
export type ProductReviews = z.infer<typeof productReviewsSchema>

/** A review as the moderators read it. */
export const adminReviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  display: z.enum(REVIEW_DISPLAYS),
  /** The name it would show with (shown to staff even when anonymous). */
  authorName: z.string(),
  customerEmail: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** The product's name in each language (decision 040): staff read theirs. */
  productNames: lineNamesSchema,
  orderId: z.string(),
  orderNumber: z.string(),
  /** Staff's reason, never shown publicly nor to the author. */
  rejectReason: z.string().nullable(),
  flags: z.array(z.enum(REVIEW_FLAGS)),
  moderatedAt: z.string().nullable(),
  updatedAt: z.string(),
})
export type AdminReview = z.infer<typeof adminReviewSchema>

export const reviewRejectSchema = z.object({ reason: multiLineText(M.reviewReasonRequired).min(1, M.reviewReasonRequired).max(5000, M.messageMax) })
export const reviewReplySchema = z.object({ reply: multiLineText(M.reviewReplyRequired).min(1, M.reviewReplyRequired).max(REVIEW_REPLY_MAX, M.reviewReplyMax) })

/** POST /api/reviews/requests/unsubscribe: the token of a review request's link. */
export const reviewRequestUnsubscribeSchema = z.object({ token: singleLineText().min(1).max(200) })

/** POST /api/reviews/:reviewId/helpful: how many now say it was helpful (a second vote from the same voter counts once). */
export const helpfulVoteSchema = z.object({ helpful: z.int() })
