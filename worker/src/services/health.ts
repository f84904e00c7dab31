import { sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'

/** Throws when the database does not answer; the health check then reports a failure. */
export async function checkDatabase(db: Db) {
  await db.run(sql`select 1`)
}
