// What a shopper downloads (decisions 008 and 010), checked on the built app: the entry and what
// index.html loads up front carry no Spanish or French strings and no admin, dashboard, checkout, returns or order-review
// strings; a first visit to / or /es fetches only its own language; the service worker precaches
// the storefront in every language, so every language stays available offline, and not the
// screens that need the network (sign-in, customer area, back office, checkout), which it caches
// when first used; Dexie waits for the page to have hydrated. The operations screen's charting
// library (visx, decision 032) is in none of what a shopper downloads or installs; Sentry's SDK is
// fetched by no page of a shop without SENTRY_DSN, and precached by no install (decision 033).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { setUpShopAndBrowser } from './support/shop-and-browser'

const dist = join(__dirname, '../dist')
const locales = join(__dirname, '../app/src/locales')
const LANGS = ['en', 'es', 'fr'] as const
type Lang = (typeof LANGS)[number]

/** Every string value of one locale file. */
function values(lang: Lang, ns: string): string[] {
  const walk = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(walk) : [])
  return walk(JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), 'utf8')))
}
const namespaces = readdirSync(join(locales, 'en')).map((f) => f.replace(/\.json$/, ''))
const allOf = (lang: Lang, except: string[] = []) => new Set(namespaces.filter((ns) => !except.includes(ns)).flatMap((ns) => values(lang, ns)))

// The legal pages' prose lives in code (one module per language), not in a namespace.
const legal = join(__dirname, '../app/src/features/legal')
const prose = readdirSync(legal)
  .filter((f) => f.endsWith('.content.tsx'))
  .map((f) => readFileSync(join(legal, f), 'utf8'))

/**
 * Strings that can only come from `lang` (no other language has them) and, with `only`, only
 * from those namespaces. Long enough to be unmistakable; no characters a bundler escapes.
 */
