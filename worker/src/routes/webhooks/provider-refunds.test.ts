// Refunds the provider reports (decision 012 "Refunds"): made in the Stripe Dashboard, in part or in
// full, or the echo of the shop's own. Through the real webhook route, with events signed by the
// `stripe` SDK's test signer, against the Stripe stand-in and a real libSQL database.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOrdersApi } from '#shared/contracts/admin-orders'
import { urlFor } from '#shared/contracts/contract'
import { webhooksApi } from '#shared/contracts/orders'
import { paymentRefunds } from '#worker/db/schema'
import { stripeGateway } from '#worker/services/payments/stripe-gateway'
import { addProduct, stockOf as variantStock } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { signIn } from '#worker/test/session-cookie'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp
let stub: StripeStub
let staff: string
let customer: string
let clock: Date
beforeAll(async () => {
  stub = await startStripeStub()
  clock = new Date()
  t = await createTestApp({ seed: true, env: stub.env, now: () => clock })
  staff = await signIn(t.request, 'staff@example.com', TEST_PASSWORD)
  customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
})
afterAll(async () => {
  t.close()
  await stub.close()
})

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({ ...init, headers: { ...(init.headers as object), cookie } })
async function detail(id: string) {
  const res = await t.request(urlFor(adminOrdersApi.detail, { id }), as(staff))
  expect(res.status).toBe(200)
  return adminOrdersApi.detail.output.parse(await res.json())
}
const stockOf = async (id: string) => (await variantStock(t.db, id)).stock
const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000)
let eventSequence = 0
/** A second passes between the steps of a story, so its refunds list in the order they were made. */
const tick = () => (clock = new Date(clock.getTime() + 1000))

/** Stripe's charge.refunded for the intent as it stands now, delivered (twice when asked) through the webhook route. */
async function chargeRefunded(intentId: string, options: { times?: number; created?: Date } = {}) {
  tick()
  const { payload, signature } = await stub.webhook('charge.refunded', stub.charge(intentId), { id: `evt_refund_${++eventSequence}`, created: options.created ?? later(eventSequence) })
  for (let i = 0; i < (options.times ?? 1); i++) {
    const res = await t.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: payload })
    expect(res.status).toBe(200)
  }
  return { payload, signature }
}

async function paidOrder(quantity: number, priceCents = 10_000) {
  const product = await addProduct(t.db, { priceCents, stock: 10 })
  const { orderId } = await buy(t, [{ productId: product.id, quantity }], { stripe: stub, cookie: customer, email: 'customer@example.com' })
  const order = await detail(orderId)
  expect(order.status).toBe('processing')
  return { product, orderId, order, intentId: order.paymentIntentId!, totalCents: Math.round(Number(order.totalAmount) * 100) }
}

