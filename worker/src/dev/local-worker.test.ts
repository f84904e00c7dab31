// The pieces of `npm run dev:worker`: the settings wrangler dev would read, the choice between a
// named database and a local one, the local one served, migrated and seeded over libSQL's HTTP
// protocol, and the arguments wrangler gets. The run itself (wrangler and workerd) is tried by hand
// (README, "Cloudflare Workers + Turso"); the Worker on this server is proven in e2e/workers.e2e.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client/web'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '#worker/db/migrations.gen'
import { DEMO_ACCOUNTS } from '#worker/db/seed/seed'
import { seedProducts } from '#worker/db/seed/products.data'
import {
  DEV_WORKER_PORT,
  devJwtSecret,
  devServerVars,
  devWorkerOrigin,
  namedDatabase,
  startLocalWorkerDatabase,
  wranglerDevArgs,
  wranglerDevVars,
  type Vars,
} from './local-worker'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const JWT_SECRET = 'dev-worker-test-secret-that-is-long-enough-0123'
const ORIGIN = `http://127.0.0.1:${DEV_WORKER_PORT}`

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-dev-worker-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the settings wrangler dev reads', () => {
  it('are wrangler.toml’s [vars] overridden by .dev.vars, read by wrangler itself, which leaves the signals to the caller', async () => {
    const project = mkdtempSync(join(dir, 'project-'))
    writeFileSync(join(project, 'wrangler.toml'), 'name = "shop"\nmain = "index.ts"\n\n[vars]\nNODE_ENV = "production"\nCOMPANY_INFO = "From the toml"\n')
    writeFileSync(join(project, '.dev.vars'), 'COMPANY_INFO=From the file\nTURSO_DATABASE_URL=\nJWT_SECRET="a quoted secret"\n')
    const listeners = () => ['SIGINT', 'SIGTERM'].map((s) => process.listenerCount(s))
    const before = listeners()

    const vars = await wranglerDevVars(join(project, 'wrangler.toml'))

    expect(vars).toEqual({ NODE_ENV: 'production', COMPANY_INFO: 'From the file', TURSO_DATABASE_URL: '', JWT_SECRET: 'a quoted secret' })
    expect(listeners()).toEqual(before)
  })
})

describe('the database the Worker gets', () => {
  it('is the one TURSO_DATABASE_URL names in the environment (with its token), then in .dev.vars; an empty one names nothing', () => {
    const fromFiles = { TURSO_DATABASE_URL: 'libsql://files.turso.io' }
    expect(namedDatabase({ TURSO_DATABASE_URL: 'libsql://env.turso.io', TURSO_AUTH_TOKEN: 't' }, fromFiles)).toEqual({
      from: 'environment',
      vars: { TURSO_DATABASE_URL: 'libsql://env.turso.io', TURSO_AUTH_TOKEN: 't' },
    })
    expect(namedDatabase({ TURSO_DATABASE_URL: 'http://127.0.0.1:8080' }, {})?.vars).toEqual({ TURSO_DATABASE_URL: 'http://127.0.0.1:8080', TURSO_AUTH_TOKEN: '' })
    // wrangler reads .dev.vars itself: nothing to hand over.
    expect(namedDatabase({ TURSO_DATABASE_URL: '' }, fromFiles)).toEqual({ from: '.dev.vars', vars: {} })
    expect(namedDatabase({}, { TURSO_DATABASE_URL: '', TURSO_AUTH_TOKEN: 'stale' })).toBeUndefined()
    expect(namedDatabase({ TURSO_AUTH_TOKEN: 'alone' }, {})).toBeUndefined()
  })

  it('named, gets a kept JWT secret and the run’s origin where .dev.vars has none, and never demo data nor the test gateway', () => {
    const run = { jwtSecret: JWT_SECRET, origin: ORIGIN }
    expect(devServerVars({ NODE_ENV: 'production' }, run)).toEqual({ JWT_SECRET, PUBLIC_URL: ORIGIN })
    expect(devServerVars({ JWT_SECRET: 'their own', PUBLIC_URL: 'http://localhost:9000' }, run)).toEqual({})
  })
})

