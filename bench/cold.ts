// The catalogue at scale, cold as well as warm (decision 027): on a catalogue of
// BENCH_STALL_PRODUCTS products (10,000 by default, each in 4 colours × 8 sizes), how long the
// full GET /api/products and a device's first sync take the first time after a change (a sale's
// stock change) and again with nothing changed, how long other requests wait meanwhile (a probe
// sends GET /api/health every 10 ms; the server reports its event-loop delay), and the most memory
// (JS heap and buffers) the server held above what it held before. Last, a busy shop: a sale every
// 100 ms while eight devices run a first sync. Same server and probe as bench/api.ts; 127.0.0.1 only.
// Then the memory a first sync and the full list need with a Worker's budgets (bench/support/worker-memory.ts).
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { BenchServer, firstSyncs, probe, STALL_PRODUCTS } from './api'
import type { WorkerMemory } from './support/worker-memory'

type Measured = { ms: number; healthMedian: number; healthSlowest: number; loopMax: number; heapPeakMb: number; note: string }

async function whileProbing(server: BenchServer, work: () => Promise<string>): Promise<Measured> {
  await server.ask({ type: 'loop-reset' }, 'loop')
  const memory = await server.ask({ type: 'memory-reset' }, 'memory')
  let busy = true
  const probing = probe(`${server.appUrl}/api/health`, () => !busy)
  const start = performance.now()
  const note = await work().finally(() => (busy = false))
  const ms = performance.now() - start
  const probes = await probing
  const loop = await server.ask({ type: 'loop-stats' }, 'loop')
  const after = await server.ask({ type: 'memory-stats' }, 'memory')
  return {
    ms,
    healthMedian: probes[Math.floor(probes.length / 2)] ?? 0,
    healthSlowest: probes.at(-1) ?? 0,
    loopMax: loop.maxMs,
    heapPeakMb: after.peakMb - memory.baseMb,
    note,
  }
}

/** The whole list as a client without compression reads it; the note is its size. */
async function fullList(server: BenchServer): Promise<string> {
  const res = await fetch(`${server.appUrl}/api/products`, { headers: { 'accept-encoding': 'identity' } })
  const bytes = (await res.arrayBuffer()).byteLength
  if (res.status !== 200) throw new Error(`GET /api/products answered ${res.status}`)
  return `${(bytes / 2 ** 20).toFixed(1)} MB`
}

async function firstSync(server: BenchServer, devices: number): Promise<string> {
  const [device] = await firstSyncs(server.appUrl, devices)
  return `${device!.pages} pages, ${device!.products} products`
}

/**
 * bench/support/worker-memory.ts in a child process of its own, with --expose-gc and the JS heap
 * capped at a Worker's 128 MB, so garbage is collected as an isolate would have to.
 */
function workerMemory(products: number) {
  const child = fork(fileURLToPath(new URL('./support/worker-memory.ts', import.meta.url)), [String(products)], {
    execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=128'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  return new Promise<WorkerMemory['rows']>((resolve, reject) => {
    child.once('message', (reply: WorkerMemory) => resolve(reply.rows))
    child.once('exit', (code) => reject(new Error(`the memory bench exited (${code}) before answering`)))
  })
}

export async function runColdBench() {
  const server = await BenchServer.start()
  try {
    await server.ask({ type: 'grow', products: STALL_PRODUCTS }, 'grown')
    const rows: [string, Measured][] = []
    const sale = () => server.ask({ type: 'sell', units: 1 }, 'sold')
    // What this machine does to an idle server: the floor under every figure below.
    rows.push(['server idle, 3 s (the machine\'s floor)', await whileProbing(server, () => new Promise((r) => setTimeout(() => r(''), 3000)))])
    rows.push(['full list, first after growing (cold)', await whileProbing(server, () => fullList(server))])
    rows.push(['full list, no change (warm)', await whileProbing(server, () => fullList(server))])
    await sale()
    rows.push(['full list after one sale (cold)', await whileProbing(server, () => fullList(server))])
    rows.push(['first sync, 1 device, first since growing', await whileProbing(server, () => firstSync(server, 1))])
    rows.push(['first sync, 1 device, no change (warm)', await whileProbing(server, () => firstSync(server, 1))])
    await sale()
    rows.push(['first sync, 1 device, after one sale (cold)', await whileProbing(server, () => firstSync(server, 1))])
    rows.push([
      '8 first syncs, a sale every 100 ms',
      await whileProbing(server, async () => {
        let selling = true
        const sales = (async () => {
          let count = 0
          while (selling) {
            await sale()
            count++
            await new Promise((r) => setTimeout(r, 100))
          }
          return count
        })()
        const note = await firstSync(server, 8).finally(() => (selling = false))
        return `${note}, ${await sales} sales`
      }),
    ])
    const f = (n: number) => n.toFixed(1).padStart(9)
    console.log(`\nThe catalogue cold and warm — ${STALL_PRODUCTS.toLocaleString('en-US')} products × 32 variants; GET /api/health every 10 ms meanwhile; heap = JS heap + buffers above the start\n`)
    console.log(`${'scenario'.padEnd(46)} ${'took ms'.padStart(9)} ${'health p50'.padStart(10)} ${'slowest'.padStart(9)} ${'loop max'.padStart(9)} ${'heap +MB'.padStart(9)}  what`)
    for (const [label, m] of rows) {
      console.log(`${label.padEnd(46)} ${f(m.ms)} ${f(m.healthMedian).padStart(10)} ${f(m.healthSlowest)} ${f(m.loopMax)} ${f(m.heapPeakMb)}  ${m.note}`)
    }
    console.log()
  } finally {
    await server.stop()
  }
  printWorkerMemory(await workerMemory(STALL_PRODUCTS))
}

function printWorkerMemory(memory: WorkerMemory['rows']) {
  console.log(`With a Worker's budgets (8 MB of kept answers, 32 MB of product JSON) and its 128 MB JS heap, ${STALL_PRODUCTS.toLocaleString('en-US')} products, in-process; MB of JS heap + buffers (kept: after a garbage collection)\n`)
  console.log(`${'scenario'.padEnd(46)} ${'took ms'.padStart(9)} ${'before'.padStart(9)} ${'peak'.padStart(9)} ${'+MB'.padStart(9)} ${'kept'.padStart(9)}`)
  for (const r of memory) {
    const f = (n: number) => n.toFixed(1).padStart(9)
    console.log(`${r.label.padEnd(46)} ${f(r.ms)} ${f(r.baseMb)} ${f(r.peakMb)} ${f(r.peakMb - r.baseMb)} ${f(r.keptMb)}`)
  }
  console.log()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_COLD=memory runs only the memory table.
  if (process.env.BENCH_COLD === 'memory') printWorkerMemory(await workerMemory(STALL_PRODUCTS))
  else await runColdBench()
}
