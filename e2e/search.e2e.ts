// Catalogue search (decision 018), as a new shopper on a 390×844 phone meets it: search from the
// header, instant and offline over the device's catalogue mirror, accents and case ignored, in the
// page's language; a combobox a keyboard and a screen reader can use; 'see all results' opens the
// shop's `?q=` view, which the server draws too. The search code and strings load only when used.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import { matchScore, queryWords, searchEntry } from '#shared/catalogue/search'
import type { Product } from '#shared/schemas/catalogue'
import { newPage, seriousA11yViolations } from './support/browser'
import { installedForOffline } from './support/local-copy'
import { setUpShopAndBrowser } from './support/shop-and-browser'
import { text, type Lang } from './support/strings'

const PHONE = { width: 390, height: 844 }
const categoryName = (lang: Lang) => (c: string) => text(lang, 'common', `categories.${c}.name`)
/** What the shop finds for `query` in `lang`, best first (name before the rest), as the page ranks it. */
const expectedFor = (lang: Lang, query: string) =>
  products
    .map((p, order) => ({ p, order, score: matchScore(searchEntry(p, lang, categoryName(lang)), queryWords(query)) }))
    .filter((m) => m.score !== undefined)
    .sort((a, b) => a.score! - b.score! || a.order - b.order)
    .map((m) => m.p)

const e2e = setUpShopAndBrowser()
let products: Product[]
beforeAll(async () => {
  products = await (await fetch(`${e2e.shop.url}/api/products`)).json()
})

const results = (page: Page) => page.locator('[data-testid="search-result"] .font-serif').allInnerTexts()

async function openSearch(page: Page) {
  await page.click('[data-testid="search-button"]')
  await page.locator('[data-testid="search-input"]').waitFor()
}

