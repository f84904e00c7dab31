// npm run lighthouse [-- <base URL>]: Lighthouse 12 (mobile defaults: Moto G Power, simulated
// slow 4G and 4x CPU slowdown) on the home page, the shop and a product page, three runs each,
// printing the median of each figure. Debian's Chromium (/usr/bin/chromium, or CHROME_PATH); no
// browser is downloaded. Lighthouse is not in package.json: the first run installs it
// (scripts/tool.ts). Without a URL it serves the built app (bench/shop.ts); give the URL of
// a running `npm start` to measure exactly what it sends. LIGHTHOUSE_RUNS=n changes the number of
// runs; LIGHTHOUSE_REPORTS=<folder> keeps every run's JSON report there (open it in the Lighthouse
// viewer, or read its audits' details) to see where the time goes.
import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { toolBin } from '../scripts/tool'
import { startMeasuredShop, type MeasuredShop } from './shop'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const REPORTS = process.env.LIGHTHOUSE_REPORTS
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = [
  ['largest-contentful-paint', 'LCP', 's'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['first-contentful-paint', 'FCP', 's'],
  ['total-blocking-time', 'TBT', 'ms'],
] as const

type Report = {
  environment: { benchmarkIndex: number }
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>
}

const run = promisify(execFile)
const LIGHTHOUSE = toolBin('lighthouse')
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** One Lighthouse run; Lighthouse exits non-zero on a runtime error (a DevTools call timing out on a busy machine). */
async function lighthouseOnce(url: string): Promise<Report> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as Report
}

/** A run that failed to gather (not a page that scored badly) is run again, up to three tries. */
async function lighthouse(url: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url)
    } catch (error) {
      const reason = (error as { stderr?: string }).stderr?.trim().split('\n')[0] ?? String(error)
      if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${reason}`)
      console.error(`  (run again: ${reason})`)
    }
  }
}

/** Audits that cost points, so a score below 100 says why. */
function failing(reports: Report[]): string[] {
  const names = new Set<string>()
  for (const r of reports) for (const [id, a] of Object.entries(r.audits)) if (a.score !== null && a.score < 0.9 && !METRICS.some(([m]) => m === id)) names.add(`${id}`)
  return [...names]
}

async function main() {
  const given = process.argv[2]
  let shop: MeasuredShop | undefined
  const base = given ?? (shop = await startMeasuredShop()).url
  const productId = shop?.productId ?? ((await (await fetch(`${base}/api/products`)).json()) as { id: string }[])[0]!.id
  const pages = [
    ['home', '/'],
    ['shop', '/shop'],
    ['product', `/product/${productId}`],
  ] as const
  try {
    console.log(`\nLighthouse ${RUNS} runs per page (mobile), median — ${base}\n`)
    console.log(`${'page'.padEnd(9)}${CATEGORIES.map((c) => c.padStart(15)).join('')}${METRICS.map(([, n]) => n.padStart(9)).join('')}`)
    for (const [name, path] of pages) {
      const reports: Report[] = []
      for (let i = 0; i < RUNS; i++) {
        const report = await lighthouse(base + path)
        reports.push(report)
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true })
          writeFileSync(join(REPORTS, `${name}-${i + 1}.json`), JSON.stringify(report))
        }
      }
      const scores = CATEGORIES.map((c) => String(Math.round(median(reports.map((r) => (r.categories[c].score ?? 0) * 100)))).padStart(15))
      const metrics = METRICS.map(([id, , unit]) => {
        const value = median(reports.map((r) => r.audits[id]?.numericValue ?? NaN))
        return (unit === 's' ? `${(value / 1000).toFixed(2)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3)).padStart(9)
      })
      console.log(`${name.padEnd(9)}${scores.join('')}${metrics.join('')}`)
      // Lighthouse's own CPU benchmark of the machine during each run: it assumes a desktop-class
      // CPU that its 4x slowdown turns into a phone, and warns below 1,000; far less means the runs
      // were starved of CPU (other work on the machine) and the performance figures are pessimistic.
      console.log(`${''.padEnd(9)}benchmarkIndex ${reports.map((r) => Math.round(r.environment.benchmarkIndex)).join(' · ')}`)
      const lost = failing(reports)
      if (lost.length > 0) console.log(`${''.padEnd(9)}below 90 in some run: ${lost.join(', ')}`)
    }
    console.log()
  } finally {
    await shop?.close()
  }
}

await main()