function sentinels(lang: Lang, only?: string[]): string[] {
  const others = new Set(LANGS.filter((l) => l !== lang).flatMap((l) => [...allOf(l)]))
  // With `only`, a string that any other namespace or the legal prose contains (a label inside a
  // validation message, say) would be found in code that legitimately ships it, so it tells nothing apart.
  const elsewhere = only ? [...allOf(lang, only), ...prose] : []
  const pool = only ? only.flatMap((ns) => values(lang, ns)) : [...allOf(lang)]
  // A no-break space (French punctuation) is written escaped by the bundler, like the others left out.
  return [...new Set(pool)].filter((s) => s.length >= 12 && !/[`\\$'"{\u00a0\u202f]/.test(s) && !others.has(s) && !elsewhere.some((o) => o.includes(s)))
}

const SPANISH = sentinels('es')
const FRENCH = sentinels('fr')
// The English validation messages are also the API's own texts, which ship with the shared
// schemas (shared/schemas/messages.ts): neither they nor words inside them tell a language apart.
const apiTexts = values('en', 'validation')
const ENGLISH = sentinels('en').filter((s) => !apiTexts.some((text) => text.includes(s)))
const NETWORK_ONLY = ['admin', 'dashboard', 'checkout', 'returns', 'order-reviews', 'auth']
const BACK_OFFICE = LANGS.flatMap((lang) => sentinels(lang, ['admin', 'dashboard', 'checkout', 'returns', 'order-reviews']))
const STOREFRONT = LANGS.map((lang) => sentinels(lang, namespaces.filter((ns) => !NETWORK_ONLY.includes(ns))))
// Sign-in strings that no storefront string contains (the validation messages repeat some labels).
const SIGN_IN = LANGS.flatMap((lang) => {
  const others = [...allOf(lang, ['auth'])]
  return sentinels(lang, ['auth']).filter((t) => !others.some((o) => o.includes(t)))
})

// A class name visx gives every axis it draws: found only in the code of the operations screen's charts.
const CHARTS = ['visx-axis-bottom']
// A mark of Sentry's browser SDK in whatever chunk holds it.
const SENTRY_SDK = '__sentry_original__'

const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
const read = (file: string) => readFileSync(join(dist, file), 'utf8')
const found = (texts: string[], code: string) => texts.filter((t) => code.includes(t))

describe('the built app', () => {
  const html = read('index.html')
  const upFront = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]

  it('has sentinels that really are in the build (so the checks below can fail)', () => {
    const everything = assets.map((f) => read(`assets/${f}`)).join('\n')
    for (const group of [SPANISH, FRENCH, ENGLISH, BACK_OFFICE]) {
      expect(group.length).toBeGreaterThan(5)
      expect(group.filter((t) => !everything.includes(t))).toEqual([])
    }
    expect(found(CHARTS, everything)).toEqual(CHARTS)
    expect(everything).toContain(SENTRY_SDK)
  })

  it('loads no Spanish, French, admin, dashboard or checkout strings up front (entry and index.html preloads)', () => {
    expect(entry).toBeTruthy()
    expect(upFront).toContain(entry)
    const code = upFront.map(read).join('\n')
    expect(found(SPANISH, code)).toEqual([])
    expect(found(FRENCH, code)).toEqual([])
    expect(found(BACK_OFFICE, code)).toEqual([])
    expect(found(CHARTS, code)).toEqual([])
  })

  it('precaches the storefront in every language, and not the screens that need the network', () => {
    const precached = [...read('sw.js').matchAll(/"url":"(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    const code = precached.map(read).join('\n')
    for (const strings of STOREFRONT) {
      expect(strings.length).toBeGreaterThan(5)
      expect(strings.filter((t) => !code.includes(t))).toEqual([])
    }
    expect(found(BACK_OFFICE, code)).toEqual([])
    expect(found(CHARTS, code)).toEqual([])
    expect(found(SIGN_IN, code)).toEqual([])
    // What is left out is only those screens' code and strings.
    const left = assets.filter((f) => !precached.includes(`assets/${f}`))
    expect(left.length).toBeGreaterThan(10)
    expect(left.filter((f) => !/^(admin|dashboard|orders-page|loyalty-page|profile-page|wholesale-account-page|checkout|order-confirmation-page|returns|return-request-page|return-case-page|my-returns-page|order-reviews|review-requests-unsubscribe-page|auth|login-page|register-page|forgot-password-page|reset-password-page|user-menu|sentry-reports|push-settings)-/.test(f))).toEqual([])
    expect(code).not.toContain(SENTRY_SDK)
  })
})

describe('a first visit', () => {
  const e2e = setUpShopAndBrowser()

  /** The code the page itself fetched while opening `path` and scrolling to the footer. */
  async function downloaded(path: string): Promise<string> {
    // No service worker: it would precache everything in the background, which is not what the page needs.
    const context = await e2e.browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''))
    })
    await page.goto(e2e.shop.url + path)
    await page.waitForSelector('main h1')
    await page.locator('[data-testid="newsletter-form"] input').waitFor()
    await page.waitForLoadState('networkidle')
    const code = (await Promise.all(bodies)).join('\n')
    await context.close()
    return code
  }

  // Dexie (~31 KB) and the work on the device's copy start once the page's own part has hydrated
  // (decision 021), not between React's hydration slices, where they would slow the page down.
  it('of / asks for the device database only once the page itself has hydrated', async () => {
    const dexie = assets.filter((f) => read(`assets/${f}`).includes('DexieError'))
    expect(dexie).toHaveLength(1)
    const context = await e2e.browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(e2e.shop.url + '/')
    await page.waitForFunction((file) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(file)), `/assets/${dexie[0]}`)
    const timing = await page.evaluate((file) => {
      const asked = performance.getEntriesByType('resource').find((e) => e.name.endsWith(file))!.startTime
      return { asked, hydrated: performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? Infinity }
    }, `/assets/${dexie[0]}`)
    await context.close()
    expect(timing.hydrated).toBeLessThan(Infinity)
    expect(timing.asked).toBeGreaterThanOrEqual(timing.hydrated)
  })

  for (const [path, lang, foreign] of [
    ['/', 'en', [SPANISH, FRENCH]],
    ['/es', 'es', [ENGLISH, FRENCH]],
    ['/fr/contact', 'fr', [ENGLISH, SPANISH]],
  ] as const) {
    it(`of ${path} fetches strings of ${lang} only, and none of the back office or its charts`, async () => {
      const code = await downloaded(path)
      expect(found(sentinels(lang, ['common']), code).length).toBeGreaterThan(0)
      for (const texts of foreign) expect(found(texts, code)).toEqual([])
      expect(found(BACK_OFFICE, code)).toEqual([])
      expect(found(CHARTS, code)).toEqual([])
      // The e2e shop has no SENTRY_DSN.
      expect(code).not.toContain(SENTRY_SDK)
    })
  }
})
