// Verified reviews (decision 042): a product's approved reviews for everyone; the buyer's side: the order's lines with their reviews, writing
// a line's review, editing and deleting one's own. The buyer is the order's signed-in owner or the
// holder of its signed link (`?key=`); anyone else is answered as for an order or a review that
// does not exist. Writes are limited per address; reads share the order lookups' limit.
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { REVIEW_PHOTO_MAX_BYTES } from '#shared/reviews/reviews'
import { reviewsApi } from '#shared/contracts/reviews'
import { requestTime, type AppEnv } from '#worker/context'
import { currentUser } from '#worker/http/auth'
import { boughtOrder, orderIdOf } from '#worker/http/order-viewer'
import { ApiError } from '#worker/http/errors'
import { readEvidenceUpload } from '#worker/http/photo-upload'
import { rateLimit } from '#worker/http/rate-limit'
import { reviewVoter } from '#worker/http/shopper-device'
import { readJson, readQuery } from '#worker/http/validate'
import { notFound } from '#worker/services/domain-errors'
import { productReviews, voteHelpful } from '#worker/services/product-reviews'
import { ORDER_LOOKUP_RATE_LIMIT, REVIEW_UNSUBSCRIBE_RATE_LIMIT, REVIEW_VOTE_RATE_LIMIT, REVIEW_WRITE_RATE_LIMIT } from '#worker/services/rate-limit-rules'
import { stopReviewRequests } from '#worker/services/review-requests'
import { addReviewPhoto, readReviewPhoto } from '#worker/services/review-photos'
import { deleteReview, editReview, findReview, ownReviewView, reviewsOfOrder, writeReview } from '#worker/services/reviews'

const lookups = rateLimit({ bucket: 'order-lookup', rule: ORDER_LOOKUP_RATE_LIMIT, message: 'Too many order lookups from this connection. Please try again later.' })
const writes = rateLimit({ bucket: 'review-write', rule: REVIEW_WRITE_RATE_LIMIT, message: 'Too many reviews from this connection. Please try again later.' })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function reviewOfPath(c: Context<AppEnv>) {
  const id = c.req.param('reviewId') ?? ''
  const row = UUID.test(id) ? await findReview(c.get('deps').db, id.toLowerCase()) : undefined
  if (!row) throw notFound('Review not found')
  return row
}

/** The review when the caller is its order's buyer; 404 otherwise, as for an unknown review. */
async function ownedReview(c: Context<AppEnv>) {
  const row = await reviewOfPath(c)
  await boughtOrder(c, row.orderId).catch(() => {
    throw notFound('Review not found')
  })
  return row
}

/** Whether the caller may see the review's photos: everyone once it is approved; before that its buyer and staff. */
async function maySeePhotos(c: Context<AppEnv>, row: Awaited<ReturnType<typeof reviewOfPath>>) {
  if (row.status === 'approved') return true
  const user = await currentUser(c)
  if (user?.role === 'admin' || user?.role === 'staff') return true
  return boughtOrder(c, row.orderId).then(
    () => true,
    () => false,
  )
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
  .post(
    reviewsApi.addPhoto.path,
    writes,
    bodyLimit({
      maxSize: REVIEW_PHOTO_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError('payload_too_large', 'A photo must be at most 10 MB')
      },
    }),
    async (c) => {
      const store = c.get('deps').photos
      if (!store) throw new ApiError('uploads_unavailable', 'Uploads are not configured on this server')
      const row = await ownedReview(c)
      const bytes = await readEvidenceUpload(c)
      await addReviewPhoto(c.get('deps').db, store, row, bytes, requestTime(c))
      return c.json(await ownReviewView(c.get('deps').db, row.id), 201)
    },
  )
  // Public once the review is approved; before that private, and nothing keeps a copy.
  .get(reviewsApi.photo.path, async (c) => {
    const row = await reviewOfPath(c)
    if (!(await maySeePhotos(c, row))) throw notFound('No such photo')
    const file = await readReviewPhoto(c.get('deps').db, c.get('deps').photos, row.id, c.req.param('photoId'))
    return new Response(file.body, {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.size),
        'cache-control': row.status === 'approved' ? 'public, max-age=3600' : 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  })
  .delete(reviewsApi.remove.path, writes, async (c) => {
    await deleteReview(c.get('deps').db, await ownedReview(c))
    return c.body(null, 204)
  })
