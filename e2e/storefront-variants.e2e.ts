// Stock per colour and size as a shopper meets it (decision 026), in Chromium against a real
// `npm start` with the demo seed: on a product with a size sold out in one colour and available in
// another, the product page says so truthfully, online and offline (where it also says the
// availability may have changed); the sold-out size cannot be added, the available one can; and a
// cart line whose colour and size runs short is flagged in the cart and at checkout, which waits
// until the shopper fixes it.
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEW_LEFT } from '#shared/catalogue/variants'
import type { Product } from '#shared/schemas/catalogue'
import { newPage, seriousA11yViolations } from './support/browser'
import { installedForOffline } from './support/local-copy'
import { setUpShopAndBrowser } from './support/shop-and-browser'
import { text } from './support/strings'

const WAIT = { timeout: 15_000 }
const e2e = setUpShopAndBrowser()
let db: Client
let products: Product[]
beforeAll(async () => {
  db = createClient({ url: `file:${join(e2e.shop.dbDir, 'shop.db')}` })
  products = await (await fetch(`${e2e.shop.url}/api/products`)).json()
})
afterAll(() => db?.close())

/**
 * A demo product with a size sold out in one colour (which has other sizes left) and with more
 * than a few left in another colour.
 */
function soldOutHereAvailableThere() {
  for (const product of products.filter((p) => !p.isCustomMade))
    for (const size of product.sizes) {
      const of = (color: string) => product.variants.find((v) => v.color === color && v.size === size)
      const soldIn = product.colors.find((c) => of(c)?.available === 0 && product.variants.some((v) => v.color === c && v.available > 0))
      const availableIn = product.colors.find((c) => (of(c)?.available ?? 0) > FEW_LEFT)
      if (soldIn && availableIn) return { product, size, soldIn, availableIn }
    }
  throw new Error('the demo seed has no size sold out in one colour and available in another')
}

const sizeOption = (page: Page, size: string) => page.locator(`[data-testid="size-option"]:has(input[value="${size}"])`)
const badge = (page: Page) => page.locator('[data-testid="stock-badge"]').innerText()

