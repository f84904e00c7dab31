// Whether the demo accounts, whose password is published in the README, exist in this database
// (decision 022). Outside production they are there on purpose; in production they are a known
// admin, so a shop that has them (a staging site seeding on purpose, or a database copied from
// one) says so loudly at start and in /api/health.
import { inArray } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { users } from '#worker/db/schema'
import { DEMO_ACCOUNTS } from '#worker/db/seed/seed'
import type { Config } from '#worker/env'

const DEMO_EMAILS = DEMO_ACCOUNTS.map((a) => a.email)

/** The demo accounts present in the database, in DEMO_ACCOUNTS order. */
export async function demoAccountsIn(db: Db): Promise<typeof DEMO_ACCOUNTS> {
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_EMAILS))
  const present = new Set(rows.map((r) => r.email))
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email))
}

/** The warning for a production shop with demo accounts; undefined everywhere else. */
export function demoAccountsWarning(config: Pick<Config, 'environment'>, present: readonly unknown[]): string | undefined {
  if (config.environment !== 'production' || present.length === 0) return undefined
  return `NODE_ENV=production with the demo accounts (${present.length}), whose password is published: anyone can sign in as their admin. Use this only for a staging shop; for a real one, start on an empty database without SEED_DEMO=true.`
}

/** The start-up banner around the warning, so it stands out in a service's log. */
export const loudWarning = (warning: string) => `\n${'!'.repeat(78)}\n!! WARNING: ${warning}\n${'!'.repeat(78)}\n`
