// Node entry: one process serves the built PWA (dist/) and the API on an embedded libSQL file
// (or a Turso URL). `npm start` goes through scripts/start.ts, which builds dist/ first.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { createClient } from '@libsql/client'
import { Hono } from 'hono'
import { routePath } from 'hono/route'
import type { DestinationStream } from 'pino'
import { compress, compressAnswers } from './node-compression'
import { startErrorReports } from './node-error-reports'
import { pinoLogger } from './node-logger'
import { openSyncCursorReader } from './node-sync-cursor'
import { staticFiles } from './node-static'
import { statusOf } from '#shared/errors/catalogue'
import { errorReportOrigin } from '#shared/error-reports'
import type { StorefrontRenderer } from '#shared/render/storefront-render'
import { createApp } from './src/app'
import { SERVER_BUILD } from './src/build'
import { createDb } from './src/db/client'
import { BUSY_TIMEOUT_MS, enableWriteAheadLog } from './src/db/local-file'
import { prepareDatabase } from './src/db/prepare'
import webPush from 'web-push'
import { parseConfig, vapidSubjectOf, type Config, type VapidKeys } from './src/env'
import { backgroundWork } from './src/http/after-response'
import type { ErrorBody } from './src/http/errors'
import { logAnswer, openRequest, REQUEST_ID_HEADER, requestRecord } from './src/http/request-log'
import type { Logger } from './src/log'
import type { ReportError } from './src/report-error'
import { malformedPathAnswer } from './src/http/malformed-path'
import { securityHeaders, type CspNonceEnv } from './src/http/security-headers'
import { isSecureTransport } from './src/http/transport'
import { runScheduledJobs, type JobDeps } from './src/jobs/scheduled'
import { createEmailDelivery } from './src/services/email-delivery'
import type { PushSender } from './src/services/push-delivery'
import { webPushEncoder } from './src/services/push-encoder-node'
import { resendTransport, type EmailTransport } from './src/services/email-transport'
import { mailFolderTransport, nodemailerTransport } from './src/services/email-transport-node'
import { demoAccountsIn, demoAccountsWarning, loudWarning } from './src/services/demo-accounts'
import { releaseUnansweredClaims } from './src/services/idempotency-keys'
import { folderPhotoStore } from './src/services/photo-store-node'
import { createStorefront, isFilePath } from './src/render/storefront'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** A file database lives at a path we can create; remote databases need nothing here. */
function localDatabasePath(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined
  const path = url.slice('file:'.length)
  return path === ':memory:' ? undefined : resolve(projectRoot, path)
}

/** Where Node keeps its own files (the generated JWT secret, the development mail folder): beside the database. */
function dataDir(config: Config): string {
  const dbPath = localDatabasePath(config.databaseUrl)
  return dbPath ? dirname(dbPath) : join(projectRoot, 'data')
}

/** Without JWT_SECRET, Node generates one once and keeps it beside the database. */
function ensureJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret
  const file = join(dataDir(config), 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dirname(file), { recursive: true })
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/**
 * Without VAPID keys, Node in development generates a pair once and keeps it beside the database
 * (vapid-keys.json), so notifications work on a developer's machine; a subscription is tied to
 * the key it was made with, so the pair must outlive restarts. Tests and production use only what
 * is configured: without keys, nothing is offered (decision 043).
 */
function ensureVapidKeys(config: Config): VapidKeys | undefined {
  if (config.vapid || config.environment !== 'development') return config.vapid
  const file = join(dataDir(config), 'vapid-keys.json')
  const subject = vapidSubjectOf(config.supportEmail)
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject }
  }
  mkdirSync(dirname(file), { recursive: true })
  const { publicKey, privateKey } = webPush.generateVAPIDKeys()
  writeFileSync(file, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 })
  return { publicKey, privateKey, subject }
}

/**
 * The configured transport; with none, a developer's mail folder (data/mail/ beside the
 * database, each email an .eml file named in the log), and in production nothing: emails wait
 * queued until a transport is configured. No link is ever logged (decision 028).
 */
function emailTransport(config: Config, log: Logger): EmailTransport | undefined {
  const { transport } = config.email
  if (transport.kind === 'smtp') return nodemailerTransport(transport.url)
  if (transport.kind === 'resend') return resendTransport(transport)
  return config.environment === 'production' ? undefined : mailFolderTransport(join(dataDir(config), 'mail'), log)
}

