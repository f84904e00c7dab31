import type { Client } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import * as schema from './schema'

export type Db = LibSQLDatabase<typeof schema>

/** Each entry brings its own client: the embedded file on Node, HTTP (`@libsql/client/web`) on Workers. */
export function createDb(client: Client): Db {
  return drizzle(client, { schema })
}