describe('header search', () => {
  it('offline, "cintura" on /es finds the waist trainers', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE })
    const { page, errors } = await newPage(context)
    await page.goto(`${e2e.shop.url}/es`)
    // One visit installs the shop: the service worker controls the page and the mirror holds the catalogue.
    await installedForOffline(page, 60_000)
    await context.setOffline(true)
    await page.reload()

    await openSearch(page)
    await page.fill('[data-testid="search-input"]', 'cintura')
    const waistTrainers = products.filter((p) => p.nameEs.startsWith('Cinturilla'))
    expect(waistTrainers.length).toBeGreaterThan(2)
    await expect.poll(() => results(page)).toEqual(expectedFor('es', 'cintura').slice(0, 6).map((p) => p.nameEs))
    expect(await results(page)).toEqual(expect.arrayContaining(waistTrainers.map((p) => p.nameEs)))
    // Screen readers hear how many were found.
    const found = expectedFor('es', 'cintura').length
    await expect.poll(() => page.locator('[data-testid="search-dialog"] [role="status"]').innerText()).toBe(text('es', 'search', `found_${found === 1 ? 'one' : 'other'}`, { count: found }))

    // Opening one works offline too.
    await page.locator('[data-testid="search-result"]', { hasText: waistTrainers[0]!.nameEs }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/es/product/${waistTrainers[0]!.id}`)
    await expect.poll(() => page.textContent('main h1')).toBe(waistTrainers[0]!.nameEs)
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([])
    await context.close()
  })

  it('ignores accents and case and searches in the page language: name, category, description and code', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE })
    const { page, errors } = await newPage(context)
    await page.goto(`${e2e.shop.url}/fr`)
    await openSearch(page)
    const input = page.locator('[data-testid="search-input"]')
    const cases: [string, (p: Product) => boolean][] = [
      // "LÁTEX" (accent and capitals the French names do not have)
      ['LÁTEX', (p) => /latex/i.test(p.nameFr)],
      // A category's French name
      [text('fr', 'common', 'categories.face-neck-sculpt.name'), (p) => p.category === 'face-neck-sculpt'],
      // A product code, in lower case
      [products[3]!.code.toLowerCase(), (p) => p.id === products[3]!.id],
    ]
    for (const [query, expected] of cases) {
      await input.fill(query)
      const wanted = products.filter(expected)
      expect(wanted.length, query).toBeGreaterThan(0)
      await expect.poll(() => results(page)).toEqual(expectedFor('fr', query).slice(0, 6).map((p) => p.nameFr))
      for (const p of wanted.slice(0, 6)) expect(expectedFor('fr', query)).toContain(p)
    }
    // English words do not match French pages.
    await input.fill('waist trainer')
    await expect.poll(() => page.locator('[data-testid="search-see-all"]').innerText()).toBe(text('fr', 'search', 'none', { query: 'waist trainer' }))
    expect(await page.locator('[data-testid="search-result"]').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('is a combobox: arrow keys move through the options, Enter opens one, Escape clears then closes', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE })
    const { page, errors } = await newPage(context)
    await page.goto(e2e.shop.url + '/')
    await page.focus('[data-testid="search-button"]')
    await page.keyboard.press('Enter')
    const input = page.locator('[data-testid="search-input"]')
    await input.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input')
    expect(await input.getAttribute('role')).toBe('combobox')
    expect(await input.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.type('short')
    const expected = expectedFor('en', 'short')
    expect(expected.length).toBeGreaterThan(1)
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true')
    const listbox = page.locator(`#${(await input.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`)
    expect(await listbox.getAttribute('role')).toBe('listbox')
    expect(await listbox.locator('[role="option"]').count()).toBe(Math.min(6, expected.length) + 1)

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const active = (await input.getAttribute('aria-activedescendant'))!
    const option = page.locator(`[id="${active}"]`)
    expect(await option.getAttribute('aria-selected')).toBe('true')
    expect(await option.innerText()).toContain(expected[1]!.nameEn)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${expected[1]!.id}`)
    await page.locator('[data-testid="search-dialog"]').waitFor({ state: 'detached' })

    // Escape: first the words, then the dialog; focus goes back to the search button.
    await openSearch(page)
    await page.keyboard.type('body')
    await page.keyboard.press('Escape')
    expect(await input.inputValue()).toBe('')
    await page.keyboard.press('Escape')
    await page.locator('[data-testid="search-dialog"]').waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-button')
    expect(errors).toEqual([])
    await context.close()
  })

  it("'see all results' opens the shop's /shop?q= view, which the server draws too", async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE })
    const { page, errors } = await newPage(context)
    await page.goto(`${e2e.shop.url}/es`)
    await openSearch(page)
    await page.fill('[data-testid="search-input"]', 'Cintura')
    await page.locator('[data-testid="search-see-all"]').waitFor()
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/es/shop?q=Cintura')
    const expected = expectedFor('es', 'Cintura')
    await expect.poll(() => page.textContent('main h1'), { timeout: 15_000 }).toBe(text('es', 'shop', 'searchTitle', { query: 'Cintura' }))
    // The shop lists them in its own (catalogue) order.
    const inShop = products.filter((p) => expected.includes(p))
    await expect.poll(() => page.locator('[data-testid="product-card"] h3').allInnerTexts()).toEqual(inShop.map((p) => p.nameEs))
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()

    // Without JavaScript: the same cards in the HTML, found with the category names too.
    const html = await (await fetch(`${e2e.shop.url}/es/shop?q=cintura`)).text()
    for (const p of inShop) expect(html).toContain(p.nameEs)
    for (const p of products.filter((p) => !inShop.includes(p))) expect(html).not.toContain(`>${p.nameEs}<`)
    const category = text('es', 'common', `categories.${PRODUCT_CATEGORIES[3]}.name`)
    const byCategory = await (await fetch(`${e2e.shop.url}/es/shop?q=${encodeURIComponent(category.toUpperCase())}`)).text()
    for (const p of products.filter((p) => p.category === PRODUCT_CATEGORIES[3]).slice(0, 5)) expect(byCategory).toContain(p.nameEs)
  })

  it('loads its code and strings only when the shopper turns to it', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })
    const page = await context.newPage()
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''))
    })
    const sentinel = text('en', 'search', 'placeholder')
    await page.goto(e2e.shop.url + '/')
    await page.waitForSelector('[data-testid="product-card"]')
    await page.waitForLoadState('networkidle')
    expect((await Promise.all(bodies)).some((code) => code.includes(sentinel))).toBe(false)
    await page.click('[data-testid="search-button"]')
    await page.locator('[data-testid="search-input"]').waitFor()
    expect(await page.getAttribute('[data-testid="search-input"]', 'placeholder')).toBe(sentinel)
    expect((await Promise.all(bodies)).some((code) => code.includes(sentinel))).toBe(true)
    await context.close()
  })
})
