// The Node server's logs and request ids (decision 028), on the real server and a real file
// database: every answer carries X-Request-Id, every log line is JSON with that id, and nothing a
// shopper typed in secret (a password, a reset token, a session, a card, an address) is logged.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { contactApi } from '#shared/contracts/content'
import { checkoutApi, testPaymentsApi } from '#shared/contracts/orders'
import { addProduct, checkoutBody } from './src/test/checkout'
import { logLines, type LogLine } from './src/test/log-lines'
import { startNodeServer } from './node'

let dir: string
let dist: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-logs-'))
  dist = join(dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {}')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const env = (name: string, more: Record<string, string> = {}) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: `file:${join(dir, name, 'shop.db')}`,
  NODE_ENV: 'test',
  ...more,
})

async function serverWithLogs(name: string, more: Record<string, string> = {}) {
  const logs = logLines()
  const server = await startNodeServer({ env: env(name, more), distDir: dist, logDestination: logs.destination })
  return { server, logs }
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** The request lines of one request id. */
const requestLines = (lines: LogLine[], id: string) => lines.filter((l) => l.requestId === id && l.msg === 'request')

describe('request ids on Node', () => {
  it('every answer carries one, the same as its error body and its log lines: API, page, file, 304, 404, 400 and 500', async () => {
    const { server, logs } = await serverWithLogs('ids')
    try {
      const answers: Record<string, Response> = {}
      answers.api = await fetch(`${server.url}/api/health`)
      answers.page = await fetch(`${server.url}/shop`)
      answers.file = await fetch(`${server.url}/assets/index-abc123.js`)
      answers.notModified = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'if-none-match': answers.file.headers.get('etag')! } })
      answers.missingFile = await fetch(`${server.url}/assets/gone-000.js`)
      answers.noProduct = await fetch(`${server.url}/api/products/no-such-product`)
      answers.noEndpoint = await fetch(`${server.url}/api/nope`)
      answers.malformed = await fetch(`${server.url}/api/%`)
      // A crash for real: the outbox refuses the contact form's notification.
      await server.db.run(sql`CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END`)
      answers.crash = await fetch(`${server.url}${contactApi.send.url}`, json({ name: 'Ana Ríos', email: 'ana@example.com', subject: 'Sizes', message: 'Which size fits me?' }))
      await server.db.run(sql`DROP TRIGGER outbox_down`)

      expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]))).toEqual({
        api: 200,
        page: 200,
        file: 200,
        notModified: 304,
        missingFile: 404,
        noProduct: 404,
        noEndpoint: 404,
        malformed: 400,
        crash: 500,
      })
      const ids = Object.entries(answers).map(([k, r]) => [k, r.headers.get('x-request-id')] as const)
      for (const [k, id] of ids) expect(id, k).toMatch(/^[0-9a-f-]{36}$/)
      expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length)
      for (const k of ['noProduct', 'noEndpoint', 'malformed', 'crash']) {
        expect((await answers[k]!.json()).error.requestId, k).toBe(answers[k]!.headers.get('x-request-id'))
      }

      const lines = logs.lines()
      for (const [k, id] of ids) expect(requestLines(lines, id!), k).toHaveLength(1)
      const line = (k: string) => requestLines(lines, answers[k]!.headers.get('x-request-id')!)[0]!
      expect(line('api')).toEqual({
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        requestId: answers.api!.headers.get('x-request-id'),
        msg: 'request',
        method: 'GET',
        route: '/api/health',
        status: 200,
        durationMs: expect.any(Number),
      })
      expect(line('noProduct')).toMatchObject({ route: '/api/products/:id', status: 404 })
      expect(line('notModified')).toMatchObject({ method: 'GET', status: 304 })
      expect(line('crash')).toMatchObject({ method: 'POST', route: '/api/contact', status: 500 })
      // The crash has its own line, with its stack, under the same id.
      const crashId = answers.crash!.headers.get('x-request-id')
      const crashes = lines.filter((l) => l.level === 50)
      expect(crashes).toEqual([expect.objectContaining({ requestId: crashId, msg: 'request failed', route: '/api/contact', err: expect.objectContaining({ message: expect.stringContaining('outbox unavailable'), stack: expect.any(String) }) })])
    } finally {
      await server.close()
    }
  })

  it('keeps the id a trusted proxy sends (TRUST_PROXY) and replaces one from anyone else', async () => {
    const untrusted = await serverWithLogs('untrusted')
    try {
      const res = await fetch(`${untrusted.server.url}/api/health`, { headers: { 'x-request-id': 'chosen-by-a-client' } })
      expect(res.headers.get('x-request-id')).not.toBe('chosen-by-a-client')
      expect(untrusted.logs.text()).not.toContain('chosen-by-a-client')
    } finally {
      await untrusted.server.close()
    }
    const behindProxy = await serverWithLogs('trusted', { TRUST_PROXY: 'true' })
    try {
      const kept = await fetch(`${behindProxy.server.url}/api/nope`, { headers: { 'x-request-id': 'proxy-7f3a.91' } })
      expect(kept.headers.get('x-request-id')).toBe('proxy-7f3a.91')
      expect((await kept.json()).error.requestId).toBe('proxy-7f3a.91')
      expect(requestLines(behindProxy.logs.lines(), 'proxy-7f3a.91')).toHaveLength(1)
      // Even from the proxy, an id that could forge a log line or a header is not taken.
      const odd = await fetch(`${behindProxy.server.url}/api/health`, { headers: { 'x-request-id': 'two words"}' } })
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await behindProxy.server.close()
    }
  })
})

