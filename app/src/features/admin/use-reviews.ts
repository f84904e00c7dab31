// The Reviews screen's flow (decision 042): the moderation queue by status (waiting reviews by
// default), rating and page, kept in the URL; approving at once, rejecting with a reason and
// replying in a dialog. Each decision is told in a toast and reloads the list; a review that
// moved on meanwhile is refused (`review_changed`) and the reload shows it as it now is.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { adminReviewsApi } from '#shared/contracts/admin-reviews'
import { REVIEW_STATUSES, type ReviewStatus } from '#shared/reviews/reviews'
import type { AdminReview } from '#shared/schemas/reviews'
import { useListParams } from '#app/components/data/use-list-params'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { useAdminAction } from './use-admin-action'

const statusIn = (value: string): ReviewStatus | 'all' => ((REVIEW_STATUSES as readonly string[]).includes(value) || value === 'all' ? (value as ReviewStatus | 'all') : 'pending')

export type ReviewDialog = { kind: 'reject' | 'reply'; review: AdminReview }

export function useReviews() {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const list = useListParams({ status: 'pending', rating: '' })
  const rating = Number(list.values.rating) || undefined
  const reviews = useApiQuery(adminReviewsApi.list, { query: { status: statusIn(list.values.status), rating, page: list.page } })
  const [dialog, setDialog] = useState<ReviewDialog>()
  const [busy, setBusy] = useState<string>()

  const decide = async (id: string, work: () => Promise<unknown>, success: string) => {
    setBusy(id)
    try {
      await act(work, { success, failure: t('reviews.failed') })
      setDialog(undefined)
    } finally {
      setBusy(undefined)
      reviews.reload()
    }
  }

  return {
    list,
    reviews,
    dialog,
    busy,
    openDialog: setDialog,
    closeDialog: () => setDialog(undefined),
    approve: (review: AdminReview) => decide(review.id, () => callApi(adminReviewsApi.approve, { params: { id: review.id } }), t('reviews.done.approved')),
    reject: (review: AdminReview, reason: string) =>
      decide(review.id, () => callApi(adminReviewsApi.reject, { params: { id: review.id }, body: { reason } }), t('reviews.done.rejected')),
    reply: (review: AdminReview, reply: string) => decide(review.id, () => callApi(adminReviewsApi.reply, { params: { id: review.id }, body: { reply } }), t('reviews.done.replied')),
  }
}
