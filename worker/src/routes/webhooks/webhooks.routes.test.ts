// Card payments through Stripe: the real `stripe` SDK against a local stub of the API
// (worker/src/test/stripe-stub.ts), and webhooks signed with the SDK's own test signer. Nothing
// leaves the machine.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, webhooksApi } from '#shared/contracts/orders'
import { emailOutbox, orders, paymentEvents } from '#worker/db/schema'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { addProduct, checkoutBody, deviceCookieFrom, stockOf as variantStock } from '#worker/test/checkout'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { createTestApp } from '#worker/test/test-app'

let stub: StripeStub
let t: Awaited<ReturnType<typeof createTestApp>>
let clock: Date
beforeEach(async () => {
  stub = await startStripeStub()
  clock = new Date()
  t = await createTestApp({ env: stub.env, now: () => clock })
})
afterEach(async () => {
  t.close()
  await stub.close()
})

async function placeOrder(quantity = 1) {
  const faja = await addProduct(t.db, { priceCents: 6400, stock: 5 })
  const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id, quantity }], { customerEmail: 'ana@example.com' }) })
  expect(res.status).toBe(201)
  return { faja, order: checkoutApi.createPaymentIntent.output.parse(await res.json()), device: deviceCookieFrom(res) }
}
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const stockOf = (id: string) => variantStock(t.db, id)
/** A delivery as Stripe makes it: raw JSON, its signature, no Origin header (server to server). */
const deliver = (payload: string, signature?: string) =>
  t.request(webhooksApi.stripe.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', ...(signature && { 'stripe-signature': signature }) },
    body: payload,
  })

describe('Stripe payment intents', () => {
  it('creates one PaymentIntent per order: exact amount in cents, usd, order id and number, automatic payment methods', async () => {
    const { order } = await placeOrder(2)
    expect(order.gateway).toBe('stripe')
    const create = stub.requests.find((r) => r.path === '/v1/payment_intents')!
    expect(create.idempotencyKey).toBe(order.orderId)
    expect(create.body).toMatchObject({
      amount: '12800',
      currency: 'usd',
      'metadata[orderId]': order.orderId,
      'metadata[orderNumber]': order.orderNumber,
      'automatic_payment_methods[enabled]': 'true',
      receipt_email: 'ana@example.com',
    })
    const intent = [...stub.intents.values()][0]!
    expect(order.clientSecret).toBe(intent.client_secret)
    expect((await orderRow(order.orderId)).paymentIntentId).toBe(intent.id)
  })

  it('confirms only once Stripe reports the payment succeeded', async () => {
    const { faja, order, device } = await placeOrder()
    const confirm = () => t.request(urlFor(ordersApi.confirm, { id: order.orderId }), { method: 'POST', headers: { origin: 'http://localhost', cookie: device } })
    const early = await confirm()
    expect(early.status).toBe(409)
    expect((await early.json()).error.code).toBe('payment_not_completed')
    stub.pay((await orderRow(order.orderId)).paymentIntentId!)
    const res = await confirm()
    expect(res.status).toBe(200)
    expect((await res.json()).status).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 0 })
  })

  it('refuses a payment that does not match the order’s amount', async () => {
    const { faja, order, device } = await placeOrder()
    const intent = stub.pay((await orderRow(order.orderId)).paymentIntentId!)
    intent.amount = 100
    const res = await t.request(urlFor(ordersApi.confirm, { id: order.orderId }), { method: 'POST', headers: { origin: 'http://localhost', cookie: device } })
    expect(res.status).toBe(409)
    expect((await res.json()).error.code).toBe('payment_mismatch')
    expect((await orderRow(order.orderId)).status).toBe('pending')
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 1 })
  })

  it('leaves nothing behind when Stripe cannot be reached', async () => {
    const faja = await addProduct(t.db, { priceCents: 6400, stock: 5 })
    stub.failNextCreate(400)
    const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id }]) })
    expect(res.status).toBe(503)
    expect((await res.json()).error.code).toBe('payment_provider_unavailable')
    expect(await t.db.select().from(orders)).toHaveLength(0)
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 0 })
  })
})

