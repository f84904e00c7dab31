import { Hono } from 'hono'
import { ordersApi } from '#shared/contracts/orders'
import { requestTime, type AppEnv } from '#worker/context'
import { requireUser, signedInUser } from '#worker/http/auth'
import { publicOrigin } from '#worker/http/public-origin'
import { rateLimit } from '#worker/http/rate-limit'
import { readQuery } from '#worker/http/validate'
import { findCustomerOrder, listCustomerOrders } from '#worker/services/customer-orders'
import { notFound } from '#worker/services/domain-errors'
import { confirmOrderPayment } from '#worker/services/order-settlement'
import { paymentForRetry } from '#worker/services/payment-retry'
import { findOrderConfirmation } from '#worker/services/orders'
import { paymentGateway } from '#worker/services/payments/gateway'
import type { RateLimitRule } from '#worker/services/rate-limit'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const orderIdOf = (id: string) => {
  if (!UUID.test(id)) throw notFound('Order not found')
  return id.toLowerCase()
}

/** Paying again asks the provider each time: plenty for a shopper whose card keeps failing, not a loop. */
export const PAYMENT_RETRY_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 }

export const ordersRoutes = new Hono<AppEnv>()
  .post(ordersApi.confirm.path, async (c) => {
    const deps = c.get('deps')
    const view = await confirmOrderPayment(deps.db, () => paymentGateway(deps), orderIdOf(c.req.param('id')), {
      now: requestTime(c),
      origin: publicOrigin(c),
    })
    return c.json(view)
  })
  .post(ordersApi.payAgain.path, rateLimit({ bucket: 'payment-retry', rule: PAYMENT_RETRY_RATE_LIMIT, message: 'Too many payment attempts from this connection. Please try again later.' }), async (c) => {
    const deps = c.get('deps')
    return c.json(await paymentForRetry(deps.db, paymentGateway(deps), orderIdOf(c.req.param('id'))))
  })
  .get(ordersApi.guest.path, async (c) => {
    const order = await findOrderConfirmation(c.get('deps').db, orderIdOf(c.req.param('id')))
    if (!order) throw notFound('Order not found')
    return c.json(order)
  })
  .get(ordersApi.mine.path, requireUser, async (c) => {
    const { page } = readQuery(c, ordersApi.mine.query)
    return c.json(await listCustomerOrders(c.get('deps').db, signedInUser(c).id, page))
  })
  .get(ordersApi.mineById.path, requireUser, async (c) => {
    // Someone else's order answers exactly as a missing one does.
    const order = await findCustomerOrder(c.get('deps').db, signedInUser(c).id, orderIdOf(c.req.param('id')))
    if (!order) throw notFound('Order not found')
    return c.json(order)
  })
