// Verified reviews (decision 042): a product's approved reviews for everyone; and the buyer's side:
// an order's lines with their reviews, writing one line's review, and editing or deleting one's own. The buyer is the order's signed-in owner or
// a guest with the order's signed link key (`?key=`); anyone else, staff included, is answered as
// for an order or a review that does not exist.
import { orderAccessQuerySchema } from '#shared/schemas/order-access'
import { helpfulVoteSchema, orderReviewsSchema, ownReviewSchema, productReviewsQuerySchema, productReviewsSchema, reviewInputSchema, reviewRequestUnsubscribeSchema } from '#shared/schemas/reviews'
import { z } from 'zod'
import { del, get, patch, post, resource } from './contract'

export const reviewsApi = resource('/api/reviews', {
  /**
   * A product's approved reviews, 10 a page: the page's language first, then the others (each with
   * its language), newest (`sort=newest`, the default) or most voted helpful (`sort=helpful`)
   * first within each; with the rating (average to one decimal, count) and the fit summary. 404
   * for a product not on sale.
   */
  product: get('/products/:productId', { access: 'public', query: productReviewsQuerySchema, output: productReviewsSchema, errors: ['not_found'] }),
  /** Each line of the order with its review, or why it cannot have one yet (`review_not_delivered`). */
  order: get('/orders/:orderId', { access: 'public', query: orderAccessQuerySchema, output: orderReviewsSchema, errors: ['not_found', 'too_many_requests'] }),
  /** 201 with the review, `pending` until staff approve it. Once per line, once the line has reached its buyer. */
  write: post('/orders/:orderId/lines/:itemId', {
    access: 'public',
    status: 201,
    query: orderAccessQuerySchema,
    input: reviewInputSchema,
    output: ownReviewSchema,
    errors: ['not_found', 'too_many_requests', 'review_not_delivered', 'review_already_written'],
  }),
  /** The author's edit: the review goes back to `pending`, off the product page until approved again. */
  edit: patch('/:reviewId', { access: 'public', query: orderAccessQuerySchema, input: reviewInputSchema, output: ownReviewSchema, errors: ['not_found', 'too_many_requests'] }),
  /**
   * Stops review request emails to the address the token's order was placed with; works signed
   * out, and again on a second click. A forged or unknown token: 404 `review_link_invalid`.
   */
  unsubscribe: post('/requests/unsubscribe', {
    access: 'public',
    input: reviewRequestUnsubscribeSchema,
    output: z.object({ unsubscribed: z.literal(true) }),
    errors: ['review_link_invalid', 'too_many_requests'],
  }),
  /** "This review was helpful": one vote per account, device or address; answers the count. 404 for a review not public. */
  helpful: post('/:reviewId/helpful', { access: 'public', output: helpfulVoteSchema, errors: ['not_found', 'too_many_requests'] }),
  /** A photo for the author's review (multipart, one file named `file`): 201 with the review, back to `pending`. */
  addPhoto: post('/:reviewId/photos', {
    access: 'public',
    status: 201,
    query: orderAccessQuerySchema,
    takes: { mediaType: 'multipart/form-data', description: 'One file named `file`: a photo (JPEG, PNG, WebP or AVIF, 10 MB at most), told by its bytes; 4 a review at most.' },
    output: ownReviewSchema,
    errors: ['not_found', 'too_many_requests', 'validation_failed', 'review_photo_type', 'review_photo_too_many', 'uploads_unavailable'],
  }),
  /** A review's photo: for everyone once the review is approved (cached an hour), before that for its buyer (`?key=` or signed in) and staff only (never cached). */
  photo: get('/:reviewId/photos/:photoId', {
    access: 'public',
    query: orderAccessQuerySchema,
    gives: { mediaType: 'image/*', description: 'The photo as it was sent.' },
    errors: ['not_found'],
  }),
  /** The author removes their review (204). */
  remove: del('/:reviewId', { access: 'public', status: 204, query: orderAccessQuerySchema, errors: ['not_found', 'too_many_requests'] }),
})
