import type { Config } from '#worker/env'
import type { Db } from './client'
import { runMigrations } from './migrate'
import { seedDemoData, type SeedReport } from './seed/seed'

/**
 * Brings a database up to date and, when configured, fills an empty one with demo data whose
 * recent-looking dates (offers, past orders) are counted from `now`.
 */
export async function prepareDatabase(db: Db, config: Pick<Config, 'seedDemo' | 'demoPassword'>, now: Date) {
  const migrated = await runMigrations(db)
  // Seeding checks then inserts, so it runs in one write transaction: Workers isolates that
  // cold-start together on a fresh database take turns, and the later ones find the data there.
  const seeded: SeedReport | undefined = config.seedDemo
    ? await db.transaction((tx) => seedDemoData(tx as unknown as Db, { password: config.demoPassword, now }))
    : undefined
  return { migrated, seeded }
}
