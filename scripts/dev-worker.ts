// `npm run dev:worker [-- <wrangler dev arguments>]`: builds the app, then runs the Worker in
// `wrangler dev` on http://127.0.0.1:8788 (8787 is `npm start`'s). With TURSO_DATABASE_URL in the
// environment, or in .dev.vars (.env when there is none), the Worker uses that database, with a
// kept JWT secret and this run's PUBLIC_URL where .dev.vars has none. Without, it gets a local one:
// data/worker-dev.db served over libSQL's HTTP protocol from this process, migrated and seeded with
// the demo data before wrangler starts, and stopped when wrangler stops (worker/src/dev/local-worker.ts).
import { execFileSync, spawn } from 'node:child_process'
import { constants } from 'node:os'
import {
  DEV_WORKER_DATABASE,
  DEV_WORKER_JWT_SECRET,
  devJwtSecret,
  devServerVars,
  devWorkerOrigin,
  namedDatabase,
  startLocalWorkerDatabase,
  wranglerDevArgs,
  wranglerDevVars,
  type LocalWorkerDatabase,
  type Vars,
} from '#worker/dev/local-worker'

const passThrough = process.argv.slice(2)
const origin = devWorkerOrigin(passThrough)

function printLocalDatabase({ server, config, prepared, demoAccounts }: LocalWorkerDatabase) {
  const line = '─'.repeat(60)
  console.log(`\n${line}\n  Local database for the Worker: ${DEV_WORKER_DATABASE}, served at ${server.url}`)
  if (prepared.migrated > 0) console.log(`  Applied ${prepared.migrated} migration(s)`)
  const seeded = prepared.seeded
  if (seeded && (seeded.products > 0 || seeded.accounts.length > 0)) {
    console.log(`  Seeded ${seeded.products} products, ${seeded.posts} posts, ${seeded.offers} offers, ${seeded.accounts.length} accounts`)
  }
  if (demoAccounts.length > 0) {
    console.log(`\n  Demo accounts (password: ${config.demoPassword}):`)
    for (const a of demoAccounts) console.log(`    ${a.role.padEnd(10)} ${a.email}`)
    if (config.environment === 'production') {
      console.log(`\n  The Worker runs as deployed (NODE_ENV=production, wrangler.toml), so it warns that the`)
      console.log(`  demo accounts exist: expected on this local database.`)
    }
  }
  console.log(`\n  The shop: ${origin} (once wrangler is ready)\n${line}\n`)
}

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' })

const devVars = await wranglerDevVars('wrangler.toml')
const named = namedDatabase(process.env, devVars)
const exitCodeOf = (signal: NodeJS.Signals) => 128 + constants.signals[signal]
// A signal while the local database is prepared stops it once it is up; afterwards wrangler gets
// the signal, shuts workerd down, and its exit stops the local server below.
let stopping: NodeJS.Signals | undefined
let onSignal = (signal: NodeJS.Signals) => {
  stopping = signal
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => onSignal(signal))

const jwtSecret = devJwtSecret(DEV_WORKER_JWT_SECRET)
let local: LocalWorkerDatabase | undefined
let vars: Vars
if (named) {
  console.log(`The Worker uses the database TURSO_DATABASE_URL names in ${named.from === 'environment' ? 'the environment' : named.from}.`)
  vars = { ...named.vars, ...devServerVars(devVars, { jwtSecret, origin }) }
} else {
  local = await startLocalWorkerDatabase({ dbPath: DEV_WORKER_DATABASE, devVars, origin, jwtSecret })
  printLocalDatabase(local)
  vars = local.vars
}
if (stopping) {
  await local?.server.stop()
  process.exit(exitCodeOf(stopping))
}

const wrangler = spawn(process.execPath, ['node_modules/wrangler/bin/wrangler.js', ...wranglerDevArgs(vars, passThrough)], { stdio: 'inherit' })
// Ctrl-C reaches wrangler too (the terminal signals the whole process group); a signal sent to
// this process alone (SIGTERM from a supervisor) is passed on.
onSignal = (signal) => {
  if (wrangler.exitCode === null && wrangler.signalCode === null) wrangler.kill(signal)
}
const code = await new Promise<number>((resolve) => {
  wrangler.on('error', (error) => {
    console.error('wrangler could not start:', error)
    resolve(1)
  })
  wrangler.on('exit', (exitCode, signal) => resolve(exitCode ?? exitCodeOf(signal ?? 'SIGTERM')))
})
await local?.server.stop()
process.exit(code)
