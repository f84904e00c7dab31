// The whole card-payment lifecycle through Stripe (decision 012): the real `stripe` SDK against the
// local stub (worker/src/test/stripe-stub.ts), webhooks signed with the SDK's own test signer, a
// real libSQL database. Processing payments survive the expiry, failed ones can be paid again on
// the same order, late payments restore or refund their order, disputes are recorded, and events
// arriving twice or out of order never undo a later state.
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, webhooksApi } from '#shared/contracts/orders'
import { emailOutbox, latePayments, loyaltyLedger, orderDisputes, orders, paymentEvents, paymentRefunds, productVariants, storeCreditEntries, users } from '#worker/db/schema'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { loyaltyBalance } from '#worker/services/loyalty'
import { storeCreditBalance } from '#worker/services/store-credit'
import { STRIPE_API_VERSION, stripeGateway } from '#worker/services/payments/stripe-gateway'
import { addProduct, checkoutBody, deviceCookieFrom, stockOf as variantStock } from '#worker/test/checkout'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let stub: StripeStub
let t: Awaited<ReturnType<typeof createTestApp>>
let clock: Date
beforeEach(async () => {
  stub = await startStripeStub()
  clock = new Date()
  t = await createTestApp({ env: { ...stub.env, SUPPORT_EMAIL: 'team@example.com' }, now: () => clock })
})
afterEach(async () => {
  t.close()
  await stub.close()
})

async function placeOrder(quantity = 1, stock = 5) {
  const faja = await addProduct(t.db, { priceCents: 6400, stock })
  const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id, quantity }], { customerEmail: 'ana@example.com' }) })
  expect(res.status).toBe(201)
  const order = checkoutApi.createPaymentIntent.output.parse(await res.json())
  devices.set(order.orderId, deviceCookieFrom(res))
  const intentId = (await orderRow(order.orderId)).paymentIntentId!
  return { faja, order, intentId }
}
/** Each order's device cookie: only the device that placed an order reaches it by id (decision 023). */
const devices = new Map<string, string>()
const asDevice = (id: string) => ({ origin: 'http://localhost', cookie: devices.get(id) ?? '' })
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const stockOf = (id: string) => variantStock(t.db, id)
const secondsLater = (seconds: number) => new Date(clock.getTime() + seconds * 1000)
const minutesLater = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000))
const runJobs = async () => (await runScheduledJobs({ db: t.db, config: t.config }, clock)).find((o) => o.name === 'expire-unpaid-orders')
const emailsOf = (template: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.template, template))

/** A delivery as Stripe makes it: raw JSON signed by the SDK, no Origin header (server to server). */
async function deliver(type: string, object: unknown, options: { id?: string; created?: Date } = {}) {
  const { payload, signature } = await stub.webhook(type, object, options)
  const res = await t.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: payload })
  expect(res.status).toBe(200)
  return res
}
const guestView = async (id: string) => ordersApi.guest.output.parse(await (await t.request(urlFor(ordersApi.guest, { id }), { headers: asDevice(id) })).json())
const payAgain = (id: string) => t.request(urlFor(ordersApi.payAgain, { id }), { method: 'POST', headers: asDevice(id) })

describe('what travels with the intent', () => {
  it('pins the API version and sends the shipping name, phone and address', async () => {
    await placeOrder()
    const create = stub.requests.find((r) => r.path === '/v1/payment_intents')!
    expect(create.stripeVersion).toBe(STRIPE_API_VERSION)
    expect(create.body).toMatchObject({
      'shipping[name]': 'Ana Ríos',
      'shipping[phone]': '+1 512 555 0142',
      'shipping[address][line1]': '245 Maple Avenue',
      'shipping[address][city]': 'Austin',
      'shipping[address][state]': 'TX',
      'shipping[address][postal_code]': '78701',
      'shipping[address][country]': 'US',
    })
  })
})

