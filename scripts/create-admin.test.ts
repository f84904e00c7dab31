// `npm run create-admin` as an operator runs it on an empty production database (decision 022):
// the real script in its own process, then the real login route of a production Node server.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { adminAuditLog, users } from '#worker/db/schema'
import { startNodeServer } from '../worker/node'

let dir: string
let dist: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-create-admin-'))
  dist = join(dir, 'dist')
  mkdirSync(dist)
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title>')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const databaseUrl = () => `file:${join(dir, 'db', 'shop.db')}`
const createAdmin = (args: string[], options: { stdin?: string; password?: string } = {}) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/create-admin.ts', ...args], {
    input: options.stdin ?? '',
    encoding: 'utf8',
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl(), ...(options.password ? { ADMIN_PASSWORD: options.password } : {}) },
  })

describe('npm run create-admin', () => {
  it('makes the first admin of an empty database from a password on standard input, who then signs in on a production server', async () => {
    const made = createAdmin(['Owner@Shop.Example', 'Lucía', 'Restrepo'], { stdin: 'Str0ng-Passw0rd\n' })
    expect(made.stderr).toBe('')
    expect(made.status).toBe(0)
    expect(made.stdout).toContain('Created admin owner@shop.example')
    expect(made.stdout).not.toContain('Str0ng-Passw0rd')

    const server = await startNodeServer({
      env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl(), NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' },
      distDir: dist,
    })
    try {
      expect(server.prepared.migrated).toBe(0) // the script applied them
      expect((await server.db.select().from(users)).map((u) => [u.email, u.role])).toEqual([['owner@shop.example', 'admin']])
      expect((await server.db.select().from(adminAuditLog)).map((e) => e.action)).toEqual(['user.create'])
      const login = await fetch(`${server.url}${authApi.login.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://shop.example.com' },
        body: JSON.stringify({ email: 'owner@shop.example', password: 'Str0ng-Passw0rd' }),
      })
      expect(login.status).toBe(200)
      expect(authApi.login.output.parse(await login.json()).role).toBe('admin')
    } finally {
      await server.close()
    }
  })

  it('refuses a weak password, an address already taken and a missing name, creating nothing', async () => {
    const weak = createAdmin(['second@shop.example', 'Ana', 'Gómez'], { password: 'password' })
    expect(weak.status).toBe(1)
    expect(weak.stderr).toContain('password')
    const taken = createAdmin(['owner@shop.example', 'Ana', 'Gómez'], { password: 'An0ther-Passw0rd' })
    expect(taken.status).toBe(1)
    expect(taken.stderr).toContain('An account with this email already exists')
    const usage = createAdmin(['third@shop.example'], { password: 'An0ther-Passw0rd' })
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('Usage: ')
    const client = createClient({ url: databaseUrl() })
    try {
      expect((await client.execute('SELECT email FROM users')).rows.map((r) => r.email)).toEqual(['owner@shop.example'])
    } finally {
      client.close()
    }
  })
})
