// Stock no one can hoard (decision 023), against the real migrations: the retail caps per line and
// per order, the cap on what one client (address, email or device) holds across unpaid orders,
// kept by the database under 30 parallel checkouts, the short hold extended only while the
// shopper pays, and a request that tries to hoard stock, repeated from one address (decision 023).
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi } from '#shared/contracts/orders'
import { DEFAULT_RETAIL_LIMITS } from '#shared/pricing/retail-limits'
import { orders, productVariants } from '#worker/db/schema'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { addProduct, checkoutBody, deviceCookieFrom, type Line } from '#worker/test/checkout'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { createTestApp, TEST_ORIGIN } from '#worker/test/test-app'
import { HOLD_CEILING_MINUTES, PAYING_HOLD_MINUTES } from './order-holds'

let t: Awaited<ReturnType<typeof createTestApp>>
let stub: StripeStub | undefined
let clock: Date
const start = async (options: { env?: Record<string, string>; stripe?: boolean } = {}) => {
  clock = new Date('2026-11-25T10:00:00.000Z')
  stub = options.stripe ? await startStripeStub() : undefined
  t = await createTestApp({ env: { ...stub?.env, ...options.env }, now: () => clock })
}
afterEach(async () => {
  t.close()
  await stub?.close()
  stub = undefined
})
const minutesLater = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000))
const MINUTE = 60_000

/** A checkout from `ip`, with `cookie` (a device) or none: a new device each time; `device` is the one it was placed from. */
async function checkoutFrom(ip: string, lines: Line[], options: { email?: string; cookie?: string } = {}) {
  const res = await t.fetchApp(
    checkoutApi.createPaymentIntent.url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'idempotency-key': crypto.randomUUID(), ...(options.cookie && { cookie: options.cookie }) },
      body: JSON.stringify(checkoutBody(lines, options.email ? { customerEmail: options.email } : {})),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  )
  const body = await res.json()
  return { status: res.status, body, device: res.status === 201 ? (options.cookie ?? deviceCookieFrom(res)) : undefined }
}
const hold = (orderId: string, cookie?: string) =>
  t.request(urlFor(ordersApi.hold, { id: orderId }), { method: 'POST', headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) } })
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const reservedOf = async (id: string) =>
  Number((await t.db.select({ n: sql<number>`coalesce(sum(${productVariants.reserved}), 0)` }).from(productVariants).where(eq(productVariants.productId, id)))[0]!.n)
const totalReserved = async () => Number((await t.db.select({ n: sql<number>`coalesce(sum(${productVariants.reserved}), 0)` }).from(productVariants))[0]!.n)
const runExpiry = async () => (await runScheduledJobs({ db: t.db, config: t.config }, clock)).find((o) => o.name === 'expire-unpaid-orders')

