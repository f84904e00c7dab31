// Buying, as a shopper does it, in Chromium against a real `npm start` with the built-in test
// gateway (Stripe.js is never loaded): a guest buys two items in en, es and fr with the test card
// and lands on the confirmation page with an empty cart; a declined card says 'Payment Failed' and
// keeps the cart; the delivery policy; a signed-in customer's prefill, discount code and reward, and
// an order their store credit pays in full, with no card step (decision 035); axe on every
// step a guest meets. The server's side is checked through the API: the order is paid, the stock
// went down.
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseAmount } from '#shared/pricing/money'
import { shippingFor } from '#shared/pricing/shipping'
import type { Product } from '#shared/schemas/catalogue'
import type { OrderConfirmation } from '#shared/schemas/orders'
import { formatMoney } from '#app/lib/format'
import { inStock, type InStock } from './support/catalogue'
import { newPage, seriousA11yViolations } from './support/browser'
import { setUpShopAndBrowser } from './support/shop-and-browser'
import { DEMO_PASSWORD, signInThroughForm } from './support/sign-in'
import { onlyIn, text, type Lang } from './support/strings'

const norm = (s: string) => s.replace(/\s/g, ' ')
/** Screens load their code, strings and IndexedDB first: allow a loaded machine its time. */
const WAIT = { timeout: 15_000 }

const e2e = setUpShopAndBrowser()
let products: Product[]

beforeAll(async () => {
  products = await (await fetch(`${e2e.shop.url}/api/products`)).json()
})

const api = async <T,>(path: string): Promise<T> => (await fetch(`${e2e.shop.url}${path}`)).json() as Promise<T>
const stockOf = async (id: string) => (await api<Product>(`/api/products/${id}`)).stock
const pathOf = (page: Page) => new URL(page.url()).pathname

/** Adds `quantity` of a colour and size that has that many left (decision 026). */
async function addToCart(page: Page, prefix: string, { product, color, size }: InStock, quantity = 1) {
  await page.goto(`${e2e.shop.url}${prefix}/product/${product.id}`)
  await page.waitForSelector('[data-testid="add-to-cart"]')
  await page.locator(`label:has(input[name="color"][value="${color}"])`).click()
  await page.locator(`label:has(input[name="size"][value="${size}"])`).click()
  await page.fill('#quantity', String(quantity))
  await page.click('[data-testid="add-to-cart"]')
  const panel = page.locator('[data-testid="cart-panel"]')
  await panel.waitFor()
  await page.keyboard.press('Escape')
  await panel.waitFor({ state: 'detached' })
}

async function fillDetails(page: Page, lang: Lang, street = '245 Maple Avenue') {
  const form = page.locator('[data-testid="customer-form"]')
  await form.getByLabel(text(lang, 'checkout', 'form.name')).fill('Ana Ríos')
  await form.getByLabel(text(lang, 'checkout', 'form.email')).fill('ana@example.com')
  await form.getByLabel(text(lang, 'checkout', 'form.phone')).fill('+1 512 555 0142')
  await form.getByLabel(text(lang, 'checkout', 'form.address'), { exact: true }).fill(street)
  await form.getByLabel(text(lang, 'checkout', 'form.city')).fill('Austin')
  await form.getByLabel(text(lang, 'checkout', 'form.state')).fill('TX')
  await form.getByLabel(text(lang, 'checkout', 'form.country')).selectOption('US')
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page)
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([])
}

/** Two in-stock products (a colour and size of each with two left), cheap enough together to show the flat shipping in one language at least. */
const pickTwo = (offset: number) => inStock(products.filter((p) => !p.isCustomMade), 2).slice(offset, offset + 2)

