// The server under test for bench/api.ts, in a child process of its own so the load generator
// (autocannon) never shares its event loop. It runs the real Node entry (startNodeServer) on a
// temporary database and, side by side in the same process, a bare Hono server that sends the
// very bytes the shop answered, so the difference between the two is what the shop's own code
// costs per request. The parent drives it over IPC (see `Command`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { startNodeServer } from '../../worker/node'
import { growCatalogue } from './catalogue'

export type Command =
  | { type: 'grow'; products: number }
  | { type: 'mirror'; path: string; headers?: Record<string, string> }
  | { type: 'loop-reset' }
  | { type: 'loop-stats' }
  | { type: 'sell'; units: number }
  | { type: 'memory-reset' }
  | { type: 'memory-stats' }
  | { type: 'stop' }

export type Reply =
  | { type: 'ready'; appUrl: string; bareUrl: string }
  | { type: 'grown'; products: number }
  | { type: 'mirrored'; url: string; status: number; bytes: number }
  | { type: 'loop'; maxMs: number; p99Ms: number; meanMs: number }
  | { type: 'sold'; productId: string }
  | { type: 'memory'; baseMb: number; peakMb: number }
  | { type: 'stopped' }

const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'))
const dist = join(dir, 'dist')
mkdirSync(dist)
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>')

// Production settings with the demo catalogue on purpose (SEED_DEMO=true, decision 022): the
// benchmarks grow it and measure it. The start-up warning about the demo accounts is expected.
const app = await startNodeServer({
  env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, 'shop.db')}`, NODE_ENV: 'production', SEED_DEMO: 'true', PUBLIC_URL: 'http://127.0.0.1', JWT_SECRET: 'bench-secret-'.padEnd(48, 'x') },
  distDir: dist,
})

// What the shop answered, keyed by the bare route's path; sent back verbatim with its headers.
const mirrored = new Map<string, { body: Uint8Array; headers: Record<string, string>; status: number }>()
const bare = new Hono().get('/bare/:key', (c) => {
  const answer = mirrored.get(c.req.param('key'))
  if (!answer) return c.notFound()
  return c.body(answer.body as Uint8Array<ArrayBuffer>, answer.status as 200, answer.headers)
})
const bareServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
})
const bareAddress = bareServer.address()
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`

const loop = monitorEventLoopDelay({ resolution: 5 })
loop.enable()

const send = (reply: Reply) => process.send!(reply)

/** The JavaScript heap and the buffers outside it (answers are kept as bytes there), in MB. */
const heapMb = () => {
  const { heapUsed, external } = process.memoryUsage()
  return (heapUsed + external) / 2 ** 20
}
// Sampled every 5 ms between 'memory-reset' and 'memory-stats': the peak a build needed.
let memory = { baseMb: 0, peakMb: 0 }
const sampler = setInterval(() => (memory.peakMb = Math.max(memory.peakMb, heapMb())), 5)
sampler.unref()

/** A sale as checkout makes it: one variant of a random product in stock holds one unit more. */
async function sell(units: number): Promise<string> {
  // A random place in the table, found on its rowid (ORDER BY random() would read all 320,000
  // variants, and the sale itself would stall the server being measured).
  const [variant] = await app.db.all<{ id: string; product_id: string }>(
    sql`SELECT id, product_id FROM product_variants
        WHERE rowid >= abs(random()) % (SELECT max(rowid) FROM product_variants) AND stock - reserved >= ${units} AND not_offered = 0 LIMIT 1`,
  )
  await app.db.run(sql`UPDATE product_variants SET reserved = reserved + ${units} WHERE id = ${variant!.id}`)
  return variant!.product_id
}

process.on('message', async (command: Command) => {
  switch (command.type) {
    case 'grow':
      send({ type: 'grown', products: await growCatalogue(app.db, command.products) })
      break
    case 'mirror': {
      // node:http, not fetch: fetch would decompress, and the bare route must send the very bytes.
      const answer = await new Promise<{ body: Uint8Array; headers: Record<string, string>; status: number }>((resolve, reject) => {
        get(app.url + command.path, { headers: command.headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const headers: Record<string, string> = {}
            for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary']) {
              const value = res.headers[name]
              if (typeof value === 'string') headers[name] = value
            }
            resolve({ body: new Uint8Array(Buffer.concat(chunks)), headers, status: res.statusCode ?? 0 })
          })
        }).on('error', reject)
      })
      const key = String(mirrored.size)
      mirrored.set(key, answer)
      send({ type: 'mirrored', url: `${bareUrl}/bare/${key}`, status: answer.status, bytes: answer.body.byteLength })
      break
    }
    case 'loop-reset':
      loop.reset()
      send({ type: 'loop', maxMs: 0, p99Ms: 0, meanMs: 0 })
      break
    case 'loop-stats':
      send({ type: 'loop', maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6, meanMs: loop.mean / 1e6 })
      break
    case 'sell':
      send({ type: 'sold', productId: await sell(command.units) })
      break
    case 'memory-reset':
      global.gc?.()
      memory = { baseMb: heapMb(), peakMb: heapMb() }
      send({ type: 'memory', ...memory })
      break
    case 'memory-stats':
      send({ type: 'memory', baseMb: memory.baseMb, peakMb: Math.max(memory.peakMb, heapMb()) })
      break
    case 'stop':
      await app.close()
      await new Promise<void>((done) => bareServer.close(() => done()))
      rmSync(dir, { recursive: true, force: true })
      send({ type: 'stopped' })
      process.disconnect?.()
      break
  }
})

send({ type: 'ready', appUrl: app.url, bareUrl })
