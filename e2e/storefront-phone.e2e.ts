// The storefront on phones (decision 018) as a new shopper meets it on a 390×844 phone, in Chromium
// against a real `npm start`: the product page's buy controls and sticky add-to-cart bar, the
// colour that carries from the shop to the product page, the shop's first screen and its Filters
// sheet, related and recently viewed pieces, and the rough edges (scroll position of a typed link,
// toasts clear of the checkout button, an unknown product, React Router's warning, the home page's
// last band).
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasInStock, unitsOf } from '#shared/catalogue/variant-choices'
import { FEW_LEFT } from '#shared/catalogue/variants'
import type { Product } from '#shared/schemas/catalogue'
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser'
import { startShop, type ShopServer } from './support/server'
import { installedForOffline } from './support/local-copy'
import { LANGS, onlyIn, text, type Lang } from './support/strings'

const PHONE = { width: 390, height: 844 }
const nameIn = (lang: Lang, p: Product) => (lang === 'es' ? p.nameEs : lang === 'fr' ? p.nameFr : p.nameEn)

let shop: ShopServer
let browser: Browser
let products: Product[]

beforeAll(async () => {
  shop = await startShop()
  browser = await launchBrowser()
  products = await (await fetch(`${shop.url}/api/products`)).json()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

async function phone(path: string, context?: BrowserContext): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  context ??= await browser.newContext({ viewport: PHONE })
  const { page, errors } = await newPage(context)
  await page.goto(shop.url + path)
  return { page, errors, context }
}

const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}
/** Where an element is on the page (not the screen). */
const pageBox = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, height: r.height, left: r.left, right: r.right }
  })
const overlaps = (a: { top: number; bottom: number; left: number; right: number }, b: typeof a) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

