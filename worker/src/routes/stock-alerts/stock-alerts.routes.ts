import { Hono } from 'hono'
import { stockAlertsApi } from '#shared/contracts/stock-alerts'
import { MESSAGES } from '#shared/schemas/messages'
import { requestTime, type AppEnv } from '#worker/context'
import { currentUser } from '#worker/http/auth'
import { rateLimit } from '#worker/http/rate-limit'
import { readJson } from '#worker/http/validate'
import { invalid } from '#worker/services/domain-errors'
import { STOCK_ALERT_EMAIL_RATE_LIMIT, STOCK_ALERT_RATE_LIMIT } from '#worker/services/rate-limit-rules'
import { subscribeToStockAlert, unsubscribeFromStockAlerts } from '#worker/services/stock-alerts'

const MESSAGE = 'Too many requests. Please try again later.'

export const stockAlertsRoutes = new Hono<AppEnv>()
  .post(
    stockAlertsApi.subscribe.path,
    rateLimit({ bucket: 'stock-alert', rule: STOCK_ALERT_RATE_LIMIT, input: stockAlertsApi.subscribe.input, message: MESSAGE }),
    rateLimit({
      bucket: 'stock-alert:email',
      rule: STOCK_ALERT_EMAIL_RATE_LIMIT,
      input: stockAlertsApi.subscribe.input,
      subject: async (c, body) => body.email ?? (await currentUser(c))?.email,
      message: MESSAGE,
    }),
    async (c) => {
      const input = await readJson(c, stockAlertsApi.subscribe.input)
      // Signed in: the account's address unless another is given (one tap). A guest gives one.
      const user = await currentUser(c)
      const email = input.email ?? user?.email
      if (!email) throw invalid(MESSAGES.emailRequired, 'validation_failed', { email: MESSAGES.emailRequired })
      const { productId, color, size, language } = input
      await subscribeToStockAlert(c.get('deps').db, { productId, color, size, language, email, userId: user?.email === email ? user.id : null }, requestTime(c))
      // The same answer whether the address was already waiting or not.
      return c.json({ subscribed: true as const })
    },
  )
  .post(
    stockAlertsApi.unsubscribe.path,
    rateLimit({ bucket: 'stock-alert', rule: STOCK_ALERT_RATE_LIMIT, input: stockAlertsApi.unsubscribe.input, message: MESSAGE }),
    async (c) => {
      const { token } = await readJson(c, stockAlertsApi.unsubscribe.input)
      const { db, config } = c.get('deps')
      await unsubscribeFromStockAlerts(db, config, token, requestTime(c))
      return c.json({ unsubscribed: true as const })
    },
  )