describe('a processing payment', () => {
  it('keeps its order and its hold past the expiry, then is paid when Stripe says it succeeded', async () => {
    const { faja, order, intentId } = await placeOrder(2)
    await deliver('payment_intent.processing', stub.process(intentId), { created: secondsLater(5) })
    expect((await guestView(order.orderId)).payment).toEqual({ attempt: 'processing', failureCode: null })

    minutesLater(31)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 0, processing: 1, paid: 0 } })
    expect((await orderRow(order.orderId)).status).toBe('pending')
    expect(stub.intents.get(intentId)!.status).toBe('processing')
    expect(stub.requests.filter((r) => r.path.endsWith('/cancel'))).toHaveLength(0)
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 2 })
    // Paying again is refused while it is processing.
    expect((await (await payAgain(order.orderId)).json()).error.code).toBe('payment_processing')

    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(2000) })
    expect((await orderRow(order.orderId)).status).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 3, reserved: 0 })
    expect(await emailsOf('order_confirmation')).toHaveLength(1)
  })

  it('that the expiry is the first to hear of is marked processing, not cancelled', async () => {
    const { faja, order, intentId } = await placeOrder()
    stub.process(intentId)
    minutesLater(31)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 0, processing: 1 } })
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentAttempt: 'processing' })
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 1 })
  })

  it('then failed lets the shopper pay again until the hold ends, then the expiry releases it', async () => {
    const { faja, order, intentId } = await placeOrder(2)
    await deliver('payment_intent.processing', stub.process(intentId), { created: secondsLater(5) })
    minutesLater(31)
    await runJobs()
    await deliver('payment_intent.payment_failed', stub.fail(intentId, 'card_declined', 'insufficient_funds'), { created: secondsLater(10) })
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentAttempt: 'failed', paymentFailureCode: 'insufficient_funds' })
    expect((await guestView(order.orderId)).payment).toEqual({ attempt: 'failed', failureCode: 'insufficient_funds' })

    // The expiry that found it processing kept its hold 15 minutes more; the shopper may pay again until then.
    minutesLater(14)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 0, processing: 0 } })
    minutesLater(2)
    expect(await runJobs()).toMatchObject({ ok: true, result: { expired: 1, processing: 0 } })
    expect((await orderRow(order.orderId)).status).toBe('cancelled')
    expect(stub.intents.get(intentId)!.status).toBe('canceled')
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 0 })
  })
})

describe('a failed payment', () => {
  it('is marked on the order, and the same order is paid again with the same intent', async () => {
    const { faja, order, intentId } = await placeOrder()
    await deliver('payment_intent.payment_failed', stub.fail(intentId, 'card_declined', 'generic_decline'), { created: secondsLater(1) })
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentAttempt: 'failed', paymentFailureCode: 'generic_decline' })
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 1 })

    const again = await payAgain(order.orderId)
    expect(again.status).toBe(200)
    expect(ordersApi.payAgain.output.parse(await again.json())).toEqual({
      orderId: order.orderId,
      orderNumber: order.orderId.slice(0, 8).toUpperCase(),
      gateway: 'stripe',
      clientSecret: order.clientSecret,
      totalAmount: '74.00',
    })
    // No second intent, no second order.
    expect(stub.intents.size).toBe(1)

    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(60) })
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'processing', paymentAttempt: null })
    expect(await t.db.select().from(orders)).toHaveLength(1)
    expect((await payAgain(order.orderId)).status).toBe(409)
  })

  it('arriving after the success, or before a later attempt, changes nothing', async () => {
    const { order, intentId } = await placeOrder()
    // A retry's processing (newer) is delivered before the first attempt's failure (older).
    await deliver('payment_intent.processing', stub.process(intentId), { created: secondsLater(20) })
    await deliver('payment_intent.payment_failed', { ...stub.intents.get(intentId)!, status: 'requires_payment_method' }, { created: secondsLater(10) })
    expect((await orderRow(order.orderId)).paymentAttempt).toBe('processing')

    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(30) })
    await deliver('payment_intent.payment_failed', { ...stub.intents.get(intentId)!, status: 'requires_payment_method' }, { created: secondsLater(15) })
    await deliver('payment_intent.processing', { ...stub.intents.get(intentId)!, status: 'processing' }, { created: secondsLater(25) })
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'processing', paymentAttempt: null })
    expect(await t.db.select().from(paymentEvents)).toHaveLength(5)
  })

  it('delivered twice is acted on once', async () => {
    const { order, intentId } = await placeOrder()
    const failed = await stub.webhook('payment_intent.payment_failed', stub.fail(intentId), { id: 'evt_failed', created: secondsLater(1) })
    const post = () => t.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': failed.signature }, body: failed.payload })
    const answers = await Promise.all(Array.from({ length: 10 }, post))
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(await t.db.select().from(paymentEvents)).toEqual([{ id: 'evt_failed', type: 'payment_failed', orderId: order.orderId, processedAt: clock.toISOString() }])
  })
})

