// Migration 0020 (decision 036) on a shop as it stood before: an offer naming its code in a text
// column (in another case) gets the code's id as its link, one naming no code or an unknown one
// gets none, and an offer switched off becomes one ended early, its end moved to that moment.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createDb } from './client'
import { runMigrations } from './migrate'
import { migrations } from './migrations.gen'

const OFFERS_MIGRATION = migrations.findIndex((m) => m.sql.some((s) => s.includes('ADD `discount_code_id`')))

let dir: string | undefined
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

describe('migration 0020: offers link their discount code', () => {
  it('links each offer to the code it named, and turns a switched-off offer into one ended early', async () => {
    dir = mkdtempSync(join(tmpdir(), 'offers-migration-'))
    const client = createClient({ url: `file:${join(dir, 'shop.db')}` })
    await runMigrations(createDb(client), migrations.slice(0, OFFERS_MIGRATION))
    const offer = (id: string, code: string | null, active: number) => ({
      sql: `INSERT INTO dashboard_offers (id, title_en, title_es, title_fr, description_en, description_es, description_fr, discount_code, start_date, end_date, is_active)
            VALUES (?, 't', 't', 't', 'd', 'd', 'd', ?, '2026-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z', ?)`,
      args: [id, code, active],
    })
    await client.batch([
      `INSERT INTO discount_codes (id, code, kind, amount, starts_at) VALUES ('c1', 'GRACIAS15', 'percent', 15, '2026-01-01T00:00:00.000Z')`,
      offer('linked', 'gracias15', 1),
      offer('unknown', 'NOPE', 1),
      offer('off', null, 0),
    ])
    await runMigrations(createDb(client), migrations)
    const rows = (await client.execute('SELECT id, discount_code_id, end_date, ended_early_at FROM dashboard_offers ORDER BY id')).rows.map((r) => ({ ...r }))
    expect(rows).toEqual([
      { id: 'linked', discount_code_id: 'c1', end_date: '2999-01-01T00:00:00.000Z', ended_early_at: null },
      { id: 'off', discount_code_id: null, end_date: expect.stringMatching(/^20\d\d-/), ended_early_at: expect.stringMatching(/^20\d\d-/) },
      { id: 'unknown', discount_code_id: null, end_date: '2999-01-01T00:00:00.000Z', ended_early_at: null },
    ])
    expect(rows[1]!.end_date).toBe(rows[1]!.ended_early_at)
    client.close()
  })
})
