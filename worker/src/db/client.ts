import type { Client, InStatement, TransactionMode } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import { consoleLogger, type Logger } from '#worker/log'
import * as schema from './schema'

export type Db = LibSQLDatabase<typeof schema>

/** Each entry brings its own client: the embedded file on Node, HTTP (`@libsql/client/web`) on Workers. */
export function createDb(client: Client, log: Logger = consoleLogger()): Db {
  return drizzle(client.protocol === 'file' ? waitingFileClient(client, log) : client, { schema })
}

/** SQLITE_BUSY anywhere in an error's causes: another connection kept the lock past the busy timeout. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === 'SQLITE_BUSY') return true
  }
  return false
}

/** libSQL's and the system's codes for a database that is not there: closed, unreachable, or its file unreadable. */
const UNREACHABLE = /^(CLIENT_CLOSED|HRANA_CLOSED_ERROR|HRANA_WEBSOCKET_ERROR|SERVER_ERROR|SQLITE_CANTOPEN|SQLITE_IOERR\w*|ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN)$/

/** The database does not answer at all (anywhere in an error's causes), as opposed to refusing a statement. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && UNREACHABLE.test(code)) return true
  }
  return false
}

const READS_ONLY = /^\s*select\b/i
const isRead = (stmt: InStatement) => READS_ONLY.test(typeof stmt === 'string' ? stmt : stmt.sql)

/**
 * The embedded file's client, made to wait for locks and to survive a wait that ran out:
 *
 * - drizzle's batches begin DEFERRED: a batch that reads before it writes upgrades its lock
 *   mid-transaction, and SQLite answers that upgrade with SQLITE_BUSY at once, without waiting out
 *   the busy timeout. A batch that writes begins IMMEDIATE instead, taking the write lock (and
 *   waiting for it) before its first statement; read-only batches stay deferred.
 * - A statement that failed with SQLITE_BUSY stays active on its connection (libsql does not
 *   reset it), and every later COMMIT there fails with "cannot commit transaction - SQL
 *   statements in progress". After SQLITE_BUSY the client's connections are reopened, at the
 *   next turn of the event loop: operations run synchronously once they hold a connection, so
 *   none holds one then (the only interactive transaction is the seed, before serving starts).
 */
function waitingFileClient(client: Client, log: Logger): Client {
  let reopening = false
  const recover = (error: unknown) => {
    if (isDatabaseBusy(error) && !reopening) {
      reopening = true
      log.warn('The database stayed locked past the busy timeout; reopening its connections.')
      setTimeout(() => {
        reopening = false
        void client.reconnect()
      }, 0)
    }
    throw error
  }
  const guarded = {
    batch: (stmts: InStatement[], mode?: TransactionMode) => client.batch(stmts, mode ?? (stmts.every(isRead) ? 'deferred' : 'write')).catch(recover),
    execute: (...args: Parameters<Client['execute']>) => client.execute(...args).catch(recover),
    migrate: (stmts: InStatement[]) => client.migrate(stmts).catch(recover),
  }
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(guarded, property)) return guarded[property as keyof typeof guarded]
      const value: unknown = Reflect.get(target, property, target)
      // The client keeps its state in private fields: its methods must run on the client itself.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