describe('product page on a phone (item 1)', () => {
  // In stock, several colours and sizes, so every control is there; the second colour's second size has two left at least.
  const pick = () => products.find((p) => p.stock > 10 && p.colors.length > 2 && p.sizes.length > 2 && !p.isCustomMade && unitsOf(p, p.colors[1]!, p.sizes[1]!) >= 2)!

  for (const [lang, prefix] of onlyIn('fr')) {
    it(`lets a shopper choose colour and size and add to cart without scrolling back, in ${lang}`, async () => {
      const product = pick()
      const { page, errors, context } = await phone(`${prefix}/product/${product.id}`)
      const add = '[data-testid="add-to-cart"]'

      // The button is a real button: tall enough to tap, its label inside it.
      const button = await pageBox(page, add)
      expect(button.height).toBeGreaterThanOrEqual(44)
      expect(button.right - button.left).toBeGreaterThan(300)
      expect(await page.locator(add).evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true)
      expect(await page.locator(add).innerText()).toBe(text(lang, 'product', 'addToCart'))

      // Colour, size, quantity and the button follow each other down the page, within one screen.
      const colour = await pageBox(page, 'fieldset:has(input[name="color"])')
      const size = await pageBox(page, 'fieldset:has(input[name="size"])')
      expect(colour.top).toBeLessThan(size.top)
      expect(size.top).toBeLessThan(button.top)
      expect(button.bottom - colour.top).toBeLessThan(PHONE.height - 100)
      // The price is just above them.
      const price = await pageBox(page, '[data-testid="product-price"]')
      expect(colour.top - price.bottom).toBeLessThan(200)

      // The sticky bar stays out of the way while the button is on screen.
      expect(await page.locator('[data-testid="sticky-add-to-cart"]').isVisible()).toBe(false)

      // Choose and add, scrolling only downwards.
      const scrollYs: number[] = []
      const note = async () => scrollYs.push(await page.evaluate(() => window.scrollY))
      await page.locator(`label:has(input[name="color"][value="${product.colors[1]}"])`).click()
      await note()
      await page.locator(`label:has(input[name="size"][value="${product.sizes[1]}"])`).click()
      await note()
      await page.click(add)
      await note()
      for (let i = 1; i < scrollYs.length; i++) expect(scrollYs[i]).toBeGreaterThanOrEqual(scrollYs[i - 1]!)
      const panel = page.locator('[data-testid="cart-panel"]')
      await panel.waitFor()
      await expect.poll(() => panel.locator('[data-testid="cart-line-name"]').allInnerTexts()).toEqual([nameIn(lang, product)])
      expect(await panel.locator('[data-testid="cart-line-options"]').innerText()).toContain(text(lang, 'common', `colors.${product.colors[1]}`))
      await page.keyboard.press('Escape')
      await panel.waitFor({ state: 'detached' })

      // Reading on down the page, the sticky bar appears with the price, the choice and the button.
      await page.locator('[role="tablist"]').scrollIntoViewIfNeeded()
      await page.mouse.wheel(0, 600)
      const bar = page.locator('[data-testid="sticky-add-to-cart"]')
      await bar.waitFor({ state: 'visible' })
      const barText = await bar.innerText()
      expect(barText).toContain(text(lang, 'common', `colors.${product.colors[1]}`))
      expect(barText).toContain(product.sizes[1])
      const barButton = await bar.locator('button').boundingBox()
      expect(barButton!.height).toBeGreaterThanOrEqual(44)
      expect(barButton!.y + barButton!.height).toBeLessThanOrEqual(PHONE.height)
      await bar.locator('button').click()
      await panel.waitFor()
      await expect.poll(() => panel.locator('[data-testid="cart-line-quantity"]').innerText()).toBe('2')

      expect(await seriousA11yViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('on a sold-out size, the sticky bar says so and will not add it', async () => {
    // A size sold out in a colour that still has others (decision 026).
    const product = products.find((p) => p.variants.some((v) => v.available === 0 && p.variants.some((w) => w.color === v.color && w.available > 0)))!
    const soldOut = product.variants.find((v) => v.available === 0 && product.variants.some((w) => w.color === v.color && w.available > 0))!
    const { page, errors, context } = await phone(`/product/${product.id}?color=${soldOut.color}`)
    await page.locator(`label:has(input[name="size"][value="${soldOut.size}"])`).click()
    await page.locator('[role="tablist"]').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 600))
    const bar = page.locator('[data-testid="sticky-add-to-cart"]')
    await bar.waitFor({ state: 'visible' })
    expect(await bar.innerText()).toContain(soldOut.size)
    expect(await bar.locator('button').innerText()).toBe(text('en', 'product', 'soldOut'))
    expect(await bar.locator('button').isDisabled()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the offline pill clear of the sticky bar', async () => {
    const product = pick()
    const { page, context } = await phone(`/product/${product.id}`)
    await page.locator('[role="tablist"]').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 600))
    const bar = page.locator('[data-testid="sticky-add-to-cart"]')
    await bar.waitFor({ state: 'visible' })
    await context.setOffline(true)
    const pill = page.locator('[data-testid="offline-indicator"] p')
    await pill.waitFor()
    const [pillBox, barBox] = [(await pill.boundingBox())!, (await bar.boundingBox())!]
    expect(pillBox.y + pillBox.height).toBeLessThanOrEqual(barBox.y)
    // Back at the top the bar hides, and the pill returns to the corner.
    await page.evaluate(() => window.scrollTo(0, 0))
    await bar.waitFor({ state: 'hidden' })
    await expect.poll(async () => (await pill.boundingBox())!.y + (await pill.boundingBox())!.height).toBeGreaterThan(PHONE.height - 30)
    await context.close()
  })
})

describe('colour carries through (item 2)', () => {
  for (const [lang, prefix] of onlyIn('en')) {
    it(`filter Black, tap a card: the product opens black with Black selected, in ${lang}`, async () => {
      const { page, errors, context } = await phone(`${prefix}/shop`)
      await page.click('[data-testid="filters-button"]')
      await page.locator('[data-testid="filters-sheet"]').waitFor()
      await page.selectOption('#sheet-filter-color', 'black')
      await expect.poll(() => pathOf(page)).toBe(`${prefix}/shop?color=black`)
      await page.click('[data-testid="filters-show"]')
      await page.locator('[data-testid="filters-sheet"]').waitFor({ state: 'detached' })

      // Every card shows its black image, and links with the colour: the pieces with black left
      // (decision 026). (The first screen holds 24 cards, more than there are: wait for the cards themselves.)
      const black = products.filter((p) => hasInStock(p, { color: 'black' }))
      const cards = () =>
        page.locator('[data-testid="product-card"]').evaluateAll((list) =>
          list.map((card) => ({ src: card.querySelector('img')!.getAttribute('src'), href: card.querySelector('a')!.getAttribute('href') })),
        )
      await expect
        .poll(cards)
        .toEqual(black.map((product) => ({ src: product.images[product.colors.indexOf('black')], href: `${prefix}/product/${product.id}?color=black` })))

      // A product whose first colour is not black, so the choice visibly carried.
      const product = black.find((p) => p.colors[0] !== 'black')!
      await page.getByRole('link', { name: nameIn(lang, product), exact: true }).click()
      await expect.poll(() => pathOf(page)).toBe(`${prefix}/product/${product.id}?color=black`)
      await expect.poll(() => page.getAttribute('[data-testid="main-image"]', 'src')).toBe(product.images[product.colors.indexOf('black')])
      expect(await page.isChecked('input[name="color"][value="black"]')).toBe(true)
      expect(await page.locator('fieldset:has(input[name="color"]) legend').innerText()).toContain(text(lang, 'common', 'colors.black'))
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it("a card's tapped swatch shows its image and opens the product in that colour; a new colour filter wins over it", async () => {
    const product = products.find((p) => p.colors.length > 2 && p.colors.includes('black') && p.colors[0] !== 'black')!
    const other = product.colors.find((c) => c !== 'black' && c !== product.colors[0])!
    const { page, errors, context } = await phone('/shop')
    const card = page.locator('[data-testid="product-card"]', { has: page.getByRole('link', { name: product.nameEn, exact: true }) })
    await card.getByRole('button', { name: text('en', 'common', `colors.${other}`) }).click()
    await expect.poll(() => card.locator('img').getAttribute('src')).toBe(product.images[product.colors.indexOf(other)])
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/product/${product.id}?color=${other}`)

    // Filtering by black afterwards shows black, not the earlier tap.
    await page.click('[data-testid="filters-button"]')
    await page.selectOption('#sheet-filter-color', 'black')
    await page.click('[data-testid="filters-show"]')
    await expect.poll(() => card.locator('img').getAttribute('src')).toBe(product.images[product.colors.indexOf('black')])

    await card.getByRole('button', { name: text('en', 'common', `colors.${other}`) }).click()
    await card.getByRole('link').click()
    await expect.poll(() => pathOf(page)).toBe(`/product/${product.id}?color=${other}`)
    expect(await page.isChecked(`input[name="color"][value="${other}"]`)).toBe(true)
    // Choosing another colour on the product page updates the address (a shared link shows it).
    await page.locator('label:has(input[name="color"][value="black"])').click()
    await expect.poll(() => pathOf(page)).toBe(`/product/${product.id}?color=black`)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("the phone's shop page (item 3)", () => {
  for (const [lang, prefix] of onlyIn('es')) {
    it(`shows the first products on the first screen and filters behind one button with the count, in ${lang}`, async () => {
      const { page, errors, context } = await phone(`${prefix}/shop`)
      // The first row of cards starts well inside the first screen, image and name visible.
      const first = await page.locator('[data-testid="product-card"]').first().boundingBox()
      expect(first!.y).toBeLessThan(PHONE.height / 2)
      const name = await page.locator('[data-testid="product-card"] h3').first().boundingBox()
      expect(name!.y + name!.height).toBeLessThan(PHONE.height)
      // The dropdowns are not on the page itself; one button opens them.
      expect(await page.locator('#filter-size').isVisible()).toBe(false)
      const button = page.locator('[data-testid="filters-button"]')
      expect(await button.innerText()).toBe(text(lang, 'shop', 'filters.open'))

      await button.click()
      const sheet = page.locator('[data-testid="filters-sheet"]')
      await sheet.waitFor()
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="filters-sheet"]'))).toBe(true)
      await page.selectOption('#sheet-filter-size', 'M')
      await page.selectOption('#sheet-filter-price', '50-100')
      await page.selectOption('#sheet-filter-sort', 'price-desc')
      await expect.poll(() => pathOf(page)).toBe(`${prefix}/shop?size=M&min=50&max=99.99&sort=price-desc`)
      // The long sort option is shown whole.
      expect(await page.locator('#sheet-filter-sort').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      const matching = products.filter((p) => hasInStock(p, { size: 'M' }) && Number(p.price) >= 50 && Number(p.price) <= 99.99)
      await expect.poll(() => sheet.locator('[data-testid="filters-show"]').innerText()).toBe(text(lang, 'shop', `filters.show_${matching.length === 1 ? 'one' : 'other'}`, { count: matching.length }))
      expect(await seriousA11yViolations(page), 'filters sheet').toEqual([])
      await page.keyboard.press('Escape')
      await sheet.waitFor({ state: 'detached' })
      // Focus back on the button, which counts the two active filters (sort is not a filter).
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('filters-button')
      expect(await page.locator('[data-testid="filters-count"]').innerText()).toBe('2')
      const named = `${text(lang, 'shop', 'filters.open')} 2 ${text(lang, 'shop', 'filters.active_other')}`
      expect(await page.getByRole('button', { name: named, exact: true }).count()).toBe(1)
      await expect.poll(() => page.locator('[data-testid="product-card"]').count()).toBe(matching.length)

      expect(await seriousA11yViolations(page), 'shop').toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('fits its header on a 360 px phone in every language, with Sign in one tap away', async () => {
    for (const [lang, prefix] of LANGS) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true })
      const { page, errors } = await phone(prefix || '/', context)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBe(360)
      const signIn = page.locator('header').getByRole('link', { name: text(lang, 'common', 'account.menu.login'), exact: true })
      const box = (await signIn.boundingBox())!
      expect(box.x + box.width, lang).toBeLessThanOrEqual(360)
      // A full tap target (44 px), no taller: its name did not wrap.
      expect([box.width >= 44, box.height], lang).toEqual([true, 44])
      // Its name on one line, never wrapped inside the button.
      const lines = await signIn.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        const range = document.createRange()
        let most = 0
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          range.selectNodeContents(node)
          most = Math.max(most, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size)
        }
        return most
      })
      expect(lines, lang).toBeLessThanOrEqual(1)
      await signIn.click()
      await expect.poll(() => pathOf(page)).toBe(`${prefix}/login`)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it('never clips the sort options on wider screens either', async () => {
    // One page per language, widened step by step: the layout at each width is what is checked.
    for (const [lang, prefix] of LANGS) {
      const context = await browser.newContext({ viewport: { width: 768, height: 900 } })
      const { page } = await newPage(context)
      await page.goto(`${shop.url}${prefix}/shop?sort=price-desc`)
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.waitForFunction((w) => window.innerWidth === w, width)
        for (const id of ['#filter-size', '#filter-color', '#filter-price', '#filter-sort']) {
          expect(await page.locator(id).evaluate((el) => el.scrollWidth <= el.clientWidth), `${lang} ${width} ${id}`).toBe(true)
        }
      }
      await context.close()
    }
  })
})

describe('related and recently viewed (item 9)', () => {
  it('suggests four in-stock pieces of the same category, and remembers what was viewed on this device', async () => {
    const [a, b] = products.filter((p) => p.category === 'sculpt-support')
    const { page, errors, context } = await phone(`/es/product/${a!.id}`)
    const related = page.locator('[data-testid="related-products"] [data-testid="product-card"] h3')
    const expected = products.filter((p) => p.category === a!.category && p.id !== a!.id && p.stock > 0).slice(0, 4)
    expect(expected).toHaveLength(4)
    // Drawn by the server already (no wait), then the same from the mirror.
    expect(await related.allInnerTexts()).toEqual(expected.map((p) => p.nameEs))
    expect(await page.locator('[data-testid="recently-viewed"]').count()).toBe(0)

    await page.goto(`${shop.url}/es/product/${b!.id}`)
    // The row comes from the device's mirror once the page has hydrated: slow on a busy machine.
    const recent = page.locator('[data-testid="recently-viewed"] [data-testid="product-card"] h3')
    await expect.poll(() => recent.allInnerTexts(), { timeout: 10_000 }).toEqual([a!.nameEs])
    expect(await page.locator('#recent-title').innerText()).toBe(text('es', 'product', 'recentlyViewed'))

    // Kept across a reload, newest first, without the page on show.
    const c = products.find((p) => p.category !== a!.category)!
    await page.goto(`${shop.url}/es/product/${c.id}`)
    await page.reload()
    await expect.poll(() => recent.allInnerTexts(), { timeout: 10_000 }).toEqual([b!.nameEs, a!.nameEs])
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('rough edges (item 10)', () => {
  // Back reaches a page in one of two ways: as the server drew it (a first visit; service worker
  // kept out so the way is certain), or as the app shell the service worker answers a returning
  // shopper with, which draws the page as its data arrives, growing under the restored position.
  for (const way of ['first visit', 'returning shopper'] as const) {
    it(`opens a typed link at the top, while back still returns to where the shopper was (${way})`, async () => {
      const [a, b] = products.filter((p) => p.stock > 0)
      const context = await browser.newContext({ viewport: PHONE, serviceWorkers: way === 'first visit' ? 'block' : 'allow' })
      const { page, errors } = await newPage(context)
      if (way === 'returning shopper') {
        await page.goto(`${shop.url}/`)
        await installedForOffline(page)
      }
      await page.goto(`${shop.url}/product/${a!.id}`)
      const drawnByServer = () => page.evaluate(() => document.getElementById('shop-state') !== null)
      expect(await drawnByServer()).toBe(way === 'first visit')
      const settledScroll = async () => {
        // React Router restores a position in a render after hydration: give it time to.
        await page.waitForTimeout(1500)
        return page.evaluate(() => window.scrollY)
      }
      await page.locator('[data-testid="related-products"]').waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000)
      await page.mouse.wheel(0, 2500)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500)
      // Typed into the address bar: a new page load, as long as the last one.
      await page.goto(`${shop.url}/product/${b!.id}`)
      await page.locator('[data-testid="add-to-cart"]').waitFor()
      expect(await settledScroll()).toBe(0)
      await page.goBack()
      expect(await drawnByServer()).toBe(way === 'first visit')
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(2500)
      // And it stays there once the page is drawn in full.
      expect(await settledScroll()).toBe(2500)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('shows error toasts clear of the cart panel checkout button, on a phone and a desktop', async () => {
    // A colour and size down to its last few: all of them in the cart, then one more asked for.
    const first = products.find((p) => p.variants.some((v) => v.available > 0 && v.available <= FEW_LEFT))!
    const few = first.variants.find((v) => v.available > 0 && v.available <= FEW_LEFT)!
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const context = await browser.newContext({ viewport })
      const { page, errors } = await phone(`/product/${first.id}?color=${few.color}`, context)
      await page.locator(`label:has(input[name="size"][value="${few.size}"])`).click()
      await page.fill('#quantity', String(few.available))
      await page.click('[data-testid="add-to-cart"]')
      await page.locator('[data-testid="cart-panel"]').waitFor()
      await page.keyboard.press('Escape')
      await page.click('[data-testid="add-to-cart"]') // none left to add: an error toast
      const toast = page.locator('li.toast-root', { hasText: text('en', 'product', 'toast.noStockTitle') })
      await toast.waitFor()
      // Toasts sit at a fixed place on the screen; the open cart panel's checkout button is elsewhere.
      const toastBox = (await toast.boundingBox())!
      await page.click('[data-testid="cart-button"]')
      const checkout = page.locator('[data-testid="cart-panel"]').getByRole('link', { name: text('en', 'cart', 'checkout') })
      await checkout.waitFor()
      const checkoutBox = (await checkout.boundingBox())!
      const box = (b: typeof toastBox) => ({ top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width })
      expect(overlaps(box(toastBox), box(checkoutBox)), `${viewport.width} px`).toBe(false)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  // 404 in every language; the page on a phone in one (decision 025): its words are keys every
  // language has, and storefront.e2e.ts reads the French one on a desktop.
  it("answers an unknown product with 'Product not found' and a link to the shop", async () => {
    for (const [, prefix] of LANGS) expect((await fetch(`${shop.url}${prefix}/product/no-such-piece`)).status, prefix).toBe(404)
    for (const [lang, prefix] of onlyIn('es')) {
      const { page, errors, context } = await phone(`${prefix}/product/no-such-piece`)
      expect(await page.textContent('main h1')).toBe(text(lang, 'product', 'notFoundTitle'))
      await page.getByRole('alert').getByRole('link', { name: text(lang, 'product', 'back') }).click()
      await expect.poll(() => pathOf(page)).toBe(`${prefix}/shop`)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it("logs no React Router warning about a missing HydrateFallback, on server-drawn pages or the app shell", async () => {
    const context = await browser.newContext({ viewport: PHONE })
    const { page } = await newPage(context)
    const warnings: string[] = []
    page.on('console', (msg) => warnings.push(msg.text()))
    for (const path of ['/', '/shop', `/product/${products[0]!.id}`, '/login', '/checkout', '/es/no-such-page']) await page.goto(shop.url + path)
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([])
    await context.close()
  })

  it('ends the home page at the footer, with no empty band above it', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const context = await browser.newContext({ viewport })
      const { page } = await newPage(context)
      await page.goto(shop.url + '/')
      const gap = await page.evaluate(() => {
        const last = document.querySelector('main > :last-child')!.lastElementChild!.getBoundingClientRect().bottom
        return document.querySelector('footer')!.getBoundingClientRect().top - last
      })
      // The footer's own margin and no more (it was the last band's padding plus that margin).
      expect(gap).toBeLessThanOrEqual(100)
      await context.close()
    }
  })
})
