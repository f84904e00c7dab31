// The wholesale channel's public side: the order form's submission, open to anyone and
// retried safely by the app's outbox, and the signed-in buyer's inquiries and accounts.
import { Hono, type MiddlewareHandler } from 'hono'
import { wholesaleApi } from '#shared/contracts/wholesale'
import { requestTime, type AppEnv } from '#worker/context'
import { currentUser, requireUser, signedInUser } from '#worker/http/auth'
import { deliversEmail } from '#worker/http/deliver-email'
import { answerOnce, IDEMPOTENCY_HEADER, idempotency } from '#worker/http/idempotency'
import { publicOrigin } from '#worker/http/public-origin'
import { rateLimit } from '#worker/http/rate-limit'
import { readJson } from '#worker/http/validate'
import { wholesaleRefusedNotice, wholesaleSentNotice } from '#worker/push/notifications'
import { queuePush } from '#worker/services/push-outbox'
import { WHOLESALE_ORDER_RATE_LIMIT } from '#worker/services/rate-limit-rules'
import { accountsOf } from '#worker/services/wholesale-accounts'
import { inquiriesOf, receiveWholesaleOrder, toReceipt, type InquiryRow } from '#worker/services/wholesale-inquiries'

/**
 * A signed-in buyer's order sent with its outbox key (the app's queue) and refused for good — a 4xx
 * but too many requests or one still in progress, what the outbox keeps for review — tells their
 * devices that follow their wholesale orders, once per order (decision 043): the refusal writes
 * nothing else, so the notice is its own write, after the answer is known.
 */
const errorCodeOf = async (res: Response) => ((await res.clone().json().catch(() => ({}))) as { error?: { code?: string } }).error?.code

const tellsRefusedOrder: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const status = c.res.status
  const key = c.req.header(IDEMPOTENCY_HEADER)
  if (status < 400 || status >= 500 || status === 429 || !key) return
  if (status === 409 && (await errorCodeOf(c.res)) === 'idempotency_request_in_progress') return
  const user = await currentUser(c)
  const { db, config } = c.get('deps')
  const [notice, ...more] = user ? queuePush(db, config.vapid, wholesaleRefusedNotice({ userId: user.id, key })) : []
  if (notice) await db.batch([notice, ...more])
}

export const wholesaleRoutes = new Hono<AppEnv>()
  .post(
    wholesaleApi.submit.path,
    tellsRefusedOrder,
    idempotency(),
    rateLimit({
      bucket: 'wholesale-order',
      rule: WHOLESALE_ORDER_RATE_LIMIT,
      input: wholesaleApi.submit.input,
      message: 'Too many orders sent from this connection. Please try again later.',
    }),
    deliversEmail(),
    async (c) => {
      const input = await readJson(c, wholesaleApi.submit.input)
      const { db, config } = c.get('deps')
      const user = await currentUser(c)
      const origin = publicOrigin(c)
      const answer = answerOnce(c, 201, toReceipt)
      const inquiry: InquiryRow = await receiveWholesaleOrder(db, input, {
        userId: user?.id ?? null,
        now: requestTime(c),
        salesEmail: config.wholesaleEmail,
        adminLink: (id) => `${origin}/admin/wholesale?inquiry=${encodeURIComponent(id)}`,
        // With the idempotent answer, a push to the buyer's devices that follow their wholesale orders (decision 043).
        alsoWrite: (stored) => [
          ...answer.writes(stored),
          ...queuePush(db, config.vapid, user ? wholesaleSentNotice({ userId: user.id, inquiryId: stored.id, reference: stored.reference ?? '' }) : undefined),
        ],
      })
      return answer.send(inquiry)
    },
  )
  .get(wholesaleApi.myOrders.path, requireUser, async (c) => c.json(await inquiriesOf(c.get('deps').db, signedInUser(c).id)))
  .get(wholesaleApi.myAccounts.path, requireUser, async (c) => c.json(await accountsOf(c.get('deps').db, signedInUser(c).id)))
