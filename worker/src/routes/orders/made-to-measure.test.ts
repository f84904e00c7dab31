// Made-to-measure orders (decision 020) through checkout, payment and confirmation with the
// built-in test gateway, against the real migrations: the measurements are required, checked with
// the size finder's rules, kept on the order item and shown back; stock plays no part.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import { emailOutbox, orderItems, productVariants } from '#worker/db/schema'
import { addProduct, checkoutBody, deviceCookieFrom, type Line, stockOf as variantStock } from '#worker/test/checkout'
import { createTestApp } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => t.close())

const mine = { unit: 'cm', waist: 72.5, hips: 98, thigh: 56 } as const
const checkout = (lines: Line[]) => t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody(lines) })
const stockOf = (id: string) => variantStock(t.db, id)
const variantsOf = (id: string) => t.db.select().from(productVariants).where(eq(productVariants.productId, id))

describe('made-to-measure orders', () => {
  it('keeps the measurements on the order, shows them back, and never holds or sells stock', async () => {
    // Made for the order: it keeps no stock (no variants), so nothing limits or counts it.
    const faja = await addProduct(t.db, { priceCents: 18900, stock: 1, sizes: [], isCustomMade: true })
    const res = await checkout([{ productId: faja.id, size: 'XS', quantity: 3, measurements: mine }])
    expect(res.status).toBe(201)
    const placed = checkoutApi.createPaymentIntent.output.parse(await res.json())
    expect(placed.items).toEqual([expect.objectContaining({ productId: faja.id, sku: null, size: 'cm 72.5/98/56', measurements: mine, quantity: 3 })])
    expect(await variantsOf(faja.id)).toEqual([])

    expect((await t.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret: placed.clientSecret, cardNumber: '4242 4242 4242 4242' } })).status).toBe(200)
    // The device that placed the order sees it (decision 023).
    const device = deviceCookieFrom(res)
    const confirmed = await t.request(urlFor(ordersApi.confirm, { id: placed.orderId }), { method: 'POST', headers: { origin: 'http://localhost', cookie: device } })
    expect(confirmed.status).toBe(200)
    const view = ordersApi.confirm.output.parse(await confirmed.json())
    expect(view.items).toEqual([expect.objectContaining({ size: 'cm 72.5/98/56', measurements: mine, quantity: 3 })])
    expect(await variantsOf(faja.id)).toEqual([])
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId))
    expect(item).toMatchObject({ measurements: mine, variantId: null, sku: null })

    const guest = await t.request(urlFor(ordersApi.guest, { id: placed.orderId }), { headers: { cookie: device } })
    expect(ordersApi.guest.output.parse(await guest.json()).items[0]!.measurements).toEqual(mine)

    // The confirmation email spells the measurements out, not the short size they are stored under.
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'order_confirmation'))
    expect(email!.bodyText).toContain('Measurements: Waist 72.5 cm · Hips 98 cm · Thigh 56 cm')
    expect(email!.bodyText).not.toContain('cm 72.5/98/56')
  })

  it('holds stock for the standard lines of the same order only', async () => {
    const faja = await addProduct(t.db, { priceCents: 18900, stock: 0, sizes: [], isCustomMade: true })
    const short = await addProduct(t.db, { priceCents: 4500, stock: 5 })
    const res = await checkout([
      { productId: faja.id, measurements: mine },
      { productId: short.id, size: 'M', quantity: 2 },
    ])
    expect(res.status).toBe(201)
    expect(await variantsOf(faja.id)).toEqual([])
    expect(await stockOf(short.id)).toEqual({ stock: 5, reserved: 2 })
  })

  it('merges the same measurements into one line and keeps different ones apart', async () => {
    const faja = await addProduct(t.db, { priceCents: 18900, stock: 0, sizes: [], isCustomMade: true })
    const res = await checkout([
      { productId: faja.id, measurements: mine },
      { productId: faja.id, measurements: { ...mine, waist: 80 } },
      { productId: faja.id, measurements: mine, quantity: 2 },
    ])
    const placed = checkoutApi.createPaymentIntent.output.parse(await res.json())
    expect(placed.items.map((i) => [i.size, i.quantity])).toEqual([
      ['cm 72.5/98/56', 3],
      ['cm 80/98/56', 1],
    ])
  })

  it('refuses a made-to-measure line without measurements, measurements out of range, and measurements on a standard piece', async () => {
    const faja = await addProduct(t.db, { priceCents: 18900, stock: 0, sizes: [], isCustomMade: true })
    const short = await addProduct(t.db, { priceCents: 4500, stock: 5 })
    const missing = await checkout([{ productId: faja.id, size: 'M' }])
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: { code: 'measurements_required', fields: { 'items.0.measurements': expect.any(String) } } })

    const wrong = await checkout([{ productId: faja.id, measurements: { ...mine, unit: 'in' } }])
    expect(wrong.status).toBe(400)
    expect(Object.keys((await wrong.json()).error.fields)).toEqual(expect.arrayContaining(['items.0.measurements.thigh']))

    const standard = await checkout([{ productId: short.id, size: 'M', measurements: mine }])
    expect(standard.status).toBe(400)
    expect(await standard.json()).toMatchObject({ error: { code: 'invalid_option', fields: { 'items.0.measurements': expect.any(String) } } })
    expect(await stockOf(short.id)).toEqual({ stock: 5, reserved: 0 })
  })
})