describe('POST /api/webhooks/stripe', () => {
  it('confirms the order of a succeeded payment for a shopper who closed the tab, once per event', async () => {
    const { faja, order, device } = await placeOrder()
    const intent = stub.pay((await orderRow(order.orderId)).paymentIntentId!)
    const { payload, signature } = await stub.webhook('payment_intent.succeeded', intent, { id: 'evt_paid_1' })
    const res = await deliver(payload, signature)
    expect(res.status).toBe(200)
    expect(webhooksApi.stripe.output.parse(await res.json())).toEqual({ received: true })
    expect((await orderRow(order.orderId)).status).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 0 })

    // Stripe delivers again; and the shopper's own confirm arrives late: nothing is sold twice.
    expect((await deliver(payload, signature)).status).toBe(200)
    const again = await stub.webhook('payment_intent.succeeded', intent, { id: 'evt_paid_2' })
    expect((await deliver(again.payload, again.signature)).status).toBe(200)
    const confirm = await t.request(urlFor(ordersApi.confirm, { id: order.orderId }), { method: 'POST', headers: { origin: 'http://localhost', cookie: device } })
    expect((await confirm.json()).status).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 0 })
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'order_confirmation'))).toHaveLength(1)
    expect((await t.db.select().from(paymentEvents)).map((e) => e.id).sort()).toEqual(['evt_paid_1', 'evt_paid_2'])
  })

  it('cancels a pending order whose payment intent was cancelled and releases its units', async () => {
    const { faja, order } = await placeOrder(2)
    const intent = stub.intents.get((await orderRow(order.orderId)).paymentIntentId!)!
    intent.status = 'canceled'
    const { payload, signature } = await stub.webhook('payment_intent.canceled', intent)
    expect((await deliver(payload, signature)).status).toBe(200)
    expect((await orderRow(order.orderId)).status).toBe('cancelled')
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 0 })
  })

  it('answers 400 to a missing or wrong signature and changes nothing', async () => {
    const { order } = await placeOrder()
    const intent = stub.pay((await orderRow(order.orderId)).paymentIntentId!)
    const { payload } = await stub.webhook('payment_intent.succeeded', intent)
    const unsigned = await deliver(payload)
    expect(unsigned.status).toBe(400)
    expect((await unsigned.json()).error.code).toBe('invalid_signature')
    const forged = await stub.webhook('payment_intent.succeeded', intent, { secret: 'whsec_someone_else' })
    expect((await deliver(forged.payload, forged.signature)).status).toBe(400)
    // A genuine signature over another body does not hold either.
    const genuine = await stub.webhook('payment_intent.succeeded', intent)
    expect((await deliver(genuine.payload.replace('"livemode":false', '"livemode":true'), genuine.signature)).status).toBe(400)
    expect((await orderRow(order.orderId)).status).toBe('pending')
  })

  it('acknowledges events it does not act on', async () => {
    const { payload, signature } = await stub.webhook('customer.created', { id: 'cus_1', object: 'customer' })
    expect((await deliver(payload, signature)).status).toBe(200)
  })

  it('answers 503 naming STRIPE_WEBHOOK_SECRET when it is not configured', async () => {
    const noSecret = await createTestApp({ env: { ...stub.env, STRIPE_WEBHOOK_SECRET: '' } })
    const { payload, signature } = await stub.webhook('customer.created', { id: 'cus_1' })
    const res = await noSecret.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
    expect(res.status).toBe(503)
    expect((await res.json()).error.message).toContain('STRIPE_WEBHOOK_SECRET')
    noSecret.close()
  })
})

describe('expiry with Stripe', () => {
  const runJobs = () => runScheduledJobs({ db: t.db, config: t.config }, clock)

  it('cancels the intent of an order left unpaid past ORDER_HOLD_MINUTES, so it can no longer be paid', async () => {
    const { faja, order } = await placeOrder(2)
    clock = new Date(clock.getTime() + 31 * 60_000)
    const outcomes = await runJobs()
    expect(outcomes.find((o) => o.name === 'expire-unpaid-orders')).toMatchObject({ ok: true, result: { expired: 1, paid: 0 } })
    expect((await orderRow(order.orderId)).status).toBe('cancelled')
    expect(stub.intents.get((await orderRow(order.orderId)).paymentIntentId!)!.status).toBe('canceled')
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 0 })
  })

  it('confirms instead an order that was paid but never confirmed (a lost confirm, a late webhook)', async () => {
    const { faja, order } = await placeOrder()
    stub.pay((await orderRow(order.orderId)).paymentIntentId!)
    clock = new Date(clock.getTime() + 31 * 60_000)
    const outcomes = await runJobs()
    expect(outcomes.find((o) => o.name === 'expire-unpaid-orders')).toMatchObject({ ok: true, result: { expired: 0, paid: 1 } })
    expect((await orderRow(order.orderId)).status).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 0 })
  })
})
