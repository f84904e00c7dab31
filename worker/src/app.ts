// createApp(): the one Hono app, free of any runtime; worker/index.ts (Workers) and
// worker/node.ts (Node) give it a database and configuration.
import { Hono } from 'hono'
import { authApi } from '#shared/contracts/auth'
import { statusOf } from '#shared/errors/catalogue'
import { blogApi, productsApi, syncApi } from '#shared/contracts/catalogue'
import { uploadsApi } from '#shared/contracts/admin-products'
import { contactApi, healthApi, newsletterApi, siteApi } from '#shared/contracts/content'
import { accountApi } from '#shared/contracts/account'
import { apiDocsApi } from '#shared/contracts/api-docs'
import { dashboardApi } from '#shared/contracts/dashboard'
import { loyaltyApi } from '#shared/contracts/loyalty'
import { storeCreditApi } from '#shared/contracts/store-credit'
import { returnsApi } from '#shared/contracts/returns'
import { pushApi } from '#shared/contracts/push'
import { reviewsApi } from '#shared/contracts/reviews'
import { checkoutApi, ordersApi, testPaymentsApi, webhooksApi } from '#shared/contracts/orders'
import { stockAlertsApi } from '#shared/contracts/stock-alerts'
import { promoCodesApi } from '#shared/contracts/promo-codes'
import { bodyLimit } from 'hono/body-limit'
import { routePath } from 'hono/route'
import { requestTime, type AppDeps, type AppEnv } from './context'
import { AnswerCache } from './http/cached-answer'
import { recordServerError } from './services/server-errors'
import { currentSyncCursor } from './services/sync'
import { afterResponse } from './http/after-response'
import { ApiError, errorAnswer, type ErrorBody } from './http/errors'
import { malformedPathAnswer } from './http/malformed-path'
import { isPhotoUpload } from './http/photo-upload'
import { isStockImport, stockImportBodyLimit } from './http/stock-import'
import { jsonBody } from './http/validate'
import { logAnswer, openRequest, REQUEST_ID_HEADER, requestRecord } from './http/request-log'
import { consoleLogger } from './log'
import { originCheck } from './http/origin-check'
import { sendsDueStockAlerts } from './http/stock-alerts-after-writes'
import { accountRoutes } from './routes/account/account.routes'
import { apiDocsRoutes } from './routes/api-docs/api-docs.routes'
import { adminRoutes } from './routes/admin/admin.routes'
import { authRoutes } from './routes/auth/auth.routes'
import { blogRoutes } from './routes/blog/blog.routes'
import { contactRoutes } from './routes/contact/contact.routes'
import { dashboardRoutes } from './routes/dashboard/dashboard.routes'
import { healthRoutes } from './routes/health/health.routes'
import { loyaltyRoutes } from './routes/loyalty/loyalty.routes'
import { storeCreditRoutes } from './routes/store-credit/store-credit.routes'
import { pushRoutes } from './routes/push/push.routes'
import { returnsRoutes } from './routes/returns/returns.routes'
import { reviewsRoutes } from './routes/reviews/reviews.routes'
import { newsletterRoutes } from './routes/newsletter/newsletter.routes'
import { ordersRoutes } from './routes/orders/orders.routes'
import { paymentsRoutes, testPaymentsRoutes } from './routes/payments/payments.routes'
import { productsRoutes } from './routes/products/products.routes'
import { siteRoutes } from './routes/site/site.routes'
import { promoCodesRoutes } from './routes/promo-codes/promo-codes.routes'
import { stockAlertsRoutes } from './routes/stock-alerts/stock-alerts.routes'
import { syncRoutes } from './routes/sync/sync.routes'
import { uploadsRoutes } from './routes/uploads/uploads.routes'
import { webhooksRoutes } from './routes/webhooks/webhooks.routes'
import { wholesaleRoutes } from './routes/wholesale/wholesale.routes'

export const MAX_BODY_BYTES = 100 * 1024

const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024

