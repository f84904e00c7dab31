// Cloudflare Workers entry. Static files (dist/assets, images, icons) are served by Workers static
// assets with the headers of dist/_headers; /api/* and the pages (the SPA fallback) reach this
// code first (wrangler.toml `run_worker_first`), so their security headers follow the deployment's
// configuration (Stripe's origins only when it is configured). The Cron Trigger of wrangler.toml
// ([triggers]) calls `scheduled`, which runs the scheduled jobs.
import { createClient } from '@libsql/client/web'
import { createApp, type App } from './src/app'
import { createDb, type Db } from './src/db/client'
import { prepareDatabase } from './src/db/prepare'
import { parseConfig, type Config } from './src/env'
import { newCspNonce, withSecurityHeaders } from './src/http/security-headers'
import { isSecureTransport } from './src/http/transport'
import { runScheduledJobs } from './src/jobs/scheduled'
import { createEmailDelivery, type EmailDelivery } from './src/services/email-delivery'
import { resendTransport } from './src/services/email-transport'
import { workerMailerTransport } from './src/services/email-transport-workers'
import { r2PhotoStore, type R2BucketLike } from './src/services/photo-store'

type Bindings = Record<string, unknown> & { ASSETS?: { fetch(request: Request): Promise<Response> } }

const json = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' },
  })

// One app and one prepared database per isolate; a failed preparation is retried on the next request.
let cached: { app: App; db: Db; config: Config; email?: EmailDelivery; ready: Promise<unknown> } | undefined

/** SMTP over the runtime's TCP sockets or Resend over fetch; with neither, emails wait queued. */
function emailDelivery(db: Db, config: Config): EmailDelivery | undefined {
  const { transport } = config.email
  const chosen = transport.kind === 'smtp' ? workerMailerTransport(transport.url) : transport.kind === 'resend' ? resendTransport(transport) : undefined
  return chosen && createEmailDelivery({ db, transport: chosen, from: config.email.from, clock: () => new Date() })
}

function appFor(env: Bindings) {
  if (cached) return cached
  const parsed = parseConfig(env, 'workers')
  if (!parsed.ok) return undefined
  const { config } = parsed
  const db = createDb(createClient({ url: config.databaseUrl, authToken: config.databaseAuthToken }))
  const ready = prepareDatabase(db, config, new Date())
  const email = emailDelivery(db, config)
  // Product photos live in the R2 bucket bound as PHOTOS (wrangler.toml); without it uploads answer 503.
  const photos = env.PHOTOS ? r2PhotoStore(env.PHOTOS as R2BucketLike) : undefined
  cached = { app: createApp({ db, config, email, photos }), db, config, email, ready }
  return cached
}

/** The prepared app, or why there is none: missing configuration or an unreachable database. */
async function readyApp(env: Bindings) {
  const parsed = parseConfig(env, 'workers')
  if (!parsed.ok) {
    const names = [...parsed.missing, ...parsed.invalid].join(', ')
    return { problem: json(503, 'missing_configuration', `The shop is not configured: missing or invalid ${names}`) }
  }
  const entry = appFor(env)
  if (!entry) return { problem: json(503, 'missing_configuration', 'The shop is not configured') }
  try {
    await entry.ready
  } catch (error) {
    console.error('database preparation failed', error)
    cached = undefined
    return { problem: json(503, 'database_unavailable', 'The database is not reachable right now. Please try again shortly.') }
  }
  return { entry }
}

/** What the security headers depend on, read even when the rest of the configuration is missing. */
function headerOptions(env: Bindings, request: Request) {
  const environment = env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production'
  return { stripe: typeof env.STRIPE_SECRET_KEY === 'string' && env.STRIPE_SECRET_KEY !== '', hsts: isSecureTransport({ environment }, request) }
}

async function answer(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url)
  if (!url.pathname.startsWith('/api')) {
    return env.ASSETS ? env.ASSETS.fetch(request) : json(404, 'not_found', 'Not found')
  }
  const { entry, problem } = await readyApp(env)
  if (!entry) return problem
  return entry.app.fetch(request, env, ctx)
}

export default {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    return withSecurityHeaders(await answer(request, env, ctx), { ...headerOptions(env, request), nonce: newCspNonce() })
  },

  /** The Cron Trigger: once a minute. A failing job is logged by runScheduledJobs and the others still run. */
  async scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
    const { entry, problem } = await readyApp(env)
    if (!entry) {
      console.error(`scheduled jobs skipped: ${await problem.text()}`)
      return
    }
    await runScheduledJobs({ db: entry.db, config: entry.config, email: entry.email }, new Date(controller.scheduledTime))
  },
}
