// Verified reviews (decision 042), the facts both sides agree on: how a piece fits, what a review
// may be, how it is shown, and the one way a product's average is computed from the approved
// reviews' ratings (the product page, the shop's cards and the JSON-LD all show this number).
// Zod-free: the shop's cards import it at no cost.

/** How the piece fitted its reviewer, against the size they bought. */
export const REVIEW_FITS = ['runs_small', 'true_to_size', 'runs_large'] as const
export type ReviewFit = (typeof REVIEW_FITS)[number]

/** New and edited reviews wait for staff (`pending`); only `approved` ones are public. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** How the reviewer is named in public: first name and last initial ("Lucía M."), or not at all. */
export const REVIEW_DISPLAYS = ['first_name_initial', 'anonymous'] as const
export type ReviewDisplay = (typeof REVIEW_DISPLAYS)[number]

/** Why a review was flagged for the moderator: the same text as a review from another buyer. */
export const REVIEW_FLAGS = ['duplicate_text'] as const
export type ReviewFlag = (typeof REVIEW_FLAGS)[number]

export const REVIEW_RATING_MIN = 1
export const REVIEW_RATING_MAX = 5
export const REVIEW_TITLE_MIN = 3
export const REVIEW_TITLE_MAX = 120
export const REVIEW_BODY_MIN = 20
export const REVIEW_BODY_MAX = 3000
/** Photos a review may carry (JPEG, PNG, WebP or AVIF, told by their bytes, as product photos are), and their weight. */
export const REVIEW_PHOTOS_MAX = 4
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024

/** The shop's public reply under a review. */
export const REVIEW_REPLY_MAX = 2000
/** How a product's public reviews are ordered, after those in the page's language: newest, or most voted helpful. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

/** Public reviews a page of the product's list holds. */
export const REVIEW_PAGE_SIZE = 10

/** A product's rating as the shop shows it: the approved reviews' average, to one decimal, and their count. */
export type ProductRating = { average: number; count: number }

/** The average of `count` ratings adding up to `total`, to one decimal (4.67 → 4.7); none without ratings. */
export function ratingOf(total: number, count: number): ProductRating | undefined {
  if (count <= 0) return undefined
  return { average: Math.round((total / count) * 10) / 10, count }
}

/** "Lucía M." from a first and last name; the first name alone without a last name; '' without either. */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? ''
  const initial = [...lastName.trim()][0]
  if (!first) return ''
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first
}

/** "Lucía Mejía Restrepo" (an order's one name field) as first and last names: the first word, then the rest. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

/**
 * The text two reviews are compared by for duplicates across buyers: letters and digits only,
 * lower-cased, accents kept apart from spacing and punctuation ("Great fit!!" = "great  fit").
 */
export function comparableText(title: string, body: string): string {
  return `${title} ${body}`
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The page where a buyer reviews an order's lines (My Orders, or a guest with the order's `?key=`); `line` opens one. */
export const orderReviewsPath = (orderId: string) => `/order-reviews/${orderId}`

/** Where a review request's unsubscribe link leads (`?token=`): one click stops these emails. */
export const REVIEW_REQUESTS_UNSUBSCRIBE_PATH = '/reviews/unsubscribe'

/** Where a review's photo is read (decision 042): by everyone once the review is approved, before by its buyer and staff. */
export const reviewPhotoPath = (reviewId: string, photoId: string) => `/api/reviews/${reviewId}/photos/${photoId}`
