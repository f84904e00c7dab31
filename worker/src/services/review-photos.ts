// A review's photos (decision 042), private until the review is approved: stored in the photo
// store under `reviews/<review id>/<sha-256>.<ext>` (a name the public uploads route's pattern
// never matches), checked by their bytes as product photos are (JPEG, PNG, WebP, AVIF, 10 MB at
// most), 4 a review. A photo added is an edit: the review goes back to moderation. Read through
// the reviews calls: by everyone once the review is approved, before that by its buyer and staff.
import { asc, count, eq, inArray } from 'drizzle-orm'
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, reviewPhotoPath } from '#shared/reviews/reviews'
import type { Db } from '#worker/db/client'
import { reviewPhotos, reviews } from '#worker/db/schema'
import { conflict, invalid, notFound } from './domain-errors'
import { sniffImageType, type PhotoStore } from './photo-store'
import type { ReviewRow } from './reviews'

export type ReviewPhoto = { id: string; url: string }

/** The photos of each review, oldest first. */
export async function photosOf(db: Db, reviewIds: readonly string[]): Promise<Map<string, ReviewPhoto[]>> {
  const byReview = new Map<string, ReviewPhoto[]>()
  if (reviewIds.length === 0) return byReview
  const rows = await db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhotos.createdAt), asc(reviewPhotos.id))
  for (const row of rows) byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), { id: row.id, url: reviewPhotoPath(row.reviewId, row.id) }])
  return byReview
}

/** Stores one photo for the review and sends the review back to moderation. */
export async function addReviewPhoto(db: Db, store: PhotoStore, row: ReviewRow, bytes: Uint8Array<ArrayBuffer>, now: Date): Promise<void> {
  const type = sniffImageType(bytes)
  if (!type || bytes.length > REVIEW_PHOTO_MAX_BYTES) throw invalid('Send a photo (JPEG, PNG, WebP or AVIF) of up to 10 MB.', 'review_photo_type', { file: 'review_photo_type' })
  const [counted] = await db.select({ n: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, row.id))
  if (Number(counted?.n ?? 0) >= REVIEW_PHOTOS_MAX) throw conflict(`A review can have at most ${REVIEW_PHOTOS_MAX} photos.`, 'review_photo_too_many')
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const storageKey = `reviews/${row.id}/${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}.${type.extension}`
  await store.put(storageKey, bytes, type.mime)
  const at = now.toISOString()
  await db.batch([
    db.insert(reviewPhotos).values({ reviewId: row.id, storageKey, contentType: type.mime, sizeBytes: bytes.length, createdAt: at }),
    db.update(reviews).set({ status: 'pending', rejectReason: null, moderatedBy: null, moderatedAt: null, updatedAt: at }).where(eq(reviews.id, row.id)),
  ])
}

/** One photo of the review, or 404. */
export async function readReviewPhoto(db: Db, store: PhotoStore | undefined, reviewId: string, photoId: string) {
  const [found] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.id, photoId))
  const file = found && found.reviewId === reviewId && store ? await store.get(found.storageKey) : null
  if (!found || !file) throw notFound('No such photo')
  return { ...file, contentType: found.contentType }
}
