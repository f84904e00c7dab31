// Runs once before the unit and integration tests: migrates one database that every test
// database then starts as a copy of (createTestDb in test-app.ts), instead of each test
// migrating its own. The template is made from the real migrations on every run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migratedTemplate, TEMPLATE_DB_ENV } from './template-db'

export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'))
  // Test workers are started after this and inherit the environment.
  process.env[TEMPLATE_DB_ENV] = await migratedTemplate(dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
