// The Node entry as `npm start` uses it: real file database, real static serving.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { contactApi, healthApi } from '#shared/contracts/content'
import { idempotencyKeys, newsletterSubscribers, sessions, users } from './src/db/schema'
import { DEMO_ACCOUNTS } from './src/db/seed/seed'
import { logLines } from './src/test/log-lines'
import { startSmtpServer } from './src/test/smtp-server'
import { startNodeServer } from './node'

let dir: string
let dist: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-node-'))
  dist = join(dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Request lines stay out of the test output (node-logs.test.ts reads them); a test that reads the
// log gives the server a destination (logLines()).
const env = () => ({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, 'db', 'shop.db')}`, NODE_ENV: 'test', LOG_LEVEL: 'warn' })

describe('Node server', () => {
  it('serves the API, the app shell with SPA fallback, and the right cache headers', async () => {
    const server = await startNodeServer({ env: env(), distDir: dist })
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.prepared.seeded?.products).toBeGreaterThanOrEqual(24)
      // Writes go through a write-ahead log: one sync per commit (see worker/src/db/local-file.ts).
      expect(await server.db.get(sql`PRAGMA journal_mode`)).toEqual({ journal_mode: 'wal' })
      const health = await fetch(`${server.url}/api/health`)
      // Outside production the demo accounts are there on purpose: no warning.
      const answer = await health.json()
      expect(answer).toMatchObject({ status: 'ok', demoAccounts: true })
      expect(answer).not.toHaveProperty('warning')

      const deep = await fetch(`${server.url}/fr/product/anything`)
      expect(deep.status).toBe(200)
      expect(deep.headers.get('content-type')).toMatch(/text\/html/)
      expect(deep.headers.get('cache-control')).toBe('no-cache')
      expect(await deep.text()).toContain('<div id="root">')

      expect((await fetch(`${server.url}/assets/index-abc123.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache')
      expect((await fetch(`${server.url}/manifest.webmanifest`)).headers.get('cache-control')).toBe('no-cache')

      const missing = await fetch(`${server.url}/api/nope`)
      expect(missing.status).toBe(404)
      expect((await missing.json()).error.code).toBe('not_found')
    } finally {
      await server.close()
    }
  })

  it('keeps its data and its generated JWT secret across restarts, seeding nothing twice', async () => {
    expect(existsSync(join(dir, 'db', 'jwt-secret'))).toBe(true)
    const server = await startNodeServer({ env: env(), distDir: dist })
    try {
      expect(server.prepared.migrated).toBe(0)
      expect(server.prepared.seeded).toEqual({ products: 0, posts: 0, offers: 0, accounts: [] })
      const products = await (await fetch(`${server.url}/api/products`)).json()
      expect(products.length).toBeGreaterThanOrEqual(24)
    } finally {
      await server.close()
    }
  })

  it('does not seed when SEED_DEMO=false', async () => {
    const server = await startNodeServer({ env: { ...env(), DATABASE_URL: `file:${join(dir, 'empty', 'shop.db')}`, SEED_DEMO: 'false' }, distDir: dist })
    try {
      expect(server.prepared.seeded).toBeUndefined()
      expect(await (await fetch(`${server.url}/api/products`)).json()).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('runs the scheduled jobs from a timer until it is closed', async () => {
    const server = await startNodeServer({ env: env(), distDir: dist, jobsEveryMs: 50 })
    const [user] = await server.db.select().from(users).limit(1)
    const expired = new Date(Date.now() - 60_000).toISOString()
    try {
      await server.db.insert(sessions).values({ id: 'ended-session', userId: user!.id, expiresAt: expired })
      await expect.poll(async () => (await server.db.select().from(sessions)).map((s) => s.id), { timeout: 10_000 }).not.toContain('ended-session')
    } finally {
      await server.close()
    }
  })

  it('frees at start the Idempotency-Key claims a killed process left unanswered, so their retries run at once', async () => {
    const message = { name: 'Ana Gómez', email: 'ana@example.com', subject: 'Sizing question', message: 'Which size fits a 70 cm waist?' }
    const key = crypto.randomUUID()
    const first = await startNodeServer({ env: env(), distDir: dist })
    // What a request killed mid-way leaves: its claim, with no answer and no record.
    await first.db.insert(idempotencyKeys).values({ scope: `POST ${contactApi.send.url}`, key, requestHash: 'x', expiresAt: new Date(Date.now() + 60_000).toISOString() })
    await first.close()
    const second = await startNodeServer({ env: env(), distDir: dist })
    try {
      const retry = await fetch(`${second.url}${contactApi.send.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(message),
      })
      expect(retry.status).toBe(201)
    } finally {
      await second.close()
    }
  })

  it('in production on an empty database seeds nothing: no demo email signs in, and only a missing COMPANY_INFO warns (decision 022)', async () => {
    const logs = logLines()
    const production = { ...env(), DATABASE_URL: `file:${join(dir, 'production', 'shop.db')}`, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }
    const server = await startNodeServer({ env: production, distDir: dist, logDestination: logs.destination })
    try {
      expect(server.config.seedDemo).toBe(false)
      expect(server.prepared.seeded).toBeUndefined()
      expect(server.demoAccounts).toEqual([])
      expect(await server.db.select().from(users)).toEqual([])
      for (const { email } of DEMO_ACCOUNTS) {
        const login = await fetch(`${server.url}${authApi.login.url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://shop.example.com' },
          body: JSON.stringify({ email, password: 'Demo12345' }),
        })
        expect(login.status, email).toBe(401)
      }
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ status: 'ok', demoAccounts: false })
      // The legal pages cannot name the operator: the owner is told once, at start.
      expect(logs.lines()).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/^COMPANY_INFO is not set/) })])
    } finally {
      await server.close()
    }
  })

  it('a staging shop seeding on purpose in production (SEED_DEMO=true) warns once at start and in /api/health', async () => {
    const logs = logLines()
    const staging = {
      ...env(),
      DATABASE_URL: `file:${join(dir, 'staging', 'shop.db')}`,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://staging.example.com',
      SEED_DEMO: 'true',
      COMPANY_INFO: 'Andes Commerce LLC | Miami, FL',
    }
    const server = await startNodeServer({ env: staging, distDir: dist, logDestination: logs.destination })
    const warnings = () => logs.lines().filter((l) => l.level >= 40)
    try {
      expect(server.demoAccounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email))
      expect(warnings()).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/WARNING: NODE_ENV=production with the demo accounts/) })])
      const health = healthApi.check.output.parse(await (await fetch(`${server.url}/api/health`)).json())
      expect(health).toMatchObject({ status: 'ok', demoAccounts: true, warning: expect.stringContaining('demo accounts') })
      expect(warnings()).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  it('answers a path that does not decode with 400 and logs nothing but its request line: pages, files and the API', async () => {
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level))
    const written = vi.spyOn(process.stderr, 'write')
    const logs = logLines()
    // React Router, which draws the pages, warns about each path it cannot decode: the stand-in
    // renderer routes them with it as the built renderer does.
    const server = await startNodeServer({
      env: { ...env(), LOG_LEVEL: 'info' },
      distDir: dist,
      rendererPath: join(import.meta.dirname, 'src', 'test', 'router-renderer.ts'),
      logDestination: logs.destination,
    })
    try {
      expect((await fetch(`${server.url}/shop`)).status).toBe(200)
      for (const path of ['/%c0%ae%c0%ae/x', '/shop/%E0%A4%A', '/%', '/assets/%ff.js']) {
        const page = await fetch(`${server.url}${path}`)
        expect(page.status, path).toBe(400)
        expect(page.headers.get('content-type'), path).toBe('text/plain; charset=UTF-8')
        expect(page.headers.get('x-content-type-options'), path).toBe('nosniff')
        expect(await page.text(), path).toMatch(/^Bad request: this address is not valid\.\nSolicitud incorrecta/)
      }
      for (const path of ['/api/%E0%A4%A', '/api/products/%c0%ae%c0%ae', '/api/%']) {
        const api = await fetch(`${server.url}${path}`)
        expect(api.status, path).toBe(400)
        expect(await api.json(), path).toEqual({ error: { code: 'malformed_path', message: expect.any(String), requestId: api.headers.get('x-request-id') } })
      }
      const post = await fetch(`${server.url}/api/orders/%c0%ae/confirm`, { method: 'POST', headers: { origin: 'http://127.0.0.1' } })
      expect(post.status).toBe(400)
      await new Promise((r) => setTimeout(r, 100))
      for (const spy of logged) expect(spy.mock.calls.flat().join('\n')).toBe('')
      expect(written.mock.calls.flat().join('')).toBe('')
      expect(logs.lines().map((l) => [l.msg, l.status])).toEqual([['request', 200], ...Array.from({ length: 8 }, () => ['request', 400])])
    } finally {
      for (const spy of logged) spy.mockRestore()
      written.mockRestore()
      await server.close()
    }
  })

  it('refuses to start in production without PUBLIC_URL, naming it', async () => {
    await expect(startNodeServer({ env: { ...env(), NODE_ENV: 'production' }, distDir: dist })).rejects.toThrow(/missing PUBLIC_URL/)
  })
})