/**
 * Node's stand-in for the Workers Cron Trigger: runScheduledJobs at start (emails left queued by
 * a stopped or crashed process go out at once) and every `everyMs`, never two runs at once, never
 * keeping the process alive on its own. `stop()` also waits for a run in progress, so the
 * database can be closed after it.
 */
function scheduleJobs(deps: JobDeps & { log: Logger }, everyMs: number) {
  let running: Promise<unknown> | undefined
  const tick = () => {
    running ??= runScheduledJobs(deps, new Date())
      .catch((error: unknown) => {
        deps.log.error('scheduled jobs failed', { err: error })
        deps.reportError?.(error, {})
      })
      .finally(() => (running = undefined))
  }
  const first = setTimeout(tick, 0)
  const timer = setInterval(tick, everyMs)
  first.unref()
  timer.unref()
  return {
    stop: async () => {
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}

/** A 10,000-product catalogue's first sync (about 20 pages) fits, with its compressed copies. */
const NODE_ANSWER_CACHE_BYTES = 64 * 1024 * 1024

/**
 * The server renderer `vite build` writes beside dist/ (decision 010), loaded at run time; without
 * it (the app not built, or a test's bare dist/) every page is the app shell, drawn in the browser.
 */
async function loadRenderer(path: string): Promise<StorefrontRenderer | undefined> {
  if (!existsSync(path)) return undefined
  return ((await import(pathToFileURL(path).href)) as { renderer: StorefrontRenderer }).renderer
}

export type NodeServerOptions = {
  env?: Record<string, string | undefined>
  distDir?: string
  /** The built server renderer; dist-server/storefront/render.js beside dist/ by default. */
  rendererPath?: string
  /** How often the scheduled jobs run; once a minute, like the Workers cron. */
  jobsEveryMs?: number
  /** How long a statement waits for another process's lock on the file (tests shorten it). */
  busyTimeoutMs?: number
  /** Where the JSON log lines go; standard output by default (tests read them). */
  logDestination?: DestinationStream
}

export async function startNodeServer(options: NodeServerOptions = {}) {
  const parsed = parseConfig(options.env ?? process.env, 'node')
  if (!parsed.ok) {
    const problems = [...(parsed.missing.length > 0 ? [`missing ${parsed.missing.join(', ')}`] : []), ...parsed.invalid]
    throw new Error(`Invalid configuration: ${problems.join('; ')}`)
  }
  const config = { ...parsed.config }
  config.jwtSecret = ensureJwtSecret(config)
  config.vapid = ensureVapidKeys(config)
  const log = pinoLogger(config.logLevel, options.logDestination)
  // Sentry only with SENTRY_DSN, imported then (node-error-reports.ts, decision 033).
  const errorReports = await startErrorReports(config.sentryDsn ? { dsn: config.sentryDsn, release: SERVER_BUILD.version, environment: config.environment } : undefined)
  const reportError: ReportError | undefined = errorReports?.report

  const dbPath = localDatabasePath(config.databaseUrl)
  if (dbPath) mkdirSync(dirname(dbPath), { recursive: true })
  const client = createClient({
    url: dbPath ? `file:${dbPath}` : config.databaseUrl,
    authToken: config.databaseAuthToken,
    // Another process holding the file briefly (a backup, db:migrate, the sqlite3 shell) makes
    // requests wait, not fail.
    timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS,
  })
  if (dbPath) await enableWriteAheadLog(client)
  const db = createDb(client, log)
  const prepared = await prepareDatabase(db, config, new Date())
  // This process is the embedded file's only user: a claim with no answer belongs to a request
  // that died with the previous process, so its client's retry may run again at once.
  await releaseUnansweredClaims(db)
  const demoAccounts = await demoAccountsIn(db)
  const demoWarning = demoAccountsWarning(config, demoAccounts)
  if (demoWarning) log.warn(loudWarning(demoWarning))
  if (config.environment === 'production' && !config.company) {
    log.warn("COMPANY_INFO is not set: the legal and contact pages cannot name the company that operates the shop (they say its details are given on request). Set it to 'Name | address line | city…'.")
  }

  const transport = emailTransport(config, log)
  const email = transport ? createEmailDelivery({ db, transport, from: config.email.from, clock: () => new Date() }) : undefined
  const cursorReader = dbPath ? openSyncCursorReader(dbPath) : undefined
  const photos = folderPhotoStore(config.uploadsDir ? resolve(projectRoot, config.uploadsDir) : join(dataDir(config), 'uploads'))
  const api = createApp({ db, config, email, compress, answerCacheBytes: NODE_ANSWER_CACHE_BYTES, syncCursor: cursorReader?.read, photos, log, reportError })
  const background = backgroundWork()
  const distDir = resolve(options.distDir ?? join(projectRoot, 'dist'))
  const files = staticFiles(distDir)
  const server = new Hono<CspNonceEnv>()
  // Every request is followed to its end, so `close()` waits for those whose client hung up (the
  // HTTP server only waits for open connections) before the database is closed under them.
  server.use('*', (_c, next) => {
    const handled = next()
    // Hono answers a handler's error itself (onError); its failure is not this wait's to report.
    background.executionCtx.waitUntil(handled.catch(() => undefined))
    return handled
  })
  // Every answer gets its request id and one log line (http/request-log.ts); the API app adds its
  // route pattern and user.
  server.use('*', async (c, next) => {
    const record = openRequest(c.req.raw, log, config)
    await next()
    c.res.headers.set(REQUEST_ID_HEADER, record.id)
    record.route ??= routePath(c)
    logAnswer(record, c.req.raw, c.res.status)
  })
  server.onError((error, c) => {
    const record = requestRecord(c.req.raw)
    ;(record?.log ?? log).error('request failed', { method: c.req.method, err: error })
    reportError?.(error, { requestId: record?.id, method: c.req.method })
    const body: ErrorBody = { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.', requestId: record?.id } }
    return c.json(body, statusOf('internal_error'))
  })
  // Next, so every answer gets the headers (API, files, pages, 304s, the 503 before a build) and a
  // page's inline scripts carry the nonce of its CSP (c.get('cspNonce')).
  server.use('*', securityHeaders((request) => ({ stripe: Boolean(config.stripe.secretKey), hsts: isSecureTransport(config, request), errorReports: errorReportOrigin(config.sentryDsn) })))
  // A path that does not decode is a 400 before anything tries to decode it (http/malformed-path.ts).
  server.use('*', async (c, next) => malformedPathAnswer(new URL(c.req.url).pathname, requestRecord(c.req.raw)?.id) ?? next())
  server.use('/api/*', compressAnswers())
  server.all('/api/*', (c) => api.fetch(c.req.raw, c.env, background.executionCtx))
  server.all('/api', (c) => api.fetch(c.req.raw, c.env, background.executionCtx))
  // Files come from dist/ (precompressed, with ETags and 304s); every other GET is a page, drawn
  // on the server (worker/src/render), compressed here.
  server.use('*', (c, next) => (isFilePath(c.req.path) && c.req.path !== '/robots.txt' && c.req.path !== '/sitemap.xml' ? files.middleware(c, next) : next()))
  server.use('*', compressAnswers())
  const renderer = await loadRenderer(options.rendererPath ?? join(dirname(distDir), 'dist-server', 'storefront', 'render.js'))
  // Without the renderer, index.html as built (read once per build by the static files).
  const shell = () => {
    const built = renderer ? undefined : files.fileAt('index.html')?.bodies.identity
    return renderer?.shell ?? (built && new TextDecoder().decode(built))
  }
  server.route('/', createStorefront({ deps: { db, config, email, log, reportError }, renderer, shell }))

  const hostname = config.host
  const httpServer = await new Promise<ReturnType<typeof serve>>((resolveServer) => {
    const s = serve({ fetch: server.fetch, port: config.port, hostname }, () => resolveServer(s))
  })
  const address = httpServer.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const push: PushSender | undefined = config.vapid && { vapid: config.vapid, hosts: config.pushServiceHosts, encoder: webPushEncoder }
  const jobs = scheduleJobs({ db, config, email, push, log: log.child({ scheduled: true }), reportError }, options.jobsEveryMs ?? 60_000)
  return {
    config,
    db,
    prepared,
    /** The demo accounts in the database once prepared (decision 022): `npm start` lists them. */
    demoAccounts,
    port,
    url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
    close: async () => {
      await jobs.stop()
      await new Promise<void>((done) => httpServer.close(() => done()))
      await background.settled()
      // A delivery a request started must finish (or fail) before the database goes.
      await email?.idle()
      cursorReader?.close()
      client.close()
      await errorReports?.close()
    },
  }
}