describe('retail caps', () => {
  it('holds at most 10 units a line and 20 an order, pointing a bigger buyer to the wholesale form', async () => {
    await start()
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 100 })
    const shaper = await addProduct(t.db, { priceCents: 4000, stock: 100 })
    const line = await checkoutFrom('198.51.100.1', [{ productId: faja.id, quantity: 11 }])
    expect(line).toMatchObject({ status: 400, body: { error: { code: 'retail_line_limit', message: expect.stringContaining('/wholesale') } } })
    // Two lines of the same product, colour and size are one line.
    expect((await checkoutFrom('198.51.100.1', [{ productId: faja.id, quantity: 6 }, { productId: faja.id, quantity: 5 }])).body.error.code).toBe('retail_line_limit')
    const order = await checkoutFrom('198.51.100.1', [
      { productId: faja.id, color: 'black', quantity: 10 },
      { productId: faja.id, color: 'beige', quantity: 10 },
      { productId: shaper.id, quantity: 1 },
    ])
    expect(order).toMatchObject({ status: 400, body: { error: { code: 'retail_order_limit', message: expect.stringContaining('at most 20 units') } } })
    expect(await totalReserved()).toBe(0)
    expect((await checkoutFrom('198.51.100.1', [{ productId: faja.id, color: 'black', quantity: 10 }, { productId: faja.id, color: 'beige', quantity: 10 }])).status).toBe(201)
    expect(await reservedOf(faja.id)).toBe(20)
  })

  it('counts made-to-measure pieces against the order’s cap, though they hold no stock', async () => {
    await start()
    const made = await addProduct(t.db, { priceCents: 12000, stock: 0, isCustomMade: true })
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 100 })
    const measurements = { unit: 'cm' as const, waist: 72, hips: 98, thigh: 56 }
    const res = await checkoutFrom('198.51.100.2', [
      { productId: made.id, measurements, quantity: 10 },
      { productId: faja.id, quantity: 10 },
      { productId: faja.id, color: 'beige', quantity: 1 },
    ])
    expect(res.body.error.code).toBe('retail_order_limit')
    const ok = await checkoutFrom('198.51.100.2', [{ productId: made.id, measurements, quantity: 10 }, { productId: faja.id, quantity: 10 }])
    expect(ok.status).toBe(201)
    expect(await orderRow(ok.body.orderId)).toMatchObject({ units: 20 })
    expect(await reservedOf(faja.id)).toBe(10)
    expect(await reservedOf(made.id)).toBe(0)
  })

  it('takes its caps from RETAIL_MAX_UNITS_PER_LINE and RETAIL_MAX_UNITS_PER_ORDER', async () => {
    await start({ env: { RETAIL_MAX_UNITS_PER_LINE: '3', RETAIL_MAX_UNITS_PER_ORDER: '4' } })
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 100 })
    expect((await checkoutFrom('198.51.100.3', [{ productId: faja.id, quantity: 4 }])).body.error.code).toBe('retail_line_limit')
    expect((await checkoutFrom('198.51.100.3', [{ productId: faja.id, quantity: 3 }, { productId: faja.id, color: 'beige', quantity: 2 }])).body.error.code).toBe('retail_order_limit')
    expect((await checkoutFrom('198.51.100.3', [{ productId: faja.id, quantity: 3 }])).status).toBe(201)
  })
})