describe('a guest buys with the test card', () => {
  onlyIn('fr').forEach(([lang, prefix], i) => {
    it(`two items in ${lang}, landing on the confirmation with an empty cart`, async () => {
      const context: BrowserContext = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const { page, errors } = await newPage(context)
      const [first, second] = pickTwo(i * 2)
      const before = [await stockOf(first!.product.id), await stockOf(second!.product.id)]
      await addToCart(page, prefix, first!, 2)
      await addToCart(page, prefix, second!, 1)

      // The cart panel leads to checkout.
      await page.click('[data-testid="cart-button"]')
      await page.getByRole('link', { name: text(lang, 'cart', 'checkout') }).click()
      await expect.poll(() => pathOf(page), WAIT).toBe(`${prefix}/checkout`)
      await page.waitForSelector('[data-testid="customer-form"]')
      expect(await page.getAttribute('html', 'lang')).toBe(lang)

      // The summary: both lines and the totals of the shared rule.
      const subtotal = parseAmount(first!.product.price) * 2 + parseAmount(second!.product.price)
      const shipping = shippingFor(subtotal)
      const summary = page.locator('[data-testid="order-summary"]')
      expect(await summary.locator('[data-testid="order-line"]').count()).toBe(2)
      expect(norm(await summary.locator('[data-testid="summary-subtotal"]').innerText())).toBe(norm(formatMoney(subtotal, lang)))
      expect(norm(await summary.locator('[data-testid="summary-shipping"]').innerText())).toBe(norm(shipping === 0 ? text(lang, 'cart', 'free') : formatMoney(shipping, lang)))
      expect(norm(await summary.locator('[data-testid="summary-total"]').innerText())).toBe(norm(formatMoney(subtotal + shipping, lang)))

      // Proceed waits for the required fields.
      expect(await page.isDisabled('[data-testid="proceed"]')).toBe(true)
      await fillDetails(page, lang)
      expect(await page.isDisabled('[data-testid="proceed"]')).toBe(false)
      await expectNoSeriousViolations(page, 'checkout, details')
      await page.click('[data-testid="proceed"]')

      // Payment: the test gateway's form, saying nothing is charged.
      await page.waitForSelector('[data-testid="test-card-form"]')
      expect(await page.locator('[data-testid="test-mode-notice"]').innerText()).toContain(text(lang, 'checkout', 'testMode.title'))
      await expectNoSeriousViolations(page, 'checkout, payment')
      await page.getByLabel(text(lang, 'checkout', 'testMode.cardNumber')).fill('4242 4242 4242 4242')
      await page.click('[data-testid="pay"]')

      await page.waitForSelector('[data-testid="order-confirmation"]')
      const orderId = pathOf(page).split('/').pop()!
      expect(pathOf(page)).toBe(`${prefix}/order-confirmation/${orderId}`)
      const reference = orderId.slice(0, 8).toUpperCase()
      expect(await page.locator('[data-testid="order-number"]').innerText()).toBe(text(lang, 'checkout', 'confirmation.orderNumber', { number: reference }))
      expect(await page.locator('[data-testid="order-status"]').innerText()).toBe(text(lang, 'checkout', 'status.processing'))
      expect(norm(await page.locator('[data-testid="order-total"]').innerText())).toBe(norm(formatMoney(subtotal + shipping, lang)))
      expect(await page.locator('[data-testid="order-date"]').innerText()).toBe(
        new Intl.DateTimeFormat({ en: 'en-US', es: 'es-CO', fr: 'fr-FR' }[lang], { dateStyle: 'long' }).format(new Date()),
      )
      expect(await page.locator('[data-testid="order-line"]').count()).toBe(2)
      await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(text(lang, 'checkout', 'payment.successDescription', { number: reference }))
      // The cart is empty, and stays empty after a reload.
      await expect.poll(() => page.getAttribute('[data-testid="cart-button"]', 'aria-label'), WAIT).not.toMatch(/[1-9]/)
      await expectNoSeriousViolations(page, 'order confirmation')

      // A reload still shows it: this browser placed the order (its device cookie).
      await page.reload()
      await page.waitForSelector('[data-testid="order-confirmation"]', WAIT)
      expect(await page.locator('[data-testid="order-status"]').innerText()).toBe(text(lang, 'checkout', 'status.processing'))

      // On the server: paid, and exactly the units bought are gone from stock. Only this browser
      // sees the order by its id; anyone else is told there is no such order.
      const order = (await (await context.request.get(`${e2e.shop.url}/api/orders/guest/${orderId}`)).json()) as OrderConfirmation
      expect(order.status).toBe('processing')
      expect((await fetch(`${e2e.shop.url}/api/orders/guest/${orderId}`)).status).toBe(404)
      // The confirmation email's signed link (in the email the shop filed) opens it on another device.
      const linked = new RegExp(`http://\\S+/order-confirmation/${orderId}\\?key=\\S+`)
      const mailedLink = async () => (await e2e.shop.mailed()).map((text) => linked.exec(text)?.[0]).find(Boolean)
      await expect.poll(mailedLink, WAIT).toBeTruthy()
      const elsewhere = await e2e.browser.newContext()
      const other = (await newPage(elsewhere)).page
      await other.goto((await mailedLink())!)
      await other.waitForSelector('[data-testid="order-confirmation"]', WAIT)
      expect(await other.locator('[data-testid="order-address"]').innerText()).toContain('245 Maple Avenue')
      await other.goto(`${e2e.shop.url}/order-confirmation/${orderId}`)
      await other.waitForSelector('[data-testid="order-not-found"]', WAIT)
      await elsewhere.close()
      expect([await stockOf(first!.product.id), await stockOf(second!.product.id)]).toEqual([before[0]! - 2, before[1]! - 1])
      expect(errors).toEqual([])
      await context.close()
    })
  })
})

