// The local-first journey in Debian Chromium against a real `npm start`: one online visit, then
// the shop keeps working offline (pages, images, cart, even after a browser restart), live stock
// and price changes reach an open app, an offline contact message is sent exactly once, and
// Chromium considers the app installable.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import esContent from '#app/locales/es/content.json'
import { CHROMIUM_PATH, failOnCspViolations, seriousA11yViolations, untilHydrated } from './support/browser'
import { IDB_HELPERS, installedForOffline } from './support/local-copy'
import { startShop, type ShopServer } from './support/server'
import { signInThroughForm } from './support/sign-in'
import enCommon from '#app/locales/en/common.json'

type Product = { id: string; code: string; nameEn: string; nameEs: string; nameFr: string; category: string; images: string[] }
type Post = { slug: string; titleFr: string }

const LANGS = [
  ['en', ''],
  ['es', '/es'],
  ['fr', '/fr'],
] as const
const localeDir = join(__dirname, '../app/src/locales')
const locale = (lang: string, ns: string) => JSON.parse(readFileSync(join(localeDir, lang, `${ns}.json`), 'utf8'))

/** Every translation key with a dot in it ("nav.shop"): what a page shows where a namespace failed to load. */
const translationKeys = (() => {
  const keys = new Set<string>()
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k)
    else if (path.includes('.')) keys.add(path.replace(/_(one|other)$/, ''))
  }
  for (const file of readdirSync(join(localeDir, 'en'))) walk(locale('en', file.replace(/\.json$/, '')), '')
  return [...keys]
})()

let shop: ShopServer
let db: Client
let products: Product[]
let posts: Post[]
const dirs: string[] = []

beforeAll(async () => {
  shop = await startShop()
  db = createClient({ url: `file:${join(shop.dbDir, 'shop.db')}` })
  products = await (await fetch(`${shop.url}/api/products`)).json()
  posts = await (await fetch(`${shop.url}/api/blog`)).json()
})
afterAll(async () => {
  db?.close()
  await shop?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A browser profile on disk, so IndexedDB and the service worker survive a restart. */
async function openProfile(dir?: string): Promise<{ context: BrowserContext; page: Page; dir: string }> {
  const profile = dir ?? mkdtempSync(join(tmpdir(), 'shop-profile-'))
  if (!dir) dirs.push(profile)
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  })
  await failOnCspViolations(context)
  const page = untilHydrated(context.pages()[0] ?? (await context.newPage()))
  return { context, page, dir: profile }
}

async function imagesLoaded(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('main img[src*="/images/"]')).map((img) => ({ src: img.src, ok: img.complete && img.naturalWidth > 0 })),
  )
}

const mainText = (page: Page) => page.locator('main').innerText()

/**
 * Scrolls through the page as a shopper would, so lazily loaded images are fetched (and seen), and
 * waits until each of its images has loaded: a state, where waiting for the network to go quiet
 * cost half a second a page (decision 025).
 */
async function seeWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
  await expect.poll(async () => (await imagesLoaded(page)).filter((i) => !i.ok), { message: `images of ${page.url()}` }).toEqual([])
}

