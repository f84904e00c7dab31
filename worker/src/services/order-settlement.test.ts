import type { Product } from '#shared/schemas/catalogue'
// Unpaid orders give their units and points back after ORDER_HOLD_MINUTES (the scheduled job),
// and however a pending order ends, it ends once.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import { loyaltyLedger, orderSettlements, orders, users } from '#worker/db/schema'
import { runScheduledJobs, SCHEDULED_JOBS } from '#worker/jobs/scheduled'
import { addProduct, checkoutBody, deviceCookieFrom, stockOf as variantStock } from '#worker/test/checkout'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'
import { loyaltyBalance } from './loyalty'
import { cancelUnpaidOrder } from './order-settlement'

let t: Awaited<ReturnType<typeof createTestApp>>
let clock: Date
const start = async (env: Record<string, string> = {}) => {
  clock = new Date('2026-03-02T10:00:00.000Z')
  t = await createTestApp({ seed: true, env, now: () => clock })
}
afterEach(() => t.close())

const minutesLater = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000))
const runJobs = async () => (await runScheduledJobs({ db: t.db, config: t.config }, clock)).find((o) => o.name === 'expire-unpaid-orders')
const stockOf = (id: string) => variantStock(t.db, id)
const statusOf = async (id: string) => (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status

type Extra = { redeemPoints?: 500 | 1000 | 2000; promoCode?: string; cookie?: string }
const send = (productId: string, quantity: number, extra: Extra = {}) =>
  t.request(checkoutApi.createPaymentIntent.url, {
    method: 'POST',
    json: checkoutBody([{ productId, quantity }], { ...(extra.redeemPoints && { redeemPoints: extra.redeemPoints }), ...(extra.promoCode && { promoCode: extra.promoCode }) }),
    headers: extra.cookie ? { cookie: extra.cookie } : {},
  })
async function place(productId: string, quantity: number, extra: Extra = {}) {
  const res = await send(productId, quantity, extra)
  expect(res.status).toBe(201)
  return { ...checkoutApi.createPaymentIntent.output.parse(await res.json()), device: deviceCookieFrom(res) }
}
const payWith = (clientSecret: string | null, cardNumber = '4242424242424242') =>
  t.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret, cardNumber } })