describe('checkout refusals', () => {
  it('shows Payment Failed for a declined card and keeps the cart; nothing is sold', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } })
    const { page, errors } = await newPage(context)
    const [pick] = pickTwo(6)
    const stock = await stockOf(pick!.product.id)
    await addToCart(page, '', pick!, 1)
    await page.goto(`${e2e.shop.url}/checkout`)
    await page.waitForSelector('[data-testid="customer-form"]')
    await fillDetails(page, 'en')
    await page.click('[data-testid="proceed"]')
    await page.getByLabel(text('en', 'checkout', 'testMode.cardNumber')).fill('4000 0000 0000 0002')
    await page.click('[data-testid="pay"]')
    await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(text('en', 'checkout', 'payment.failedTitle'))
    expect(await page.locator('body').innerText()).toContain('Your card was declined.')
    expect(pathOf(page)).toBe('/checkout')
    expect(await page.getAttribute('[data-testid="cart-button"]', 'aria-label')).toMatch(/1/)
    // Held for the unpaid order, not sold: the storefront offers one fewer until the hold ends.
    expect(await stockOf(pick!.product.id)).toBe(stock - 1)
    expect(errors.filter((e) => !e.includes('402'))).toEqual([])
    await context.close()
  })

  it('refuses a PO box on the address field, in the page’s language', async () => {
    const context = await e2e.browser.newContext()
    const { page } = await newPage(context)
    await addToCart(page, '/es', pickTwo(8)[0]!, 1)
    await page.goto(`${e2e.shop.url}/es/checkout`)
    await page.waitForSelector('[data-testid="customer-form"]')
    await fillDetails(page, 'es', 'Apartado Postal 12')
    await page.click('[data-testid="proceed"]')
    const address = page.getByLabel(text('es', 'checkout', 'form.address'), { exact: true })
    await expect.poll(() => address.getAttribute('aria-invalid'), WAIT).toBe('true')
    expect(await page.locator('body').innerText()).toContain(text('es', 'validation', 'messages.noPoBox'))
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('address-line1')
    await context.close()
  })

  it('sends an empty cart to the shop', async () => {
    const context = await e2e.browser.newContext()
    const { page } = await newPage(context)
    await page.goto(`${e2e.shop.url}/fr/checkout`)
    await expect.poll(() => pathOf(page), WAIT).toBe('/fr/shop')
    await context.close()
  })

  it('says Order Not Found for an unknown order', async () => {
    const context = await e2e.browser.newContext()
    const { page } = await newPage(context)
    await page.goto(`${e2e.shop.url}/order-confirmation/00000000-0000-4000-8000-000000000000`)
    await page.waitForSelector('[data-testid="order-not-found"]')
    expect(await page.locator('h1').innerText()).toBe('Order Not Found')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect.poll(() => pathOf(page), WAIT).toBe('/')
    await context.close()
  })
})

