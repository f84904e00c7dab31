import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SERVICE_HOSTS, parseConfig, toolDatabase } from './env'

describe('configuration', () => {
  it('defaults to the embedded database and demo seeding on Node', () => {
    const result = parseConfig({}, 'node')
    expect(result.ok && result.config).toMatchObject({ databaseUrl: 'file:data/shop.db', seedDemo: true, port: 8787, demoPassword: 'Demo12345' })
  })
  it('honours PORT, DATABASE_URL and SEED_DEMO=false', () => {
    const result = parseConfig({ PORT: '9090', DATABASE_URL: 'libsql://shop.turso.io', DATABASE_AUTH_TOKEN: 't', SEED_DEMO: 'false' }, 'node')
    expect(result.ok && result.config).toMatchObject({ port: 9090, databaseUrl: 'libsql://shop.turso.io', databaseAuthToken: 't', seedDemo: false })
  })
  it('names what Workers are missing instead of crashing', () => {
    const result = parseConfig({}, 'workers')
    expect(result).toEqual({ ok: false, missing: ['TURSO_DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL'], invalid: [] })
  })
  it('seeds demo data only outside production or where SEED_DEMO=true, on either runtime (decision 022)', () => {
    const seeds = (raw: Record<string, string>) => {
      const result = parseConfig({ PUBLIC_URL: 'https://shop.example.com', ...raw }, 'node')
      return result.ok && result.config.seedDemo
    }
    expect(seeds({ NODE_ENV: 'production' })).toBe(false)
    expect(seeds({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true)
    expect(seeds({ NODE_ENV: 'development' })).toBe(true)
    expect(seeds({ NODE_ENV: 'test' })).toBe(true)
    expect(seeds({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false)
    const workers = { TURSO_DATABASE_URL: 'libsql://x.turso.io', JWT_SECRET: 'k'.repeat(40), PUBLIC_URL: 'https://shop.example.com' }
    const dev = parseConfig({ ...workers, NODE_ENV: 'development' }, 'workers')
    expect(dev.ok && dev.config.seedDemo).toBe(true)
  })
  it('never seeds demo accounts on Workers unless SEED_DEMO=true', () => {
    const base = { TURSO_DATABASE_URL: 'libsql://x.turso.io', JWT_SECRET: 'k'.repeat(40), PUBLIC_URL: 'https://shop.example.com' }
    const off = parseConfig(base, 'workers')
    const on = parseConfig({ ...base, SEED_DEMO: 'true' }, 'workers')
    expect(off.ok && off.config.seedDemo).toBe(false)
    expect(on.ok && on.config.seedDemo).toBe(true)
  })
  it('reads the operating company from one value', () => {
    const result = parseConfig({ COMPANY_INFO: 'Acme Trading LLC | 1 Main St | Miami, FL 33101' }, 'node')
    expect(result.ok && result.config.company).toEqual({ name: 'Acme Trading LLC', address: '1 Main St, Miami, FL 33101' })
    const nameOnly = parseConfig({ COMPANY_INFO: 'Acme Trading LLC' }, 'node')
    expect(nameOnly.ok && nameOnly.config.company).toEqual({ name: 'Acme Trading LLC', address: null })
    const unset = parseConfig({}, 'node')
    expect(unset.ok && unset.config.company).toBeNull()
  })
  it('sends wholesale inquiries to WHOLESALE_EMAIL, or to the support inbox when it is unset', () => {
    const both = parseConfig({ SUPPORT_EMAIL: 'care@shop.test', WHOLESALE_EMAIL: 'sales@shop.test' }, 'node')
    expect(both.ok && [both.config.supportEmail, both.config.wholesaleEmail]).toEqual(['care@shop.test', 'sales@shop.test'])
    const supportOnly = parseConfig({ SUPPORT_EMAIL: 'care@shop.test' }, 'node')
    expect(supportOnly.ok && supportOnly.config.wholesaleEmail).toBe('care@shop.test')
    expect(parseConfig({ WHOLESALE_EMAIL: 'not an address' }, 'node')).toMatchObject({ ok: false, invalid: [expect.stringContaining('WHOLESALE_EMAIL')] })
  })
  it('gives the database tools the runtimes’ settings: Node’s by default, the Worker’s Turso database when TURSO_* is given', () => {
    expect(toolDatabase({})).toEqual({ url: 'file:data/shop.db', authToken: undefined })
    expect(toolDatabase({ DATABASE_URL: 'file:/tmp/x.db', DATABASE_AUTH_TOKEN: 'd' })).toEqual({ url: 'file:/tmp/x.db', authToken: 'd' })
    // A deploy migrates Turso without JWT_SECRET, which only a serving Worker needs.
    expect(toolDatabase({ DATABASE_URL: 'file:/tmp/x.db', TURSO_DATABASE_URL: 'libsql://shop.turso.io', TURSO_AUTH_TOKEN: 't' })).toEqual({
      url: 'libsql://shop.turso.io',
      authToken: 't',
    })
    expect(toolDatabase({ DATABASE_URL: 'libsql://shop.turso.io', TURSO_AUTH_TOKEN: 't' })).toEqual({ url: 'libsql://shop.turso.io', authToken: 't' })
    expect(() => toolDatabase({ TURSO_AUTH_TOKEN: 't' })).toThrow(/TURSO_DATABASE_URL/)
    expect(() => toolDatabase({ PORT: 'many' })).toThrow(/PORT/)
  })

  describe('links in emails', () => {
    it('require PUBLIC_URL in production, on Node as on Workers, and only there', () => {
      expect(parseConfig({ NODE_ENV: 'production' }, 'node')).toEqual({ ok: false, missing: ['PUBLIC_URL'], invalid: [] })
      expect(parseConfig({ NODE_ENV: 'development' }, 'node').ok).toBe(true)
      expect(parseConfig({ NODE_ENV: 'test' }, 'node').ok).toBe(true)
      // The database tools never build links.
      expect(toolDatabase({ NODE_ENV: 'production' })).toEqual({ url: 'file:data/shop.db', authToken: undefined })
      const ok = parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com/' }, 'node')
      expect(ok.ok && ok.config.publicUrl).toBe('https://shop.example.com')
    })
    it('take only an http(s) origin as PUBLIC_URL', () => {
      const result = parseConfig({ PUBLIC_URL: 'javascript:alert(1)' }, 'node')
      expect(result.ok).toBe(false)
      expect(!result.ok && result.invalid.join()).toContain('PUBLIC_URL')
    })
  })

  describe('email transport', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }
    const email = (raw: Record<string, string>) => {
      const result = parseConfig(raw, 'node')
      if (!result.ok) throw new Error([...result.missing, ...result.invalid].join('; '))
      return result.config.email
    }

    it('is SMTP with SMTP_URL, Resend with RESEND_API_KEY, and none without either', () => {
      expect(email({ SMTP_URL: 'smtps://shop:secret@mail.example.com:465' }).transport).toEqual({ kind: 'smtp', url: 'smtps://shop:secret@mail.example.com:465' })
      expect(email({ RESEND_API_KEY: 're_123' }).transport).toEqual({ kind: 'resend', apiKey: 're_123', apiBase: 'https://api.resend.com' })
      expect(email({ RESEND_API_KEY: 're_123', RESEND_API_BASE: 'http://127.0.0.1:9999' }).transport).toMatchObject({ apiBase: 'http://127.0.0.1:9999' })
      expect(email({}).transport).toEqual({ kind: 'none' })
    })
    it('refuses both at once, and an SMTP_URL that is not smtp:// or smtps://', () => {
      expect(parseConfig({ SMTP_URL: 'smtp://mail.example.com', RESEND_API_KEY: 're_123' }, 'node')).toMatchObject({ ok: false, invalid: [expect.stringContaining('not both')] })
      expect(parseConfig({ SMTP_URL: 'https://mail.example.com' }, 'node')).toMatchObject({ ok: false, invalid: [expect.stringContaining('SMTP_URL')] })
    })
    it('reads the sender from EMAIL_FROM, with or without a name, and requires it in production once mail is sent', () => {
      expect(email({ EMAIL_FROM: 'Forma Bella <hello@formabella.example>' }).from).toEqual({ name: 'Forma Bella', address: 'hello@formabella.example' })
      expect(email({ EMAIL_FROM: '"Forma Bella, Shop" <hello@formabella.example>' }).from).toEqual({ name: 'Forma Bella, Shop', address: 'hello@formabella.example' })
      expect(email({ EMAIL_FROM: 'hello@formabella.example' }).from).toEqual({ address: 'hello@formabella.example' })
      expect(email({}).from).toBeUndefined()
      expect(parseConfig({ EMAIL_FROM: 'Forma Bella' }, 'node')).toMatchObject({ ok: false, invalid: [expect.stringContaining('EMAIL_FROM')] })
      expect(parseConfig({ ...production, SMTP_URL: 'smtp://mail.example.com' }, 'node')).toEqual({ ok: false, missing: ['EMAIL_FROM'], invalid: [] })
      // No transport in production: nothing is sent, so no sender is needed (the health check says so).
      expect(email(production).transport).toEqual({ kind: 'none' })
    })
  })

  it('holds unpaid orders 10 minutes unless ORDER_HOLD_MINUTES says otherwise, and refuses a nonsense hold', () => {
    const defaults = parseConfig({}, 'node')
    expect(defaults.ok && defaults.config).toMatchObject({ orderHoldMinutes: 10, paymentsTestMode: false })
    const set = parseConfig({ ORDER_HOLD_MINUTES: '45', PAYMENTS_TEST_MODE: 'true' }, 'node')
    expect(set.ok && set.config).toMatchObject({ orderHoldMinutes: 45, paymentsTestMode: true })
    const zero = parseConfig({ ORDER_HOLD_MINUTES: '0' }, 'node')
    expect(zero.ok).toBe(false)
    expect(!zero.ok && zero.invalid.join()).toMatch(/ORDER_HOLD_MINUTES/)
  })

  it('asks for reviews 7 days after delivery unless REVIEW_REQUEST_DAYS says otherwise (0: never)', () => {
    const defaults = parseConfig({}, 'node')
    expect(defaults.ok && defaults.config.reviewRequestDays).toBe(7)
    const off = parseConfig({ REVIEW_REQUEST_DAYS: '0' }, 'node')
    expect(off.ok && off.config.reviewRequestDays).toBe(0)
    expect(parseConfig({ REVIEW_REQUEST_DAYS: '-1' }, 'node').ok).toBe(false)
  })

  it('logs from info up unless LOG_LEVEL says otherwise, and refuses a level it does not know', () => {
    const defaults = parseConfig({}, 'node')
    expect(defaults.ok && defaults.config.logLevel).toBe('info')
    const quiet = parseConfig({ LOG_LEVEL: 'warn' }, 'node')
    expect(quiet.ok && quiet.config.logLevel).toBe('warn')
    const unknown = parseConfig({ LOG_LEVEL: 'verbose' }, 'node')
    expect(!unknown.ok && unknown.invalid.join()).toMatch(/LOG_LEVEL/)
  })

  it('reports errors only with a SENTRY_DSN, and refuses one that is not an http(s) URL', () => {
    const none = parseConfig({}, 'node')
    expect(none.ok && none.config.sentryDsn).toBeUndefined()
    const set = parseConfig({ SENTRY_DSN: 'https://public@o1.ingest.sentry.io/2' }, 'node')
    expect(set.ok && set.config.sentryDsn).toBe('https://public@o1.ingest.sentry.io/2')
    const wrong = parseConfig({ SENTRY_DSN: 'public@o1.ingest.sentry.io/2' }, 'node')
    expect(!wrong.ok && wrong.invalid.join()).toMatch(/SENTRY_DSN/)
  })

  it('caps retail orders at 10 units a line and 20 an order unless RETAIL_MAX_UNITS_* say otherwise', () => {
    const defaults = parseConfig({}, 'node')
    expect(defaults.ok && defaults.config.retailLimits).toEqual({ perLine: 10, perOrder: 20 })
    const set = parseConfig({ RETAIL_MAX_UNITS_PER_LINE: '6', RETAIL_MAX_UNITS_PER_ORDER: '12' }, 'node')
    expect(set.ok && set.config.retailLimits).toEqual({ perLine: 6, perOrder: 12 })
    const nonsense = parseConfig({ RETAIL_MAX_UNITS_PER_LINE: '0' }, 'node')
    expect(!nonsense.ok && nonsense.invalid.join()).toMatch(/RETAIL_MAX_UNITS_PER_LINE/)
  })

  it('reads Web Push’s VAPID keys (both or neither, a subject in production) and the push services’ hosts (decision 043)', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43) }
    const none = parseConfig({}, 'node')
    expect(none.ok && none.config.vapid).toBeUndefined()
    expect(none.ok && none.config.pushServiceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS)
    const set = parseConfig({ ...keys, SUPPORT_EMAIL: 'help@shop.example', PUSH_SERVICE_HOSTS: 'push.example.com, http://127.0.0.1:4567 ' }, 'node')
    expect(set.ok && set.config.vapid).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY, subject: 'mailto:help@shop.example' })
    expect(set.ok && set.config.pushServiceHosts).toEqual(['push.example.com', 'http://127.0.0.1:4567'])
    const half = parseConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY }, 'node')
    expect(!half.ok && half.invalid.join()).toMatch(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/)
    const short = parseConfig({ ...keys, VAPID_PRIVATE_KEY: 'short' }, 'node')
    expect(!short.ok && short.invalid.join()).toMatch(/VAPID_PRIVATE_KEY/)
    const production = parseConfig({ ...keys, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }, 'node')
    expect(!production.ok && production.missing).toEqual(['VAPID_SUBJECT'])
  })
})
