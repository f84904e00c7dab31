// Storefront details, checked as a new user would on a 390×844 phone in en, es and
// fr against a real `npm start`: the size chart fits (or scrolls accessibly) with the page's decimal
// mark; a made-to-measure piece asks for measurements, shows its times instead of stock, is never
// limited by stock and carries the measurements into the cart; brand fonts load from the shop itself
// with nothing shifting; icons are drawn, not glyphs; each product type has its own drawing.
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RETAIL_LIMITS } from '#shared/pricing/retail-limits'
import type { Product } from '#shared/schemas/catalogue'
import { newPage, seriousA11yViolations } from './support/browser'
import { setUpShopAndBrowser } from './support/shop-and-browser'
import { LANGS, onlyIn, text } from './support/strings'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }


const e2e = setUpShopAndBrowser()
let products: Product[]
beforeAll(async () => {
  products = await (await fetch(`${e2e.shop.url}/api/products`)).json()
})

async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(context)
  await page.goto(e2e.shop.url + path)
  return { page, errors }
}

describe('size guide on a phone', () => {
  for (const [lang, prefix] of LANGS) {
    it(`shows every chart column on screen, with the ${lang} decimal mark${lang === 'fr' ? ', and passes axe' : ''}`, async () => {
      const context = await e2e.browser.newContext(PHONE)
      const { page, errors } = await open(context, `${prefix}/size-guide`)
      await page.waitForSelector('[data-testid="size-chart"]')
      const layout = await page.evaluate(() => {
        const region = document.querySelector<HTMLElement>('[data-testid="size-chart-region"]')!
        const hips = document.querySelector<HTMLElement>('[data-testid="size-chart"] thead th:last-child')!.getBoundingClientRect()
        return { scrolls: region.scrollWidth > region.clientWidth, hipsRight: hips.right, width: window.innerWidth, focusable: region.tabIndex === 0 }
      })
      // It fits: the hips column ends inside the screen and nothing scrolls sideways.
      expect(layout.scrolls).toBe(false)
      expect(layout.hipsRight).toBeLessThanOrEqual(layout.width)
      // Should it ever need to scroll (zoomed text), the region takes focus: keyboard users can scroll it.
      expect(layout.focusable).toBe(true)
      const xs = await page.locator('[data-testid="size-chart"] tbody tr').first().innerText()
      expect(xs.replace(/\s+/g, ' ')).toContain(lang === 'en' ? '(21.2-24)' : '(21,2-24)')
      // axe in one language (decision 025): the chart's structure is the same in each.
      if (lang === 'fr') expect(await seriousA11yViolations(page)).toEqual([])

      // The finder reads a decimal comma in es and fr and agrees with the chart.
      await page.fill('input[name="waist"]', lang === 'en' ? '75.5' : '75,5')
      await page.fill('input[name="hips"]', '100')
      await page.click('form button[type="submit"]')
      await expect.poll(() => page.textContent('[data-testid="recommended-size"]')).toBe('M')
      // The how-to-measure text says the size comes from waist and hips, as the finder asks.
      const guide = await page.locator('main').innerText()
      expect(guide).toContain(text(lang, 'size-guide', 'measure.thighs.body'))
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('scrolls the chart sideways with the keyboard when the text is enlarged', async () => {
    const context = await e2e.browser.newContext({ ...PHONE, viewport: { width: 320, height: 700 } })
    const { page } = await open(context, '/size-guide')
    await page.addStyleTag({ content: 'table[data-testid="size-chart"] * { font-size: 40px !important }' })
    const region = page.locator('[data-testid="size-chart-region"]')
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    expect((await seriousA11yViolations(page)).map((v) => v.id)).not.toContain('scrollable-region-focusable')
    await context.close()
  })
})

describe('made-to-measure pieces on a phone', () => {
  const madeToMeasure = () => {
    const found = products.filter((p) => p.isCustomMade)
    expect(found.map((p) => p.code)).toContain('SS-2005')
    return found
  }

  for (const [lang, prefix] of onlyIn('en')) {
    it(`asks for measurements instead of a size, shows its times instead of stock, and carries the measurements into the cart in ${lang}`, async () => {
      const faja = madeToMeasure().find((p) => p.code === 'SS-2005')!
      const context = await e2e.browser.newContext(PHONE)
      const { page, errors } = await open(context, `${prefix}/product/${faja.id}`)
      await page.waitForSelector('[data-testid="made-to-measure"]')
      // No standard sizes, no stock talk; the production and delivery times instead.
      expect(await page.locator('input[name="size"]').count()).toBe(0)
      // The piece's own part of the page: the suggested pieces below it say their own stock.
      const body = await page.locator('main').evaluate((main: HTMLElement) => {
        let shown = main.innerText
        for (const row of main.querySelectorAll<HTMLElement>('[data-testid="related-products"], [data-testid="recently-viewed"]')) shown = shown.replace(row.innerText, '')
        return shown
      })
      for (const key of ['stock.in', 'stock.out']) expect(body).not.toContain(text(lang, 'common', key))
      expect(body).not.toMatch(/\b(Only|Solo|Plus que) \d/)
      expect(await page.textContent('[data-testid="made-to-measure-times"]')).toBe(text(lang, 'product', 'customMade'))
      expect(await seriousA11yViolations(page)).toEqual([])

      // Adding without measurements: each field says what is missing, focus on the first.
      await page.locator('label', { has: page.locator('input[name="color"][value="black"]') }).click()
      await page.click('[data-testid="add-to-cart"]')
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('waist')
      expect(await page.locator('[data-testid="made-to-measure"] [aria-invalid="true"]').count()).toBe(3)

      // An out-of-range thigh is refused with the size finder's range message.
      const comma = lang === 'en' ? '.' : ','
      await page.fill('input[name="waist"]', `72${comma}5`)
      await page.fill('input[name="hips"]', '98')
      await page.fill('input[name="thigh"]', '300')
      await page.click('[data-testid="add-to-cart"]')
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('thigh')

      // Made for each order: stock does not cap the quantity, a retail line's cap does (decision 023).
      await page.fill('input[name="thigh"]', '56')
      const belowCap = DEFAULT_RETAIL_LIMITS.perLine - 1
      await page.fill('#quantity', String(belowCap))
      await page.click('[data-testid="add-to-cart"]')
      await page.waitForSelector('[data-testid="cart-panel"] [data-testid="cart-line"]')
      const line = page.locator('[data-testid="cart-line"]').first()
      await expect.poll(() => line.locator('[data-testid="cart-line-quantity"]').textContent()).toBe(String(belowCap))
      const shown = (await line.locator('[data-testid="measurements"]').innerText()).replace(/\s+/g, ' ')
      expect(shown).toContain(`${text(lang, 'cart', 'measurements.waist')} 72${comma}5 cm`)
      expect(shown).toContain(`${text(lang, 'cart', 'measurements.thigh')} 56 cm`)
      // The + button goes up to the line's cap, then stops, and the cart says why, with the way to the wholesale form.
      const increase = line.locator('button').nth(1)
      await increase.click()
      await expect.poll(() => line.locator('[data-testid="cart-line-quantity"]').textContent()).toBe(String(DEFAULT_RETAIL_LIMITS.perLine))
      expect(await increase.isDisabled()).toBe(true)
      const notice = page.locator('[data-testid="retail-limit-notice"]')
      expect(await notice.innerText()).toContain(text(lang, 'cart', 'wholesaleLink'))
      expect(await notice.locator('a').getAttribute('href')).toBe(`${prefix}/wholesale`)
      expect(await seriousA11yViolations(page), 'cart panel').toEqual([])

      // Other measurements (inches this time) make a second line; the same ones merge.
      await page.keyboard.press('Escape')
      await page.locator('label', { hasText: text(lang, 'cart', 'measurements.unitNames.in') }).click()
      await page.fill('input[name="waist"]', '28')
      await page.fill('input[name="hips"]', `38${comma}5`)
      await page.fill('input[name="thigh"]', '22')
      await page.fill('#quantity', '1')
      await page.click('[data-testid="add-to-cart"]')
      await expect.poll(() => page.locator('[data-testid="cart-line"]').count()).toBe(2)
      const second = (await page.locator('[data-testid="cart-line"] [data-testid="measurements"]').nth(1).innerText()).replace(/\s+/g, ' ')
      expect(second).toContain(`${text(lang, 'cart', 'measurements.hips')} 38${comma}5 ${text(lang, 'cart', 'measurements.units.in')}`)

      // After a reload the lines and their measurements are still there.
      await page.reload()
      await page.click('[data-testid="cart-button"]')
      await expect.poll(() => page.locator('[data-testid="cart-line"] [data-testid="measurements"]').count()).toBe(2)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('shows Made to order on shop cards instead of a stock count', async () => {
    const trainer = madeToMeasure().find((p) => p.code === 'SE-3006')!
    // It keeps no stock (decision 026): a standard piece with none would read "Out of stock".
    expect(trainer).toMatchObject({ stock: 0, variants: [] })
    const context = await e2e.browser.newContext(PHONE)
    const { page } = await open(context, '/shop?category=silhouette-enhancers')
    const card = page.locator('[data-testid="product-card"]', { hasText: trainer.nameEn })
    await expect.poll(() => card.innerText()).toContain(text('en', 'common', 'stock.madeToOrder'))
    expect(await card.innerText()).not.toMatch(/Only \d+ left/)
    expect(await card.innerText()).not.toContain(text('en', 'common', 'stock.out'))
    await context.close()
  })
})

describe('brand type', () => {
  it('loads Inter and Cormorant Garamond from the shop itself, preloaded, latin only and no italic face for these pages', async () => {
    const context = await e2e.browser.newContext(PHONE)
    const { page } = await newPage(context)
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto(`${e2e.shop.url}/es`)
    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.style}`))
    expect(loaded).toEqual(expect.arrayContaining(['Inter normal', 'Cormorant Garamond normal']))
    expect(fonts.length).toBeGreaterThan(0)
    for (const url of fonts) {
      expect(new URL(url).origin).toBe(e2e.shop.url)
      expect(url).toMatch(/-latin(-ext)?-wght-normal-[\w-]+\.woff2$/)
    }
    const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload][as=font]')].map((l) => l.getAttribute('href')))
    expect(preloads).toHaveLength(2)
    expect(preloads.some((href) => href?.includes('inter-latin-wght-normal'))).toBe(true)
    expect(preloads.some((href) => href?.includes('cormorant-garamond-latin-wght-normal'))).toBe(true)
    const heading = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)
    expect(heading).toMatch(/^"Cormorant Garamond", "Cormorant Garamond Fallback"/)
    await context.close()
  })

  for (const path of ['/', '/shop', '/size-guide']) {
    it(`moves nothing when the fonts arrive late on ${path} (CLS 0)`, async () => {
      const context = await e2e.browser.newContext(PHONE)
      const { page } = await newPage(context)
      // Fonts held back for a second: the page draws in the fallback, then swaps.
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await route.continue()
      })
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number }
        w.__cls = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(e2e.shop.url + path)
      await page.evaluate(() => document.fonts.ready)
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true)
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      expect(cls).toBeLessThan(0.01)
      await context.close()
    })
  }
})

// Each page in one language (decision 025): the icons are the same in each, and no text in any
// language is a glyph standing in for one (the locale tests).
describe('icons', () => {
  it('draws the Contact and Our Essence icons as icons, not glyphs, in es and fr', async () => {
    const context = await e2e.browser.newContext(PHONE)
    const { page, errors } = await newPage(context)
    for (const path of ['/es/contact', '/fr/our-essence']) {
      await page.goto(e2e.shop.url + path)
      const main = page.locator('main')
      expect(await main.innerText(), path).not.toMatch(/[✉☏⌂◌∿✂◎☁✓✕]/)
      const icons = await main.locator('svg.lucide[aria-hidden="true"]').count()
      expect(icons, path).toBeGreaterThanOrEqual(3)
      expect(await seriousA11yViolations(page), path).toEqual([])
    }
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('product drawings', () => {
  it('shows each short its own drawing, front and back, on a phone', async () => {
    const names = ['Invisible Mid-Thigh Smoother', 'Butt-Lifting Shaper Short', 'Lift & Define Knee-Length Short']
    const context = await e2e.browser.newContext(PHONE)
    const { page, errors } = await newPage(context)
    const drawings: string[] = []
    for (const name of names) {
      const product = products.find((p) => p.nameEn === name)!
      await page.goto(`${e2e.shop.url}/es/product/${product.id}`)
      const main = page.locator('main img').first()
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const src = await main.getAttribute('src')
      drawings.push((await (await fetch(new URL(src!, e2e.shop.url))).text()).replace(/<title>.*<\/title>/, ''))
      // A back view for the colour, named as such.
      const thumbnails = page.locator('button[aria-label]', { has: page.locator('img') })
      const labels = await thumbnails.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
      expect(labels.some((label) => label?.includes(text('es', 'product', 'gallery.back', { color: '' }).trim()))).toBe(true)
    }
    expect(new Set(drawings).size).toBe(3)
    expect(errors).toEqual([])
    await context.close()
  })
})