describe('refunds made in the Stripe Dashboard', () => {
  it('a partial one is recorded once with its amount, takes back its share of the points and restocks nothing; the rest refunds and closes the order', async () => {
    const { product, orderId, order, intentId, totalCents } = await paidOrder(2)
    const earned = order.loyalty!.earned
    const stock = await stockOf(product.id)

    const part = 5000
    stub.refundFromDashboard(intentId, part)
    const first = await chargeRefunded(intentId, { times: 2 })
    const partly = await detail(orderId)
    expect(partly.status).toBe('processing')
    expect(partly.refunds).toEqual([
      expect.objectContaining({ amount: '50.00', source: 'provider', status: 'succeeded', lines: [], by: null, pointsTakenBack: Math.floor((earned * part) / totalCents) }),
    ])
    expect(partly.refundableAmount).toBe(((totalCents - part) / 100).toFixed(2))
    expect(await stockOf(product.id)).toBe(stock)

    // The rest, from the Dashboard too: the order is refunded and closed as a back-office refund closes it.
    stub.refundFromDashboard(intentId)
    await chargeRefunded(intentId)
    const closed = await detail(orderId)
    expect(closed).toMatchObject({ status: 'refunded', refundedAmount: closed.totalAmount, refundableAmount: '0.00' })
    expect(closed.refunds.map((r) => [r.source, r.status, r.amount])).toEqual([
      ['provider', 'succeeded', '50.00'],
      ['provider', 'succeeded', ((totalCents - part) / 100).toFixed(2)],
    ])
    expect(closed.refunds.reduce((sum, r) => sum + r.pointsTakenBack, 0)).toBe(earned)
    expect(closed.closure).toMatchObject({ unitsReturned: true })
    expect(await stockOf(product.id)).toBe(stock + 2)
    expect(closed.history.at(-1)).toMatchObject({ event: 'status_change', to: 'refunded', by: null })

    // The first event delivered again late, and another event about the same charge, change nothing.
    const again = await t.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': first.signature }, body: first.payload })
    expect(again.status).toBe(200)
    await chargeRefunded(intentId, { created: later(-600) })
    expect((await detail(orderId)).refunds).toHaveLength(2)
    expect(await stockOf(product.id)).toBe(stock + 2)
  })

  it('the echo of the shop’s own refund is recognised by its metadata, and completes a refund whose answer was lost', async () => {
    const { orderId, intentId } = await paidOrder(1)
    const refund = (body: unknown, key: string) => tick() && t.request(urlFor(adminOrdersApi.refund, { id: orderId }), as(staff, { method: 'POST', json: body, headers: { 'Idempotency-Key': key } }))

    expect((await refund({ amount: '10.00', reason: 'Late delivery' }, 'provider-echo-1')).status).toBe(201)
    await chargeRefunded(intentId, { times: 2 })
    expect((await detail(orderId)).refunds.map((r) => [r.source, r.status, r.amount])).toEqual([['shop', 'succeeded', '10.00']])

    // Stripe unreachable: the refund stays pending and counts against what is left.
    stub.failRefunds(500)
    const lost = await refund({ amount: '20.00' }, 'provider-echo-2')
    expect(lost.status).toBe(503)
    stub.failRefunds()
    const pending = await detail(orderId)
    expect(pending.refunds.map((r) => r.status)).toEqual(['succeeded', 'pending'])
    const row = (await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId))).find((r) => r.status === 'pending')!
    // Its request did reach Stripe after all (as a lost answer would): the webhook names it and completes it.
    await stripeGateway(t.config).refund(intentId, { amountCents: 2000, idempotencyKey: row.id, shopRefundId: row.id })
    await chargeRefunded(intentId)
    const done = await detail(orderId)
    expect(done.refunds.map((r) => [r.source, r.status, r.amount])).toEqual([
      ['shop', 'succeeded', '10.00'],
      ['shop', 'succeeded', '20.00'],
    ])
    expect(done.refundedAmount).toBe('30.00')
    // The retry of the lost request (same key) finds it done and refunds nothing more.
    expect((await refund({ amount: '20.00' }, 'provider-echo-2')).status).toBe(201)
    expect(stub.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([1000, 2000])
  })
})

describe('a shop refund whose answer never came', () => {
  it('is asked again with the same key: by the retried request, and by a later refund once it is a minute old; never refunded twice', async () => {
    const { orderId, intentId } = await paidOrder(1)
    const refund = (body: unknown, key: string) => t.request(urlFor(adminOrdersApi.refund, { id: orderId }), as(staff, { method: 'POST', json: body, headers: { 'Idempotency-Key': key } }))
    const asked = () => stub.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)
    const statuses = async () => (await detail(orderId)).refunds.map((r) => [r.amount, r.status])

    stub.failRefunds(500)
    tick()
    expect((await refund({ amount: '10.00' }, 'lost-answer-1')).status).toBe(503)
    expect(await statuses()).toEqual([['10.00', 'pending']])
    stub.failRefunds()
    const retried = await refund({ amount: '10.00' }, 'lost-answer-1')
    expect(retried.status).toBe(201)
    expect(adminOrdersApi.refund.output.parse(await retried.json()).refund).toMatchObject({ amount: '10.00', status: 'succeeded' })
    expect(asked()).toEqual([1000])

    stub.failRefunds(500)
    tick()
    expect((await refund({ amount: '5.00' }, 'lost-answer-2')).status).toBe(503)
    stub.failRefunds()
    // Half a minute later its request may still be running: another refund leaves it alone.
    clock = later(30)
    expect((await refund({ amount: '1.00' }, 'lost-answer-3')).status).toBe(201)
    expect(await statuses()).toEqual([
      ['10.00', 'succeeded'],
      ['5.00', 'pending'],
      ['1.00', 'succeeded'],
    ])
    // A minute on, it is asked again (same key) before the next refund.
    clock = later(31)
    expect((await refund({ amount: '1.00' }, 'lost-answer-4')).status).toBe(201)
    expect(await statuses()).toEqual([
      ['10.00', 'succeeded'],
      ['5.00', 'succeeded'],
      ['1.00', 'succeeded'],
      ['1.00', 'succeeded'],
    ])
    expect(asked()).toEqual([1000, 100, 500, 100])
    expect((await detail(orderId)).refundedAmount).toBe('17.00')
  })
})
