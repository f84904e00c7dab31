// Integration-test harness: a fresh libSQL file per call, the real migrations, the real app.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { createApp } from '#worker/app'
import { createDb } from '#worker/db/client'
import { BUSY_TIMEOUT_MS, enableWriteAheadLog } from '#worker/db/local-file'
import { seedDemoData } from '#worker/db/seed/seed'
import { parseConfig } from '#worker/env'
import { backgroundWork } from '#worker/http/after-response'
import { createEmailDelivery } from '#worker/services/email-delivery'
import type { EmailTransport } from '#worker/services/email-transport'
import { folderPhotoStore } from '#worker/services/photo-store-node'
import { checkedAgainstDocument } from './openapi-check'
import { migratedTemplate, TEMPLATE_DB_ENV } from './template-db'

export const TEST_PASSWORD = 'Demo12345'
export const TEST_ORIGIN = 'http://localhost'

/** Without the unit run's template (a benchmark, a script), this process migrates one of its own once. */
let ownTemplate: Promise<string> | undefined
function templatePath(): Promise<string> {
  const fromSetup = process.env[TEMPLATE_DB_ENV]
  if (fromSetup) return Promise.resolve(fromSetup)
  ownTemplate ??= (() => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-template-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    return migratedTemplate(dir)
  })()
  return ownTemplate
}

export async function createTestDb() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'))
  // A copy of the migrated template: the same tables as migrating this file, without the wait.
  copyFileSync(await templatePath(), join(dir, 'test.db'))
  // Set up as the Node entry sets up its file (worker/node.ts).
  const client = createClient({ url: `file:${join(dir, 'test.db')}`, timeout: BUSY_TIMEOUT_MS })
  await enableWriteAheadLog(client)
  const db = createDb(client)
  return {
    db,
    client,
    dir,
    close: () => {
      client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function createTestApp(
  options: {
    seed?: boolean
    env?: Record<string, string>
    now?: () => Date
    /** Sends the outbox through this transport (services/email-transport*.ts); without one, emails wait queued. */
    emailTransport?: EmailTransport
  } = {},
) {
  const { db, client, dir, close } = await createTestDb()
  // Uploaded photos go to a folder beside the test database, as on Node (removed with it).
  const uploadsDir = join(dir, 'uploads')
  const parsed = parseConfig(
    // Request lines stay out of the test output; warnings and errors still reach the console.
    { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: 'file:unused.db', JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), ...options.env },
    'node',
  )
  if (!parsed.ok) throw new Error('test config invalid')
  // The seed counts its recent-looking dates from the app's clock, so "5 days ago" stays true.
  const now = options.now ?? (() => new Date())
  if (options.seed) await seedDemoData(db, { password: TEST_PASSWORD, now: now() })
  const email = options.emailTransport
    ? createEmailDelivery({ db, transport: options.emailTransport, from: parsed.config.email.from, clock: now })
    : undefined
  const app = createApp({ db, config: parsed.config, now: options.now, email, photos: folderPhotoStore(uploadsDir) })

  // Work a request leaves running after its answer (afterResponse), as Workers' waitUntil keeps it.
  const { executionCtx, settled } = backgroundWork()
  /**
   * Any request through the app, as `app.request` takes it, with the background work collected.
   * Its answer must be what the OpenAPI document says the call answers, or the request (or the
   * reading of its body) throws (test/openapi-check.ts, decision 031).
   */
  const fetchApp = async (input: string, init?: RequestInit, env?: unknown) => {
    const url = new URL(input, TEST_ORIGIN).href
    return checkedAgainstDocument(init?.method ?? 'GET', url, await app.request(url, init, env as object | undefined, executionCtx))
  }

  /** Sends a request as a same-origin browser would; `json` sets the body and content type. */
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, headers, ...rest } = init
    const h = new Headers(headers)
    if (json !== undefined) {
      h.set('content-type', 'application/json')
      if (!h.has('origin')) h.set('origin', TEST_ORIGIN)
    }
    return fetchApp(path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body })
  }
  return {
    app,
    db,
    client,
    config: parsed.config,
    email,
    uploadsDir,
    request,
    fetchApp,
    settled,
    // A delivery or other work a request started finishes before the database is removed.
    close: async () => {
      await settled()
      await email?.idle()
      close()
    },
  }
}
