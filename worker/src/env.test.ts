import { describe, expect, it } from 'vitest'
import { parseConfig, toolDatabase } from './env'

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
    expect(result).toEqual({ ok: false, missing: ['TURSO_DATABASE_URL', 'JWT_SECRET'], invalid: [] })
  })
  it('never seeds demo accounts on Workers unless SEED_DEMO=true', () => {
    const base = { TURSO_DATABASE_URL: 'libsql://x.turso.io', JWT_SECRET: 'k'.repeat(40) }
    const off = parseConfig(base, 'workers')
    const on = parseConfig({ ...base, SEED_DEMO: 'true' }, 'workers')
    expect(off.ok && off.config.seedDemo).toBe(false)
    expect(on.ok && on.config.seedDemo).toBe(true)
  })
  it('reads the operating company from one value', () => {
    const result = parseConfig({ COMPANY_INFO: 'Acme Trading LLC | 1 Main St | Miami, FL 33101' }, 'node')
    expect(result.ok && result.config.company).toEqual({ name: 'Acme Trading LLC', address: '1 Main St, Miami, FL 33101' })
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
})