describe('local-first PWA', () => {
  it('after one online visit, renders pages, images and the cart offline, also after a browser restart', async () => {
    const { context, page, dir } = await openProfile()
    await context.addInitScript(IDB_HELPERS)
    const product = products[0]!
    const category = products.find((p) => p.category !== product.category)?.category ?? product.category
    const post = posts[0]!

    await page.goto(`${shop.url}/`)
    await page.waitForSelector('main h1')
    await seeWholePage(page)
    await installedForOffline(page)

    // Browse online once: these are the pages and images the shopper has seen.
    const visits = [`/es/shop?category=${category}`, `/product/${product.id}`, `/fr/blog/${post.slug}`, '/size-guide', '/faq', '/our-essence', '/privacy-policy']
    for (const path of visits) {
      await page.goto(shop.url + path)
      await page.waitForSelector('main h1')
      await seeWholePage(page)
    }

    // Add to the cart on the product page, online: it opens on a colour and size in stock.
    await page.goto(`${shop.url}/product/${product.id}`)
    await page.getByTestId('add-to-cart').click()
    await expect.poll(() => page.evaluate(() => idbCount('cart'))).toBe(1)

    await context.setOffline(true)
    const checks: [string, RegExp | string][] = [
      // The app keeps the language chosen last, so an English path may open in Spanish or French.
      ['/', new RegExp([product.nameEn, product.nameEs, product.nameFr].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'))],
      [`/es/shop?category=${category}`, products.find((p) => p.category === category)!.nameEs],
      [`/product/${product.id}`, product.code],
      [`/fr/blog/${post.slug}`, post.titleFr],
      // Real content, not just a heading: the chart figures, the policy answers, the documents.
      // Decimals in the page language: 21,2 in Spanish.
      ['/es/size-guide', /Guía de tallas[\s\S]*54-61[\s\S]*21,2-24/],
      ['/es/faq#returns', /Preguntas frecuentes[\s\S]*30 días/],
      ['/es/our-essence', esContent.title],
      ['/es/privacy-policy', /Política de privacidad[\s\S]*7 años/],
    ]
    for (const [path, expected] of checks) {
      await page.goto(shop.url + path)
      await page.waitForSelector('main h1')
      await expect.poll(() => mainText(page), { message: path }).toMatch(expected)
      await seeWholePage(page)
      const images = await imagesLoaded(page)
      expect(images.filter((i) => !i.ok), `images missing offline on ${path}`).toEqual([])
    }
    // The product page shows its photo from the cache.
    await page.goto(`${shop.url}/product/${product.id}`)
    await expect.poll(async () => (await imagesLoaded(page)).length).toBeGreaterThan(0)

    // A discreet, translated offline indicator; screens that need the network say so.
    await page.goto(`${shop.url}/es/checkout`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Esta página necesita conexión a internet')
    await expect.poll(() => page.getByText('Sin conexión', { exact: true }).isVisible()).toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])

    expect(await page.evaluate(() => idbCount('cart'))).toBe(1)
    await context.close()

    // Restart the browser on the same profile, still offline: the app and the cart are there.
    const again = await openProfile(dir)
    await again.context.addInitScript(IDB_HELPERS)
    await again.context.setOffline(true)
    await again.page.goto(`${shop.url}/product/${product.id}`)
    await expect.poll(() => mainText(again.page)).toContain(product.code)
    const cart = await again.page.evaluate(() => idbAll('cart'))
    expect(cart).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })])
    await again.context.close()
  })

  // Every page offline in one language, the three taking turns (decision 025): every page is drawn
  // offline and every language's strings come from the precache, in 22 page loads rather than 66.
  it('after one visit in English, renders every page offline, each in English, Spanish or French, with no raw keys', async () => {
    const { context, page } = await openProfile()
    await context.addInitScript(IDB_HELPERS)
    await page.goto(`${shop.url}/`)
    await page.waitForSelector('main h1')
    await installedForOffline(page)
    // The service worker precached every chunk at install: every language's strings included.
    await page.waitForFunction(async () => (await caches.keys()).some((k) => k.includes('precache')), undefined, { timeout: 30_000 })

    const product = products[2]!
    const post = posts[1]!
    const pages = [
      '/', '/our-essence', '/shop', `/product/${product.id}`, '/size-guide', '/faq', '/contact', '/blog', `/blog/${post.slug}`,
      '/wholesale', '/unsubscribe', '/privacy-policy', '/terms-of-service', '/refund-policy', '/medical-disclaimer', '/no-such-page',
    ]
    // Screens that need the network say so, in the page language.
    const gated = ['/checkout', '/login', '/register', '/forgot-password', '/dashboard', '/admin/orders']

    await context.setOffline(true)
    const every = [...pages, ...gated]
    for (const [turn, [lang, prefix]] of LANGS.entries()) {
      const common = locale(lang, 'common')
      const gate = locale(lang, 'offline').gate.title
      const drawn = every.filter((_, i) => i % LANGS.length === turn)
      for (const path of drawn) {
        const where = `${lang} ${path}`
        await page.goto(shop.url + (path === '/' ? prefix || '/' : prefix + path))
        await page.waitForSelector('main h1')
        // Each waits for its state: a loaded machine draws the page's last word a moment later.
        // No wait for the network to go quiet (half a second a page): a string whose namespace
        // was not precached shows its raw key until the poll gives up.
        const h1 = async () => (await page.locator('main h1').first().innerText()).trim()
        if (gated.includes(path)) await expect.poll(h1, { message: where }).toBe(gate)
        else {
          await expect.poll(h1, { message: where }).not.toBe('')
          await expect.poll(() => page.locator('footer').innerText(), { message: where }).toContain(common.tagline)
        }
        await expect.poll(() => page.getAttribute('html', 'lang'), { message: where }).toBe(lang)
        const rawKeys = async () => {
          const text = await page.locator('body').innerText()
          return translationKeys.filter((key) => text.includes(key))
        }
        await expect.poll(rawKeys, { message: where }).toEqual([])
      }
    }
    await context.close()
  }, 300_000)

  it('shows a stock and price change made by the shop in an open app at its next sync, without a reload', async () => {
    const { context, page } = await openProfile()
    await context.addInitScript(IDB_HELPERS)
    const product = products[1]!
    await page.goto(`${shop.url}/product/${product.id}`)
    // A fresh profile: the page waits for its first sync, which takes longer on a loaded machine.
    await expect.poll(() => mainText(page), { timeout: 15_000 }).toContain(product.nameEn)
    await installedForOffline(page)
    const before = (await page.evaluate(() => idbAll('syncState')))[0] as { cursor: number }

    // A no-change sync answers 304.
    const status = await page.evaluate(async (cursor) => (await fetch(`/api/sync?since=${cursor}`, { cache: 'no-store' })).status, before.cursor)
    expect(status).toBe(304)

    // A new price, and every colour and size but one sold out, that one down to 2 (decision 026).
    const [kept] = (await db.execute({ sql: 'SELECT color, size FROM product_variants WHERE product_id = ? AND not_offered = 0 ORDER BY color, size LIMIT 1', args: [product.id] })).rows
    await db.batch([
      { sql: 'UPDATE products SET price_cents = 12345 WHERE id = ?', args: [product.id] },
      { sql: 'UPDATE product_variants SET stock = reserved + (CASE WHEN color = ? AND size = ? THEN 2 ELSE 0 END) WHERE product_id = ?', args: [String(kept!.color), String(kept!.size), product.id] },
    ])
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(() => mainText(page), { timeout: 15_000 }).toContain('123.45')
    // The page now opens on the one colour and size left, saying only 2 are left.
    await expect.poll(() => page.locator('[data-testid="stock-badge"]').innerText()).toBe(locale('en', 'common').stock.low_other.replace('{{count}}', '2'))
    const stored = (await page.evaluate(() => idbAll('products'))).find((p) => p.id === product.id)
    expect(stored).toMatchObject({ price: '123.45', stock: 2 })
    expect((stored!.variants as { color: string; size: string; available: number }[]).filter((v) => v.available > 0)).toEqual([
      expect.objectContaining({ color: kept!.color, size: kept!.size, available: 2 }),
    ])
    await context.close()
  })

  it('sends a contact message written offline exactly once when back online, even if the flush is interrupted', async () => {
    const { context, page } = await openProfile()
    await context.addInitScript(IDB_HELPERS)
    await page.goto(`${shop.url}/contact`)
    await page.waitForSelector('main form')
    await installedForOffline(page)

    // The first delivery reaches the server but the answer is lost, as on a dropping connection.
    const keys: string[] = []
    let interrupted = 0
    await context.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (interrupted === 0) {
        interrupted++
        await route.fetch()
        await route.abort('connectionreset')
      } else await route.continue()
    })

    await context.setOffline(true)
    const subject = `Offline question ${Date.now()}`
    await page.fill('main form [name="name"]', 'Ana Gómez')
    await page.fill('main form [name="email"]', 'ana@example.com')
    await page.fill('main form [name="subject"]', subject)
    await page.fill('main form [name="message"]', 'Which size fits a 70 cm waist? Thank you!')
    await page.locator('main form button[type="submit"]').click()
    await expect.poll(() => page.getByText('will be sent automatically', { exact: false }).first().isVisible()).toBe(true)
    const [entry] = (await page.evaluate(() => idbAll('outbox'))) as { id: string }[]
    expect(entry?.id).toBeTruthy()

    await context.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    const count = async () => Number((await db.execute({ sql: 'SELECT count(*) FROM contact_messages WHERE subject = ?', args: [subject] })).rows[0]![0])
    await expect.poll(count, { timeout: 30_000 }).toBe(1)
    await expect.poll(() => page.evaluate(() => idbCount('outbox')), { timeout: 30_000 }).toBe(0)
    expect(interrupted).toBe(1)
    expect(new Set(keys)).toEqual(new Set([entry!.id]))

    // Yet another replay of the same key creates nothing either.
    const replay = await fetch(`${shop.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': entry!.id, origin: shop.url },
      body: JSON.stringify({ name: 'Ana Gómez', email: 'ana@example.com', subject, message: 'Which size fits a 70 cm waist? Thank you!', language: 'en' }),
    })
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await count()).toBe(1)
    await context.close()
  })

  it('shows a signed-in shopper as signed in after an offline reload, marked offline, and right again once online', async () => {
    const { context, page } = await openProfile()
    await page.goto(`${shop.url}/login`)
    await signInThroughForm(page, 'customer@example.com')
    await page.waitForURL(/\/dashboard/)
    await page.goto(`${shop.url}/`)
    await page.waitForSelector('main h1')
    await installedForOffline(page)
    const menu = page.getByTestId('user-menu')
    await menu.waitFor()

    await context.setOffline(true)
    await page.reload()
    await page.waitForSelector('main h1')
    await expect.poll(() => menu.textContent()).toContain(enCommon.account.menu.offline)
    await context.setOffline(false)
    await expect.poll(() => menu.textContent()).not.toContain(enCommon.account.menu.offline)
    await context.close()
  })

  it('passes Chromium installability checks, with the manifest in the page language, and shows a push it receives', async () => {
    const { context, page } = await openProfile()
    await page.goto(`${shop.url}/es`)
    await page.waitForSelector('main h1')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    const href = await page.getAttribute('link[rel="manifest"]', 'href')
    expect(href).toBe('/manifests/es/manifest.webmanifest')
    const manifest = await (await fetch(shop.url + href)).json()
    expect(manifest).toMatchObject({ lang: 'es', start_url: '/es', display: 'standalone', scope: '/' })
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true)

    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }
    expect(installabilityErrors).toEqual([])

    // A push reaches the installed app's service worker (decision 043), as a push service would
    // deliver it, and the worker shows the notification it carries (permission granted).
    await context.grantPermissions(['notifications'], { origin: shop.url })
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const ours = registrations.find((r) => r.scopeURL === `${shop.url}/` && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const payload = { title: 'Tu pedido ABC12345 va en camino', body: 'DHL, número de seguimiento JD0142.', url: '/es/order-confirmation/x', tag: 'order:x' }
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: shop.url, registrationId: await registered, data: JSON.stringify(payload) })
    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string } | null)?.url })))
    await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: expect.stringContaining(payload.url) }])
    await context.close()
  })
})