describe('email on Node', () => {
  const post = (url: string, json: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) })

  it('without a transport, writes each email as an .eml beside the database within seconds, whose link works; the log names the file, not the link', async () => {
    const dbDir = join(dir, 'mail-dev')
    const logs = logLines()
    const server = await startNodeServer({ env: { ...env(), DATABASE_URL: `file:${join(dbDir, 'shop.db')}`, NODE_ENV: 'development', LOG_LEVEL: 'info' }, distDir: dist, logDestination: logs.destination })
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ email: 'files' })
      expect((await post(`${server.url}/api/auth/forgot-password`, { email: 'customer@example.com' })).status).toBe(200)
      // The line is logged once the file is written.
      const logLine = () => logs.lines().find((l) => l.msg === 'email written to the mail folder')
      await expect.poll(logLine, { timeout: 5000 }).toBeDefined()
      const mailDir = join(dbDir, 'mail')
      const files = readdirSync(mailDir)
      expect(files).toHaveLength(1)
      expect(logLine()).toMatchObject({ file: join(mailDir, files[0]!) })
      const eml = readFileSync(join(mailDir, files[0]!), 'utf8')
      expect(eml).toMatch(/^To: customer@example\.com$/m)
      expect(eml).toMatch(/^Subject: Reset your password$/m)
      expect(logs.text()).not.toContain('customer@example.com')
      expect(logs.text()).not.toContain('token=')

      const text = (await simpleParser(eml)).text ?? ''
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)![0]
      expect(link.startsWith(server.url)).toBe(true)
      const token = new URL(link).searchParams.get('token')
      const reset = await post(`${server.url}/api/auth/reset-password`, { token, password: 'Renewed2026', confirmPassword: 'Renewed2026' })
      expect(reset.status).toBe(200)
      expect((await post(`${server.url}/api/auth/login`, { email: 'customer@example.com', password: 'Renewed2026' })).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('with SMTP_URL, sends through the SMTP server, in the account’s language', async () => {
    const smtp = await startSmtpServer()
    const server = await startNodeServer({
      env: { ...env(), DATABASE_URL: `file:${join(dir, 'mail-smtp', 'shop.db')}`, SMTP_URL: smtp.url, EMAIL_FROM: 'Forma Bella <hello@formabella.example>' },
      distDir: dist,
    })
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ email: 'smtp' })
      const registered = await post(`${server.url}/api/auth/register`, { email: 'sofia@example.com', password: 'Sculpt2026', firstName: 'Sofía', lastName: 'Gómez', preferredLanguage: 'es' })
      expect(registered.status).toBe(201)
      await post(`${server.url}/api/auth/forgot-password`, { email: 'sofia@example.com' })
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
      expect(smtp.received[0]!.subject).toBe('Restablece tu contraseña')
      expect(smtp.received[0]!.text).toContain(`${server.url}/es/reset-password?token=`)
      expect(existsSync(join(dir, 'mail-smtp', 'mail'))).toBe(false)
    } finally {
      await server.close()
      await smtp.close()
    }
  })

  it('in production without a transport, sends nothing, logs no link, and says so on the health check', async () => {
    const logs = logLines()
    const dbDir = join(dir, 'mail-prod')
    const server = await startNodeServer({
      env: { ...env(), DATABASE_URL: `file:${join(dbDir, 'shop.db')}`, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', LOG_LEVEL: 'debug' },
      distDir: dist,
      logDestination: logs.destination,
    })
    try {
      const health = await fetch(`${server.url}/api/health`)
      expect(health.status).toBe(200)
      expect(await health.json()).toMatchObject({ status: 'ok', email: 'not_configured' })
      expect((await post(`${server.url}/api/auth/forgot-password`, { email: 'customer@example.com' })).status).toBe(200)
      await new Promise((r) => setTimeout(r, 300))
      expect(existsSync(join(dbDir, 'mail'))).toBe(false)
      expect(logs.text()).not.toContain('reset-password')
    } finally {
      await server.close()
    }
  })
})

