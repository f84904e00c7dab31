import type { Config } from '../env'
import type { Db } from './client'
import { runMigrations } from './migrate'
import { seedDemoData, type SeedReport } from './seed/seed'

/** Brings a database up to date and, when configured, fills an empty one with demo data. */
export async function prepareDatabase(db: Db, config: Pick<Config, 'seedDemo' | 'demoPassword'>) {
  const migrated = await runMigrations(db)
  const seeded: SeedReport | undefined = config.seedDemo ? await seedDemoData(db, { password: config.demoPassword }) : undefined
  return { migrated, seeded }
}