export function createApp(appDeps: AppDeps) {
  const app = new Hono<AppEnv>()
  const readCursor = appDeps.syncCursor ?? (() => currentSyncCursor(appDeps.db))
  const cacheBytes = appDeps.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES
  // Where the app does not compress (Workers), an answer is rebuilt from kept product JSON for
  // little, so most of the budget keeps product JSON and a Worker stays well inside 128 MB (decision 027).
  const answers = new AnswerCache(appDeps.compress ? cacheBytes : cacheBytes / 4, async () => readCursor(), cacheBytes)
  const log = appDeps.log ?? consoleLogger(appDeps.config.logLevel)
  const deps = { ...appDeps, log, answers }

  // A path that does not decode is a 400, logged nowhere (http/malformed-path.ts); the entries
  // check it first, and so does the app, whoever serves it.
  // The request's id and log line: opened by the entry that received it, or here when the app is
  // used alone; here it learns the route pattern and the signed-in user (http/request-log.ts).
  app.use('*', async (c, next) => {
    const opened = requestRecord(c.req.raw)
    const record = opened ?? openRequest(c.req.raw, log, deps.config)
    c.set('deps', deps)
    c.set('requestId', record.id)
    c.set('log', record.log)
    await next()
    c.header(REQUEST_ID_HEADER, record.id)
    record.route = routePath(c)
    record.userId = c.get('user')?.id
    if (!opened) logAnswer(record, c.req.raw, c.res.status)
  })
  app.use('/api/*', async (c, next) => malformedPathAnswer(new URL(c.req.url).pathname, c.get('requestId')) ?? next())
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  app.use('/api/*', originCheck) // cross-site state-changing requests → 403
  // A photo upload is multipart and may weigh 10 MB: its own route sets its limit and reads it. A
  // stock import's CSV may weigh 2 MB.
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError('payload_too_large', `Request body must be at most ${MAX_BODY_BYTES / 1024} KB`)
    },
  })
  // Reads without a body skip it: looking for a body makes @hono/node-server build a full
  // Request object, a cost every catalogue read would pay.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || isPhotoUpload(c.req.method, c.req.path)
      ? next()
      : isStockImport(c.req.method, c.req.path)
        ? stockImportBodyLimit(c, next)
        : limitBody(c, next),
  )

  // Every JSON body is checked once here, so malformed JSON or a wrong content type is a 400 on
  // any endpoint, before a handler runs. Handlers then validate the shape with shared zod schemas.
  app.use('/api/*', async (c, next) => {
    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method) && !isPhotoUpload(c.req.method, c.req.path)) await jsonBody(c)
    await next()
  })

  // Each resource mounts its own middleware (idempotency, rate limits) on the calls that need it.
  app.route(healthApi.base, healthRoutes)
  app.route(authApi.base, authRoutes)
  app.route(productsApi.base, productsRoutes)
  app.route(blogApi.base, blogRoutes)
  app.route(syncApi.base, syncRoutes)
  app.route(uploadsApi.base, uploadsRoutes)
  app.route(contactApi.base, contactRoutes)
  app.route(newsletterApi.base, newsletterRoutes)
  app.route(stockAlertsApi.base, stockAlertsRoutes)
  app.route(siteApi.base, siteRoutes)
  app.route(promoCodesApi.base, promoCodesRoutes)
  app.route(checkoutApi.base, paymentsRoutes) // POST /api/create-payment-intent
  app.route(testPaymentsApi.base, testPaymentsRoutes)
  app.route(webhooksApi.base, webhooksRoutes)
  app.route(ordersApi.base, ordersRoutes)
  app.route(accountApi.base, accountRoutes)
  app.route(loyaltyApi.base, loyaltyRoutes)
  app.route(storeCreditApi.base, storeCreditRoutes)
  app.route(returnsApi.base, returnsRoutes)
  app.route(pushApi.base, pushRoutes)
  app.route(reviewsApi.base, reviewsRoutes)
  app.route('/api/wholesale', wholesaleRoutes)
  app.route(dashboardApi.base, dashboardRoutes)
  // A back-office write may have brought a sold-out size back: its alerts go out right after.
  app.use('/api/admin/*', sendsDueStockAlerts())
  app.route('/api/admin', adminRoutes)
  app.route(apiDocsApi.base, apiDocsRoutes) // GET /api/openapi.json, GET /api/docs (decision 031)

  app.notFound((c) => {
    const body: ErrorBody = { error: { code: 'not_found', message: `No such endpoint: ${c.req.method} ${c.req.path}`, requestId: c.get('requestId') } }
    return c.json(body, statusOf('not_found'))
  })

  // ApiErrors, and the DomainErrors services throw, become the error contract; anything else is a
  // crash: logged, and kept for the operations screen once answered (services/server-errors.ts,
  // decision 032), so a failure to keep it never changes the answer.
  app.onError((err, c) => {
    const answer = errorAnswer(c, err)
    if (answer) return answer
    const requestId = c.get('requestId')
    const where = { method: c.req.method, route: routePath(c) }
    c.get('log').error('request failed', { ...where, err })
    deps.reportError?.(err, { ...where, requestId })
    const crash = { occurredAt: requestTime(c), requestId, ...where, status: 500, error: err, userId: c.get('user')?.id }
    afterResponse(c, 'keeping the server error', () => recordServerError(deps.db, crash))
    const body: ErrorBody = {
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.', requestId },
    }
    return c.json(body, statusOf('internal_error'))
  })

  return app
}

export type App = ReturnType<typeof createApp>
