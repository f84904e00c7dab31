// `npm run create-admin -- <email> <first name> <last name>`: makes an admin account in the
// database `npm start` uses (DATABASE_URL, by default data/shop.db; or a Worker's Turso database
// with TURSO_DATABASE_URL/TURSO_AUTH_TOKEN), applying the migrations first, so an empty production
// database gets its first admin (decision 022). The password is read from ADMIN_PASSWORD, else
// from the first line of standard input (`read -rs` it, or pipe it from a password manager), never
// from the command line, where the process list and the shell history would show it. It follows
// the register rules; the account can change it at /account once signed in.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createInterface } from 'node:readline'
import { createClient } from '@libsql/client'
import { z } from 'zod'
import { adminCreateUserSchema } from '#shared/schemas/auth'
import { createDb } from '#worker/db/client'
import { BUSY_TIMEOUT_MS, enableWriteAheadLog } from '#worker/db/local-file'
import { runMigrations } from '#worker/db/migrate'
import { toolDatabase } from '#worker/env'
import { DomainError } from '#worker/services/domain-errors'
import { createConsoleAdmin } from '#worker/services/users'

const USAGE = 'Usage: ADMIN_PASSWORD=… npm run create-admin -- <email> <first name> <last name>   (or give the password on standard input)'

async function firstLineOfInput(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (at least 8 characters, a lowercase and an uppercase letter and a digit): ')
  const lines = createInterface({ input: process.stdin })
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ''
}

async function main(): Promise<number> {
  const [email, firstName, lastName, ...rest] = process.argv.slice(2)
  if (!email || !firstName || !lastName || rest.length > 0) {
    console.error(USAGE)
    return 2
  }
  const password = process.env.ADMIN_PASSWORD ?? (await firstLineOfInput())
  const parsed = adminCreateUserSchema.safeParse({ email, password, firstName, lastName, role: 'admin' })
  if (!parsed.success) {
    for (const [field, messages] of Object.entries(z.flattenError(parsed.error).fieldErrors)) console.error(`${field}: ${(messages as string[]).join(' ')}`)
    return 1
  }
  const { url, authToken } = toolDatabase(process.env)
  if (url.startsWith('file:')) mkdirSync(dirname(url.slice(5)), { recursive: true })
  // A running shop on the same file makes this wait for its lock rather than fail.
  const client = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS })
  try {
    if (url.startsWith('file:')) await enableWriteAheadLog(client)
    const db = createDb(client)
    await runMigrations(db)
    const { role: _role, ...account } = parsed.data
    const admin = await createConsoleAdmin(db, account, new Date())
    console.log(`Created admin ${admin.email} (${admin.firstName} ${admin.lastName}) in ${url}`)
    return 0
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    client.close()
  }
}

process.exitCode = await main()
