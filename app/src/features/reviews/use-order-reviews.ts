// The flow of reviewing an order's pieces (decision 042): the order's lines with their reviews
// (its signed-in buyer, or a guest with the order's signed link `?key=`), writing a line's review,
// editing one (back to moderation) and deleting one. Each change reloads the lines, so what is
// shown is what the server holds.
import { reviewsApi } from '#shared/contracts/reviews'
import type { OwnReview, ReviewInput } from '#shared/schemas/reviews'
import { callApi } from '#app/lib/api-client'
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

  return { lines, save, remove }
}