describe('a payment that succeeds after its order was cancelled', () => {
  /** An order the expiry cancelled; then Stripe takes the money all the same (a staff cancel, a race). */
  async function cancelledOrder(quantity: number, stock: number) {
    const placed = await placeOrder(quantity, stock)
    minutesLater(31)
    await runJobs()
    expect((await orderRow(placed.order.orderId)).status).toBe('cancelled')
    return placed
  }

  it('restores the order when its units are still there, once however many deliveries race', async () => {
    const { faja, order, intentId } = await cancelledOrder(2, 5)
    const paid = stub.pay(intentId)
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const { payload, signature } = await stub.webhook('payment_intent.succeeded', paid, { id: `evt_late_${i % 3}`, created: secondsLater(5) })
        return t.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
      }),
    )
    expect(answers.every((r) => r.status === 200)).toBe(true)
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'processing', paidAt: clock.toISOString() })
    expect(await stockOf(faja.id)).toEqual({ stock: 3, reserved: 0 })
    expect(await t.db.select().from(latePayments)).toEqual([{ orderId: order.orderId, paymentIntentId: intentId, outcome: 'restored', settledAt: clock.toISOString() }])
    // The shopper gets their confirmation, the team its notice; no refund was asked.
    expect(await emailsOf('order_confirmation')).toHaveLength(1)
    const [notice] = await emailsOf('late_payment_notification')
    expect(notice).toMatchObject({ to: 'team@example.com', subject: `Order ${order.orderId.slice(0, 8).toUpperCase()} restored: paid after it was cancelled` })
    expect(await emailsOf('late_payment_notification')).toHaveLength(1)
    expect(stub.refunds).toHaveLength(0)
  })

  it('refunds the payment when its units were sold meanwhile, once however many deliveries race', async () => {
    const { faja, order, intentId } = await cancelledOrder(2, 2)
    // Someone else bought the units the cancellation released.
    await t.db.update(productVariants).set({ stock: 1 }).where(and(eq(productVariants.productId, faja.id), eq(productVariants.color, 'black'), eq(productVariants.size, 'M')))
    const paid = stub.pay(intentId)
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const { payload, signature } = await stub.webhook('payment_intent.succeeded', paid, { id: `evt_late_${i % 5}`, created: secondsLater(5) })
        return t.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
      }),
    )
    expect(answers.every((r) => r.status === 200)).toBe(true)
    expect(stub.refunds).toHaveLength(1)
    expect(stub.refunds[0]).toMatchObject({ amount: 12800, payment_intent: intentId, metadata: { shopRefundId: `auto-${order.orderId}` } })
    const asked = stub.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST')
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([`auto-refund-${order.orderId}`]))
    expect((await orderRow(order.orderId)).status).toBe('refunded')
    expect(await stockOf(faja.id)).toEqual({ stock: 1, reserved: 0 })
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId))).toEqual([
      expect.objectContaining({ id: `auto-${order.orderId}`, amountCents: 12800, status: 'succeeded', gatewayRefundId: stub.refunds[0]!.id, reason: 'paid_after_cancel' }),
    ])
    const notices = await emailsOf('late_payment_notification')
    expect(notices.map((e) => e.subject)).toEqual([`Order ${order.orderId.slice(0, 8).toUpperCase()} refunded: paid after it was cancelled`])
    expect(await emailsOf('order_confirmation')).toHaveLength(0)
    // Stripe's echo of that refund is recognised (metadata shopRefundId): not recorded a second time.
    await deliver('charge.refunded', stub.charge(intentId), { created: secondsLater(10) })
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId))).toHaveLength(1)
    expect((await orderRow(order.orderId)).status).toBe('refunded')
  })
})