describe('Node server security headers', () => {
  const expectSecurityHeaders = (res: Response, label: string) => {
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp, label).toContain("default-src 'self'")
    expect(csp, label).toMatch(/script-src 'self'(;| 'nonce-)/)
    expect(csp, label).toContain("frame-ancestors 'none'")
    expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.headers.get('x-content-type-options'), label).toBe('nosniff')
    expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy'), label).toContain('camera=()')
  }

  it('sends them with pages, static files, API answers and errors; HSTS only over https', async () => {
    const server = await startNodeServer({ env: env(), distDir: dist })
    try {
      const page = await fetch(`${server.url}/shop`)
      expectSecurityHeaders(page, 'page')
      // A nonce on HTML only, new for every response, for the inline script of server-rendered pages.
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy')!)?.[1]
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect((await fetch(`${server.url}/shop`)).headers.get('content-security-policy')).not.toContain(nonce)
      const asset = await fetch(`${server.url}/assets/index-abc123.js`)
      expectSecurityHeaders(asset, 'asset')
      expect(asset.headers.get('content-security-policy')).not.toContain('nonce-')
      expectSecurityHeaders(await fetch(`${server.url}/api/products`), 'api')
      expectSecurityHeaders(await fetch(`${server.url}/api/nope`), 'api 404')
      // The API reference alone brings its own policy (decision 031) and keeps it; the other headers still come.
      const docs = await fetch(`${server.url}/api/docs`)
      expect(docs.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src https:\/\/cdn\.jsdelivr\.net 'sha256-/)
      expect(docs.headers.get('x-frame-options')).toBe('DENY')
      expectSecurityHeaders(await fetch(`${server.url}/api/openapi.json`), 'openapi')
      expect(page.headers.get('strict-transport-security')).toBeNull()
      expect(page.headers.get('content-security-policy')).not.toContain('stripe')
      const behindTls = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } })
      expect(behindTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await server.close()
    }
  })

  it('in production: HSTS and Secure cookies whatever the proxy forwards, and Stripe allowed once it is configured', async () => {
    // A staging shop: demo accounts on purpose (SEED_DEMO=true), so this test signs in on any database;
    // its warning goes to a log nobody reads.
    const server = await startNodeServer({
      env: { ...env(), NODE_ENV: 'production', SEED_DEMO: 'true', STRIPE_SECRET_KEY: 'sk_test_123', PUBLIC_URL: 'https://shop.example.com' },
      distDir: dist,
      logDestination: logLines().destination,
    })
    try {
      const page = await fetch(`${server.url}/`)
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      const csp = page.headers.get('content-security-policy')!
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com/)
      expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/)
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/)
      expect(page.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")')
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@example.com', password: 'Demo12345' }),
      })
      expect(login.status).toBe(200)
      const cookies = login.headers.getSetCookie()
      for (const name of ['session', 'signed_in', 'known_device']) {
        expect(cookies.find((c) => c.startsWith(`${name}=`)), name).toMatch(/;\s*Secure/i)
      }
    } finally {
      await server.close()
    }
  })
})