describe('the local database', () => {
  // wrangler.toml's own [vars] (NODE_ENV=production), without any developer file.
  let tomlVars: Vars
  beforeAll(async () => {
    const { unstable_readConfig } = await import('wrangler')
    tomlVars = unstable_readConfig({ config: join(root, 'wrangler.toml') }).vars as Vars
  })

  it('is served on a free port of 127.0.0.1 behind a token, migrated and seeded for a Worker that runs as deployed', async () => {
    expect(tomlVars.NODE_ENV).toBe('production')
    const dbPath = join(dir, 'first', 'worker-dev.db')
    const local = await startLocalWorkerDatabase({ dbPath, devVars: tomlVars, origin: ORIGIN, jwtSecret: JWT_SECRET })
    try {
      expect(local.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const { TURSO_AUTH_TOKEN: token, ...rest } = local.vars
      expect(token).toMatch(/^[\w-]{32}$/)
      expect(rest).toEqual({ TURSO_DATABASE_URL: local.server.url, JWT_SECRET, PUBLIC_URL: ORIGIN, SEED_DEMO: 'true', PAYMENTS_TEST_MODE: 'true' })
      // What the Worker will read: production, demo data asked for (decision 022), the test gateway.
      expect(local.config).toMatchObject({ runtime: 'workers', environment: 'production', seedDemo: true, paymentsTestMode: true, publicUrl: ORIGIN, databaseUrl: local.server.url })
      expect(local.prepared.migrated).toBe(migrations.length)
      expect(local.prepared.seeded).toMatchObject({ products: seedProducts.length, accounts: DEMO_ACCOUNTS.map((a) => a.email) })
      expect(local.demoAccounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email))

      const client = createClient({ url: local.server.url, authToken: token })
      const stranger = createClient({ url: local.server.url })
      try {
        expect(Number((await client.execute('SELECT count(*) AS n FROM products')).rows[0]!.n)).toBe(seedProducts.length)
        await expect(stranger.execute('SELECT 1')).rejects.toThrow()
      } finally {
        client.close()
        stranger.close()
      }
    } finally {
      await local.server.stop()
    }

    // A second run on the same file (a new token) finds it ready and seeds nothing twice.
    const again = await startLocalWorkerDatabase({ dbPath, devVars: tomlVars, origin: ORIGIN, jwtSecret: JWT_SECRET })
    try {
      expect(again.vars.TURSO_AUTH_TOKEN).not.toBe(local.vars.TURSO_AUTH_TOKEN)
      expect(again.prepared.migrated).toBe(0)
      expect(again.prepared.seeded).toEqual({ products: 0, posts: 0, offers: 0, accounts: [] })
      expect(again.demoAccounts).toHaveLength(DEMO_ACCOUNTS.length)
    } finally {
      await again.server.stop()
    }
  })

  it('keeps the developer’s own settings from .dev.vars: their secret, their origin, and no demo data when they say so', async () => {
    const devVars = { ...tomlVars, JWT_SECRET: 'the-developers-own-secret-of-32-characters', PUBLIC_URL: 'http://localhost:9000', SEED_DEMO: 'false', PAYMENTS_TEST_MODE: '' }
    const local = await startLocalWorkerDatabase({ dbPath: join(dir, 'second', 'worker-dev.db'), devVars, origin: ORIGIN, jwtSecret: JWT_SECRET })
    try {
      expect(Object.keys(local.vars)).toEqual(['TURSO_DATABASE_URL', 'TURSO_AUTH_TOKEN', 'PAYMENTS_TEST_MODE'])
      expect(local.config).toMatchObject({ jwtSecret: devVars.JWT_SECRET, publicUrl: 'http://localhost:9000', seedDemo: false })
      expect(local.prepared).toEqual({ migrated: migrations.length, seeded: undefined })
      expect(local.demoAccounts).toEqual([])
    } finally {
      await local.server.stop()
    }
  })

  it('refuses settings the Worker would not start with', async () => {
    const devVars = { ...tomlVars, PUBLIC_URL: 'shop.example.com' }
    await expect(startLocalWorkerDatabase({ dbPath: join(dir, 'third', 'worker-dev.db'), devVars, origin: ORIGIN, jwtSecret: JWT_SECRET })).rejects.toThrow(/PUBLIC_URL/)
  })

  it('gets a JWT secret made once and kept', () => {
    const path = join(dir, 'secret', 'worker-dev.jwt-secret')
    const secret = devJwtSecret(path)
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(devJwtSecret(path)).toBe(secret)
  })
})

describe('wrangler dev', () => {
  it('listens on 127.0.0.1:8788 and gets the settings as --var flags, the developer’s own arguments last', () => {
    const vars = { TURSO_DATABASE_URL: 'http://127.0.0.1:41234', JWT_SECRET: 'a:b' }
    expect(wranglerDevArgs(vars, [])).toEqual(['dev', '--ip', '127.0.0.1', '--port', '8788', '--var', 'TURSO_DATABASE_URL:http://127.0.0.1:41234', '--var', 'JWT_SECRET:a:b'])
    expect(devWorkerOrigin([])).toBe('http://127.0.0.1:8788')
    expect(wranglerDevArgs({}, ['--port', '9000', '--live-reload'])).toEqual(['dev', '--ip', '127.0.0.1', '--port', '9000', '--live-reload'])
    expect(devWorkerOrigin(['--port', '9000'])).toBe('http://127.0.0.1:9000')
    expect(wranglerDevArgs({}, ['--ip=0.0.0.0', '--port=9001'])).toEqual(['dev', '--ip=0.0.0.0', '--port=9001'])
    expect(devWorkerOrigin(['--ip=0.0.0.0', '--port=9001'])).toBe('http://localhost:9001')
  })
})
