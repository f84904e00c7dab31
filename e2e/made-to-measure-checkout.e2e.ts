// Made to measure (decision 020), checked as a new user would on a 390×844 phone in en, es and fr
// against a real `npm start` with the built-in test gateway: order the made-to-measure faja with
// measurements (as many as a retail line may hold, stock playing no part), pay with the test card,
// and find the measurements on the checkout summary and the order confirmation; the API shows them
// on the order and the stock untouched.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RETAIL_LIMITS } from '#shared/pricing/retail-limits'
import type { Product } from '#shared/schemas/catalogue'
import type { OrderConfirmation } from '#shared/schemas/orders'
import { openWithAppHeld } from './support/app-held'
import { newPage, seriousA11yViolations } from './support/browser'
import { setUpShopAndBrowser } from './support/shop-and-browser'
import { onlyIn, text, type Lang } from './support/strings'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const WAIT = { timeout: 15_000 }
const flat = (s: string) => s.replace(/\s+/g, ' ')

const e2e = setUpShopAndBrowser()
let faja: Product
beforeAll(async () => {
  const products: Product[] = await (await fetch(`${e2e.shop.url}/api/products`)).json()
  faja = products.find((p) => p.code === 'SS-2005')!
})

const stockOf = async (id: string) => ((await (await fetch(`${e2e.shop.url}/api/products/${id}`)).json()) as Product).stock
const pathOf = (page: Page) => new URL(page.url()).pathname

async function fillDetails(page: Page, lang: Lang) {
  const form = page.locator('[data-testid="customer-form"]')
  await form.getByLabel(text(lang, 'checkout', 'form.name')).fill('Ana Ríos')
  await form.getByLabel(text(lang, 'checkout', 'form.email')).fill('ana@example.com')
  await form.getByLabel(text(lang, 'checkout', 'form.phone')).fill('+1 512 555 0142')
  await form.getByLabel(text(lang, 'checkout', 'form.address'), { exact: true }).fill('245 Maple Avenue')
  await form.getByLabel(text(lang, 'checkout', 'form.city')).fill('Austin')
  await form.getByLabel(text(lang, 'checkout', 'form.state')).fill('TX')
  await form.getByLabel(text(lang, 'checkout', 'form.country')).selectOption('US')
}

describe('ordering a made-to-measure faja on a phone', () => {
  for (const [lang, prefix] of onlyIn('fr')) {
    it(`carries the measurements from the product page to the order, stock playing no part, in ${lang}`, async () => {
      const stockBefore = await stockOf(faja.id)
      const context = await e2e.browser.newContext(PHONE)
      const { page, errors } = await newPage(context)
      await page.goto(`${e2e.shop.url}${prefix}/product/${faja.id}`)
      await page.waitForSelector('[data-testid="made-to-measure"]')
      await page.locator('label:has(input[name="color"][value="black"])').click()
      const comma = lang === 'en' ? '.' : ','
      await page.fill('input[name="waist"]', `72${comma}5`)
      await page.fill('input[name="hips"]', '98')
      await page.fill('input[name="thigh"]', '56')
      // Made to order: stock does not limit it, a retail line's cap does (decision 023).
      const quantity = DEFAULT_RETAIL_LIMITS.perLine
      await page.fill('#quantity', String(quantity))
      await page.click('[data-testid="add-to-cart"]')
      await page.waitForSelector('[data-testid="cart-panel"] [data-testid="measurements"]')
      await page.getByRole('link', { name: text(lang, 'cart', 'checkout') }).click()
      await expect.poll(() => pathOf(page), WAIT).toBe(`${prefix}/checkout`)

      // The summary shows the measurements, not a size.
      const summary = page.locator('[data-testid="order-summary"]')
      await summary.locator('[data-testid="measurements"]').waitFor(WAIT)
      const waist = `${text(lang, 'cart', 'measurements.waist')} 72${comma}5 cm`
      expect(flat(await summary.innerText())).toContain(waist)
      await fillDetails(page, lang)
      await page.click('[data-testid="proceed"]')
      await page.waitForSelector('[data-testid="test-card-form"]', WAIT)
      await page.getByLabel(text(lang, 'checkout', 'testMode.cardNumber')).fill('4242 4242 4242 4242')
      await page.click('[data-testid="pay"]')

      // The confirmation shows them to the customer.
      await page.waitForSelector('[data-testid="order-confirmation"]', WAIT)
      const orderId = pathOf(page).split('/').pop()!
      const line = page.locator('[data-testid="order-line"]')
      expect(await line.count()).toBe(1)
      const shown = flat(await line.innerText())
      expect(shown).toContain(waist)
      expect(shown).toContain(`${text(lang, 'cart', 'measurements.thigh')} 56 cm`)
      expect(await seriousA11yViolations(page)).toEqual([])

      // The order keeps them; stock was never held nor sold. (It answers the browser that placed it: decision 023.)
      const order = (await (await context.request.get(`${e2e.shop.url}/api/orders/guest/${orderId}`)).json()) as OrderConfirmation
      expect(order.status).toBe('processing')
      expect(order.items).toEqual([expect.objectContaining({ quantity, measurements: { unit: 'cm', waist: 72.5, hips: 98, thigh: 56 } })])
      expect(await stockOf(faja.id)).toBe(stockBefore)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  // On a phone the page shows before the app has loaded and hydrated it: what the shopper types
  // and picks meanwhile must be what goes in the cart (decision 021). And on a first visit the
  // catalogue's first sync may still be running when a colour is chosen (a navigation: ?color=):
  // the form must not be drawn anew and lose what was given.
  it('keeps the measurements, colour and quantity given before the app has loaded and before the first sync, in es', async () => {
    const { page, errors, letAppIn, close } = await openWithAppHeld(e2e.browser, `${e2e.shop.url}/es/product/${faja.id}`, PHONE)
    // The first sync never finishes during this test.
    await page.context().route('**/api/sync**', () => new Promise<void>(() => {}))

    const colour = (c: string) => page.locator(`label:has(input[name="color"][value="${c}"])`)
    await colour('nude').click()
    await page.fill('input[name="waist"]', '72,5')
    await page.fill('input[name="hips"]', '98')
    await page.fill('#quantity', '2')
    // Add to Cart this early adds nothing and reloads nothing (no measurements in the address).
    const address = page.url()
    await page.click('[data-testid="add-to-cart"]')
    await page.waitForTimeout(300)
    expect(page.url()).toBe(address)

    await letAppIn()
    expect(await page.inputValue('input[name="waist"]')).toBe('72,5')
    await page.fill('input[name="thigh"]', '56')
    await colour('black').click()
    await expect.poll(() => new URL(page.url()).searchParams.get('color'), WAIT).toBe('black')
    const given = [['waist', '72,5'], ['hips', '98'], ['thigh', '56']] as const
    for (const [measure, value] of given) expect(await page.inputValue(`input[name="${measure}"]`)).toBe(value)
    await page.click('[data-testid="add-to-cart"]')
    const line = page.locator('[data-testid="cart-panel"] [data-testid="cart-line"]')
    await line.locator('[data-testid="measurements"]').waitFor(WAIT)
    const shown = flat(await line.innerText())
    for (const [measure, value] of given) expect(shown).toContain(`${text('es', 'cart', `measurements.${measure}`)} ${value} cm`)
    expect(await line.locator('[data-testid="cart-line-options"]').innerText()).toContain(text('es', 'common', 'colors.black'))
    expect(await line.locator('[data-testid="cart-line-quantity"]').innerText()).toBe('2')
    expect(errors).toEqual([])
    await close()
  })
})
