// The shop as a new user first meets it: `npm start` on an empty database, the home page, the
// not-found page in three languages, the demo catalogue behind it.
import { describe, expect, it } from 'vitest'
import { newPage } from './support/browser'
import { setUpShopAndBrowser } from './support/shop-and-browser'

const e2e = setUpShopAndBrowser()

describe('first start', () => {
  it('prints the URL and the demo accounts, and serves the seeded catalogue', async () => {
    expect(e2e.shop.output()).toContain('admin@example.com')
    expect(e2e.shop.output()).toContain('customer@example.com')
    const products = await (await fetch(`${e2e.shop.url}/api/products`)).json()
    expect(products.length).toBeGreaterThanOrEqual(24)
    expect(new Set(products.map((p: { category: string }) => p.category)).size).toBe(4)
  })

  it('sends long-lived cache headers for hashed assets and no-cache for the HTML shell', async () => {
    const html = await fetch(`${e2e.shop.url}/shop`)
    expect(html.headers.get('cache-control')).toBe('no-cache')
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1]
    expect(asset).toBeTruthy()
    const res = await fetch(e2e.shop.url + asset)
    expect(res.headers.get('cache-control')).toContain('immutable')
  })

  // One browser context (decision 025); the home page in Spanish and French, with no console
  // error, is drawn by storefront-phone.e2e.ts's header check.
  it('renders the home page with no console errors, and a real 404 page in each language', async () => {
    const context = await e2e.browser.newContext()
    const { page, errors } = await newPage(context)
    await page.goto(`${e2e.shop.url}/`)
    await page.waitForSelector('main h1')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    for (const [prefix, lang, heading] of [
      ['', 'en', /Page Not Found/],
      ['/es', 'es', /Página no encontrada/],
      ['/fr', 'fr', /Page introuvable/],
    ] as const) {
      await page.goto(`${e2e.shop.url}${prefix}/no-such-page`)
      await expect.poll(() => page.textContent('main h1'), { message: lang }).toMatch(heading)
      expect(await page.getAttribute('html', 'lang')).toBe(lang)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('runs under a Content-Security-Policy that refuses an injected inline script, and the suite sees the violation', async () => {
    const context = await e2e.browser.newContext()
    const { page, errors } = await newPage(context)
    await page.goto(`${e2e.shop.url}/`)
    await page.waitForSelector('main h1')
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.body.dataset.injected = "yes"'
      document.body.append(script)
      return document.body.dataset.injected === 'yes'
    })
    expect(ran).toBe(false)
    await expect.poll(() => errors.some((e) => /CSP violation: script-src/.test(e))).toBe(true)
    await expect(context.close()).rejects.toThrow(/Content Security Policy violations/)
  })
})
