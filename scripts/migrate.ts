// `npm run db:migrate`: applies migrations/ to DATABASE_URL (or TURSO_DATABASE_URL for a Turso database).
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createClient } from '@libsql/client'
import { createDb } from '#worker/db/client'
import { runMigrations } from '#worker/db/migrate'

const url = process.env.TURSO_DATABASE_URL ?? process.env.DATABASE_URL ?? 'file:data/shop.db'
const authToken = process.env.TURSO_AUTH_TOKEN ?? process.env.DATABASE_AUTH_TOKEN
if (url.startsWith('file:')) mkdirSync(dirname(url.slice(5)), { recursive: true })
const client = createClient({ url, authToken })
const applied = await runMigrations(createDb(client))
console.log(applied ? `Applied ${applied} migration(s) to ${url}` : `${url} is up to date`)
client.close()