describe('disputes', () => {
  it('are recorded opened, updated and closed, older events change nothing, the team is emailed when one opens and closes', async () => {
    const { order, intentId } = await placeOrder()
    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(1) })
    const due = new Date('2030-01-15T23:59:59.000Z')
    const created = await stub.webhook('charge.dispute.created', stub.dispute(intentId, { id: 'dp_1', reason: 'product_not_received', status: 'needs_response', dueBy: due }), {
      id: 'evt_dp_created',
      created: secondsLater(100),
    })
    const post = (w: { payload: string; signature: string }) =>
      t.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': w.signature }, body: w.payload })
    expect((await post(created)).status).toBe(200)
    expect((await post(created)).status).toBe(200)
    const dispute = async () => (await t.db.select().from(orderDisputes).where(eq(orderDisputes.id, 'dp_1')))[0]
    expect(await dispute()).toMatchObject({
      orderId: order.orderId,
      amountCents: 7400,
      currency: 'usd',
      reason: 'product_not_received',
      status: 'needs_response',
      evidenceDueBy: due.toISOString(),
      openedAt: secondsLater(100).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
      closedAt: null,
    })
    const opened = await emailsOf('dispute_notification')
    expect(opened).toHaveLength(1)
    expect(opened[0]).toMatchObject({ to: 'team@example.com' })
    expect(opened[0]!.subject).toContain('Dispute opened')
    expect(opened[0]!.bodyText).toContain('2030-01-15')

    await deliver('charge.dispute.updated', stub.dispute(intentId, { id: 'dp_1', reason: 'product_not_received', status: 'under_review', dueBy: due }), { created: secondsLater(300) })
    // An update older than what is recorded (delivered late) changes nothing.
    await deliver('charge.dispute.updated', stub.dispute(intentId, { id: 'dp_1', reason: 'product_not_received', status: 'warning_needs_response', dueBy: due }), { created: secondsLater(200) })
    expect((await dispute())!.status).toBe('under_review')

    await deliver('charge.dispute.closed', stub.dispute(intentId, { id: 'dp_1', reason: 'product_not_received', status: 'lost', dueBy: due }), { created: secondsLater(400) })
    // A closed dispute's earlier update, delivered last, does not reopen it.
    await deliver('charge.dispute.updated', stub.dispute(intentId, { id: 'dp_1', reason: 'product_not_received', status: 'under_review', dueBy: due }), { created: secondsLater(350) })
    expect(await dispute()).toMatchObject({ status: 'lost', closedAt: secondsLater(400).toISOString().replace(/\.\d{3}Z$/, '.000Z') })
    const emails = await emailsOf('dispute_notification')
    expect(emails.map((e) => e.subject)).toEqual([
      expect.stringContaining('Dispute opened'),
      expect.stringContaining(`Dispute on order ${order.orderId.slice(0, 8).toUpperCase()} closed: lost`),
    ])
    expect(await t.db.select().from(paymentEvents).where(and(eq(paymentEvents.orderId, order.orderId), eq(paymentEvents.type, 'dispute_updated')))).toHaveLength(3)
  })

  it('first heard of through a later event is recorded from it', async () => {
    const { order, intentId } = await placeOrder()
    stub.pay(intentId)
    await deliver('charge.dispute.closed', stub.dispute(intentId, { id: 'dp_2', status: 'won' }), { created: secondsLater(50) })
    await deliver('charge.dispute.created', stub.dispute(intentId, { id: 'dp_2', status: 'needs_response' }), { created: secondsLater(10) })
    expect((await t.db.select().from(orderDisputes)).map((d) => [d.orderId, d.status, d.closedAt !== null])).toEqual([[order.orderId, 'won', true]])
    expect((await emailsOf('dispute_notification')).map((e) => e.subject)).toEqual([expect.stringContaining('closed: won')])
  })
})

describe('refunds made in the Stripe Dashboard', () => {
  it('read as the charge’s refunds, with the shop’s own refunds recognised by their metadata', async () => {
    const { intentId } = await placeOrder(2)
    stub.pay(intentId)
    const gateway = stripeGateway(t.config)
    await gateway.refund(intentId, { amountCents: 1000, idempotencyKey: 'shop-refund-1', shopRefundId: 'refund-row-1' })
    stub.refundFromDashboard(intentId, 2000)
    const { payload, signature } = await stub.webhook('charge.refunded', stub.charge(intentId), { id: 'evt_refunded', created: secondsLater(10) })
    const event = await gateway.verifyWebhook(payload, signature, clock)
    expect(event).toEqual({
      id: 'evt_refunded',
      created: secondsLater(10).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
      type: 'charge_refunded',
      paymentIntentId: intentId,
      amountRefundedCents: 3000,
      refunds: [
        { id: stub.refunds[1]!.id, amountCents: 2000, status: 'succeeded', shopRefundId: undefined },
        { id: stub.refunds[0]!.id, amountCents: 1000, status: 'succeeded', shopRefundId: 'refund-row-1' },
      ],
    })
  })

  it('are handed to the order’s refunds, once per event', async () => {
    const { order, intentId } = await placeOrder(2)
    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(1) })
    stub.refundFromDashboard(intentId, 2000)
    const refunded = await stub.webhook('charge.refunded', stub.charge(intentId), { id: 'evt_refunded', created: secondsLater(10) })
    const post = () => t.request(webhooksApi.stripe.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': refunded.signature }, body: refunded.payload })
    expect((await post()).status).toBe(200)
    expect((await post()).status).toBe(200)
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_refunded'))).toEqual([
      { id: 'evt_refunded', type: 'charge_refunded', orderId: order.orderId, processedAt: clock.toISOString() },
    ])
  })
})

