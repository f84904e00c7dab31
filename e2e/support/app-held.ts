// A phone on a slow line: the server's page shows, its own small entry loads, and the app (React,
// the router, the page's code) is held back until the test lets it in. What the shopper does
// meanwhile happens on a page that is drawn but not yet hydrated (decision 021).
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { waitForHydration } from './browser'

export type HeldPage = { page: Page; errors: string[]; letAppIn: (parts?: string[]) => Promise<void>; close: () => Promise<void> }

/**
 * Opens `url` in a new context with the app's scripts held. `letAppIn` releases them and waits
 * for the page to hydrate, and for the other `parts` named (EarlyInput's marks, as "newsletter").
 */
export async function openWithAppHeld(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<HeldPage> {
  // The page's own scripts are those its HTML names (the entry and what that imports at once).
  const html = await (await fetch(url)).text()
  const own = new Set([...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => new URL(m[1]!, url).href))
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const context = await browser.newContext(options)
  await context.route('**/*.js', async (route) => {
    if (!own.has(route.request().url())) await released
    await route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  return {
    page,
    errors,
    letAppIn: async (parts = []) => {
      if (await page.evaluate(() => performance.getEntriesByName('hydrated', 'mark').length > 0)) throw new Error('the page hydrated while the app was held')
      release()
      await waitForHydration(page)
      for (const part of parts) await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, `hydrated:${part}`)
    },
    close: () => context.close(),
  }
}
