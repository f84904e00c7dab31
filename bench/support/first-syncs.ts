// Eight devices' first syncs (bench/api.ts), in a process of their own: parsing their pages takes
// this process's event loop for tens of milliseconds at a time, and the probe that measures how
// long other requests wait must not be the one waiting for it.
// Run by fork() with the app's URL and the number of devices; sends back each sync's time.

export type SyncPage = { cursor: number; more?: boolean; products: unknown[] }
export type FirstSyncs = { type: 'synced'; devices: { ms: number; pages: number; products: number }[] }

/** One device's first sync, page after page, as app/src/lib/sync.ts runs it. */
async function firstSync(appUrl: string) {
  const start = performance.now()
  let since = 0
  let pages = 0
  let products = 0
  for (;;) {
    const res = await fetch(`${appUrl}/api/sync?since=${since}`, { headers: { 'accept-encoding': 'br, gzip' } })
    if (res.status !== 200) throw new Error(`first sync answered ${res.status}`)
    const page = (await res.json()) as SyncPage
    pages++
    products += page.products.length
    if (!page.more) break
    since = page.cursor
  }
  return { ms: performance.now() - start, pages, products }
}

const [appUrl, count] = [process.argv[2]!, Number(process.argv[3])]
const devices = await Promise.all(Array.from({ length: count }, () => firstSync(appUrl)))
process.send!({ type: 'synced', devices } satisfies FirstSyncs, () => process.disconnect?.())
