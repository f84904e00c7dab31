// Pages drawn by the server (decision 010), against a real `npm start`: what a client without
// JavaScript gets (a search engine, a link preview on WhatsApp or Facebook) in en, es and fr; the
// status of unknown pages; robots.txt and sitemap.xml; and in Chromium, that a drawn page hydrates
// without a console error, keeps working, and works offline after that one visit.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasInStock } from '#shared/catalogue/variant-choices'
import type { BlogPost, Product } from '#shared/schemas/catalogue'
import { formatMoney } from '#app/lib/format'
import { CHROMIUM_PATH, failOnCspViolations, launchBrowser, newPage, untilHydrated } from './support/browser'
import { refusedInlineScripts } from './support/csp'
import { installedForOffline } from './support/local-copy'
import { startShop, type ShopServer } from './support/server'

const LANGS = [
  ['en', '', 'nameEn', 'en_US'],
  ['es', '/es', 'nameEs', 'es_ES'],
  ['fr', '/fr', 'nameFr', 'fr_CA'],
] as const

let shop: ShopServer
let products: Product[]
let posts: BlogPost[]

beforeAll(async () => {
  shop = await startShop()
  products = await (await fetch(`${shop.url}/api/products`)).json()
  posts = await (await fetch(`${shop.url}/api/blog`)).json()
})
afterAll(async () => {
  await shop?.stop()
})

/** The page as a client without JavaScript gets it. */
async function plain(path: string) {
  const response = await fetch(shop.url + path, { headers: { accept: 'text/html' } })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

const unescape = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')
const meta = (html: string, property: string) => unescape(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '')

describe('a product page without JavaScript', () => {
  for (const [lang, prefix, name, ogLocale] of LANGS) {
    it(`shows its name, price, description and Open Graph tags in ${lang}`, async () => {
      const product = products[3]!
      const { status, html, headers } = await plain(`${prefix}/product/${product.id}`)
      expect(status).toBe(200)
      expect(headers.get('content-type')).toContain('text/html')
      expect(html).toContain(`<html lang="${lang}"`)
      const text = unescape(html)
      expect(text).toContain(`>${product[name]}</h1>`)
      expect(text).toContain(formatMoney(Math.round(Number(product.price) * 100), lang))
      expect(meta(html, 'og:title')).toBe(`${product[name]} · Forma Bella`)
      expect(meta(html, 'og:type')).toBe('product')
      expect(meta(html, 'og:locale')).toBe(ogLocale)
      expect(meta(html, 'og:image')).toBe(shop.url + product.images[0])
      expect(meta(html, 'og:url')).toBe(`${shop.url}${prefix}/product/${product.id}`)
      expect(meta(html, 'product:price:amount')).toBe(product.price)
      expect(meta(html, 'og:description').length).toBeGreaterThan(20)
      expect(html).toContain(`<link rel="canonical" href="${shop.url}${prefix}/product/${product.id}"/>`)
      for (const [other, otherPrefix] of LANGS) expect(html).toContain(`<link rel="alternate" hrefLang="${other}" href="${shop.url}${otherPrefix}/product/${product.id}"/>`)
      // One title and one description: the app shell's fallbacks are gone.
      expect(html.match(/<title[ >]/g)).toHaveLength(1)
      expect(html.match(/<meta name="description"/g)).toHaveLength(1)
      // Structured data in the page's language, with no made-up rating.
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)
      expect(ld).toMatchObject({ '@type': 'Product', name: product[name], sku: product.code, offers: { price: product.price, priceCurrency: 'USD' } })
      expect(ld).not.toHaveProperty('aggregateRating')
      // Its own CSP, with this answer's nonce, and nothing inline that it would refuse.
      expect(headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/)
      expect(refusedInlineScripts(html, headers)).toEqual([])
    })
  }

  it('carries the approved reviews with the page, and their rating in its structured data as the catalogue has it (decision 042)', async () => {
    const reviewed = products.find((p) => p.rating)!
    const { html } = await plain(`/es/product/${reviewed.id}`)
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)
    expect(ld.aggregateRating).toMatchObject({ ratingValue: reviewed.rating!.average, reviewCount: reviewed.rating!.count })
    expect(ld.review.length).toBeGreaterThan(0)
    const text = unescape(html)
    expect(text).toContain(`Basado en ${reviewed.rating!.count} reseñas`)
    expect(text).toContain('Talla comprada:')
  })
})

