// The pieces of `npm run dev:worker` (scripts/dev-worker.ts): which database the Worker gets in
// `wrangler dev`, and, when the developer named none, a local one: the Hrana server
// (./hrana-server.ts) on a file, migrated and seeded before wrangler starts, and the settings
// handed to wrangler as `--var` flags, which win over wrangler.toml's [vars] and over .dev.vars.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { createClient } from '@libsql/client/web'
import { createDb } from '#worker/db/client'
import { prepareDatabase } from '#worker/db/prepare'
import { parseConfig, type Config } from '#worker/env'
import { demoAccountsIn } from '#worker/services/demo-accounts'
import { startHranaServer, type HranaServer } from './hrana-server'

/** `wrangler dev` listens here: wrangler's own default, 8787, is the port of `npm start`. */
export const DEV_WORKER_PORT = 8788
export const DEV_WORKER_IP = '127.0.0.1'
/** The local database (git-ignored, like all of data/) and the JWT secret kept beside it. */
export const DEV_WORKER_DATABASE = 'data/worker-dev.db'
export const DEV_WORKER_JWT_SECRET = 'data/worker-dev.jwt-secret'

export type Vars = Record<string, string>

/**
 * What wrangler dev binds before any `--var`: the configuration's [vars], then .dev.vars (or .env
 * when there is none), read by wrangler's own functions. Importing wrangler adds SIGINT/SIGTERM
 * listeners that exit the process at once; they are taken off again, so that a process running
 * `wrangler dev` as its child can wait for it to stop.
 */
export async function wranglerDevVars(configPath: string): Promise<Vars> {
  const signals = ['SIGINT', 'SIGTERM'] as const
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]))
  const { unstable_getVarsForDev, unstable_readConfig } = await import('wrangler')
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener)
  }
  const config = unstable_readConfig({ config: configPath })
  const bindings = unstable_getVarsForDev(config.userConfigPath, undefined, config.vars, undefined, true)
  return Object.fromEntries(Object.entries(bindings).flatMap(([key, binding]) => (typeof binding.value === 'string' ? [[key, binding.value]] : [])))
}

/** A setting counts when it has a value: an empty line in .dev.vars is unset, as parseConfig reads it. */
const isSet = (vars: Partial<Vars>, key: string) => (vars[key] ?? '') !== ''

/**
 * The database the developer named, if any: TURSO_DATABASE_URL in the environment (with its
 * TURSO_AUTH_TOKEN, handed to wrangler, which does not pass the environment on) wins over the one
 * in the files wrangler dev reads itself (.dev.vars, or .env when there is no .dev.vars).
 */
export function namedDatabase(processEnv: Partial<Vars>, devVars: Vars): { from: 'environment' | '.dev.vars'; vars: Vars } | undefined {
  if (isSet(processEnv, 'TURSO_DATABASE_URL')) {
    return { from: 'environment', vars: { TURSO_DATABASE_URL: processEnv.TURSO_DATABASE_URL!, TURSO_AUTH_TOKEN: processEnv.TURSO_AUTH_TOKEN ?? '' } }
  }
  if (isSet(devVars, 'TURSO_DATABASE_URL')) return { from: '.dev.vars', vars: {} }
  return undefined
}

/**
 * What any run needs, for what .dev.vars leaves unset: a JWT secret kept between runs, and the
 * origin links in emails point to (wrangler.toml's NODE_ENV=production requires PUBLIC_URL).
 */
export function devServerVars(devVars: Vars, local: { jwtSecret: string; origin: string }): Vars {
  return unsetIn(devVars, { JWT_SECRET: local.jwtSecret, PUBLIC_URL: local.origin })
}

/**
 * The settings the Worker gets on the local database. wrangler.toml keeps NODE_ENV=production, so
 * the Worker runs as deployed; demo data and the test payment gateway are therefore asked for
 * explicitly (decision 022; never on a named database, which may hold real data), and a
 * developer's own value in .dev.vars for any of these stays.
 */
