// Cloudflare Workers entry. Files (dist/: hashed assets, images, icons, sw.js) are served by
// Workers static assets without reaching this code, with the headers of dist/_headers; /api/* goes
// to the API, and every other path is a page drawn here by the server renderer (decision 010;
// wrangler.toml `run_worker_first`). Both get their security headers here, so they follow the
// deployment's configuration (Stripe's origins only when it is configured) and a page's CSP nonce
// is the one its inline scripts carry. The Cron Trigger of wrangler.toml ([triggers]) calls
// `scheduled`, which runs the scheduled jobs. With SENTRY_DSN, both run inside Sentry's wrapper
// and crashes are reported (decision 033).
import { createClient } from '@libsql/client/web'
import { captureException, withSentry } from '@sentry/cloudflare'
import { Hono } from 'hono'
import { renderer } from 'storefront-renderer'
import { statusOf, type ErrorCode } from '#shared/errors/catalogue'
import { errorReportOptions, errorReportOrigin, errorTags, type ErrorReportSettings } from '#shared/error-reports'
import { createApp, type App } from './src/app'
import { SERVER_BUILD } from './src/build'
import { createDb, type Db } from './src/db/client'
import { prepareDatabase } from './src/db/prepare'
import { parseConfig, type Config } from './src/env'
import { malformedPathAnswer } from './src/http/malformed-path'
import { logAnswer, openRequest, REQUEST_ID_HEADER, type RequestRecord } from './src/http/request-log'
import { consoleLogger, LOG_LEVELS, type Logger, type LogLevel } from './src/log'
import type { ReportError } from './src/report-error'
import { newCspNonce, withSecurityHeaders, type CspNonceEnv } from './src/http/security-headers'
import { isSecureTransport } from './src/http/transport'
import { runScheduledJobs } from './src/jobs/scheduled'
import { demoAccountsIn, demoAccountsWarning, loudWarning } from './src/services/demo-accounts'
import { createEmailDelivery, type EmailDelivery } from './src/services/email-delivery'
import { webCryptoPushEncoder } from './src/services/push-encoder-webcrypto'
import { resendTransport } from './src/services/email-transport'
import { workerMailerTransport } from './src/services/email-transport-workers'
import { r2PhotoStore, type R2BucketLike } from './src/services/photo-store'
import { createStorefront, isFilePath } from './src/render/storefront'

type Bindings = Record<string, unknown> & { ASSETS?: { fetch(request: Request): Promise<Response> } }

/** The error contract's answer (worker/src/http/errors.ts), its status the catalogue's for the code. */
const json = (code: ErrorCode, message: string, requestId?: string) =>
  new Response(JSON.stringify({ error: { code, message, requestId } }), {
    status: statusOf(code),
    headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' },
  })

// One app and one prepared database per isolate; a failed preparation is retried on the next request.
let cached:
  | { app: App; pages: ReturnType<typeof pagesWithNonce>; db: Db; config: Config; email?: EmailDelivery; log: Logger; reportError?: ReportError; ready: Promise<unknown> }
  | undefined

/**
 * JSON lines on the console, which Workers Logs index field by field (wrangler.toml
 * [observability]); LOG_LEVEL read even when the rest of the configuration is missing.
 */
const loggerFor = (env: Bindings): Logger =>
  consoleLogger(LOG_LEVELS.includes(env.LOG_LEVEL as LogLevel) ? (env.LOG_LEVEL as LogLevel) : 'info')

/** SMTP over the runtime's TCP sockets or Resend over fetch; with neither, emails wait queued. */
function emailDelivery(db: Db, config: Config): EmailDelivery | undefined {
  const { transport } = config.email
  const chosen = transport.kind === 'smtp' ? workerMailerTransport(transport.url) : transport.kind === 'resend' ? resendTransport(transport) : undefined
  return chosen && createEmailDelivery({ db, transport: chosen, from: config.email.from, clock: () => new Date() })
}