describe('what one client holds across its unpaid orders', () => {
  it('refuses a new order past the cap from the same address, email or device, and frees it when an order ends', async () => {
    await start()
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 200 })
    const first = await checkoutFrom('198.51.100.10', [{ productId: faja.id, quantity: 10 }, { productId: faja.id, color: 'beige', quantity: 5 }], { email: 'one@example.com' })
    expect(first.status).toBe(201)
    // Same address, new device, another email: 15 + 6 > 20.
    const byAddress = await checkoutFrom('198.51.100.10', [{ productId: faja.id, quantity: 6 }], { email: 'two@example.com' })
    expect(byAddress).toMatchObject({ status: 409, body: { error: { code: 'client_hold_limit', message: expect.stringContaining('at most 20 units') } } })
    // Same email (any case), another address and device.
    expect((await checkoutFrom('198.51.100.11', [{ productId: faja.id, quantity: 6 }], { email: 'ONE@example.com' })).body.error.code).toBe('client_hold_limit')
    // Within the cap from the same address still goes through.
    expect((await checkoutFrom('198.51.100.10', [{ productId: faja.id, quantity: 5 }], { email: 'three@example.com' })).status).toBe(201)
    // Someone else entirely is not affected.
    expect((await checkoutFrom('198.51.100.12', [{ productId: faja.id, quantity: 10 }], { email: 'else@example.com' })).status).toBe(201)
    // Once the first order's hold passes, its units count no more.
    minutesLater(11)
    expect(await runExpiry()).toMatchObject({ result: { expired: 3 } })
    expect((await checkoutFrom('198.51.100.10', [{ productId: faja.id, quantity: 10 }, { productId: faja.id, color: 'beige', quantity: 10 }], { email: 'one@example.com' })).status).toBe(201)
  })

  it('releases a device’s earlier unpaid checkout when it checks out again, unless its payment has started', async () => {
    await start()
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 200 })
    const first = await checkoutFrom('198.51.100.20', [{ productId: faja.id, quantity: 10 }, { productId: faja.id, color: 'beige', quantity: 5 }])
    // The shopper went back and changed the cart: the same device checks out again.
    const second = await checkoutFrom('198.51.100.20', [{ productId: faja.id, quantity: 10 }, { productId: faja.id, color: 'beige', quantity: 6 }], { cookie: first.device })
    expect(second.status).toBe(201)
    expect((await orderRow(first.body.orderId)).status).toBe('cancelled')
    expect(await reservedOf(faja.id)).toBe(16)
    // Once paying has started (the hold was extended), the order is kept and counts.
    expect((await hold(second.body.orderId, second.device)).status).toBe(200)
    const third = await checkoutFrom('198.51.100.20', [{ productId: faja.id, quantity: 5 }], { cookie: first.device })
    expect(third.body.error.code).toBe('client_hold_limit')
    expect((await orderRow(second.body.orderId)).status).toBe('pending')
  })

  it('is decided by the database: 30 parallel checkouts from one client never hold more than the cap', async () => {
    await start({ stripe: true })
    // Every checkout passes the first look before any of them writes.
    stub!.holdCreatesUntil(30)
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 500 })
    // One email from 30 addresses and devices (one address alone would meet the checkout rate limit first).
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => checkoutFrom(`198.51.100.${100 + i}`, [{ productId: faja.id, quantity: 3 }], { email: 'hoarder@example.com' })),
    )
    expect(stub!.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')).toHaveLength(30)
    const placed = answers.filter((a) => a.status === 201)
    expect(placed).toHaveLength(Math.floor(DEFAULT_RETAIL_LIMITS.perOrder / 3))
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused).toMatchObject({ status: 409, body: { error: { code: 'client_hold_limit' } } })
    expect(await reservedOf(faja.id)).toBeLessThanOrEqual(DEFAULT_RETAIL_LIMITS.perOrder)
    expect(await reservedOf(faja.id)).toBe(placed.length * 3)
    // The refused checkouts' intents can no longer be paid.
    expect([...stub!.intents.values()].filter((i) => i.status === 'canceled')).toHaveLength(30 - placed.length)
  })
})

describe('the hoarding request, repeated from one address', () => {
  it('never holds more than the per-order cap of any product, and another shopper can buy the rest', async () => {
    await start()
    // 23 products, 612 units (the sweep's basket: one line per product at its full stock).
    const stocks = [12, 40, 30, 25, 20, 35, 18, 22, 30, 28, 26, 24, 30, 32, 20, 27, 29, 33, 21, 19, 36, 25, 30]
    expect(stocks.reduce((a, b) => a + b, 0)).toBe(612)
    const catalogue = await Promise.all(stocks.map((stock, i) => addProduct(t.db, { priceCents: 5179 + i, stock })))
    const everything = catalogue.map((p, i) => ({ productId: p.id, quantity: stocks[i]! }))

    for (let i = 0; i < 20; i++) {
      // As sent, and trimmed to whatever a line may hold, and to the order's cap; a new device
      // and a new email each time, all from one address.
      const asSent = await checkoutFrom('203.0.113.66', everything, { email: `hoard${i}@example.com` })
      expect(asSent.status).toBe(400)
      const trimmed = await checkoutFrom('203.0.113.66', everything.map((l) => ({ ...l, quantity: Math.min(l.quantity, 10) })), { email: `hoard${i}b@example.com` })
      expect(trimmed.status).toBe(400)
      const [a, b] = [catalogue[i % 23]!, catalogue[(i + 1) % 23]!]
      await checkoutFrom('203.0.113.66', [{ productId: a.id, quantity: 10 }, { productId: b.id, quantity: 10 }], { email: `hoard${i}c@example.com` })
      for (const product of catalogue) expect(await reservedOf(product.id)).toBeLessThanOrEqual(DEFAULT_RETAIL_LIMITS.perOrder)
      expect(await totalReserved()).toBeLessThanOrEqual(DEFAULT_RETAIL_LIMITS.perOrder)
    }
    // The first product (12 in stock) lost 10 to the hoarder: a real shopper buys the 2 left, and
    // every other product's remaining units up to what a retail order may take.
    const first = catalogue[0]!
    expect(await reservedOf(first.id)).toBe(10)
    const shopper = await checkoutFrom('192.0.2.44', [{ productId: first.id, quantity: 2 }, { productId: catalogue[2]!.id, quantity: 10 }], { email: 'real@example.com' })
    expect(shopper.status).toBe(201)
    expect(await reservedOf(first.id)).toBe(12)
    for (const product of catalogue.slice(3)) expect(await reservedOf(product.id)).toBe(0)
  })
})

