// `npm run db:migrate`: applies migrations/ to the database `npm start` uses (DATABASE_URL, by
// default data/shop.db), or to a Worker's Turso database when TURSO_DATABASE_URL/TURSO_AUTH_TOKEN
// are given — the same settings and precedence as the runtimes (worker/src/env.ts).
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createClient } from '@libsql/client'
import { createDb } from '#worker/db/client'
import { BUSY_TIMEOUT_MS, enableWriteAheadLog } from '#worker/db/local-file'
import { runMigrations } from '#worker/db/migrate'
import { toolDatabase } from '#worker/env'

const { url, authToken } = toolDatabase(process.env)
if (url.startsWith('file:')) mkdirSync(dirname(url.slice(5)), { recursive: true })
// A running shop on the same file makes the migration wait for its lock rather than fail.
const client = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS })
if (url.startsWith('file:')) await enableWriteAheadLog(client)
const applied = await runMigrations(createDb(client))
console.log(applied ? `Applied ${applied} migration(s) to ${url}` : `${url} is up to date`)
client.close()
