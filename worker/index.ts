// Cloudflare Workers entry. Static files (dist/) are served by Workers static assets with an
// SPA fallback; only /api/* reaches this code (see wrangler.toml `run_worker_first`).
import { createClient } from '@libsql/client/web'
import { createApp, type App } from './src/app'
import { createDb } from './src/db/client'
import { prepareDatabase } from './src/db/prepare'
import { parseConfig } from './src/env'

type Bindings = Record<string, unknown> & { ASSETS?: { fetch(request: Request): Promise<Response> } }

const json = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' },
  })

// One app and one prepared database per isolate; a failed preparation is retried on the next request.
let cached: { app: App; ready: Promise<unknown> } | undefined

function appFor(env: Bindings) {
  if (cached) return cached
  const parsed = parseConfig(env, 'workers')
  if (!parsed.ok) return undefined
  const { config } = parsed
  const db = createDb(createClient({ url: config.databaseUrl, authToken: config.databaseAuthToken }))
  const ready = prepareDatabase(db, config)
  cached = { app: createApp({ db, config }), ready }
  return cached
}

export default {
  async fetch(request: Request, env: Bindings, ctx: unknown): Promise<Response> {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api')) {
      return env.ASSETS ? env.ASSETS.fetch(request) : json(404, 'not_found', 'Not found')
    }
    const parsed = parseConfig(env, 'workers')
    if (!parsed.ok) {
      const names = [...parsed.missing, ...parsed.invalid].join(', ')
      return json(503, 'missing_configuration', `The shop is not configured: missing or invalid ${names}`)
    }
    const entry = appFor(env)
    if (!entry) return json(503, 'missing_configuration', 'The shop is not configured')
    try {
      await entry.ready
    } catch (error) {
      console.error('database preparation failed', error)
      cached = undefined
      return json(503, 'database_unavailable', 'The database is not reachable right now. Please try again shortly.')
    }
    return entry.app.fetch(request, env, ctx as never)
  },
}
