// Reviews in the back office (admin and staff, behind the guard of admin.routes.ts; decision 042):
// the moderation queue and staff's decisions, each audited (services/reviews-admin.ts).
import { Hono, type Context } from 'hono'
import { adminReviewsApi } from '#shared/contracts/admin-reviews'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { deliversEmail } from '#worker/http/deliver-email'
import { publicOrigin } from '#worker/http/public-origin'
import { readJson, readQuery } from '#worker/http/validate'
import { approveReview, listReviews, rejectReview, replyToReview, type ReviewsAdminDeps } from '#worker/services/reviews-admin'

const depsOf = (c: Context<AppEnv>): ReviewsAdminDeps => ({ db: c.get('deps').db, origin: publicOrigin(c) })
const who = (c: Context<AppEnv>) => signedInUser(c).id
const reviewId = (c: Context<AppEnv>) => c.req.param('id') ?? ''

export const adminReviews = new Hono<AppEnv>()
  .get(adminReviewsApi.list.path, async (c) => c.json(await listReviews(c.get('deps').db, readQuery(c, adminReviewsApi.list.query))))
  // The author's "published" email leaves at once, not at the next scheduled run.
  .post(adminReviewsApi.approve.path, deliversEmail(), async (c) => c.json(await approveReview(depsOf(c), who(c), reviewId(c), requestTime(c))))
  .post(adminReviewsApi.reject.path, async (c) => {
    const { reason } = await readJson(c, adminReviewsApi.reject.input)
    return c.json(await rejectReview(depsOf(c), who(c), reviewId(c), reason, requestTime(c)))
  })
  .post(adminReviewsApi.reply.path, async (c) => {
    const { reply } = await readJson(c, adminReviewsApi.reply.input)
    return c.json(await replyToReview(depsOf(c), who(c), reviewId(c), reply, requestTime(c)))
  })
