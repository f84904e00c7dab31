// Node's error reports (decision 033) on the real server, with the real @sentry/node sending to a
// stand-in of Sentry's ingest API (src/test/sentry-ingest.ts): without SENTRY_DSN the SDK is never
// even loaded; with it, a crash arrives once, tagged with the request id the shopper was shown and
// the release, and with none of the personal data the request carried.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MessageChannel } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactApi } from '#shared/contracts/content'
import { SERVER_BUILD } from './src/build'
import { logLines } from './src/test/log-lines'
import { startSentryIngest } from '#shared/test/sentry-ingest'

// Every module this process resolves from here on, as Node's loader resolves it (a resolve hook,
// which sees static and dynamic imports alike), so a test can tell whether a package was loaded.
const resolved: string[] = []
const channel = new MessageChannel()
channel.port1.on('message', (url: string) => resolved.push(url))
channel.port1.unref()
const SPY = `let port
export function initialize(data) { port = data.port }
export async function resolve(specifier, context, next) { const found = await next(specifier, context); port.postMessage(found.url); return found }`
register(`data:text/javascript,${encodeURIComponent(SPY)}`, { data: { port: channel.port2 }, transferList: [channel.port2] })
/** What the loader resolved so far (its messages arrive on a later turn). */
const loadedSoFar = async () => {
  await new Promise((settled) => setTimeout(settled, 50))
  return resolved
}
const sentryModules = (urls: string[]) => urls.filter((url) => url.includes('/node_modules/@sentry/'))

// The server is imported after the hook, so a static import of the SDK anywhere under it is seen too.
const { startNodeServer } = await import('./node')

let dir: string
let dist: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-reports-'))
  dist = join(dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const env = (name: string, more: Record<string, string> = {}) => ({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, name, 'shop.db')}`, NODE_ENV: 'test', ...more })

// What the crashing request carries and must never reach Sentry.
const SECRETS = {
  password: 'Pass-Never-Sent-831',
  email: 'ana.rios.831@example.com',
  address: 'Calle 10 # 43-12, Medellín',
  cookie: 'session=cookie-never-sent-831',
  bearer: 'bearer-never-sent-831',
  token: 'reset-token-never-sent-831',
}

/** A contact message the outbox refuses (a crash for real, as in node-logs.test.ts), carrying every secret above. */
async function crashingRequest(server: Awaited<ReturnType<typeof startNodeServer>>) {
  await server.db.run(sql`CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END`)
  try {
    return await fetch(`${server.url}${contactApi.send.url}?token=${SECRETS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: SECRETS.cookie, authorization: `Bearer ${SECRETS.bearer}` },
      body: JSON.stringify({ name: 'Ana Ríos', email: SECRETS.email, subject: 'Sizes', message: `Please send it to ${SECRETS.address}`, password: SECRETS.password }),
    })
  } finally {
    await server.db.run(sql`DROP TRIGGER outbox_down`)
  }
}

describe('error reports on Node', () => {
  // First: once @sentry/node is loaded in this process, it stays loaded.
  it('without SENTRY_DSN: a crash is answered and logged, nothing is sent, and @sentry/node is never loaded', async () => {
    const ingest = await startSentryIngest()
    const server = await startNodeServer({ env: env('none', { LOG_LEVEL: 'silent' }), distDir: dist })
    try {
      expect((await crashingRequest(server)).status).toBe(500)
      // Pages may send nowhere but the shop (and Stripe when configured).
      expect((await fetch(`${server.url}/`)).headers.get('content-security-policy')).toContain("connect-src 'self';")
    } finally {
      await server.close()
      await ingest.close()
    }
    expect(ingest.envelopes).toEqual([])
    expect(sentryModules(await loadedSoFar())).toEqual([])
    // The spy does see the SDK when something loads it.
    await import('@sentry/node')
    expect(sentryModules(await loadedSoFar())).not.toEqual([])
  })

  it('with SENTRY_DSN: a crash arrives once, tagged with its request id and the release, without the password, email, address, cookie or token it carried', async () => {
    const ingest = await startSentryIngest()
    const logs = logLines()
    const server = await startNodeServer({ env: env('dsn', { SENTRY_DSN: ingest.dsn }), distDir: dist, logDestination: logs.destination })
    let answer: Response
    try {
      answer = await crashingRequest(server)
      expect(answer.status).toBe(500)
      // An ordinary request and a 404 are not errors.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      expect((await fetch(`${server.url}/api/nope`)).status).toBe(404)
      // The app's pages may send their own reports to the DSN's host, and to no other.
      expect((await fetch(`${server.url}/`)).headers.get('content-security-policy')).toContain(`connect-src 'self' ${ingest.origin};`)
    } finally {
      // Closing sends what is queued.
      await server.close()
      await ingest.close()
    }
    const requestId = answer.headers.get('x-request-id')
    expect(requestId).toBeTruthy()
    const events = ingest.events()
    expect(events).toHaveLength(1)
    expect(ingest.envelopes[0]!.project).toBe('1')
    const event = events[0]!
    expect(event.tags).toMatchObject({ request_id: requestId, route: '/api/contact', method: 'POST' })
    expect(event.release).toBe(SERVER_BUILD.version)
    expect(event.environment).toBe('test')
    expect(event.exception?.values.at(-1)?.value).toContain('outbox unavailable')
    expect(event.request).toEqual({ method: 'POST', url: expect.stringMatching(/\/api\/contact$/) })
    expect(event.user).toBeUndefined()
    const sent = JSON.stringify(ingest.envelopes)
    expect(Object.values(SECRETS).filter((secret) => sent.includes(secret))).toEqual([])
    // The same id is in the log's crash line.
    expect(logs.lines().filter((l) => l.level === 50)).toEqual([expect.objectContaining({ requestId, msg: 'request failed' })])
  })
})
