// Moderating reviews in the back office (admin and staff; decision 042): the queue filtered by
// status and rating with the count of each status (waiting reviews first, oldest first), and
// staff's decisions — approve (the author is emailed the first time), reject with a reason kept
// for staff, and the shop's public reply — each audited, each refused with `review_changed` when
// the review moved on (its author edited it, or another moderator decided) since it was read.
import { z } from 'zod'
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_STATUSES } from '#shared/reviews/reviews'
import { pageQuery, pagedListSchema } from '#shared/schemas/paging'
import { adminReviewSchema, reviewRejectSchema, reviewReplySchema } from '#shared/schemas/reviews'
import { get, post, resource } from './contract'

const reviewListQuerySchema = z.object({
  status: z.enum([...REVIEW_STATUSES, 'all']).default('pending'),
  rating: z.coerce.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).optional(),
  page: pageQuery,
})

const reviewListSchema = pagedListSchema(adminReviewSchema).extend({
  /** How many reviews are in each status, with the rating filter, whatever the status filter. */
  counts: z.record(z.enum(REVIEW_STATUSES), z.int()),
})

const decisionErrors = ['not_found', 'review_changed'] as const

export const adminReviewsApi = resource('/api/admin/reviews', {
  list: get('/', { access: 'back-office', query: reviewListQuerySchema, output: reviewListSchema }),
  /** → approved: on the product page and in its rating; the author is emailed the first time. */
  approve: post('/:id/approve', { access: 'back-office', output: adminReviewSchema, errors: decisionErrors }),
  /** → rejected, with staff's reason (never shown publicly nor to the author); off the product page. */
  reject: post('/:id/reject', { access: 'back-office', input: reviewRejectSchema, output: adminReviewSchema, errors: decisionErrors }),
  /** The shop's public reply, shown under the review once approved; a new reply replaces the last. */
  reply: post('/:id/reply', { access: 'back-office', input: reviewReplySchema, output: adminReviewSchema, errors: decisionErrors }),
})
