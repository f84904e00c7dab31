// kill -9 while clients retry keyed writes (decision 004): the shop is killed outright several times
// while clients keep sending contact messages, each with its own Idempotency-Key and retried
// until acknowledged, as the app's outbox does. After the last restart every message a client saw
// acknowledged is stored exactly once, and no message is stored twice.
import { request } from 'node:http'
import { createServer } from 'node:net'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'
import { contactApi } from '#shared/contracts/content'
import { startShop, type ShopServer } from './support/server'

const CLIENTS = 8
const KILLS = 4

let shop: ShopServer | undefined
let dbDir: string | undefined
afterAll(async () => {
  await shop?.stop()
  if (dbDir) rmSync(dbDir, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as { port: number }
  await new Promise((closed) => server.close(closed))
  return port
}

type Answer = { status: number; body: string; replayed: boolean } | { error: string }

/**
 * One POST from its own loopback address (127.0.x.y): each message comes from a "different
 * visitor", so the contact form's per-address limit never gets in the way of the retries.
 */
function send(port: number, from: string, key: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body)
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: contactApi.send.url,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'idempotency-key': key },
        timeout: 5000,
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text, replayed: res.headers['idempotent-replayed'] === 'true' }))
        res.on('error', (error) => done({ error: error.message }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => done({ error: error.message }))
    req.end(payload)
  })
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe('kill -9 while clients retry keyed writes', () => {
  it('keeps every acknowledged contact message exactly once, and none twice', async () => {
    const port = await freePort()
    const env = { PORT: String(port), SEED_DEMO: 'false' }
    shop = await startShop(env)
    dbDir = shop.dbDir

    let running = true
    const acknowledged = new Set<string>()
    const refusals: string[] = []
    let attempts = 0
    let sent = 0
    let replayed = 0

    /** One client: messages one after another, each retried with its key until the shop acknowledges it. */
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const text = `Client ${n}, message ${i}: which size fits a 70 cm waist?`
        const key = crypto.randomUUID()
        const from = `127.0.${n + 1}.${(i % 250) + 2}`
        sent++
        for (;;) {
          attempts++
          const answer = await send(port, from, key, { name: 'Ana Gómez', email: 'ana@example.com', subject: 'Sizing question', message: text })
          if ('status' in answer && answer.status === 201) {
            acknowledged.add(text)
            if (answer.replayed) replayed++
            break
          }
          // Down, dying, or the first attempt still in progress: retry the same key, as the outbox does.
          const retryable = 'error' in answer || answer.status >= 500 || (answer.status === 409 && answer.body.includes('idempotency_request_in_progress'))
          if (!retryable) {
            refusals.push(`${answer.status} ${answer.body}`)
            break
          }
          await pause(50)
        }
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n))
    for (let kill = 0; kill < KILLS; kill++) {
      await pause(400 + Math.random() * 600)
      await shop.kill()
      await pause(100)
      shop = await startShop(env, { dbDir })
    }
    await pause(500)
    running = false
    await Promise.all(clients)

    expect(refusals).toEqual([])
    expect(acknowledged.size).toBeGreaterThan(10)
    // Some attempts met a dead or dying shop and were retried. (A replayed acknowledgement, when a
    // kill fell between a message's commit and its answer, happens in most runs: `replayed`.)
    expect(attempts).toBeGreaterThan(sent)
    expect(replayed).toBeLessThanOrEqual(acknowledged.size)

    const db = createClient({ url: `file:${join(dbDir, 'shop.db')}` })
    try {
      const rows = (await db.execute('SELECT message, count(*) AS n FROM contact_messages GROUP BY message')).rows
      const stored = new Map(rows.map((r) => [String(r.message), Number(r.n)]))
      expect([...stored].filter(([, n]) => n > 1)).toEqual([])
      expect([...acknowledged].filter((text) => stored.get(text) !== 1)).toEqual([])
      // Each stored message queued exactly one notification, in the same batch.
      const notifications = Number((await db.execute("SELECT count(*) AS n FROM email_outbox WHERE template = 'contact_notification'")).rows[0]!.n)
      expect(notifications).toBe(rows.length)
    } finally {
      db.close()
    }
  })
})
