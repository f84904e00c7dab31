// `npm start`: build the PWA and its server renderer when either is missing or older than the
// sources, then serve the app and the API from one Node process (migrations and demo seed run on the way up).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { startNodeServer } from '../worker/node'

const SOURCES = ['app', 'shared', 'vite.config.ts', 'package.json']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((max, name) => (name === 'node_modules' ? max : Math.max(max, newestMtime(join(path, name)))), stat.mtimeMs)
}

/** What `vite build` writes: the app and, from it, the server renderer (decision 010). */
const BUILT = ['dist/index.html', 'dist-server/storefront/render.js']

function buildIfStale() {
  const builtAt = Math.min(...BUILT.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)))
  const changedAt = Math.max(...SOURCES.map(newestMtime))
  if (builtAt >= changedAt) return
  console.log(builtAt ? 'Sources changed since the last build; rebuilding the app…' : 'Building the app (first start)…')
  // The shop serves a production build whatever NODE_ENV the server runs with: built under
  // NODE_ENV=development, Vite would compile JSX for React's development runtime, which the
  // server renderer then cannot call.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}

if (process.env.SKIP_BUILD !== 'true') buildIfStale()
const server = await startNodeServer()
const { config } = server
console.log(`\n${'─'.repeat(60)}\n  Shop running at ${server.url}\n  Database: ${config.databaseUrl}`)
if (server.prepared.migrated > 0) console.log(`  Applied ${server.prepared.migrated} migration(s)`)
if (server.prepared.seeded && (server.prepared.seeded.products > 0 || server.prepared.seeded.accounts.length > 0)) {
  const s = server.prepared.seeded
  console.log(`  Seeded ${s.products} products, ${s.posts} posts, ${s.offers} offers, ${s.accounts.length} accounts`)
}
// Only accounts that exist: a production database has none (decision 022). The password is the
// one they were seeded with, unless someone changed it since.
if (server.demoAccounts.length > 0) {
  console.log(`\n  Demo accounts (password: ${config.demoPassword}):`)
  for (const a of server.demoAccounts) console.log(`    ${a.role.padEnd(10)} ${a.email}`)
}
console.log(`${'─'.repeat(60)}\n`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0))
  })
}