describe('stock per colour and size', () => {
  it('says truthfully which sizes are left in each colour, online and offline, and adds only what is left', async () => {
    const { product, size, soldIn, availableIn } = soldOutHereAvailableThere()
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const { page, errors } = await newPage(context)

    // In Spanish, the colour where the size is sold out: marked so, chosen, not addable.
    await page.goto(`${e2e.shop.url}/es/product/${product.id}?color=${soldIn}`)
    await expect.poll(() => sizeOption(page, size).getAttribute('data-availability')).toBe('out')
    await sizeOption(page, size).click()
    expect(await page.isChecked(`input[name="size"][value="${size}"]`)).toBe(true)
    await expect.poll(() => badge(page)).toBe(text('es', 'common', 'stock.out'))
    expect(await page.isDisabled('[data-testid="add-to-cart"]')).toBe(true)
    expect(await page.locator('[data-testid="add-to-cart"]').innerText()).toBe(text('es', 'product', 'soldOut'))
    // Under it, the shopper can ask to hear when it is back.
    expect(await page.locator('[data-testid="back-in-stock-slot"]').getAttribute('data-size')).toBe(size)
    await page.locator('[data-testid="back-in-stock-slot"] [data-testid="back-in-stock"]').waitFor(WAIT)
    // Only the sizes made in this colour are offered.
    const made = product.sizes.filter((s) => product.variants.some((v) => v.color === soldIn && v.size === s))
    expect(await page.locator('[data-testid="size-option"] input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(made)
    expect(await seriousA11yViolations(page)).toEqual([])

    // The colour where it is available: the size stays chosen, in stock, and adds.
    await page.locator(`label:has(input[name="color"][value="${availableIn}"])`).click()
    expect(await page.isChecked(`input[name="size"][value="${size}"]`)).toBe(true)
    await expect.poll(() => sizeOption(page, size).getAttribute('data-availability')).toBe('in')
    await expect.poll(() => badge(page)).toBe(text('es', 'common', 'stock.in'))
    expect(await page.locator('[data-testid="back-in-stock-slot"]').count()).toBe(0)
    await page.fill('#quantity', '2')
    await page.click('[data-testid="add-to-cart"]')
    const panel = page.locator('[data-testid="cart-panel"]')
    await panel.waitFor()
    expect(await panel.locator('[data-testid="cart-line-options"]').innerText()).toContain(text('es', 'common', `colors.${availableIn}`))
    expect(await panel.locator('[data-testid="cart-line-quantity"]').innerText()).toBe('2')
    expect(await panel.locator('[data-testid="line-shortfall"]').count()).toBe(0)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })

    // Offline, the page shows the availability last saved and says it may have changed.
    await installedForOffline(page)
    await context.setOffline(true)
    await page.goto(`${e2e.shop.url}/es/product/${product.id}?color=${soldIn}`)
    await expect.poll(() => page.locator('[data-testid="offline-stock-note"]').innerText(), WAIT).toBe(text('es', 'product', 'offlineStock'))
    await sizeOption(page, size).click()
    await expect.poll(() => sizeOption(page, size).getAttribute('data-availability')).toBe('out')
    expect(await page.isDisabled('[data-testid="add-to-cart"]')).toBe(true)
    await page.locator(`label:has(input[name="color"][value="${availableIn}"])`).click()
    await expect.poll(() => sizeOption(page, size).getAttribute('data-availability')).toBe('in')
    expect(await page.isDisabled('[data-testid="add-to-cart"]')).toBe(false)

    // Meanwhile the shop sells all but one of that colour and size: the sync that coming back
    // online starts flags the line (2 in the cart). The sale is made before the browser is back
    // online: a sale made while that sync is already on its way would wait for the next one, a
    // minute later.
    await db.execute({ sql: 'UPDATE product_variants SET stock = reserved + 1 WHERE product_id = ? AND color = ? AND size = ?', args: [product.id, availableIn, size] })
    await context.setOffline(false)
    await page.click('[data-testid="cart-button"]')
    const flag = panel.locator('[data-testid="line-shortfall"]')
    await expect.poll(() => flag.innerText(), WAIT).toContain(text('es', 'cart', 'shortfall.fewer_one', { count: 1 }))
    expect(await panel.locator('[data-testid="cart-shortfall-notice"]').innerText()).toBe(text('es', 'cart', 'shortfall.notice'))
    expect(await seriousA11yViolations(page)).toEqual([])

    // Checkout lists it before payment and will not place the order until it is fixed.
    await panel.getByRole('link', { name: text('es', 'cart', 'checkout') }).click()
    await page.waitForSelector('[data-testid="customer-form"]')
    const list = page.locator('[data-testid="unavailable-lines"]')
    await expect.poll(() => list.innerText(), WAIT).toContain(text('es', 'checkout', 'unavailable.title'))
    expect(await page.locator('[data-testid="order-line-warning"]').innerText()).toBe(text('es', 'cart', 'shortfall.fewer_one', { count: 1 }))
    const form = page.locator('[data-testid="customer-form"]')
    await form.getByLabel(text('es', 'checkout', 'form.name')).fill('Ana Ríos')
    await form.getByLabel(text('es', 'checkout', 'form.email')).fill('ana@example.com')
    await form.getByLabel(text('es', 'checkout', 'form.phone')).fill('+57 300 555 0142')
    await form.getByLabel(text('es', 'checkout', 'form.address'), { exact: true }).fill('Calle 10 # 43-12')
    await form.getByLabel(text('es', 'checkout', 'form.city')).fill('Medellín')
    await form.getByLabel(text('es', 'checkout', 'form.country')).selectOption('CO')
    let placed = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/create-payment-intent')) placed++
    })
    await page.click('[data-testid="proceed"]')
    // Proceed leads to the list, focused, and places nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('unavailable-lines')
    expect(placed).toBe(0)
    expect(await page.locator('[data-testid="test-card-form"]').count()).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])

    // Lowered to what is left, the list goes and the order can be placed.
    await list.getByRole('button', { name: text('es', 'cart', 'shortfall.lowerLabel_one', { name: product.nameEs, count: 1 }) }).click()
    await list.waitFor({ state: 'detached' })
    await page.click('[data-testid="proceed"]')
    await page.waitForSelector('[data-testid="test-card-form"]', WAIT)
    expect(placed).toBe(1)

    // Requests tried while offline (the sync) failing is what offline means; nothing else may.
    expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([])
    await context.close()
  })
})