describe('a signed-in customer', () => {
  it('finds their details filled in, applies GRACIAS15 in the cart, spends points on a reward, and the confirmation names the code', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const { page, errors } = await newPage(context)
    await page.goto(`${e2e.shop.url}/login`)
    await signInThroughForm(page, 'customer@example.com')
    await expect.poll(() => pathOf(page), WAIT).toBe('/dashboard')
    // GRACIAS15 is 15 % off Sculpt & Support pieces for customer accounts (decision 034).
    const pick = inStock(products.filter((p) => p.category === 'sculpt-support' && !p.isCustomMade)).sort((a, b) => parseAmount(b.product.price) - parseAmount(a.product.price))[0]!
    await addToCart(page, '', pick, 1)
    const subtotal = parseAmount(pick.product.price)
    const promo = Math.floor((subtotal * 15) / 100)

    // In the cart panel: Enter applies the code, its line and the new total show at once.
    await page.click('[data-testid="cart-button"]')
    await page.getByLabel(text('en', 'cart', 'promo.label')).fill('gracias15')
    await page.keyboard.press('Enter')
    await expect.poll(async () => norm(await page.locator('[data-testid="cart-discount"]').innerText()), WAIT).toBe(norm(`−${formatMoney(promo, 'en')}`))
    expect(norm(await page.locator('[data-testid="cart-total"]').innerText())).toBe(norm(formatMoney(subtotal - promo + shippingFor(subtotal), 'en')))
    await page.keyboard.press('Escape')

    await page.goto(`${e2e.shop.url}/checkout`)
    const form = page.locator('[data-testid="customer-form"]')
    await expect.poll(() => form.getByLabel(text('en', 'checkout', 'form.email')).inputValue(), WAIT).toBe('customer@example.com')
    expect(await form.getByLabel(text('en', 'checkout', 'form.name')).inputValue()).toBe('Emily Carter')
    expect(await page.locator('[data-testid="promo-code-applied"]').innerText()).toBe('GRACIAS15')

    // 500 points for $5 off: the summary shows the code's line and the reward's apart, and the total without both.
    await page.waitForSelector('[data-testid="reward-picker"]')
    await page.getByLabel(/^500 points/).check()
    await expect.poll(async () => norm(await page.locator('[data-testid="summary-discount"]').innerText()), WAIT).toBe(norm(`−${formatMoney(500, 'en')}`))
    await expect.poll(async () => norm(await page.locator('[data-testid="summary-promo"]').innerText()), WAIT).toBe(norm(`−${formatMoney(promo, 'en')}`))
    const total = subtotal - promo - 500 + shippingFor(subtotal)
    expect(norm(await page.locator('[data-testid="summary-total"]').innerText())).toBe(norm(formatMoney(total, 'en')))

    // The order is placed with the code: the server prices it, the confirmation names it.
    await form.getByLabel(text('en', 'checkout', 'form.phone')).fill('+1 512 555 0142')
    await form.getByLabel(text('en', 'checkout', 'form.address'), { exact: true }).fill('245 Maple Avenue')
    await form.getByLabel(text('en', 'checkout', 'form.city')).fill('Austin')
    await form.getByLabel(text('en', 'checkout', 'form.state')).fill('TX')
    await form.getByLabel(text('en', 'checkout', 'form.country')).selectOption('US')
    await page.click('[data-testid="proceed"]')
    await page.getByLabel(text('en', 'checkout', 'testMode.cardNumber')).fill('4242 4242 4242 4242')
    await page.click('[data-testid="pay"]')
    await page.waitForSelector('[data-testid="order-confirmation"]', WAIT)
    expect(norm(await page.locator('[data-testid="order-total"]').innerText())).toBe(norm(formatMoney(total, 'en')))
    expect(await page.locator('[data-testid="order-confirmation"]').innerText()).toContain(text('en', 'checkout', 'confirmation.promo', { code: 'GRACIAS15' }))
    expect(errors).toEqual([])
    await context.close()
  })

  it('pays an order with their store credit alone: no card step, the confirmation shows the credit', async () => {
    // Staff give the customer enough goodwill credit for the whole order (the API the back office uses).
    const staff = await e2e.browser.newContext()
    await staff.request.post(`${e2e.shop.url}/api/auth/login`, { data: { email: 'admin@example.com', password: DEMO_PASSWORD } })
    const users = (await (await staff.request.get(`${e2e.shop.url}/api/admin/users?search=customer@example.com`)).json()) as { items: { id: string }[] }
    const granted = await staff.request.post(`${e2e.shop.url}/api/admin/store-credit/${users.items[0]!.id}`, { data: { amount: '500.00', note: 'Sorry for the wait' } })
    expect(granted.status()).toBe(201)
    await staff.close()

    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } })
    const { page, errors } = await newPage(context)
    await context.request.post(`${e2e.shop.url}/api/auth/login`, { data: { email: 'customer@example.com', password: DEMO_PASSWORD } })
    const pick = inStock(products.filter((p) => !p.isCustomMade))[0]!
    await addToCart(page, '/fr', pick, 1)
    await page.goto(`${e2e.shop.url}/fr/checkout`)
    await fillDetails(page, 'fr')
    await page.getByLabel(/^Utiliser mon avoir/).check()
    const total = parseAmount(pick.product.price) + shippingFor(parseAmount(pick.product.price))
    await expect.poll(async () => norm(await page.locator('[data-testid="summary-store-credit"]').innerText()), WAIT).toBe(norm(`−${formatMoney(total, 'fr')}`))
    expect(norm(await page.locator('[data-testid="summary-to-pay"]').innerText())).toBe(norm(formatMoney(0, 'fr')))
    await page.click('[data-testid="proceed"]')
    await page.waitForSelector('[data-testid="order-confirmation"]', WAIT)
    expect(norm(await page.locator('[data-testid="confirmation-store-credit"]').innerText())).toBe(norm(`−${formatMoney(total, 'fr')}`))
    // Paid: the cart is emptied as after a card payment.
    await expect.poll(() => page.getAttribute('[data-testid="cart-button"]', 'aria-label'), WAIT).not.toMatch(/[1-9]/)
    expect(errors).toEqual([])
    await context.close()
  })
})
