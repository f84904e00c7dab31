// The built-in test gateway plays every outcome Stripe can report (decision 012), chosen by the
// documented test cards: declined then paid again on the same order, processing then succeeded or
// failed, refunded from the "dashboard", disputed. The later steps are played by the scheduled
// job through the same handler as Stripe's webhook; tests move the clock instead of waiting.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import { emailOutbox, orderDisputes, orders, paymentEvents, testPaymentIntents } from '#worker/db/schema'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { PAYMENT_RETRY_RATE_LIMIT } from '#worker/services/rate-limit-rules'
import { addProduct, checkoutBody, deviceCookieFrom, stockOf as variantStock } from '#worker/test/checkout'
import { createTestApp } from '#worker/test/test-app'
import { TEST_CARDS, testGateway } from './test-gateway'

let t: Awaited<ReturnType<typeof createTestApp>>
let clock: Date
beforeEach(async () => {
  clock = new Date('2026-03-02T10:00:00.000Z')
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'team@example.com' }, now: () => clock })
})
afterEach(() => t.close())

const secondsLater = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000))
const runJobs = () => runScheduledJobs({ db: t.db, config: t.config }, clock)
const jobResult = async (name: string) => (await runJobs()).find((o) => o.name === name)
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const intentOf = async (orderId: string) => (await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, orderId)))[0]!
const stockOf = (id: string) => variantStock(t.db, id)
const emailsOf = (template: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.template, template))

async function place(quantity = 1) {
  const faja = await addProduct(t.db, { priceCents: 9000, stock: 5 })
  const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id, quantity }]) })
  expect(res.status).toBe(201)
  const order = checkoutApi.createPaymentIntent.output.parse(await res.json())
  devices.set(order.orderId, deviceCookieFrom(res))
  return { faja, order }
}
/** Each order's device cookie: only the device that placed an order reaches it by id (decision 023). */
const devices = new Map<string, string>()
const asDevice = (id: string) => ({ origin: 'http://localhost', cookie: devices.get(id) ?? '' })
const payWith = (clientSecret: string | null, cardNumber: string) => t.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret, cardNumber } })
const confirm = (id: string) => t.request(urlFor(ordersApi.confirm, { id }), { method: 'POST', headers: asDevice(id) })

