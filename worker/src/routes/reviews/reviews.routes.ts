// Verified reviews (decision 042): a product's approved reviews for everyone; the buyer's side: the order's lines with their reviews, writing
// a line's review, editing and deleting one's own. The buyer is the order's signed-in owner or the
// holder of its signed link (`?key=`); anyone else is answered as for an order or a review that
// does not exist. Writes are limited per address; reads share the order lookups' limit.
import { Hono, type Context } from 'hono'
import { reviewsApi } from '#shared/contracts/reviews'
import { requestTime, type AppEnv } from '#worker/context'
import { currentUser } from '#worker/http/auth'
import { boughtOrder, orderIdOf } from '#worker/http/order-viewer'
import { rateLimit } from '#worker/http/rate-limit'
import { reviewVoter } from '#worker/http/shopper-device'
import { readJson, readQuery } from '#worker/http/validate'
import { notFound } from '#worker/services/domain-errors'
import { productReviews, voteHelpful } from '#worker/services/product-reviews'
import { ORDER_LOOKUP_RATE_LIMIT, REVIEW_UNSUBSCRIBE_RATE_LIMIT, REVIEW_VOTE_RATE_LIMIT, REVIEW_WRITE_RATE_LIMIT } from '#worker/services/rate-limit-rules'
import { stopReviewRequests } from '#worker/services/review-requests'
import { deleteReview, editReview, findReview, reviewsOfOrder, writeReview } from '#worker/services/reviews'

const lookups = rateLimit({ bucket: 'order-lookup', rule: ORDER_LOOKUP_RATE_LIMIT, message: 'Too many order lookups from this connection. Please try again later.' })
const writes = rateLimit({ bucket: 'review-write', rule: REVIEW_WRITE_RATE_LIMIT, message: 'Too many reviews from this connection. Please try again later.' })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The review when the caller is its order's buyer; 404 otherwise, as for an unknown review. */
async function ownedReview(c: Context<AppEnv>) {
  const id = c.req.param('reviewId') ?? ''
  const row = UUID.test(id) ? await findReview(c.get('deps').db, id.toLowerCase()) : undefined
  if (!row) throw notFound('Review not found')
  await boughtOrder(c, row.orderId).catch(() => {
    throw notFound('Review not found')
  })
  return row
}

export const reviewsRoutes = new Hono<AppEnv>()
  .get(reviewsApi.product.path, async (c) => {
    const { lang, page, sort } = readQuery(c, reviewsApi.product.query)
    const id = c.req.param('productId')
    if (!UUID.test(id)) throw notFound('Product not found')
    return c.json(await productReviews(c.get('deps').db, id.toLowerCase(), lang, page, sort))
  })
  .post(
    reviewsApi.helpful.path,
    rateLimit({ bucket: 'review-vote', rule: REVIEW_VOTE_RATE_LIMIT, message: 'Too many votes from this connection. Please try again later.' }),
    async (c) => {
      const id = c.req.param('reviewId')
      if (!UUID.test(id)) throw notFound('Review not found')
      const voter = await reviewVoter(c, (await currentUser(c))?.id)
      return c.json(await voteHelpful(c.get('deps').db, id.toLowerCase(), voter))
    },
  )
  .get(reviewsApi.order.path, lookups, async (c) => {
    const found = await boughtOrder(c, orderIdOf(c.req.param('orderId')))
    return c.json(await reviewsOfOrder(c.get('deps').db, found, requestTime(c)))
  })
  .post(reviewsApi.write.path, writes, async (c) => {
    const input = await readJson(c, reviewsApi.write.input)
    const found = await boughtOrder(c, orderIdOf(c.req.param('orderId')))
    const itemId = c.req.param('itemId').toLowerCase()
    return c.json(await writeReview(c.get('deps').db, found, itemId, input, requestTime(c)), 201)
  })
  .patch(reviewsApi.edit.path, writes, async (c) => {
    const input = await readJson(c, reviewsApi.edit.input)
    return c.json(await editReview(c.get('deps').db, await ownedReview(c), input, requestTime(c)))
  })
  .post(
    reviewsApi.unsubscribe.path,
    rateLimit({ bucket: 'review-unsubscribe', rule: REVIEW_UNSUBSCRIBE_RATE_LIMIT, input: reviewsApi.unsubscribe.input, message: 'Too many attempts from this connection. Please try again later.' }),
    async (c) => {
      const { token } = await readJson(c, reviewsApi.unsubscribe.input)
      const { db, config } = c.get('deps')
      await stopReviewRequests(db, config, token, requestTime(c))
      return c.json({ unsubscribed: true as const })
    },
  )
  .delete(reviewsApi.remove.path, writes, async (c) => {
    await deleteReview(c.get('deps').db, await ownedReview(c))
    return c.body(null, 204)
  })
