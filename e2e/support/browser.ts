// Debian Chromium driven by playwright-core: no browser download, no network beyond loopback.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Chromium's own console report of a blocked load or inline script, and ours from the event below. */
const CSP_MESSAGE = /Content Security Policy|CSP violation/i

/**
 * Makes every Content-Security-Policy violation in this context fail the test that closes it:
 * each page reports `securitypolicyviolation` events to the console (Chromium also logs its own
 * "Refused to … Content Security Policy" errors), and `close()` throws once closed if any came.
 */
export async function failOnCspViolations(context: BrowserContext): Promise<BrowserContext> {
  const violations: string[] = []
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  context.on('console', (msg) => {
    if (CSP_MESSAGE.test(msg.text())) violations.push(`${msg.page()?.url() ?? '?'}: ${msg.text()}`)
  })
  const close = context.close.bind(context)
  context.close = async (options) => {
    await close(options)
    if (violations.length > 0) throw new Error(`Content Security Policy violations:\n${violations.join('\n')}`)
  }
  return context
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => failOnCspViolations(await newContext(options))
  return browser
}

/**
 * Resolves once the page can be used: a page the server drew is hydrated down to its own content
 * (the app's `hydrated` performance mark, set when the storefront layout's page boundary hydrates,
 * decision 021); the app shell, drawn in the browser, is usable as soon as it shows.
 * Before hydration a server-drawn page shows everything but reacts to nothing.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !document.getElementById('shop-state') || performance.getEntriesByName('hydrated', 'mark').length > 0, undefined, {
    timeout: 30_000,
  })
}

/**
 * A page that records console errors and failed page loads, so tests can assert there were none;
 * its goto() and reload() wait for hydration. A page the server answers with 404 on purpose
 * (an unknown address) is not an error: Chromium's "Failed to load resource" for it is left out.
 */
export async function newPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage()
  const errors: string[] = []
  const notFoundPages = new Set<string>()
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url())
  })
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    if (msg.text().startsWith('Failed to load resource') && notFoundPages.has(msg.location().url)) return
    errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return { page: untilHydrated(page), errors }
}

/** Makes the page's goto() and reload() resolve only once the page is usable (waitForHydration). */
export function untilHydrated(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await waitForHydration(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForHydration(page)
    return response
  }
  return page
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged once they have settled: a link still fading from its active colour after a
  // navigation (transition-colors) would read as low contrast. Endless animations are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  // Evaluated through the DevTools protocol: an inline <script> would be refused by the shop's CSP.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    // What an open modal dialog covers is inert (Radix marks it data-aria-hidden) and under its
    // translucent backdrop: its colours are judged on its own page, without the dialog, not through
    // the backdrop (whose blend with a row's hover shade made the verdict depend on the pointer).
    const context = { include: [document], exclude: [...document.querySelectorAll('[data-aria-hidden="true"]')] }
    const result = await (window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe.run(context)
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}
