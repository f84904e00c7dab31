// The flow of reviewing an order's pieces (decision 042): the order's lines with their reviews
// (its signed-in buyer, or a guest with the order's signed link `?key=`), writing a line's review,
// editing one (back to moderation), adding a photo to one (back to moderation too) and deleting one. Each change reloads the lines, so what is
// shown is what the server holds.
import { urlFor } from '#shared/contracts/contract'
import { reviewsApi } from '#shared/contracts/reviews'
import type { OwnReview, ReviewInput } from '#shared/schemas/reviews'
import { apiErrorFrom, callApi, networkError } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'

export function useOrderReviews(orderId: string, key: string | undefined) {
  const query = key ? { key } : undefined
  const lines = useApiQuery(reviewsApi.order, { params: { orderId }, query })

  /** Writes the line's review, or edits `existing`; a refusal is thrown as ApiError. */
  async function save(itemId: string, existing: OwnReview | null, body: ReviewInput): Promise<OwnReview> {
    const saved = existing
      ? await callApi(reviewsApi.edit, { params: { reviewId: existing.id }, query, body })
      : await callApi(reviewsApi.write, { params: { orderId, itemId }, query, body })
    lines.reload()
    return saved
  }

  async function remove(review: OwnReview): Promise<void> {
    await callApi(reviewsApi.remove, { params: { reviewId: review.id }, query })
    lines.reload()
  }

  /** Adds a photo to the review (multipart, as the API takes files); it goes back to moderation. */
  async function addPhoto(review: OwnReview, file: File): Promise<void> {
    const form = new FormData()
    form.set('file', file, file.name)
    let response: Response
    try {
      response = await fetch(urlFor(reviewsApi.addPhoto, { reviewId: review.id }, query), { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body: form })
    } catch {
      throw networkError()
    }
    if (!response.ok) throw apiErrorFrom(response.status, await response.text(), response.headers)
    lines.reload()
  }

  /** A photo of a review not yet public, read with the order's key when the buyer is a guest. */
  const photoUrl = (url: string) => (key ? `${url}?key=${encodeURIComponent(key)}` : url)

  return { lines, save, remove, addPhoto, photoUrl }
}