describe('expiry of unpaid orders', () => {
  beforeEach(() => start())

  it('is one of the scheduled jobs', () => {
    expect(SCHEDULED_JOBS.map((j) => j.name)).toContain('expire-unpaid-orders')
  })

  it('releases the units and the points of an order unpaid after 10 minutes, not before', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 3 })
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const balance = await loyaltyBalance(t.db, customer!.id)
    const order = await place(faja.id, 2, { redeemPoints: 500, cookie })
    expect(await stockOf(faja.id)).toEqual({ stock: 3, reserved: 2 })
    expect(await loyaltyBalance(t.db, customer!.id)).toBe(balance - 500)
    // A declined card does not keep it alive.
    expect((await payWith(order.clientSecret, '4000 0000 0000 0002')).status).toBe(402)

    minutesLater(9)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 0 } })
    expect(await statusOf(order.orderId)).toBe('pending')

    minutesLater(2)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 1, paid: 0, retryLater: 0 } })
    expect(await statusOf(order.orderId)).toBe('cancelled')
    expect(await stockOf(faja.id)).toEqual({ stock: 3, reserved: 0 })
    expect(await loyaltyBalance(t.db, customer!.id)).toBe(balance)
    expect(await t.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.referenceId, order.orderId))).toHaveLength(0)
    // The storefront offers the units again; the expired order's card form no longer takes payment.
    const offered = (await (await t.request(`/api/products/${faja.id}`)).json()) as Product
    expect(offered.variants.find((v) => v.color === 'black' && v.size === 'M')!.available).toBe(3)
    const late = await payWith(order.clientSecret)
    expect(late.status).toBe(409)
    expect((await late.json()).error.code).toBe('payment_intent_canceled')
    // Running again finds nothing more to do.
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 0 } })
  })

  it('confirms instead an order that was paid but whose confirmation never arrived', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 3 })
    const order = await place(faja.id, 1)
    await payWith(order.clientSecret)
    minutesLater(45)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 0, paid: 1 } })
    expect(await statusOf(order.orderId)).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 2, reserved: 0 })
  })

  it('ends an order once when its confirmation and its expiry race', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 3 })
    const order = await place(faja.id, 2)
    await payWith(order.clientSecret)
    minutesLater(31)
    const confirm = () => t.request(urlFor(ordersApi.confirm, { id: order.orderId }), { method: 'POST', headers: { origin: 'http://localhost', cookie: order.device } })
    const [a, , b] = await Promise.all([confirm(), runJobs(), confirm()])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await statusOf(order.orderId)).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 1, reserved: 0 })
    expect(await t.db.select().from(orderSettlements).where(eq(orderSettlements.orderId, order.orderId))).toEqual([
      { orderId: order.orderId, outcome: 'paid', settledAt: clock.toISOString() },
    ])
  })

  it('lets the shop cancel an unpaid order, releasing its hold once', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 3 })
    const order = await place(faja.id, 3)
    expect(await cancelUnpaidOrder(t.db, order.orderId, 'cancelled_by_shop', clock)).toBe(true)
    expect(await cancelUnpaidOrder(t.db, order.orderId, 'cancelled_by_shop', clock)).toBe(false)
    expect(await stockOf(faja.id)).toEqual({ stock: 3, reserved: 0 })
  })

  it('gives back the use of a discount code when an unpaid order expires or is cancelled, not once it is paid (decision 034)', async () => {
    // The demo customer's GRACIAS15: 15 % off Sculpt & Support, once per customer.
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 10 })
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const codeAgain = async () => (await (await send(faja.id, 1, { promoCode: 'Gracias15', cookie })).json()).error?.code
    const first = await place(faja.id, 2, { promoCode: 'gracias15', cookie })
    expect(first.totals).toMatchObject({ subtotal: '180.00', discount: '27.00', total: '153.00' })
    expect(first.promo).toEqual({ code: 'GRACIAS15', discount: '27.00' })
    expect(await codeAgain()).toBe('promo_code_already_used')

    minutesLater(11)
    expect(await runJobs()).toMatchObject({ result: { expired: 1 } })
    const second = await place(faja.id, 1, { promoCode: 'GRACIAS15', cookie })
    expect(await cancelUnpaidOrder(t.db, second.orderId, 'cancelled_by_shop', clock)).toBe(true)
    const third = await place(faja.id, 1, { promoCode: 'GRACIAS15', cookie })
    expect((await payWith(third.clientSecret)).status).toBe(200)
    expect((await t.request(urlFor(ordersApi.confirm, { id: third.orderId }), { method: 'POST', headers: { cookie } })).status).toBe(200)
    minutesLater(11)
    expect(await runJobs()).toMatchObject({ result: { expired: 0 } })
    expect(await codeAgain()).toBe('promo_code_already_used')
    // The expired and cancelled orders still say which code they were placed with.
    const [expired] = await t.db.select().from(orders).where(eq(orders.id, first.orderId))
    expect(expired).toMatchObject({ status: 'cancelled', promoCode: 'GRACIAS15', promoDiscountCents: 2700, discountCents: 2700 })
  })
})

describe('ORDER_HOLD_MINUTES', () => {
  beforeEach(() => start({ ORDER_HOLD_MINUTES: '25' }))

  it('sets how long an unpaid order holds its units', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 3 })
    const order = await place(faja.id, 1)
    minutesLater(24)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 0 } })
    minutesLater(2)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 1 } })
    expect(await statusOf(order.orderId)).toBe('cancelled')
  })
})
