import type { Client } from '@libsql/client'

/**
 * How long a statement on the embedded file waits for another connection's lock (a backup, `npm
 * run db:migrate`, the sqlite3 shell, a long write) before it fails with SQLITE_BUSY: the client's
 * `timeout` option, applied to every connection it opens. A lock held longer answers 503 (db/client.ts).
 */
export const BUSY_TIMEOUT_MS = 5000

/**
 * An embedded database file (the Node entry, tests, benchmarks) writes ahead to a log: a commit
 * then costs one sync of the log instead of the rollback journal's several, and readers do not
 * wait for a writer. Every order is several commits (bench/checkout.ts measures it). Durability is
 * unchanged: `synchronous` stays FULL. The mode is stored in the file, so setting it again is a no-op.
 */
export async function enableWriteAheadLog(client: Client) {
  await client.execute('PRAGMA journal_mode = WAL')
}