describe('what the Node server logs', () => {
  it('names the signed-in user by id, and never logs a password, a reset token, a session, a card, an address or an email address', async () => {
    const { server, logs } = await serverWithLogs('secrets')
    const email = 'lucia.secret@example.com'
    const password = 'Hidden-Pass-7319'
    const renewed = 'Renewed-Pass-5521'
    const street = '731 Calle Escondida'
    const card = '4242 4242 4242 4242'
    try {
      const registered = await fetch(`${server.url}${authApi.register.url}`, json({ email, password, firstName: 'Lucía', lastName: 'Ríos' }))
      expect(registered.status).toBe(201)
      const { id: userId } = (await registered.json()) as { id: string }

      // Password reset: the link arrives in the development mail folder; the log only names the file.
      expect((await fetch(`${server.url}${authApi.forgotPassword.url}`, json({ email }))).status).toBe(200)
      const mailDir = join(dir, 'secrets', 'mail')
      await expect.poll(() => readdirSync(mailDir, { withFileTypes: true }).length, { timeout: 5000 }).toBe(1)
      const mail = await simpleParser(readFileSync(join(mailDir, readdirSync(mailDir)[0]!)))
      const token = new URL(/https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail.text ?? '')![0]).searchParams.get('token')!
      const reset = await fetch(`${server.url}${authApi.resetPassword.url}`, json({ token, password: renewed, confirmPassword: renewed }))
      expect(reset.status).toBe(200)

      const login = await fetch(`${server.url}${authApi.login.url}`, json({ email, password: renewed }))
      expect(login.status).toBe(200)
      const sessionCookie = login.headers.getSetCookie().find((c) => c.startsWith('session='))!.split(';')[0]!
      const session = sessionCookie.slice('session='.length)
      const me = await fetch(`${server.url}${authApi.me.url}`, { headers: { cookie: sessionCookie } })
      expect(me.status).toBe(200)
      // A wrong password is refused, and is no more logged than the right one.
      expect((await fetch(`${server.url}${authApi.login.url}`, json({ email, password: `${password}-wrong` }))).status).toBe(401)

      // Checkout as the signed-in shopper, to a street address, paid by card.
      const faja = await addProduct(server.db, { priceCents: 5000, stock: 5 })
      const base = checkoutBody([{ productId: faja.id }])
      const address = { ...base.shippingAddress, street }
      const placed = await fetch(
        `${server.url}${checkoutApi.createPaymentIntent.url}`,
        json({ ...base, customerEmail: email, shippingAddress: address, billingAddress: address }, { cookie: sessionCookie }),
      )
      expect(placed.status).toBe(201)
      const { clientSecret } = (await placed.json()) as { clientSecret: string }
      const paid = await fetch(`${server.url}${testPaymentsApi.confirm.url}`, json({ clientSecret, cardNumber: card }))
      expect(paid.status).toBe(200)

      const lines = logs.lines()
      const meLine = requestLines(lines, me.headers.get('x-request-id')!)[0]
      expect(meLine).toMatchObject({ route: '/api/auth/me', status: 200, userId })
      const text = logs.text()
      for (const secret of [password, renewed, token, session, card, card.replaceAll(' ', ''), street, email, clientSecret]) {
        expect(text, secret).not.toContain(secret)
      }
      // Every request above was logged, each line JSON (logs.lines() parses them all).
      expect(lines.filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(8)
    } finally {
      await server.close()
    }
  })
})