export function localWorkerVars(devVars: Vars, local: { databaseUrl: string; authToken: string; jwtSecret: string; origin: string }): Vars {
  return {
    TURSO_DATABASE_URL: local.databaseUrl,
    TURSO_AUTH_TOKEN: local.authToken,
    ...devServerVars(devVars, local),
    ...unsetIn(devVars, { SEED_DEMO: 'true', PAYMENTS_TEST_MODE: 'true' }),
  }
}

const unsetIn = (devVars: Vars, defaults: Vars): Vars => Object.fromEntries(Object.entries(defaults).filter(([key]) => !isSet(devVars, key)))

/** The value of `--name value` or `--name=value` among the arguments given after `npm run dev:worker --`. */
function flagValue(args: string[], name: string): string | undefined {
  for (const [i, arg] of args.entries()) {
    if (arg === name) return args[i + 1]
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1)
  }
  return undefined
}

/** Where the Worker answers: 127.0.0.1:8788 unless `--ip` / `--port` say otherwise. */
export function devWorkerOrigin(passThrough: string[]): string {
  const ip = flagValue(passThrough, '--ip') ?? DEV_WORKER_IP
  const host = ip === '0.0.0.0' ? 'localhost' : ip.includes(':') ? `[${ip}]` : ip
  return `http://${host}:${flagValue(passThrough, '--port') ?? DEV_WORKER_PORT}`
}

/** `wrangler dev` on 127.0.0.1:8788 with these settings; the developer's own arguments come last. */
export function wranglerDevArgs(vars: Vars, passThrough: string[]): string[] {
  const args = ['dev']
  if (flagValue(passThrough, '--ip') === undefined) args.push('--ip', DEV_WORKER_IP)
  if (flagValue(passThrough, '--port') === undefined) args.push('--port', String(DEV_WORKER_PORT))
  for (const [key, value] of Object.entries(vars)) args.push('--var', `${key}:${value}`)
  return [...args, ...passThrough]
}

/** A JWT secret made once and kept in the file, so sign-ins outlive a restart of `npm run dev:worker`. */
export function devJwtSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dirname(path), { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(path, secret, { mode: 0o600 })
  return secret
}

export type LocalWorkerDatabase = {
  server: HranaServer
  /** The `--var` settings for wrangler dev. */
  vars: Vars
  /** The configuration the Worker will read: wrangler.toml, the developer's files, then `vars`. */
  config: Config
  prepared: Awaited<ReturnType<typeof prepareDatabase>>
  demoAccounts: Awaited<ReturnType<typeof demoAccountsIn>>
}

/**
 * Serves the file over libSQL's HTTP protocol on a free port of 127.0.0.1, behind a token made for
 * this run, and prepares it through that server as the Worker would with the same configuration:
 * migrations, then the demo data when SEED_DEMO holds. Refuses (and stops the server) when that
 * configuration is not one the Worker would serve with.
 */
export async function startLocalWorkerDatabase(options: { dbPath: string; devVars: Vars; origin: string; jwtSecret: string; now?: Date }): Promise<LocalWorkerDatabase> {
  mkdirSync(dirname(options.dbPath), { recursive: true })
  const authToken = randomBytes(24).toString('base64url')
  const server = await startHranaServer({ dbPath: options.dbPath, authToken })
  const client = createClient({ url: server.url, authToken })
  try {
    const vars = localWorkerVars(options.devVars, { databaseUrl: server.url, authToken, jwtSecret: options.jwtSecret, origin: options.origin })
    const parsed = parseConfig({ ...options.devVars, ...vars }, 'workers')
    if (!parsed.ok) throw new Error(`The Worker would not start with these settings: ${[...parsed.missing, ...parsed.invalid].join('; ')}`)
    const db = createDb(client)
    const prepared = await prepareDatabase(db, parsed.config, options.now ?? new Date())
    return { server, vars, config: parsed.config, prepared, demoAccounts: await demoAccountsIn(db) }
  } catch (error) {
    await server.stop()
    throw error
  } finally {
    client.close()
  }
}