/** NODE_ENV as the Worker reads it before (or without) its configuration: production unless told otherwise. */
const environmentOf = (env: Bindings) => (env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production')

/**
 * Where Sentry's SDK sends this Worker's reports, read even when the rest of the configuration is
 * missing; undefined without a usable SENTRY_DSN, and then the SDK is never started.
 */
function errorReportSettings(env: Bindings): ErrorReportSettings | undefined {
  const dsn = typeof env.SENTRY_DSN === 'string' ? env.SENTRY_DSN : undefined
  if (!errorReportOrigin(dsn)) return undefined
  return { dsn: dsn!, release: SERVER_BUILD.version, environment: environmentOf(env) }
}

/**
 * A crash to Sentry, through the client Sentry's wrapper started for this request or run (the
 * default export below), which sends it before the isolate ends (waitUntil).
 */
const reportToSentry: ReportError = (error, context) => {
  captureException(error, { tags: errorTags(context) })
}

function appFor(env: Bindings) {
  if (cached) return cached
  const parsed = parseConfig(env, 'workers')
  if (!parsed.ok) return undefined
  const { config } = parsed
  const log = loggerFor(env)
  const reportError = errorReportSettings(env) ? reportToSentry : undefined
  // The client is shared by the isolate's requests. Its own queue (20 statements in flight by
  // default) would start one request's statement from another request's finished one, which
  // Workers refuse (I/O on behalf of another request: the request hangs); each request's
  // statements therefore go out at once, and the runtime bounds each request's connections.
  const db = createDb(createClient({ url: config.databaseUrl, authToken: config.databaseAuthToken, concurrency: Number.POSITIVE_INFINITY }))
  // Once the database is ready, a production shop with demo accounts warns (decision 022): once
  // per isolate, its start.
  const ready = prepareDatabase(db, config, new Date()).then(async () => {
    const warning = demoAccountsWarning(config, await demoAccountsIn(db))
    if (warning) log.warn(loudWarning(warning))
  })
  const email = emailDelivery(db, config)
  // Product photos live in the R2 bucket bound as PHOTOS (wrangler.toml); without it uploads answer 503.
  const photos = env.PHOTOS ? r2PhotoStore(env.PHOTOS as R2BucketLike) : undefined
  const pages = pagesWithNonce(createStorefront({ deps: { db, config, email, log, reportError }, renderer, shell: () => renderer.shell }))
  // The deployed version's upload time (wrangler.toml [version_metadata]) is the build time the health report shows.
  const build = { ...SERVER_BUILD, builtAt: versionUploadedAt(env) ?? SERVER_BUILD.builtAt }
  cached = { app: createApp({ db, config, email, photos, log, build, reportError }), pages, db, config, email, log, reportError, ready }
  return cached
}

/** When this Worker version was uploaded, from the version metadata binding; undefined without it. */
function versionUploadedAt(env: Bindings): string | undefined {
  const timestamp = (env.CF_VERSION_METADATA as { timestamp?: unknown } | undefined)?.timestamp
  return typeof timestamp === 'string' && timestamp !== '' ? timestamp : undefined
}

/** The prepared app, or why there is none: missing configuration or an unreachable database. */
async function readyApp(env: Bindings, log: Logger, requestId?: string) {
  const parsed = parseConfig(env, 'workers')
  if (!parsed.ok) {
    const names = [...parsed.missing, ...parsed.invalid].join(', ')
    return { problem: json('missing_configuration', `The shop is not configured: missing or invalid ${names}`, requestId) }
  }
  const entry = appFor(env)
  if (!entry) return { problem: json('missing_configuration', 'The shop is not configured', requestId) }
  try {
    await entry.ready
  } catch (error) {
    log.error('database preparation failed', { err: error })
    cached = undefined
    return { problem: json('database_unavailable', 'The database is not reachable right now. Please try again shortly.', requestId) }
  }
  return { entry }
}

/** What the security headers depend on, read even when the rest of the configuration is missing. */
function headerOptions(env: Bindings, request: Request) {
  return {
    stripe: typeof env.STRIPE_SECRET_KEY === 'string' && env.STRIPE_SECRET_KEY !== '',
    hsts: isSecureTransport({ environment: environmentOf(env) }, request),
    errorReports: errorReportOrigin(errorReportSettings(env)?.dsn),
  }
}

/** The storefront with this response's nonce in its context, where worker/node.ts's securityHeaders() puts it. */
function pagesWithNonce(storefront: ReturnType<typeof createStorefront>) {
  const pages = new Hono<{ Bindings: { cspNonce: string } } & CspNonceEnv>()
  pages.use('*', async (c, next) => {
    c.set('cspNonce', c.env.cspNonce)
    await next()
  })
  return pages.route('/', storefront)
}

async function answer(request: Request, env: Bindings, ctx: ExecutionContext, nonce: string, record: RequestRecord): Promise<Response> {
  const url = new URL(request.url)
  // A path that does not decode is a 400 before anything tries to decode it (http/malformed-path.ts).
  const malformed = malformedPathAnswer(url.pathname, record.id)
  if (malformed) return malformed
  const api = url.pathname === '/api' || url.pathname.startsWith('/api/')
  const page = !api && (!isFilePath(url.pathname) || url.pathname === '/robots.txt' || url.pathname === '/sitemap.xml')
  if (!api && !page) return env.ASSETS ? env.ASSETS.fetch(request) : json('not_found', 'Not found', record.id)
  const { entry, problem } = await readyApp(env, record.log, record.id)
  if (entry) return api ? entry.app.fetch(request, env, ctx) : entry.pages.fetch(request, { cspNonce: nonce }, ctx)
  if (api) return problem
  // Not configured or no database: the shop still opens, drawn by the browser from the shell.
  return new Response(renderer.shell, { headers: { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-cache' } })
}

const handler = {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    const nonce = newCspNonce()
    // Every answer gets its request id (cf-ray) and one log line (http/request-log.ts); the API
    // app adds its route pattern and user.
    const record = openRequest(request, cached?.log ?? loggerFor(env), { runtime: 'workers', trustProxy: false })
    let response: Response
    try {
      response = withSecurityHeaders(await answer(request, env, ctx, nonce, record), { ...headerOptions(env, request), nonce })
    } catch (error) {
      record.log.error('request failed', { method: request.method, err: error })
      if (errorReportSettings(env)) reportToSentry(error, { requestId: record.id, method: request.method })
      response = withSecurityHeaders(json('internal_error', 'Something went wrong on our side. Please try again.', record.id), { ...headerOptions(env, request), nonce })
    }
    response.headers.set(REQUEST_ID_HEADER, record.id)
    logAnswer(record, request, response.status)
    return response
  },

  /** The Cron Trigger: once a minute. A failing job is logged by runScheduledJobs and the others still run. */
  async scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext): Promise<void> {
    const log = cached?.log ?? loggerFor(env)
    const { entry, problem } = await readyApp(env, log)
    if (!entry) {
      log.error('scheduled jobs skipped', { problem: await problem.text() })
      return
    }
    const { db, config, email, reportError } = entry
    // Web Push with the WebCrypto encoder (web-push needs Node's crypto); none without VAPID keys (decision 043).
    const push = config.vapid && { vapid: config.vapid, hosts: config.pushServiceHosts, encoder: webCryptoPushEncoder }
    await runScheduledJobs({ db, config, email, push, log: entry.log.child({ scheduled: controller.cron }), reportError }, new Date(controller.scheduledTime))
  },
}

// With SENTRY_DSN, the same handlers inside Sentry's wrapper: a client per request or scheduled
// run, with the shared options and scrubbing (shared/error-reports.ts), flushed through waitUntil.
// Our handlers catch every crash and report it once themselves; the wrapper would also report one
// that escaped them. Without a DSN the wrapper is never made and the SDK never starts.
let reporting: typeof handler | undefined
const handlerFor = (env: Bindings): typeof handler =>
  errorReportSettings(env) ? (reporting ??= withSentry((wrapped: Bindings) => errorReportOptions(errorReportSettings(wrapped)!), { ...handler })) : handler

export default {
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => handlerFor(env).fetch(request, env, ctx),
  scheduled: (controller: ScheduledController, env: Bindings, ctx: ExecutionContext) => handlerFor(env).scheduled(controller, env, ctx),
}
