// The Hrana server must behave like sqld for everything `@libsql/client/web` does, or the
// workerd test would prove nothing. Driven here with that very client.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, LibsqlError, type Client } from '@libsql/client/web'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '#worker/db/client'
import { runMigrations } from '#worker/db/migrate'
import { migrations } from '#worker/db/migrations.gen'
import { startHranaServer, type HranaServer } from '#worker/dev/hrana-server'

const TOKEN = 'test-token'
let dir: string
let server: HranaServer
let client: Client
let other: Client

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hrana-'))
  server = await startHranaServer({ dbPath: join(dir, 'test.db'), authToken: TOKEN })
  client = createClient({ url: server.url, authToken: TOKEN, intMode: 'bigint' })
  other = createClient({ url: server.url, authToken: TOKEN, intMode: 'bigint' })
  await client.execute('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, price REAL, data BLOB)')
})
afterAll(async () => {
  client?.close()
  other?.close()
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('hrana test server', () => {
  it('executes statements with typed arguments and returns typed rows', async () => {
    const insert = await client.execute({
      sql: 'INSERT INTO items (name, price, data) VALUES (?, ?, ?)',
      args: ['faja', 89.5, new Uint8Array([1, 2, 255])],
    })
    expect(insert.rowsAffected).toBe(1)
    expect(insert.lastInsertRowid).toBe(1n)

    const named = await client.execute({ sql: 'INSERT INTO items (name, price) VALUES (:name, :price)', args: { name: 'vest', price: null } })
    expect(named.lastInsertRowid).toBe(2n)

    const result = await client.execute('SELECT id, name, price, data FROM items ORDER BY id')
    expect(result.columns).toEqual(['id', 'name', 'price', 'data'])
    expect(result.columnTypes).toEqual(['INTEGER', 'TEXT', 'REAL', 'BLOB'])
    expect(result.rows[0]!.id).toBe(1n)
    expect(result.rows[0]!.price).toBe(89.5)
    expect([...new Uint8Array(result.rows[0]!.data as ArrayBuffer)]).toEqual([1, 2, 255])
    expect(result.rows[1]!.price).toBeNull()

    const returning = await client.execute({ sql: 'UPDATE items SET price = 10 WHERE id = ? RETURNING id', args: [2] })
    expect(returning.rows).toHaveLength(1)
    expect(returning.rowsAffected).toBe(1)
  })

  it('reports SQL errors with their SQLite code, and the server keeps serving', async () => {
    const error = await client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['faja'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LibsqlError)
    expect((error as LibsqlError).code).toMatch(/^SQLITE_CONSTRAINT/)
    await expect(client.execute('SELECT * FROM missing_table')).rejects.toThrow(/no such table/)
    expect((await client.execute('SELECT count(*) AS n FROM items')).rows[0]!.n).toBe(2n)
  })

  it('runs a batch atomically: a failing statement rolls back the ones before it', async () => {
    const results = await client.batch(
      [
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['body'] },
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['bra'] },
      ],
      'write',
    )
    expect(results.map((r) => r.rowsAffected)).toEqual([1, 1])
    await expect(
      client.batch(
        [
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['short'] },
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['faja'] },
        ],
        'write',
      ),
    ).rejects.toThrow(/UNIQUE/)
    const names = (await client.execute('SELECT name FROM items ORDER BY id')).rows.map((r) => r.name)
    expect(names).toEqual(['faja', 'vest', 'body', 'bra'])
  })

  it('keeps an interactive transaction on its own connection until commit or rollback', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['pending'] })
    expect((await tx.execute("SELECT count(*) AS n FROM items WHERE name = 'pending'")).rows[0]!.n).toBe(1n)
    // Another client (another stream) does not see uncommitted work…
    expect((await other.execute("SELECT count(*) AS n FROM items WHERE name = 'pending'")).rows[0]!.n).toBe(0n)
    // …and a writer waits for the transaction instead of failing.
    const waitingWrite = other.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['after'] })
    await tx.commit()
    await waitingWrite
    expect((await other.execute("SELECT count(*) AS n FROM items WHERE name IN ('pending', 'after')")).rows[0]!.n).toBe(2n)

    const rolledBack = await client.transaction('write')
    await rolledBack.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['discarded'] })
    await rolledBack.rollback()
    expect((await other.execute("SELECT count(*) AS n FROM items WHERE name = 'discarded'")).rows[0]!.n).toBe(0n)
    await expect.poll(() => server.openStreams()).toBe(0)
  })

  it('applies the bundled migrations through HTTP exactly once', async () => {
    const db = createDb(createClient({ url: server.url, authToken: TOKEN }))
    expect(await runMigrations(db)).toBe(migrations.length)
    expect(await runMigrations(db)).toBe(0)
    const tables = await db.values<[string]>(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'products'`)
    expect(tables.map((row) => row[0])).toEqual(['products'])
  })

  it('refuses requests without the right token', async () => {
    const stranger = createClient({ url: server.url, authToken: 'wrong' })
    await expect(stranger.execute('SELECT 1')).rejects.toThrow(/Authentication failed/)
    stranger.close()
  })
})
