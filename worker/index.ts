// Cloudflare Workers entry. Static files (dist/) are served by Workers static assets with an
// SPA fallback; only /api/* reaches this code (see wrangler.toml `run_worker_first`). The Cron
// Trigger of wrangler.toml ([triggers]) calls `scheduled`, which runs the scheduled jobs.
import { createClient } from '@libsql/client/web'
import { createApp, type App } from './src/app'
import { createDb, type Db } from './src/db/client'
import { prepareDatabase } from './src/db/prepare'
import { parseConfig, type Config } from './src/env'
import { runScheduledJobs } from './src/jobs/scheduled'

type Bindings = Record<string, unknown> & { ASSETS?: { fetch(request: Request): Promise<Response> } }

const json = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' },
  })

// One app and one prepared database per isolate; a failed preparation is retried on the next request.
let cached: { app: App; db: Db; config: Config; ready: Promise<unknown> } | undefined

function appFor(env: Bindings) {
  if (cached) return cached
  const parsed = parseConfig(env, 'workers')
  if (!parsed.ok) return undefined
  const { config } = parsed
  const db = createDb(createClient({ url: config.databaseUrl, authToken: config.databaseAuthToken }))
  const ready = prepareDatabase(db, config, new Date())
  cached = { app: createApp({ db, config }), db, config, ready }
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

export default {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api')) {
      return env.ASSETS ? env.ASSETS.fetch(request) : json(404, 'not_found', 'Not found')
    }
    const { entry, problem } = await readyApp(env)
    if (!entry) return problem
    return entry.app.fetch(request, env, ctx)
  },

  /** The Cron Trigger: once a minute. A failing job is logged by runScheduledJobs and the others still run. */
  async scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
    const { entry, problem } = await readyApp(env)
    if (!entry) {
      console.error(`scheduled jobs skipped: ${await problem.text()}`)
      return
    }
    await runScheduledJobs({ db: entry.db, config: entry.config }, new Date(controller.scheduledTime))
  },
}
