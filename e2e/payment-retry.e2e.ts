// Paying again on the same order (decision 012), in Chromium against a real `npm start` with the
// built-in test gateway: a declined card says why in the page's language and the same checkout
// pays with another card; a pending order whose attempt failed (or whose 3-D Secure redirect came
// back failed) offers "Pay again" on its confirmation page and is paid there, same order number;
// a processing card lands on the confirmation page saying the payment is being processed.
import { expect, it, describe } from 'vitest'
import { checkoutApi, testPaymentsApi } from '#shared/contracts/orders'
import type { Product } from '#shared/schemas/catalogue'
import type { OrderConfirmation } from '#shared/schemas/orders'
import { inStock } from './support/catalogue'
import { newPage, seriousA11yViolations } from './support/browser'
import { setUpShopAndBrowser } from './support/shop-and-browser'
import { text } from './support/strings'

const WAIT = { timeout: 15_000 }
const e2e = setUpShopAndBrowser()

const products = async () => (await (await fetch(`${e2e.shop.url}/api/products`)).json()) as Product[]
/** Each order's device cookie (`shopper_device=…`): only the device that placed an order sees it by id (decision 023). */
const devices = new Map<string, string>()
const guest = async (id: string) => (await (await fetch(`${e2e.shop.url}/api/orders/guest/${id}`, { headers: { cookie: devices.get(id) ?? '' } })).json()) as OrderConfirmation

/** A browser context that is the device which placed `orderId` (its cookie), as the shopper's own phone. */
async function contextOfDevice(orderId: string) {
  const context = await e2e.browser.newContext()
  const [name, value] = devices.get(orderId)!.split('=') as [string, string]
  await context.addCookies([{ name, value, url: `${e2e.shop.url}/api/`, httpOnly: true, sameSite: 'Lax' }])
  return context
}

/** An order placed and tried with `card` through the API, as the checkout does. */
async function placeAndTry(productIndex: number, card: string, language: 'en' | 'es' | 'fr') {
  const { product, color, size } = inStock(await products(), 4)[productIndex]!
  const body = {
    customerName: 'Ana Ríos',
    customerEmail: 'ana@example.com',
    customerPhone: '+1 512 555 0142',
    language,
    items: [{ productId: product.id, color, size, quantity: 1 }],
    shippingAddress: { street: '245 Maple Avenue', city: 'Austin', state: 'TX', country: 'US' },
  }
  const headers = { 'content-type': 'application/json', origin: e2e.shop.url, 'Idempotency-Key': crypto.randomUUID() }
  const placed = await fetch(`${e2e.shop.url}${checkoutApi.createPaymentIntent.url}`, { method: 'POST', headers, body: JSON.stringify(body) })
  expect(placed.status).toBe(201)
  const order = checkoutApi.createPaymentIntent.output.parse(await placed.json())
  const device = placed.headers.getSetCookie().find((c) => c.startsWith('shopper_device='))!.split(';')[0]!
  devices.set(order.orderId, device)
  const tried = await fetch(`${e2e.shop.url}${testPaymentsApi.confirm.url}`, { method: 'POST', headers, body: JSON.stringify({ clientSecret: order.clientSecret, cardNumber: card }) })
  return { order, tried }
}