/** Another process (a backup, db:migrate, the sqlite3 shell) holding the file's write lock for `ms`. */
async function holdWriteLock(file: string, ms: number) {
  const script = `
    import { createClient } from '@libsql/client'
    const held = await createClient({ url: ${JSON.stringify(`file:${file}`)} }).transaction('write')
    await held.execute("INSERT INTO newsletter_subscribers (id, email) VALUES ('held', 'held@example.com')")
    console.log('locked')
    setTimeout(async () => { await held.commit(); process.exit(0) }, ${ms})
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  const released = new Promise<number | null>((done) => child.once('exit', done))
  await Promise.race([
    new Promise<void>((locked) => child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('locked') && locked())),
    released.then((code) => Promise.reject(new Error(`the lock holder exited with ${code}`))),
  ])
  return { released }
}

describe('Node server on a file another process is holding', () => {
  const post = (url: string, path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const traffic = (url: string, n: number) => [
    fetch(`${url}/api/products`),
    fetch(`${url}/api/health`),
    fetch(`${url}/api/blog`),
    post(url, contactApi.send.url, { name: 'Ana Gómez', email: 'ana@example.com', subject: `Sizing question ${n}`, message: 'Which size fits a 70 cm waist?' }),
    post(url, '/api/newsletter/subscribe', { email: `locked${n}@example.com` }),
    post(url, '/api/auth/login', { email: 'customer@example.com', password: 'Demo12345' }),
    post(url, '/api/auth/register', { email: `new${n}@example.com`, password: 'Sculpt2026', firstName: 'Ana', lastName: 'Gómez' }),
  ]
  const statusesOf = (answers: Response[]) => Promise.all(answers.map(async (r) => (r.status >= 500 ? `${r.status} ${await r.text()}` : r.status)))

  it('waits for the lock instead of failing: reads and writes during a 2 s write lock all succeed', async () => {
    const file = join(dir, 'locked', 'shop.db')
    const server = await startNodeServer({ env: { ...env(), DATABASE_URL: `file:${file}` }, distDir: dist })
    try {
      const { released } = await holdWriteLock(file, 2000)
      const started = Date.now()
      const answers = await Promise.all(traffic(server.url, 1))
      expect(await statusesOf(answers)).toEqual([200, 200, 200, 201, 200, 200, 201])
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
      await released
      // Nothing is left half-open on the server's connections: later writes go through as ever.
      expect(await statusesOf(await Promise.all(traffic(server.url, 2)))).toEqual([200, 200, 200, 201, 200, 200, 201])
      const subscribed = await server.db.select().from(newsletterSubscribers)
      // The demo seed subscribes a few people of its own; these are the ones this test wrote.
      expect(subscribed.map((s) => s.email).filter((e) => /^(held|locked\d)@/.test(e)).sort()).toEqual(['held@example.com', 'locked1@example.com', 'locked2@example.com'])
    } finally {
      await server.close()
    }
  })

  it('answers 503 with Retry-After, never 500, when a lock outlasts the wait, and works again once it is gone', async () => {
    const file = join(dir, 'long-locked', 'shop.db')
    const logs = logLines()
    const server = await startNodeServer({ env: { ...env(), DATABASE_URL: `file:${file}` }, distDir: dist, busyTimeoutMs: 200, logDestination: logs.destination })
    try {
      const { released } = await holdWriteLock(file, 1500)
      const answers = await Promise.all(
        traffic(server.url, 1).map(async (r) => {
          const res = await r
          return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() }
        }),
      )
      const refused = answers.filter((r) => r.status === 503)
      expect(answers.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([])
      expect(refused.length).toBeGreaterThan(0)
      for (const r of refused) {
        expect(r.retryAfter).toBe('1')
        expect(JSON.parse(r.body).error.code).toBe('database_busy')
      }
      expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringMatching(/locked past the busy timeout/) }))
      await released
      for (let round = 2; round < 5; round++) {
        expect(await statusesOf(await Promise.all(traffic(server.url, round)))).toEqual([200, 200, 200, 201, 200, 200, 201])
      }
    } finally {
      await server.close()
    }
  })
})

describe('Node server closing with requests still running', () => {
  it('finishes a registration whose client hung up before closing the database, and logs no failure', async () => {
    const file = join(dir, 'closing', 'shop.db')
    const logs = logLines()
    const server = await startNodeServer({ env: { ...env(), DATABASE_URL: `file:${file}` }, distDir: dist, logDestination: logs.destination })
    // The registration (several statements) waits for the lock; its client gives up, and the
    // shop is stopped meanwhile.
    const { released } = await holdWriteLock(file, 1500)
    const client = new AbortController()
    const registering = fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'left-early@example.com', password: 'Sculpt2026', firstName: 'Ana', lastName: 'Gómez' }),
      signal: client.signal,
    }).catch((error: unknown) => error)
    await new Promise((waited) => setTimeout(waited, 300))
    client.abort()
    expect(await registering).toBeInstanceOf(Error)
    await server.close()
    await released
    expect(logs.lines().filter((l) => l.level >= 50)).toEqual([])
    // Read back after the stop, through a server of its own: the write the shop accepted is there.
    const again = await startNodeServer({ env: { ...env(), DATABASE_URL: `file:${file}` }, distDir: dist })
    try {
      const registered = await again.db.select({ email: users.email }).from(users).where(eq(users.email, 'left-early@example.com'))
      expect(registered).toEqual([{ email: 'left-early@example.com' }])
    } finally {
      await again.close()
    }
  })
})

describe('Node server and a client that hangs up mid-upload', () => {
  it('logs it as one line, not as an internal error with a stack trace', async () => {
    const logs = logLines()
    const server = await startNodeServer({ env: env(), distDir: dist, logDestination: logs.destination })
    const warnings = () => logs.lines().filter((l) => l.level === 40)
    try {
      const { port } = new URL(server.url)
      const socket = connect(Number(port), '127.0.0.1')
      await new Promise((connected) => socket.once('connect', connected))
      socket.write(`POST ${contactApi.send.url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 50000\r\n\r\n{"name":"Ana","message":"`)
      await new Promise((sent) => setTimeout(sent, 200))
      socket.destroy()
      await expect.poll(() => warnings().length).toBe(1)
      expect(warnings()[0]).toMatchObject({ requestId: expect.any(String), method: 'POST', msg: 'the client went away before its whole body arrived' })
      expect(logs.lines().filter((l) => l.level >= 50)).toEqual([])
    } finally {
      await server.close()
    }
  })
})