describe('test cards', () => {
  it('a declined card marks the attempt failed with its reason; the same order is paid again', async () => {
    const { faja, order } = await place()
    const declined = await payWith(order.clientSecret, '4000 0000 0000 9995')
    expect(declined.status).toBe(402)
    expect((await declined.json()).error.code).toBe('insufficient_funds')
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentAttempt: 'failed', paymentFailureCode: 'insufficient_funds' })
    expect((await payWith(order.clientSecret, '4000 0000 0000 0002')).status).toBe(402)
    expect((await orderRow(order.orderId)).paymentFailureCode).toBe('card_declined')

    // From the confirmation page: the same order's client secret, then a good card.
    const retry = ordersApi.payAgain.output.parse(await (await t.request(urlFor(ordersApi.payAgain, { id: order.orderId }), { method: 'POST', headers: asDevice(order.orderId) })).json())
    expect(retry).toMatchObject({ orderId: order.orderId, gateway: 'test', clientSecret: order.clientSecret })
    expect(await (await payWith(retry.clientSecret, TEST_CARDS.succeeds)).json()).toEqual({ status: 'succeeded' })
    expect((await (await confirm(order.orderId)).json()).status).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 0 })
    expect(await t.db.select().from(orders)).toHaveLength(1)
  })

  it('processing then succeeded: the hold outlives the expiry, the scheduled job pays it a minute later', async () => {
    const { faja, order } = await place(2)
    secondsLater(30 * 60 + 30)
    expect(await (await payWith(order.clientSecret, '4000 0000 0000 0077')).json()).toEqual({ status: 'processing' })
    expect((await orderRow(order.orderId)).paymentAttempt).toBe('processing')
    // The hold is over, the step not yet due: the expiry reads the intent and keeps the order.
    secondsLater(30)
    expect(await jobResult('expire-unpaid-orders')).toMatchObject({ ok: true, result: { expired: 0, processing: 1 } })
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 2 })
    expect((await payWith(order.clientSecret, TEST_CARDS.succeeds)).status).toBe(409)

    secondsLater(31)
    expect(await jobResult('play-test-payments')).toMatchObject({ ok: true, result: { steps: 1 } })
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'processing', paymentAttempt: null })
    expect(await stockOf(faja.id)).toEqual({ stock: 3, reserved: 0 })
    expect(await emailsOf('order_confirmation')).toHaveLength(1)
    // Nothing more to play.
    secondsLater(120)
    expect(await jobResult('play-test-payments')).toMatchObject({ ok: true, result: { steps: 0 } })
  })

  it('processing then failed: the attempt is marked failed and the order can be paid again', async () => {
    const { order } = await place()
    expect(await (await payWith(order.clientSecret, TEST_CARDS.processingFails)).json()).toEqual({ status: 'processing' })
    secondsLater(61)
    await runJobs()
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentAttempt: 'failed', paymentFailureCode: 'insufficient_funds' })
    expect((await intentOf(order.orderId)).status).toBe('requires_payment_method')
    expect((await payWith(order.clientSecret, TEST_CARDS.succeeds)).status).toBe(200)
    expect((await (await confirm(order.orderId)).json()).status).toBe('processing')
  })

  it('refunded outside the shop: half a minute later half of it, a minute after the rest, each reported as charge_refunded', async () => {
    const { order } = await place()
    expect((await payWith(order.clientSecret, TEST_CARDS.refundedOutside)).status).toBe(200)
    await confirm(order.orderId)
    secondsLater(31)
    await runJobs()
    expect(await intentOf(order.orderId)).toMatchObject({ amountRefundedCents: 5000, refunds: [expect.objectContaining({ amountCents: 5000, shopRefundId: null })] })
    secondsLater(60)
    await runJobs()
    expect((await intentOf(order.orderId)).amountRefundedCents).toBe(10000)
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId))
    expect(events.map((e) => e.type)).toEqual(['charge_refunded', 'charge_refunded'])
    expect((await orderRow(order.orderId)).status).toBe('refunded')
  })

  it('disputed: opened a minute later, under review, then won; the team is told when it opens and closes', async () => {
    const { order } = await place()
    await payWith(order.clientSecret, TEST_CARDS.disputed)
    await confirm(order.orderId)
    secondsLater(61)
    await runJobs()
    expect(await t.db.select().from(orderDisputes)).toEqual([expect.objectContaining({ orderId: order.orderId, status: 'needs_response', reason: 'fraudulent', closedAt: null })])
    secondsLater(60)
    await runJobs()
    expect((await t.db.select().from(orderDisputes))[0]!.status).toBe('under_review')
    secondsLater(60)
    await runJobs()
    expect((await t.db.select().from(orderDisputes))[0]).toMatchObject({ status: 'won', closedAt: clock.toISOString() })
    expect((await emailsOf('dispute_notification')).map((e) => e.subject)).toEqual([expect.stringContaining('Dispute opened'), expect.stringContaining('closed: won')])
  })

  it('paying again is limited per address', async () => {
    const { order } = await place()
    const again = () => t.request(urlFor(ordersApi.payAgain, { id: order.orderId }), { method: 'POST', headers: asDevice(order.orderId) })
    for (let i = 0; i < PAYMENT_RETRY_RATE_LIMIT.limit; i++) expect((await again()).status).toBe(200)
    expect((await again()).status).toBe(429)
  })

  it('an unknown number is refused with the list of cards', async () => {
    const { order } = await place()
    const res = await payWith(order.clientSecret, '4111 1111 1111 1111')
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('invalid_test_card')
  })
})

describe('test gateway refunds', () => {
  it('answer the refund, never twice for one key, never past what was paid', async () => {
    const { order } = await place()
    await payWith(order.clientSecret, TEST_CARDS.succeeds)
    const gateway = testGateway(t.db)
    const intentId = (await intentOf(order.orderId)).id
    const first = await gateway.refund(intentId, { amountCents: 4000, idempotencyKey: 'r1', shopRefundId: 'row-1' })
    expect(first).toEqual({ id: 'testre_r1', amountCents: 4000, status: 'succeeded', shopRefundId: 'row-1' })
    expect(await gateway.refund(intentId, { amountCents: 4000, idempotencyKey: 'r1', shopRefundId: 'row-1' })).toEqual(first)
    await expect(gateway.refund(intentId, { amountCents: 6001, idempotencyKey: 'r2' })).rejects.toMatchObject({ code: 'refund_failed', message: expect.stringContaining('left to refund') })
    // Many at once: together they never refund more than was paid.
    const answers = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => gateway.refund(intentId, { amountCents: 1000, idempotencyKey: `many-${i}` })))
    expect(answers.filter((a) => a.status === 'fulfilled' && a.value !== null)).toHaveLength(6)
    expect((await intentOf(order.orderId)).amountRefundedCents).toBe(10000)
    expect(await gateway.refund(intentId, { idempotencyKey: 'rest' })).toBeNull()
  })
})
