// The Node entry as `npm start` uses it: real file database, real static serving.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactApi } from '#shared/contracts/content'
import { idempotencyKeys, sessions, users } from './src/db/schema'
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

const env = () => ({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, 'db', 'shop.db')}`, NODE_ENV: 'test' })

describe('Node server', () => {
  it('serves the API, the app shell with SPA fallback, and the right cache headers', async () => {
    const server = await startNodeServer({ env: env(), distDir: dist })
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.prepared.seeded?.products).toBeGreaterThanOrEqual(24)
      // Writes go through a write-ahead log: one sync per commit (see worker/src/db/local-file.ts).
      expect(await server.db.get(sql`PRAGMA journal_mode`)).toEqual({ journal_mode: 'wal' })
      const health = await fetch(`${server.url}/api/health`)
      expect(await health.json()).toMatchObject({ status: 'ok' })

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

  it('refuses to start in production without PUBLIC_URL, naming it', async () => {
    await expect(startNodeServer({ env: { ...env(), NODE_ENV: 'production' }, distDir: dist })).rejects.toThrow(/missing PUBLIC_URL/)
  })
})

describe('email on Node', () => {
  const post = (url: string, json: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) })

  it('without a transport, writes each email as an .eml beside the database within seconds and logs its link, which works', async () => {
    const dbDir = join(dir, 'mail-dev')
    const logged = vi.spyOn(console, 'log')
    const server = await startNodeServer({ env: { ...env(), DATABASE_URL: `file:${join(dbDir, 'shop.db')}`, NODE_ENV: 'development' }, distDir: dist })
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ email: 'files' })
      expect((await post(`${server.url}/api/auth/forgot-password`, { email: 'customer@example.com' })).status).toBe(200)
      // The line is logged once the file is written.
      const logLine = () => logged.mock.calls.map((c) => String(c[0])).find((l) => l.includes('to=customer@example.com'))
      await expect.poll(logLine, { timeout: 5000 }).toBeDefined()
      const line = logLine()!
      expect(line).toContain('subject="Reset your password"')
      const mailDir = join(dbDir, 'mail')
      const files = readdirSync(mailDir)
      expect(files).toHaveLength(1)
      expect(line).toContain(join(mailDir, files[0]!))
      const eml = readFileSync(join(mailDir, files[0]!), 'utf8')
      expect(eml).toMatch(/^To: customer@example\.com$/m)
      expect(eml).toMatch(/^Subject: Reset your password$/m)

      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(line)![0]
      expect(link.startsWith(server.url)).toBe(true)
      const token = new URL(link).searchParams.get('token')
      const reset = await post(`${server.url}/api/auth/reset-password`, { token, password: 'Renewed2026', confirmPassword: 'Renewed2026' })
      expect(reset.status).toBe(200)
      expect((await post(`${server.url}/api/auth/login`, { email: 'customer@example.com', password: 'Renewed2026' })).status).toBe(200)
    } finally {
      logged.mockRestore()
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
    const logged = vi.spyOn(console, 'log')
    const dbDir = join(dir, 'mail-prod')
    const server = await startNodeServer({ env: { ...env(), DATABASE_URL: `file:${join(dbDir, 'shop.db')}`, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }, distDir: dist })
    try {
      const health = await fetch(`${server.url}/api/health`)
      expect(health.status).toBe(200)
      expect(await health.json()).toMatchObject({ status: 'ok', email: 'not_configured' })
      expect((await post(`${server.url}/api/auth/forgot-password`, { email: 'customer@example.com' })).status).toBe(200)
      await new Promise((r) => setTimeout(r, 300))
      expect(existsSync(join(dbDir, 'mail'))).toBe(false)
      expect(logged.mock.calls.flat().join('\n')).not.toContain('reset-password')
    } finally {
      logged.mockRestore()
      await server.close()
    }
  })
})
