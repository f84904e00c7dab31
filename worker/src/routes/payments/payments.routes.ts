import { Hono } from 'hono'
import { checkoutApi, testPaymentsApi } from '#shared/contracts/orders'
import { requestTime, type AppEnv } from '#worker/context'
import { currentUser } from '#worker/http/auth'
import { answerOnce, idempotency } from '#worker/http/idempotency'
import { rateLimit } from '#worker/http/rate-limit'
import { orderHoldFor } from '#worker/http/shopper-device'
import { readJson } from '#worker/http/validate'
import { publicOrigin } from '#worker/http/public-origin'
import { releaseEarlierCheckouts } from '#worker/services/earlier-checkouts'
import { notFound, paymentFailed } from '#worker/services/domain-errors'
import { handlePaymentEvent } from '#worker/services/order-settlement'
import { paymentIntentAnswer, placeOrder, type PlacedOrder } from '#worker/services/orders'
import { paymentGateway } from '#worker/services/payments/gateway'
import { testGateway } from '#worker/services/payments/test-gateway'
import { CHECKOUT_RATE_LIMIT } from '#worker/services/rate-limit-rules'

// POST /api/create-payment-intent, which places the order (decision 012), mounted at /api.
export const paymentsRoutes = new Hono<AppEnv>().post(
  checkoutApi.createPaymentIntent.path,
  // A double click or a retried request answers the same order and client secret (decision 012).
  idempotency(),
  rateLimit({
    bucket: 'checkout',
    rule: CHECKOUT_RATE_LIMIT,
    input: checkoutApi.createPaymentIntent.input,
    counts: (status) => status === 201,
    message: 'Too many orders placed from this connection. Please try again later.',
  }),
  async (c) => {
    const input = await readJson(c, checkoutApi.createPaymentIntent.input)
    const deps = c.get('deps')
    const gateway = paymentGateway(deps)
    const user = await currentUser(c)
    // Who is holding what (decision 023): the device cookie is set here when the browser has none.
    const hold = await orderHoldFor(c)
    await releaseEarlierCheckouts(deps.db, gateway, hold.client.deviceHash, requestTime(c), c.get('log'))
    const answer = answerOnce(c, 201, (placed: PlacedOrder) => paymentIntentAnswer(placed))
    const placed = await placeOrder(deps.db, gateway, input, {
      userId: user?.id,
      userRole: user?.role,
      now: requestTime(c),
      hold,
      origin: publicOrigin(c),
      alsoWrite: answer.writes,
      log: c.get('log'),
      vapid: deps.config.vapid,
    })
    return answer.send(placed)
  },
)

// The built-in test gateway's card form (worker/src/services/payments/test-gateway.ts). What Stripe
// would tell the shop's webhook about the attempt (processing, declined) is handed to the same
// handler at once, so a declined card marks the order's attempt failed as Stripe's event would.
export const testPaymentsRoutes = new Hono<AppEnv>().post(testPaymentsApi.confirm.path, async (c) => {
  const { clientSecret, cardNumber } = await readJson(c, testPaymentsApi.confirm.input)
  const deps = c.get('deps')
  // 503 in production without PAYMENTS_TEST_MODE; 404 while Stripe takes the payments.
  const gateway = paymentGateway(deps)
  if (gateway.name !== 'test') throw notFound('The test payment gateway is not active on this shop', 'test_gateway_inactive')
  const now = requestTime(c)
  const result = await testGateway(deps.db).payWithCard(clientSecret, cardNumber, now)
  if (result.status !== 'succeeded') {
    await handlePaymentEvent(deps.db, () => gateway, result.event, { now, origin: publicOrigin(c), staffEmail: deps.config.supportEmail, log: c.get('log'), vapid: deps.config.vapid })
  }
  if (result.status === 'declined') {
    throw paymentFailed(result.failureCode === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.', result.failureCode)
  }
  return c.json({ status: result.status })
})