describe('other pages without JavaScript', () => {
  it('carry their content and head tags: home, shop (first cards), blog, article, legal, FAQ, contact', async () => {
    const home = await plain('/es')
    expect(home.html).toContain(products[0]!.nameEs)
    const shopPage = await plain('/fr/shop?category=sculpt-support')
    const inCategory = products.filter((p) => p.category === 'sculpt-support')
    for (const p of inCategory) expect(unescape(shopPage.html)).toContain(p.nameFr)
    expect(shopPage.html).toContain(`<link rel="canonical" href="${shop.url}/fr/shop?category=sculpt-support"/>`)
    const article = await plain(`/es/blog/${posts[0]!.slug}`)
    expect(unescape(article.html)).toContain(posts[0]!.titleEs)
    expect(article.html).toContain('"@type":"Article"')
    expect((await plain('/fr/privacy-policy')).html).toContain('Politique de confidentialité')
    expect(unescape((await plain('/faq')).html)).toContain('Frequently Asked Questions')
    expect((await plain('/contact')).html).toContain('support@example.com')
    for (const page of [home, shopPage, article]) expect(refusedInlineScripts(page.html, page.headers)).toEqual([])
  })

  it('answer 404 with the not-found page for an unknown address, product or article', async () => {
    const page = await plain('/es/no-such-page')
    expect(page.status).toBe(404)
    expect(page.html).toContain('Página no encontrada')
    expect(page.html).toContain('<meta name="robots" content="noindex"/>')
    expect((await plain('/product/no-such-product')).status).toBe(404)
    expect((await plain('/fr/blog/no-such-article')).status).toBe(404)
  })

  it('are sent compressed, and answer 304 to a client that already has the same page', async () => {
    for (const path of ['/fr/shop', `/es/product/${products[2]!.id}`, '/sitemap.xml']) {
      const first = await fetch(shop.url + path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(first.headers.get('content-encoding'), path).toBe('br')
      expect(first.headers.get('vary'), path).toContain('Accept-Encoding')
      const body = await first.text()
      const tag = first.headers.get('etag')
      expect(tag, path).toMatch(/^W\/"/)
      const again = await fetch(shop.url + path, { headers: { 'if-none-match': tag! } })
      expect(again.status, path).toBe(304)
      // The page is drawn again for it: the same data draws the same bytes, whatever the nonce.
      expect(again.headers.get('content-security-policy'), path).toContain("default-src 'self'")
      expect(body.length, path).toBeGreaterThan(1000)
    }
    // A changed page has a new tag: a product's price changes what its page says.
    const path = `/product/${products[2]!.id}`
    const before = (await fetch(shop.url + path)).headers.get('etag')!
    const db = createClient({ url: `file:${join(shop.dbDir, 'shop.db')}` })
    const change = (cents: number) => db.execute({ sql: 'UPDATE products SET price_cents = price_cents + ? WHERE id = ?', args: [cents, products[2]!.id] })
    try {
      await change(100)
      const after = await fetch(shop.url + path, { headers: { 'if-none-match': before } })
      expect(after.status).toBe(200)
      expect(after.headers.get('etag')).not.toBe(before)
    } finally {
      await change(-100)
      db.close()
    }
  })

  it('send the app shell for screens drawn in the browser (checkout, sign-in, customer area)', async () => {
    for (const path of ['/checkout', '/login', '/es/dashboard', '/admin/orders']) {
      const page = await plain(path)
      expect(page.status).toBe(200)
      expect(page.html).toContain('<div id="root"></div>')
    }
  })

  it('publish robots.txt and a sitemap of every public page in three languages, with alternates', async () => {
    const robots = await plain('/robots.txt')
    expect(robots.headers.get('content-type')).toContain('text/plain')
    expect(robots.html).toContain(`Sitemap: ${shop.url}/sitemap.xml`)
    expect(robots.html).toContain('Disallow: /es/dashboard')
    const sitemap = await plain('/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    const locs = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    for (const prefix of ['', '/es', '/fr']) {
      expect(locs).toContain(`${shop.url}${prefix}/product/${products[0]!.id}`)
      expect(locs).toContain(`${shop.url}${prefix}/blog/${posts[0]!.slug}`)
      expect(locs).toContain(`${shop.url}${prefix}/size-guide`)
    }
    expect(locs).toHaveLength(3 * (products.length + posts.length + 16))
    expect(sitemap.html).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${shop.url}/fr/faq"/>`)
  })
})

describe('a drawn page in the browser', () => {
  it('hydrates without a console error and then behaves as the app: filters, navigation, cart', async () => {
    const browser = await launchBrowser()
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const { page, errors } = await newPage(context)
      await page.goto(`${shop.url}/fr/shop`)
      // Hydrated: a filter changes the URL and the grid at once (on a phone, in the Filters sheet).
      await page.click('[data-testid="filters-button"]')
      await page.selectOption('#sheet-filter-color', 'black')
      await page.keyboard.press('Escape')
      await expect.poll(() => new URL(page.url()).search).toBe('?color=black')
      // The pieces with black left (decision 026).
      const black = products.filter((p) => hasInStock(p, { color: 'black' }))
      await expect.poll(() => page.locator('[data-testid="product-card"]').count()).toBe(Math.min(black.length, 24))
      await page.getByRole('link', { name: black[0]!.nameFr, exact: true }).click()
      await expect.poll(() => page.textContent('main h1')).toBe(black[0]!.nameFr)
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await browser.close()
    }
  })

  it('works offline after that one visit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-ssr-'))
    const context = await failOnCspViolations(
      await chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
      }),
    )
    try {
      const page = untilHydrated(context.pages()[0] ?? (await context.newPage()))
      const errors: string[] = []
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
      const product = products[5]!
      await page.goto(`${shop.url}/es/product/${product.id}`)
      expect(await page.textContent('main h1')).toBe(product.nameEs)
      // The service worker installs and the mirror fills in the background.
      await installedForOffline(page)
      expect(errors).toEqual([])

      await context.setOffline(true)
      // Offline, the app shell from the service worker draws pages from the local copy.
      await page.goto(`${shop.url}/es/product/${products[6]!.id}`)
      await expect.poll(() => page.textContent('main h1')).toBe(products[6]!.nameEs)
      await page.goto(`${shop.url}/fr/shop`)
      await expect.poll(() => page.locator('[data-testid="product-card"]').count()).toBeGreaterThan(0)
    } finally {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