describe('paying again on the same order', () => {
  it('from the confirmation page after a declined card, in French, keyboard only', async () => {
    const { order, tried } = await placeAndTry(0, '4000000000009995', 'fr')
    expect(tried.status).toBe(402)
    const context = await contextOfDevice(order.orderId)
    const { page, errors } = await newPage(context)
    await page.goto(`${e2e.shop.url}/fr/order-confirmation/${order.orderId}`)
    const panel = page.locator('[data-testid="order-payment"]')
    await panel.waitFor(WAIT)
    expect(await panel.innerText()).toContain(text('fr', 'checkout', 'payAgain.failedTitle'))
    expect(await panel.innerText()).toContain(text('fr', 'checkout', 'paymentFailure.insufficient_funds'))
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.locator('[data-testid="pay-again"]').focus()
    await page.keyboard.press('Enter')
    const form = page.locator('[data-testid="pay-again-form"]')
    await form.waitFor(WAIT)
    // The form takes the focus; "Plus tard" gives it back to the button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('pay-again-form')
    await page.getByRole('button', { name: text('fr', 'checkout', 'payAgain.cancel') }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), WAIT).toBe('pay-again')

    await page.keyboard.press('Enter')
    await form.waitFor(WAIT)
    // Declined again: said in the form, the order still payable.
    await page.getByLabel(text('fr', 'checkout', 'testMode.cardNumber')).fill('4000 0000 0000 0002')
    await page.click('[data-testid="pay"]')
    await expect.poll(() => page.locator('[data-testid="pay-again-declined"]').innerText(), WAIT).toBe(text('fr', 'checkout', 'paymentFailure.card_declined'))
    await page.getByLabel(text('fr', 'checkout', 'testMode.cardNumber')).fill('4242 4242 4242 4242')
    await page.click('[data-testid="pay"]')
    await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe(text('fr', 'checkout', 'confirmation.thanks'))
    expect(await page.locator('[data-testid="order-number"]').innerText()).toContain(order.orderId.slice(0, 8).toUpperCase())
    expect((await guest(order.orderId)).status).toBe('processing')
    expect(errors.filter((e) => !e.includes('402'))).toEqual([])
    await context.close()
  })

  it('after a 3-D Secure redirect that came back failed, in Spanish', async () => {
    const { order } = await placeAndTry(1, '4000000000000002', 'es')
    const context = await contextOfDevice(order.orderId)
    const { page } = await newPage(context)
    const secret = encodeURIComponent(order.clientSecret!)
    await page.goto(`${e2e.shop.url}/es/order-confirmation/${order.orderId}?payment_intent=x&payment_intent_client_secret=${secret}&redirect_status=failed`)
    const panel = page.locator('[data-testid="order-payment"]')
    await panel.waitFor(WAIT)
    expect(await panel.innerText()).toContain(text('es', 'checkout', 'payAgain.failedTitle'))
    // The order knows its attempt's reason (the webhook came first here): that reason is shown.
    expect(await panel.innerText()).toContain(text('es', 'checkout', 'paymentFailure.card_declined'))
    await page.click('[data-testid="pay-again"]')
    await page.getByLabel(text('es', 'checkout', 'testMode.cardNumber')).fill('4242 4242 4242 4242')
    await page.click('[data-testid="pay"]')
    await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe(text('es', 'checkout', 'confirmation.thanks'))
    await context.close()
  })

  it('a processing card at checkout lands on the confirmation page saying the payment is being processed', async () => {
    const { product, color, size } = inStock(await products(), 4)[3]!
    const context = await e2e.browser.newContext()
    const { page } = await newPage(context)
    await page.goto(`${e2e.shop.url}/product/${product.id}`)
    await page.waitForSelector('[data-testid="add-to-cart"]')
    await page.locator(`label:has(input[name="color"][value="${color}"])`).click()
    await page.locator(`label:has(input[name="size"][value="${size}"])`).click()
    await page.click('[data-testid="add-to-cart"]')
    await page.locator('[data-testid="cart-panel"]').waitFor(WAIT)
    await page.goto(`${e2e.shop.url}/checkout`)
    const form = page.locator('[data-testid="customer-form"]')
    await form.waitFor(WAIT)
    await form.getByLabel(text('en', 'checkout', 'form.name')).fill('Ana Ríos')
    await form.getByLabel(text('en', 'checkout', 'form.email')).fill('ana@example.com')
    await form.getByLabel(text('en', 'checkout', 'form.phone')).fill('+1 512 555 0142')
    await form.getByLabel(text('en', 'checkout', 'form.address'), { exact: true }).fill('245 Maple Avenue')
    await form.getByLabel(text('en', 'checkout', 'form.city')).fill('Austin')
    await form.getByLabel(text('en', 'checkout', 'form.state')).fill('TX')
    await form.getByLabel(text('en', 'checkout', 'form.country')).selectOption('US')
    await page.click('[data-testid="proceed"]')
    // The test card form lists every test card with its outcome.
    const cards = page.locator('[data-testid="test-cards"] li')
    await cards.first().waitFor(WAIT)
    expect(await cards.count()).toBe(7)
    expect(await page.locator('[data-testid="test-cards"]').innerText()).toContain(`4000 0000 0000 0077 — ${text('en', 'checkout', 'testMode.outcomes.processingSucceeds')}`)
    await page.getByLabel(text('en', 'checkout', 'testMode.cardNumber')).fill('4000 0000 0000 0077')
    await page.click('[data-testid="pay"]')
    const status = page.locator('[data-testid="payment-processing"]')
    await status.waitFor(WAIT)
    expect(await status.innerText()).toContain(text('en', 'checkout', 'payAgain.processingTitle'))
    expect(new URL(page.url()).pathname).toMatch(/^\/order-confirmation\//)
    await context.close()
  })

  it('a processing payment is shown as such, with nothing to pay', async () => {
    const { order, tried } = await placeAndTry(2, '4000000000000077', 'en')
    expect(await tried.json()).toEqual({ status: 'processing' })
    const context = await contextOfDevice(order.orderId)
    const { page } = await newPage(context)
    await page.goto(`${e2e.shop.url}/order-confirmation/${order.orderId}`)
    const status = page.locator('[data-testid="payment-processing"]')
    await status.waitFor(WAIT)
    expect(await status.innerText()).toContain(text('en', 'checkout', 'payAgain.processingTitle'))
    expect(await page.locator('[data-testid="pay-again"]').count()).toBe(0)
    await context.close()
  })
})
