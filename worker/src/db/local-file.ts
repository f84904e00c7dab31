import type { Client } from '@libsql/client'

/**
 * An embedded database file (the Node entry, tests, benchmarks) writes ahead to a log: a commit
 * then costs one sync of the log instead of the rollback journal's several, and readers do not
 * wait for a writer. Every order is several commits (bench/checkout.ts measures it). Durability is
 * unchanged: `synchronous` stays FULL. The mode is stored in the file, so setting it again is a no-op.
 */
export async function enableWriteAheadLog(client: Client) {
  await client.execute('PRAGMA journal_mode = WAL')
}
