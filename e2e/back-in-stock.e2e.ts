// A back-in-stock alert from the product page to the inbox, in Chromium against a real `npm start`
// sending through a real SMTP server: an unpaid order holds the last units of a colour and size;
// a guest asks for an alert on it in Spanish; staff cancel the order from the back office's API,
// which gives the units back; the database's trigger makes the alert due, its email is queued once
// right after staff's answer (the scheduled run is only the safety net), and it arrives once, in
// Spanish, with a link that opens the product with that colour and size chosen and a link that
// stops the alerts without signing in.
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Product } from '#shared/schemas/catalogue'
import { checkoutBody } from '#worker/test/checkout'
import { startSmtpServer, type TestSmtpServer } from '#worker/test/smtp-server'
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser'
import { startShop, type ShopServer } from './support/server'
import { DEMO_PASSWORD } from './support/sign-in'
import { text } from './support/strings'

const WAIT = { timeout: 15_000 }

let smtp: TestSmtpServer
let shop: ShopServer
let browser: Browser
beforeAll(async () => {
  smtp = await startSmtpServer()
  shop = await startShop({ SMTP_URL: smtp.url, EMAIL_FROM: 'Forma Bella <hello@formabella.example>' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
  await smtp?.close()
})

const send = (path: string, init: { method: string; body?: unknown; cookie?: string }) =>
  fetch(`${shop.url}${path}`, {
    method: init.method,
    headers: { 'content-type': 'application/json', origin: shop.url, ...(init.cookie && { cookie: init.cookie }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

it('emails a guest once when the size they wait for is back, with the link to that colour and size', async () => {
  // A colour and size with a few units left, all of which an unpaid order then holds.
  const products = (await (await fetch(`${shop.url}/api/products`)).json()) as Product[]
  const [product, variant] = products
    .flatMap((p) => p.variants.filter((v) => v.available >= 1 && v.available <= 5).map((v) => [p, v] as const))
    .sort((a, b) => a[1].available - b[1].available)[0]!
  const { color, size } = variant
  const order = await send('/api/create-payment-intent', {
    method: 'POST',
    body: checkoutBody([{ productId: product.id, color, size, quantity: variant.available }], { customerEmail: 'first@example.com' }),
  })
  expect(order.status).toBe(201)
  const { orderId } = (await order.json()) as { orderId: string }
  const soldOut = (await (await fetch(`${shop.url}/api/products/${product.id}`)).json()) as Product
  expect(soldOut.variants.find((v) => v.color === color && v.size === size)!.available).toBe(0)

  // The guest asks on the product page, in Spanish.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const { page, errors } = await newPage(context)
  await page.goto(`${shop.url}/es/product/${product.id}?color=${color}&size=${size}`)
  const form = page.getByTestId('back-in-stock')
  await form.waitFor(WAIT)
  await form.getByLabel(text('es', 'stock-alerts', 'form.label')).fill('Guest.Shopper@Example.com')
  await form.getByLabel(text('es', 'stock-alerts', 'form.label')).press('Enter')
  const done = page.getByTestId('back-in-stock-done')
  await done.waitFor(WAIT)
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('back-in-stock-done')
  expect(await done.textContent()).toContain(`talla ${size}`)
  expect(await seriousA11yViolations(page)).toEqual([])
  // Enter in the alert's field sent the alert only, not the purchase form around it.
  expect(await page.getByTestId('cart-panel').count()).toBe(0)
  expect(await page.getByText(text('es', 'product', 'toast.noStockTitle')).count()).toBe(0)

  // Staff cancel the unpaid order: its units come back.
  const login = await send('/api/auth/login', { method: 'POST', body: { email: 'staff@example.com', password: DEMO_PASSWORD } })
  const staff = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  expect((await send(`/api/admin/orders/${orderId}/status`, { method: 'PATCH', body: { status: 'cancelled' }, cookie: staff })).status).toBe(200)

  // Sent right after staff's answer, not at the next scheduled run a minute later.
  await expect.poll(() => smtp.received.length, WAIT).toBe(1)
  const [mail] = smtp.received
  expect(mail!.envelope.to).toEqual(['guest.shopper@example.com'])
  expect(mail!.subject).toBe(`De nuevo disponible: ${product.nameEs}`)
  const links = mail!.text!.match(/https?:\/\/\S+/g)!
  const productLink = new URL(links.find((l) => l.includes('/product/'))!)
  expect(`${productLink.pathname}${productLink.search}`).toBe(`/es/product/${product.id}?color=${color}&size=${size}`)
  const stopLink = new URL(links.find((l) => l.includes('/stock-alerts/unsubscribe'))!)
  expect(stopLink.pathname).toBe('/es/stock-alerts/unsubscribe')

  // Once: the alert is done and its email was queued a single time.
  const client = createClient({ url: `file:${join(shop.dbDir, 'shop.db')}` })
  try {
    const alerts = await client.execute('SELECT email, notified_at FROM stock_alerts')
    expect(alerts.rows).toEqual([expect.objectContaining({ email: 'guest.shopper@example.com', notified_at: expect.any(String) })])
    const queued = await client.execute("SELECT count(*) AS n FROM email_outbox WHERE template = 'back_in_stock'")
    expect(Number(queued.rows[0]!.n)).toBe(1)
  } finally {
    client.close()
  }

  // The link opens the product with that colour and size chosen, ready for the cart.
  await page.goto(`${shop.url}${productLink.pathname}${productLink.search}`)
  await expect.poll(() => page.locator(`input[name="size"][value="${size}"]`).isChecked(), WAIT).toBe(true)
  expect(await page.locator(`input[name="color"][value="${color}"]`).isChecked()).toBe(true)
  // Available again once the page's copy of the catalogue has caught up (delta sync).
  await expect.poll(() => page.getByTestId('back-in-stock').count(), WAIT).toBe(0)

  // The stop link works signed out, in Spanish.
  await page.goto(`${shop.url}${stopLink.pathname}${stopLink.search}`)
  await page.getByRole('heading', { name: text('es', 'stock-alerts', 'unsubscribe.doneTitle') }).waitFor(WAIT)
  expect(errors).toEqual([])
  await context.close()
  expect(smtp.received).toHaveLength(1)
})
