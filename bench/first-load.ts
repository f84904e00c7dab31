// First-load JavaScript per route, as a shopper's phone downloads it on a first visit (no
// service worker, empty cache), in Debian Chromium against the built app:
// - "before usable": scripts requested before the page could be used — the app's `hydrated`
//   performance mark where it sets one, else the moment its first <h1> appeared;
// - "whole visit": every script and every byte (compressible ones counted gzipped) until the
//   network is idle, the footer's lazy parts and the catalogue mirror included.
// Sizes are gzip of the bodies (what a compressing server or CDN sends), whatever this server does.
import { gzipSync } from 'node:zlib'
import type { BrowserContext, Response } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import { startMeasuredShop } from './shop'
import { growCatalogue } from './support/catalogue'

type Fetched = { url: string; type: string; bytes: number; gzipBytes: number; startedAt: number }
type Row = { route: string; usableJs: Fetched[]; visitJs: Fetched[]; visit: Fetched[] }

const COMPRESSIBLE = /javascript|json|css|html|svg|xml|text/

/** Records in the page (`window.__firstSeen`) when an element matching `selector` first appears. */
function recordFirstSeen(context: BrowserContext, selector: string) {
  return context.addInitScript((wanted: string) => {
    const w = window as unknown as { __firstSeen?: number }
    new MutationObserver((_, observer) => {
      if (document.querySelector(wanted)) {
        w.__firstSeen ??= performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  }, selector)
}

async function measureRoute(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string, route: string): Promise<Row> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })
  await recordFirstSeen(context, 'main h1')
  const page = await context.newPage()
  const pending: Promise<Omit<Fetched, 'startedAt'> | undefined>[] = []
  page.on('response', (response: Response) => {
    pending.push(
      response.body().then(
        (body) => {
          const type = response.headers()['content-type'] ?? ''
          return { url: response.url(), type, bytes: body.byteLength, gzipBytes: COMPRESSIBLE.test(type) ? gzipSync(body).byteLength : body.byteLength }
        },
        () => undefined,
      ),
    )
  })
  await page.goto(url + route, { waitUntil: 'load' })
  await page.waitForSelector('main h1')
  await page.waitForLoadState('networkidle')
  const timing = await page.evaluate(() => {
    const hydrated = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime
    const firstH1 = (window as unknown as { __firstSeen?: number }).__firstSeen
    const started = Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]))
    return { usableAt: hydrated ?? firstH1 ?? Infinity, started }
  })
  const fetched = (await Promise.all(pending))
    .filter((f): f is Omit<Fetched, 'startedAt'> => f !== undefined)
    .map((f) => ({ ...f, startedAt: timing.started[f.url] ?? 0 }))
  await context.close()
  const visitJs = fetched.filter((f) => /javascript/.test(f.type))
  return { route, usableJs: visitJs.filter((f) => f.startedAt <= timing.usableAt), visitJs, visit: fetched }
}

const kb = (n: number) => (n / 1024).toFixed(1)
const sum = (list: Fetched[], key: 'bytes' | 'gzipBytes') => list.reduce((total, f) => total + f[key], 0)

/**
 * The shop at 10,000 products, first visit on a phone-sized screen: when the first cards show
 * (they come with the HTML), the page's DOM size then, and again once the browser's mirror had ten
 * seconds to fill and the grid re-rendered from it.
 */
async function benchLargeShop(browser: Awaited<ReturnType<typeof launchBrowser>>) {
  const shop = await startMeasuredShop()
  try {
    await growCatalogue(shop.db, 10_000)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await recordFirstSeen(context, '[data-testid="product-card"]')
    const page = await context.newPage()
    await page.goto(`${shop.url}/shop`, { waitUntil: 'load' })
    await page.waitForSelector('[data-testid="product-card"]')
    const first = await page.evaluate(() => ({
      at: (window as unknown as { __firstSeen: number }).__firstSeen,
      nodes: document.querySelectorAll('*').length,
      cards: document.querySelectorAll('[data-testid="product-card"]').length,
    }))
    await page.waitForTimeout(10_000)
    const later = await page.evaluate(() => ({ nodes: document.querySelectorAll('*').length, cards: document.querySelectorAll('[data-testid="product-card"]').length }))
    await context.close()
    console.log('/shop with 10,000 products — Chromium, first visit, 390×844\n')
    console.log(`  first cards shown after ${Math.round(first.at)} ms (${first.cards} cards, ${first.nodes} DOM elements)`)
    console.log(`  10 s later: ${later.cards} cards, ${later.nodes} DOM elements\n`)
  } finally {
    await shop.close()
  }
}

export async function benchFirstLoad() {
  const shop = await startMeasuredShop()
  const browser = await launchBrowser()
  try {
    const routes = ['/', '/shop', `/product/${shop.productId}`, '/es/blog', '/fr/contact']
    const rows: Row[] = []
    for (const route of routes) rows.push(await measureRoute(browser, shop.url, route))
    console.log('\nFirst visit per route — Chromium, no service worker, empty cache; KB of gzip\n')
    console.log(`${'route'.padEnd(52)} ${'JS before usable'.padStart(22)} ${'JS whole visit'.padStart(20)} ${'all bytes'.padStart(10)}`)
    for (const r of rows) {
      const usable = `${kb(sum(r.usableJs, 'gzipBytes'))} KB (${r.usableJs.length} files)`
      const visit = `${kb(sum(r.visitJs, 'gzipBytes'))} KB (${r.visitJs.length})`
      console.log(`${r.route.padEnd(52)} ${usable.padStart(22)} ${visit.padStart(20)} ${`${kb(sum(r.visit, 'gzipBytes'))} KB`.padStart(10)}`)
    }
    console.log()
    await benchLargeShop(browser)
    // BENCH_FILES=1 lists what each route fetched before it was usable, largest first;
    // BENCH_FILES=all lists every file of the whole visit.
    if (process.env.BENCH_FILES) {
      for (const r of rows) {
        console.log(r.route)
        const files = process.env.BENCH_FILES === 'all' ? r.visit : r.usableJs
        for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${kb(f.gzipBytes).padStart(7)} KB  ${new URL(f.url).pathname}${new URL(f.url).search}`)
      }
    }
  } finally {
    await browser.close()
    await shop.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFirstLoad()
