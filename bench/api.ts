// The API under load (decision 011): GET /api/products against a bare Hono route sending the same
// bytes from the same process (64 connections), GET /api/sync for a first page and a 304, and
// how long other requests wait while eight devices run a first sync of a 10,000-product
// catalogue. The server runs in a child process (bench/support/api-server.ts) on a temporary
// database, the eight devices in another (bench/support/first-syncs.ts); autocannon and the probes
// run here, on 127.0.0.1 only.
import { fork, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import type Autocannon from 'autocannon'
import { toolPackage } from '../scripts/tool'
import type { Command, Reply } from './support/api-server'
import type { FirstSyncs, SyncPage } from './support/first-syncs'

/** autocannon is installed on first use (scripts/tool.ts), before any measuring; its types are @types/autocannon. */
const autocannon = createRequire(import.meta.url)(toolPackage('autocannon')) as typeof Autocannon

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const ROUNDS = 5
const CONNECTIONS = 64
export const STALL_PRODUCTS = Number(process.env.BENCH_STALL_PRODUCTS ?? 10_000)
const STALL_DEVICES = 8

type Load = { rps: number; p50: number; p99: number; ok: number; failed: number }

/** Runs one of bench/support's TypeScript scripts in a child process that talks back over IPC. */
export function forkSupport(script: string, args: string[] = []): ChildProcess {
  return fork(fileURLToPath(new URL(`./support/${script}`, import.meta.url)), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
}

export class BenchServer {
  private constructor(
    private child: ChildProcess,
    readonly appUrl: string,
    readonly bareUrl: string,
  ) {}

  static async start(): Promise<BenchServer> {
    const child = forkSupport('api-server.ts')
    const ready = await BenchServer.next(child, 'ready')
    return new BenchServer(child, ready.appUrl, ready.bareUrl)
  }

  private static next<T extends Reply['type']>(child: ChildProcess, type: T): Promise<Extract<Reply, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (reply.type !== type) return
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve(reply as Extract<Reply, { type: T }>)
      }
      const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`))
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  }

  ask<T extends Reply['type']>(command: Command, answer: T) {
    const reply = BenchServer.next(this.child, answer)
    this.child.send(command)
    return reply
  }

  async stop() {
    if (this.child.connected) await this.ask({ type: 'stop' }, 'stopped')
    else this.child.kill()
  }
}

async function load(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'] + result['3xx'],
    failed: result.errors + result.timeouts + result['4xx'] + result['5xx'],
  }
}

/**
 * The shop's route and the bare one, taking turns in short rounds so both see the same machine
 * (other processes come and go): the ratio is the median of the rounds' ratios.
 */
async function sideBySide(server: BenchServer, path: string, headers: Record<string, string> = {}, seconds = SECONDS) {
  const mirror = await server.ask({ type: 'mirror', path, headers }, 'mirrored')
  const shopUrl = server.appUrl + path
  await load(shopUrl, headers, 1)
  await load(mirror.url, headers, 1)
  const shop: Load[] = []
  const bare: Load[] = []
  for (let round = 0; round < ROUNDS; round++) {
    shop.push(await load(shopUrl, headers, seconds))
    bare.push(await load(mirror.url, headers, seconds))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const merge = (runs: Load[]): Load => ({
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    ok: runs.reduce((s, r) => s + r.ok, 0),
    failed: runs.reduce((s, r) => s + r.failed, 0),
  })
  const ratio = median(shop.map((r, i) => r.rps / Math.max(bare[i]!.rps, 1e-9)))
  return { bytes: mirror.bytes, status: mirror.status, shop: merge(shop), bare: merge(bare), ratio }
}

/** `count` devices' first syncs at once, run in a child process (bench/support/first-syncs.ts). */
export function firstSyncs(appUrl: string, count: number) {
  const child = forkSupport('first-syncs.ts', [appUrl, String(count)])
  return new Promise<FirstSyncs['devices']>((resolve, reject) => {
    child.once('message', (reply: FirstSyncs) => resolve(reply.devices))
    child.once('exit', (code) => reject(new Error(`the first syncs exited (${code}) before answering`)))
  })
}

/** Sends one small request after another until `done`, and keeps each one's time. */
export async function probe(url: string, done: () => boolean) {
  const times: number[] = []
  while (!done()) {
    const start = performance.now()
    // A refused or reset request counts with the time it took to fail.
    await fetch(url)
      .then((res) => res.arrayBuffer())
      .catch(() => undefined)
    times.push(performance.now() - start)
    await new Promise((r) => setTimeout(r, 10))
  }
  return times.sort((a, b) => a - b)
}

const ms = (n: number) => `${n.toFixed(1)} ms`
const pad = (s: string | number, n: number) => String(s).padStart(n)

export async function runApiBench() {
  const server = await BenchServer.start()
  try {
    console.log(`\nAPI under load — autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route taking turns with the bare route (medians; p99 the worst round), server in its own process\n`)
    console.log(`${'route'.padEnd(46)} ${pad('status', 6)} ${pad('KB', 8)} ${pad('shop req/s', 11)} ${pad('bare req/s', 11)} ${pad('ratio', 6)} ${pad('p50', 5)} ${pad('p99', 5)} ${pad('failed', 6)}`)
    const row = (label: string, r: Awaited<ReturnType<typeof sideBySide>>) =>
      console.log(
        `${label.padEnd(46)} ${pad(r.status, 6)} ${pad((r.bytes / 1024).toFixed(1), 8)} ${pad(r.shop.rps.toFixed(0), 11)} ${pad(r.bare.rps.toFixed(0), 11)} ${pad(r.ratio.toFixed(2), 6)} ${pad(r.shop.p50, 5)} ${pad(r.shop.p99, 5)} ${pad(r.shop.failed, 6)}`,
      )

    row('GET /api/products (demo catalogue)', await sideBySide(server, '/api/products'))
    row('GET /api/products, br (demo catalogue)', await sideBySide(server, '/api/products', { 'accept-encoding': 'br' }))
    const first = (await (await fetch(`${server.appUrl}/api/sync?since=0`)).json()) as SyncPage
    row('GET /api/sync?since=0 (first page)', await sideBySide(server, '/api/sync?since=0'))
    row('GET /api/sync?since=<cursor> (304)', await sideBySide(server, `/api/sync?since=${first.cursor}`))

    await server.ask({ type: 'grow', products: 1000 }, 'grown')
    // 2.8 MB answers: 64 of them at once need longer turns to finish at all.
    row('GET /api/products (1,000 products, 8 s turns)', await sideBySide(server, '/api/products', {}, 8))
    row('GET /api/sync?since=0 (1,000 products)', await sideBySide(server, '/api/sync?since=0'))

    // What this machine does to an idle server: the floor under the stall figures below.
    await server.ask({ type: 'loop-reset' }, 'loop')
    let idle = true
    setTimeout(() => (idle = false), 3000)
    const idleProbes = await probe(`${server.appUrl}/api/health`, () => !idle)
    const idleLoop = await server.ask({ type: 'loop-stats' }, 'loop')

    await server.ask({ type: 'grow', products: STALL_PRODUCTS }, 'grown')
    // Warm nothing: the first of the eight devices pays for building each page.
    await server.ask({ type: 'loop-reset' }, 'loop')
    let syncing = true
    const probing = probe(`${server.appUrl}/api/health`, () => !syncing)
    // The devices run in a process of their own, so parsing their pages does not delay the probe.
    const devices = await firstSyncs(server.appUrl, STALL_DEVICES).finally(() => (syncing = false))
    const probes = await probing
    const loop = await server.ask({ type: 'loop-stats' }, 'loop')
    const slowest = Math.max(...devices.map((d) => d.ms))
    console.log(`\n${STALL_DEVICES} devices run a first sync of ${STALL_PRODUCTS.toLocaleString('en-US')} products at once (pages: ${devices[0]!.pages}, products each: ${devices[0]!.products})`)
    console.log(`  slowest first sync         ${ms(slowest)}`)
    console.log(`  GET /api/health meanwhile  ${probes.length} requests, median ${ms(probes[Math.floor(probes.length / 2)] ?? 0)}, slowest ${ms(probes.at(-1) ?? 0)}`)
    console.log(`  server event-loop delay    max ${ms(loop.maxMs)}, p99 ${ms(loop.p99Ms)}`)
    console.log(`  the same, server idle      GET /api/health slowest ${ms(idleProbes.at(-1) ?? 0)}, event-loop delay max ${ms(idleLoop.maxMs)} (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`)
    console.log()
    // A client paging through the large catalogue, as decision 011's paging lets it.
    row(`GET /api/products?limit=500 (${STALL_PRODUCTS.toLocaleString('en-US')} products)`, await sideBySide(server, '/api/products?limit=500'))
    console.log()
  } finally {
    await server.stop()
  }
}
