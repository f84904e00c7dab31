// npm run bench: the cost of delta sync (GET /api/sync) as the app sees it: bytes on the wire
// (raw and gzip) and server time, for a first visit on the demo catalogue, on a 1,000-product
// catalogue, for a one-product change, and for a no-change sync (304); then what a first visit to
// each storefront page downloads (bench/first-load.ts), checkout throughput (bench/checkout.ts),
// the catalogue API (bench/api.ts), the catalogue cold and warm at 10,000 products (bench/cold.ts) the admin order list with 10,000 orders (bench/admin-orders.ts) and the admin health report (bench/admin-health.ts). Uses the real app on temporary libSQL files; writes nothing
// into the repository.
import { gzipSync } from 'node:zlib'
import { createTestApp } from '#worker/test/test-app'
import { adminHealthBench } from './admin-health'
import { adminOrdersBench } from './admin-orders'
import { checkoutBench } from './checkout'
import { runApiBench } from './api'
import { runColdBench } from './cold'
import { growCatalogue } from './support/catalogue'
import { benchFirstLoad } from './first-load'

type Row = { scenario: string; status: number; bytes: number; gzipBytes: number; products: number; medianMs: number }

const RUNS = 15

async function measure(scenario: string, request: () => Response | Promise<Response>): Promise<Row> {
  const times: number[] = []
  let last: { status: number; body: string } | undefined
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const res = await request()
    const body = await res.text()
    times.push(performance.now() - start)
    last = { status: res.status, body }
  }
  times.sort((a, b) => a - b)
  const body = last!.body
  const parsed = body ? (JSON.parse(body) as { products: unknown[] }) : undefined
  return {
    scenario,
    status: last!.status,
    bytes: Buffer.byteLength(body),
    gzipBytes: body ? gzipSync(body).byteLength : 0,
    products: parsed?.products.length ?? 0,
    medianMs: Number(times[Math.floor(times.length / 2)]!.toFixed(2)),
  }
}

/** The cursor after a whole first sync, page after page. */
async function cursorOf(request: (path: string) => Response | Promise<Response>) {
  let page = { cursor: 0, more: true }
  while (page.more) page = (await (await request(`/api/sync?since=${page.cursor}`)).json()) as typeof page
  return page.cursor
}

const rows: Row[] = []

{
  const t = await createTestApp({ seed: true })
  rows.push(await measure('demo catalogue, first sync (since=0)', () => t.request('/api/sync?since=0')))
  const cursor = await cursorOf(t.request)
  rows.push(await measure('demo catalogue, no change (304)', () => t.request(`/api/sync?since=${cursor}`)))
  await t.client.execute('UPDATE product_variants SET stock = stock + 1 WHERE rowid = (SELECT min(rowid) FROM product_variants)')
  rows.push(await measure('demo catalogue, one stock change', () => t.request(`/api/sync?since=${cursor}`)))
  t.close()
}

{
  const t = await createTestApp({ seed: true })
  await growCatalogue(t.db, 1000)
  rows.push(await measure('1,000 products, first page (since=0)', () => t.request('/api/sync?since=0')))
  const cursor = await cursorOf(t.request)
  rows.push(await measure('1,000 products, no change (304)', () => t.request(`/api/sync?since=${cursor}`)))
  t.close()
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(8)
console.log(`\nGET /api/sync — median of ${RUNS} runs, in-process (no network latency)\n`)
console.log(`${'scenario'.padEnd(40)} status  products   raw KB  gzip KB   median ms`)
for (const r of rows) {
  console.log(`${r.scenario.padEnd(40)} ${String(r.status).padStart(6)} ${String(r.products).padStart(9)} ${kb(r.bytes)} ${kb(r.gzipBytes)} ${String(r.medianMs).padStart(11)}`)
}
console.log()

await checkoutBench()
await runApiBench()
await runColdBench()
await adminOrdersBench()
await adminHealthBench()
await benchFirstLoad()
