// The Node entry as `npm start` uses it: real file database, real static serving.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactApi } from '#shared/contracts/content'
import { idempotencyKeys, sessions, users } from './src/db/schema'
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
})
