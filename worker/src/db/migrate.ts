// Applies the bundled migrations the way drizzle's libSQL migrator does (same journal table,
// same hashes), so `drizzle-kit`, `npm run db:migrate`, Node and Workers all agree on state.
import { sql } from 'drizzle-orm'
import type { MigrationMeta } from 'drizzle-orm/migrator'
import type { Db } from './client'
import { migrations as bundled } from './migrations.gen'

const TABLE = '__drizzle_migrations'

export async function runMigrations(db: Db, migrations: MigrationMeta[] = bundled): Promise<number> {
  await db.run(
    sql.raw(`CREATE TABLE IF NOT EXISTS ${TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`),
  )
  const lastMillis = await lastAppliedMillis(db)
  const pending = migrations.filter((m) => m.folderMillis > lastMillis)
  if (pending.length === 0) return 0
  const statements = pending.flatMap((m) => [
    ...m.sql.filter((s) => s.trim() !== '').map((s) => db.run(sql.raw(s))),
    db.run(sql`INSERT INTO ${sql.identifier(TABLE)} ("hash", "created_at") VALUES (${m.hash}, ${m.folderMillis})`),
  ])
  // LibSQL's migrate() runs the batch in one transaction with foreign keys deferred.
  try {
    await (db as unknown as { session: { migrate(q: unknown[]): Promise<void> } }).session.migrate(statements)
  } catch (error) {
    // Several Workers isolates cold-start at once on a fresh database: the one that loses the race
    // fails atomically (table already exists) once the winner has committed the same migrations.
    if ((await lastAppliedMillis(db)) >= pending.at(-1)!.folderMillis) return 0
    throw error
  }
  return pending.length
}

async function lastAppliedMillis(db: Db): Promise<number> {
  const last = await db.values<[unknown, string, number]>(
    sql.raw(`SELECT id, hash, created_at FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`),
  )
  return last[0] ? Number(last[0][2]) : -1
}
