import { Hono } from 'hono'
import { ordersApi } from '#shared/contracts/orders'
import { requestTime, type AppEnv } from '#worker/context'
import { requireUser, signedInUser } from '#worker/http/auth'
import { deliversEmail } from '#worker/http/deliver-email'
import { orderIdOf, visibleOrder } from '#worker/http/order-viewer'
import { publicOrigin } from '#worker/http/public-origin'
import { rateLimit } from '#worker/http/rate-limit'
import { readQuery } from '#worker/http/validate'
import { findCustomerOrder, listCustomerOrders } from '#worker/services/customer-orders'
import { notFound } from '#worker/services/domain-errors'
import { extendHold } from '#worker/services/order-holds'
import { confirmOrderPayment } from '#worker/services/order-settlement'
import { orderConfirmationOf } from '#worker/services/orders'
import { paymentForRetry } from '#worker/services/payment-retry'
import { paymentGateway } from '#worker/services/payments/gateway'
import { ORDER_LOOKUP_RATE_LIMIT, PAYMENT_RETRY_RATE_LIMIT } from '#worker/services/rate-limit-rules'

// Orders by id answer only those who may see them (decision 023), at a limited pace per address.
const lookups = rateLimit({ bucket: 'order-lookup', rule: ORDER_LOOKUP_RATE_LIMIT, message: 'Too many order lookups from this connection. Please try again later.' })

export const ordersRoutes = new Hono<AppEnv>()
  // The confirmation email (with the order's signed link) leaves at once, not at the next scheduled run.
  .post(ordersApi.confirm.path, lookups, deliversEmail(), async (c) => {
    const deps = c.get('deps')
    const { order } = await visibleOrder(c, orderIdOf(c.req.param('id')))
    const view = await confirmOrderPayment(deps.db, () => paymentGateway(deps), order.id, {
      now: requestTime(c),
      origin: publicOrigin(c),
      log: c.get('log'),
      vapid: deps.config.vapid,
    })
    return c.json(view)
  })
  .get(ordersApi.guest.path, lookups, async (c) => c.json(orderConfirmationOf(await visibleOrder(c, orderIdOf(c.req.param('id'))))))
  .post(ordersApi.hold.path, lookups, async (c) => {
    const { order } = await visibleOrder(c, orderIdOf(c.req.param('id')))
    return c.json(await extendHold(c.get('deps').db, order.id, requestTime(c)))
  })
  .post(
    ordersApi.payAgain.path,
    lookups,
    rateLimit({ bucket: 'payment-retry', rule: PAYMENT_RETRY_RATE_LIMIT, message: 'Too many payment attempts from this connection. Please try again later.' }),
    async (c) => {
      const deps = c.get('deps')
      const { order } = await visibleOrder(c, orderIdOf(c.req.param('id')))
      return c.json(await paymentForRetry(deps.db, paymentGateway(deps), order.id))
    },
  )
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
