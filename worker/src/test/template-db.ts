// The migrated database test databases start as a copy of (createTestDb in test-app.ts): the
// unit run's global setup (global-setup.ts) makes it once from the real migrations and names it
// in SHOP_TEST_TEMPLATE_DB for the test workers.
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { createDb } from '#worker/db/client'
import { runMigrations } from '#worker/db/migrate'

export const TEMPLATE_DB_ENV = 'SHOP_TEST_TEMPLATE_DB'

/** Makes `dir`/template.db with every migration applied; returns its path. */
export async function migratedTemplate(dir: string): Promise<string> {
  const path = join(dir, 'template.db')
  const client = createClient({ url: `file:${path}` })
  try {
    await runMigrations(createDb(client))
  } finally {
    client.close()
  }
  return path
}
