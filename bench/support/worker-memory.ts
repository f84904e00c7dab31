// The memory a first sync and the full list need with a Worker's budgets (bench/cold.ts): the app
// as Workers run it (createApp's defaults without compression: 8 MB of kept answers, 32 MB of product JSON) on a
// temporary database grown to the given number of products, in a process of its own started with
// --expose-gc. Measured as the JS heap plus buffers outside it, sampled every 5 ms, above what the
// process held before; the absolute peak is what would count against an isolate's 128 MB.
// Run by fork() with the number of products; sends back one row per measurement.
import { createTestApp } from '#worker/test/test-app'
import { growCatalogue } from './catalogue'

export type WorkerMemory = { type: 'worker-memory'; rows: { label: string; baseMb: number; peakMb: number; keptMb: number; ms: number }[] }

const heapMb = () => {
  const { heapUsed, external } = process.memoryUsage()
  return (heapUsed + external) / 2 ** 20
}

async function measured(label: string, work: () => Promise<void>) {
  global.gc?.()
  const baseMb = heapMb()
  let peakMb = baseMb
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, heapMb())), 5)
  const start = performance.now()
  await work()
  const ms = performance.now() - start
  clearInterval(sampler)
  peakMb = Math.max(peakMb, heapMb())
  global.gc?.()
  return { label, baseMb, peakMb, keptMb: heapMb(), ms }
}

const t = await createTestApp({ seed: true })
await growCatalogue(t.db, Number(process.argv[2]))

/** Reads an answer chunk by chunk, as a client on the network would, holding none of it. */
async function drain(res: Response) {
  const reader = res.body!.getReader()
  while (!(await reader.read()).done);
}

/** A first sync page after page; the cursor is read from the page's head, the page is not kept. */
async function firstSync() {
  let since = 0
  for (;;) {
    const text = await (await t.request(`/api/sync?since=${since}`)).text()
    const head = /^\{"cursor":(\d+),"more":(true|false)/.exec(text)
    if (!head) throw new Error(`unexpected sync page: ${text.slice(0, 80)}`)
    if (head[2] === 'false') return
    since = Number(head[1])
  }
}

const rows = [
  await measured('first sync, nothing serialised yet', firstSync),
  await measured('full list, streamed', async () => drain(await t.request('/api/products'))),
  await measured('first sync again, no change', firstSync),
]
t.close()
process.send!({ type: 'worker-memory', rows } satisfies WorkerMemory, () => process.disconnect?.())