describe('a late payment of an order that spent loyalty points', () => {
  beforeEach(async () => {
    t.close()
    t = await createTestApp({ seed: true, env: { ...stub.env, SUPPORT_EMAIL: 'team@example.com' }, now: () => clock })
  })

  async function cancelledRewardOrder() {
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const before = await loyaltyBalance(t.db, customer!.id)
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 5 })
    const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id, quantity: 1 }], { redeemPoints: 500 }), headers: { cookie } })
    expect(res.status).toBe(201)
    const order = checkoutApi.createPaymentIntent.output.parse(await res.json())
    minutesLater(31)
    await runJobs()
    expect(await loyaltyBalance(t.db, customer!.id)).toBe(before)
    return { customer: customer!, before, faja, order, intentId: (await orderRow(order.orderId)).paymentIntentId! }
  }

  it('restores it with the reward held again and the points earned', async () => {
    const { customer, before, faja, order, intentId } = await cancelledRewardOrder()
    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(5) })
    expect((await orderRow(order.orderId)).status).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 0 })
    // $90 less the $5 reward: 85 points earned, 500 spent.
    expect(await loyaltyBalance(t.db, customer.id)).toBe(before - 500 + 85)
  })

  it('refunds it when the points were spent meanwhile', async () => {
    const { customer, faja, order, intentId } = await cancelledRewardOrder()
    const balance = await loyaltyBalance(t.db, customer.id)
    await t.db.insert(loyaltyLedger).values({ userId: customer.id, points: balance, transactionType: 'redeemed', referenceId: 'elsewhere' })
    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(5) })
    expect((await orderRow(order.orderId)).status).toBe('refunded')
    expect(stub.refunds.map((r) => r.amount)).toEqual([(await orderRow(order.orderId)).totalCents])
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 0 })
    expect(await loyaltyBalance(t.db, customer.id)).toBe(0)
  })
})

describe('a late payment of an order that spent store credit (decision 035)', () => {
  beforeEach(async () => {
    t.close()
    t = await createTestApp({ seed: true, env: { ...stub.env, SUPPORT_EMAIL: 'team@example.com' }, now: () => clock })
  })

  /** The demo customer's $10.00 of credit on a $100.00 order, $90.00 by card, the order expired unpaid. */
  async function cancelledCreditOrder() {
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 5 })
    const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id }], { useStoreCredit: true }), headers: { cookie } })
    const order = checkoutApi.createPaymentIntent.output.parse(await res.json())
    expect(order.totals).toMatchObject({ storeCredit: '10.00', toPay: '90.00' })
    minutesLater(31)
    await runJobs()
    expect(await storeCreditBalance(t.db, customer!.id)).toBe(1000)
    return { customer: customer!, faja, order, intentId: (await orderRow(order.orderId)).paymentIntentId! }
  }

  it('restores it with the credit spent again', async () => {
    const { customer, faja, order, intentId } = await cancelledCreditOrder()
    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(5) })
    expect((await orderRow(order.orderId)).status).toBe('processing')
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 0 })
    expect(await storeCreditBalance(t.db, customer.id)).toBe(0)
  })

  it('refunds what the card paid when the credit was spent meanwhile', async () => {
    const { customer, faja, order, intentId } = await cancelledCreditOrder()
    await t.db.insert(storeCreditEntries).values({ userId: customer.id, kind: 'spent', amountCents: -1000, reason: 'order' })
    await deliver('payment_intent.succeeded', stub.pay(intentId), { created: secondsLater(5) })
    expect((await orderRow(order.orderId)).status).toBe('refunded')
    expect(stub.refunds.map((r) => r.amount)).toEqual([9000])
    expect((await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId))).map((r) => r.amountCents)).toEqual([9000])
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 0 })
    expect(await storeCreditBalance(t.db, customer.id)).toBe(0)
  })
})