describe('POST /api/orders/:id/hold', () => {
  it('holds a new order 10 minutes, extends it while the shopper pays, never past an hour after placement', async () => {
    await start()
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 10 })
    const placedAt = clock.getTime()
    const order = await checkoutFrom('198.51.100.40', [{ productId: faja.id, quantity: 2 }])
    expect((await orderRow(order.body.orderId)).holdExpiresAt).toBe(new Date(placedAt + 10 * MINUTE).toISOString())

    minutesLater(8)
    const res = await hold(order.body.orderId, order.device)
    expect(res.status).toBe(200)
    const answer = ordersApi.hold.output.parse(await res.json())
    expect(answer.holdExpiresAt).toBe(new Date(clock.getTime() + PAYING_HOLD_MINUTES * MINUTE).toISOString())
    // Past the first 10 minutes, the extended hold keeps it.
    minutesLater(10)
    expect(await runExpiry()).toMatchObject({ result: { expired: 0 } })
    // Extending again and again never goes past the ceiling.
    for (let i = 0; i < 5; i++) {
      const again = await hold(order.body.orderId, order.device)
      expect(again.status).toBe(200)
      expect(Date.parse((await again.json()).holdExpiresAt)).toBeLessThanOrEqual(placedAt + HOLD_CEILING_MINUTES * MINUTE)
      minutesLater(10)
    }
    expect((await orderRow(order.body.orderId)).holdExpiresAt).toBe(new Date(placedAt + HOLD_CEILING_MINUTES * MINUTE).toISOString())
    expect(await runExpiry()).toMatchObject({ result: { expired: 1 } })
    expect(await reservedOf(faja.id)).toBe(0)
    // A hold that has passed cannot be revived.
    const late = await hold(order.body.orderId, order.device)
    expect(late.status).toBe(409)
    expect((await late.json()).error.code).toBe('order_not_pending')
  })

  it('does not revive a lapsed hold the expiry job has not reached yet, and answers only the order’s device', async () => {
    await start()
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 10 })
    const order = await checkoutFrom('198.51.100.41', [{ productId: faja.id }])
    expect((await hold(order.body.orderId)).status).toBe(404)
    expect((await hold(order.body.orderId, `shopper_device=${crypto.randomUUID()}`)).status).toBe(404)
    minutesLater(11)
    const lapsed = await hold(order.body.orderId, order.device)
    expect(lapsed.status).toBe(409)
    expect((await lapsed.json()).error.code).toBe('order_hold_expired')
  })

  it('gives checkout’s device cookie to a browser that has none: HttpOnly, for /api, long-lived', async () => {
    await start()
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 10 })
    const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id }]) })
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shopper_device='))!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Path=\/api/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(365 * 24 * 60 * 60)
    // The order records hashes of the device and address, never the values themselves.
    const row = await orderRow((await res.json()).orderId)
    expect(row.clientDeviceHash).toMatch(/^[\w-]{22}$/)
    expect(row.clientDeviceHash).not.toBe(cookie.split(';')[0]!.split('=')[1])
  })
})
