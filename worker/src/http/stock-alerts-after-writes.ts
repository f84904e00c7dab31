import type { MiddlewareHandler } from 'hono'
import { requestTime, type AppEnv } from '#worker/context'
import { queueDueStockAlerts } from '#worker/services/stock-alerts'
import { afterResponse } from './after-response'
import { publicOrigin } from './public-origin'

/**
 * Mounted on the back office: a write there may have made back-in-stock alerts due (a restock, a
 * stock import, a cancellation, a refund with restock; the database's trigger marks them). Once
 * the answer is on its way, their emails are queued (once each, services/stock-alerts.ts) and
 * sent, so a shopper hears within seconds rather than at the next scheduled run, which stays the
 * path for holds that lapse and the safety net for everything else. One indexed read when nothing
 * is due.
 */
export const sendsDueStockAlerts = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next()
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return
  const now = requestTime(c)
  afterResponse(c, 'back-in-stock alerts', async () => {
    const { db, config, email } = c.get('deps')
    const { queued } = await queueDueStockAlerts(db, config, { origin: publicOrigin(c), now })
    if (queued > 0) await email?.run(now)
  })
}
