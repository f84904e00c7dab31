// `npm run db:backup -- [file]`: a consistent copy of the embedded database file (DATABASE_URL,
// by default data/shop.db), taken while the shop runs (decision 022). `VACUUM INTO` reads the
// database in one transaction, so the copy is the database as of one moment, with the write-ahead
// log folded in, never a file caught half-written as a plain `cp` of a live database could be;
// the shop keeps serving (readers do not wait in WAL mode) and its writes wait at most for the
// copy's lock. Without a file name, the copy goes to backups/shop-<time>.db beside the database.
// Restore (README, "Run on Node in production"): stop the shop, put the copy in place of the file,
// delete the file's -wal and -shm companions, start the shop.
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { BUSY_TIMEOUT_MS } from '#worker/db/local-file'
import { toolDatabase } from '#worker/env'

const { url } = toolDatabase(process.env)
if (!url.startsWith('file:')) {
  // Turso keeps its own point-in-time backups: `turso db shell <db> .dump`, or a branch from a moment.
  console.error(`${url} is not a database file; back a remote database up with its provider's tools.`)
  process.exit(2)
}
const source = resolve(url.slice('file:'.length))
if (!existsSync(source)) {
  console.error(`There is no database at ${source}.`)
  process.exit(1)
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const target = resolve(process.argv[2] ?? join(dirname(source), 'backups', `shop-${stamp}.db`))
if (existsSync(target)) {
  console.error(`${target} already exists; VACUUM INTO never overwrites. Choose another name.`)
  process.exit(1)
}
mkdirSync(dirname(target), { recursive: true })
const client = createClient({ url: `file:${source}`, timeout: BUSY_TIMEOUT_MS })
try {
  await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  // The copy is checked before it is called a backup.
  const copy = createClient({ url: `file:${target}` })
  const check = await copy.execute('PRAGMA integrity_check')
  const orders = await copy.execute('SELECT count(*) AS n FROM orders')
  copy.close()
  if (check.rows[0]?.[0] !== 'ok') throw new Error(`The copy failed its integrity check: ${String(check.rows[0]?.[0])}`)
  console.log(`Backed up ${source} to ${target} (${String(orders.rows[0]?.n)} orders)`)
} finally {
  client.close()
}
