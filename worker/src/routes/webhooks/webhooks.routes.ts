import { Hono } from 'hono'
import { webhooksApi } from '#shared/contracts/orders'
import { requestTime, type AppEnv } from '#worker/context'
import { publicOrigin } from '#worker/http/public-origin'
import { unavailable } from '#worker/services/domain-errors'
import { handlePaymentEvent } from '#worker/services/order-settlement'
import { paymentGateway } from '#worker/services/payments/gateway'

// Stripe calls this server to server: no Origin header (so the cross-site check lets it through),
// and the signature covers the raw body, read here exactly as it arrived.
export const webhooksRoutes = new Hono<AppEnv>().post(webhooksApi.stripe.path, async (c) => {
  const deps = c.get('deps')
  const gateway = paymentGateway(deps)
  if (gateway.name !== 'stripe') throw unavailable('Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET', 'webhooks_not_configured')
  const now = requestTime(c)
  const event = await gateway.verifyWebhook(await c.req.text(), c.req.header('stripe-signature'), now)
  await handlePaymentEvent(deps.db, () => gateway, event, { now, origin: publicOrigin(c), staffEmail: deps.config.supportEmail, log: c.get('log'), vapid: deps.config.vapid })
  return c.json({ received: true as const })
})
