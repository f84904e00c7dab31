// Store credit (decision 035) on a real database: the ledger and its overdraft trigger, credit at
// checkout (part of the order, or all of it, with no card step), credit given back by an unpaid
// order that expires, goodwill from the back office with its email and audit entry, and ten
// simultaneous checkouts spending the same credit.
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { adminOrdersApi } from '#shared/contracts/admin-orders'
import { checkoutApi, ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import { adminStoreCreditApi, storeCreditApi } from '#shared/contracts/store-credit'
import { adminAuditLog, emailOutbox, loyaltyLedger, orderItems, orderSettlements, orders, storeCreditEntries, testPaymentIntents, users } from '#worker/db/schema'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { addProduct, checkoutBody, stockOf } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { signIn } from '#worker/test/session-cookie'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '#worker/test/test-app'
import { issueStoreCredit, storeCreditBalance } from './store-credit'

type App = Awaited<ReturnType<typeof createTestApp>>

/** A customer account (or another role) signed in: its id and Cookie header. */
async function account(t: App, email: string, role: 'customer' | 'staff' | 'admin' = 'customer') {
  const res = await t.request('/api/auth/register', { method: 'POST', json: { email, password: TEST_PASSWORD, firstName: email.split('@')[0], lastName: 'Test' } })
  expect(res.status).toBe(201)
  const [user] = await t.db.select().from(users).where(eq(users.email, email))
  if (role !== 'customer') await t.db.update(users).set({ role }).where(eq(users.id, user!.id))
  return { id: user!.id, cookie: await signIn(t.request, email, TEST_PASSWORD) }
}

/** Goodwill credit issued before the tests' clock starts. */
const give = (t: App, userId: string, cents: number) =>
  t.db.insert(storeCreditEntries).values({ userId, kind: 'issued', amountCents: cents, reason: 'goodwill', note: 'test', createdAt: '2026-01-01T00:00:00.000Z' })

describe('store credit at checkout', () => {
  let t: App
  let clock: Date
  beforeEach(async () => {
    clock = new Date('2026-03-02T10:00:00.000Z')
    t = await createTestApp({ now: () => clock })
  })
  afterEach(() => t.close())

  const place = (body: unknown, cookie?: string, key?: string) =>
    t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: body, headers: { ...(cookie && { cookie }), ...(key && { 'Idempotency-Key': key }) } })
  const entriesOf = (orderId: string) => t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.orderId, orderId))

  it('pays what it can of the order, the card the rest; the card payment settles the order as usual', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 5 })
    const ana = await account(t, 'ana@example.com')
    await give(t, ana.id, 2550)
    const res = await place(checkoutBody([{ productId: faja.id }], { useStoreCredit: true }), ana.cookie)
    expect(res.status).toBe(201)
    const answer = checkoutApi.createPaymentIntent.output.parse(await res.json())
    // $90.00 + $10.00 shipping: $25.50 of credit, $74.50 by card.
    expect(answer.totals).toMatchObject({ total: '100.00', storeCredit: '25.50', toPay: '74.50' })
    const [intent] = await t.db.select().from(testPaymentIntents)
    expect(intent!.amountCents).toBe(7450)
    expect(await storeCreditBalance(t.db, ana.id)).toBe(0)
    expect((await entriesOf(answer.orderId)).map((e) => [e.kind, e.amountCents])).toEqual([['spent', -2550]])

    expect((await t.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret: answer.clientSecret, cardNumber: '4242424242424242' } })).status).toBe(200)
    const confirmed = await t.request(urlFor(ordersApi.confirm, { id: answer.orderId }), { method: 'POST', headers: { cookie: ana.cookie } })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ status: 'processing', totalAmount: '100.00', storeCreditAmount: '25.50' })
    expect(await stockOf(t.db, faja.id)).toEqual({ stock: 4, reserved: 0 })
  })

  it('completes an order that credit pays in full without a card: paid, units sold, points earned, email queued, credit spent once', async () => {
    const faja = await addProduct(t.db, { priceCents: 4000, stock: 5 })
    const ana = await account(t, 'ana@example.com')
    await give(t, ana.id, 6000)
    const body = checkoutBody([{ productId: faja.id }], { useStoreCredit: true, language: 'es' })
    const res = await place(body, ana.cookie, 'credit-only-1234')
    expect(res.status).toBe(201)
    const answer = checkoutApi.createPaymentIntent.output.parse(await res.json())
    expect(answer.clientSecret).toBeNull()
    expect(answer.totals).toMatchObject({ total: '50.00', storeCredit: '50.00', toPay: '0.00' })
    // No payment intent at all; the order is paid.
    expect(await t.db.select().from(testPaymentIntents)).toHaveLength(0)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.orderId))
    expect(order).toMatchObject({ status: 'processing', paymentIntentId: null, paymentMethod: 'store_credit', storeCreditCents: 5000, paidAt: clock.toISOString() })
    expect(await t.db.select().from(orderSettlements).where(eq(orderSettlements.orderId, answer.orderId))).toMatchObject([{ outcome: 'paid' }])
    expect(await stockOf(t.db, faja.id)).toEqual({ stock: 4, reserved: 0 })
    expect(await t.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.referenceId, answer.orderId))).toMatchObject([{ transactionType: 'earned', points: 40 }])
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'order_confirmation'))
    expect(emails).toHaveLength(1)
    expect(emails[0]!.to).toBe('ana@example.com')
    expect(await storeCreditBalance(t.db, ana.id)).toBe(1000)

    // A retry with the same Idempotency-Key answers the same order and spends nothing more.
    const again = await place(body, ana.cookie, 'credit-only-1234')
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await again.json()).orderId).toBe(answer.orderId)
    expect(await t.db.select().from(orders)).toHaveLength(1)
    expect(await entriesOf(answer.orderId)).toHaveLength(1)
    expect(await storeCreditBalance(t.db, ana.id)).toBe(1000)

    // The confirmation page shows it paid, with the credit.
    const page = await t.request(urlFor(ordersApi.confirm, { id: answer.orderId }), { method: 'POST', headers: { cookie: ana.cookie } })
    expect(await page.json()).toMatchObject({ status: 'processing', storeCreditAmount: '50.00' })
  })

  it('asks a guest to sign in, and applies nothing for a customer without credit', async () => {
    const faja = await addProduct(t.db, { priceCents: 4000, stock: 5 })
    const guest = await place(checkoutBody([{ productId: faja.id }], { useStoreCredit: true }))
    expect(guest.status).toBe(400)
    expect((await guest.json()).error.code).toBe('store_credit_sign_in_required')
    const ana = await account(t, 'ana@example.com')
    const res = await place(checkoutBody([{ productId: faja.id }], { useStoreCredit: true }), ana.cookie)
    expect(res.status).toBe(201)
    expect((await res.json()).totals).toMatchObject({ storeCredit: '0.00', toPay: '50.00' })
  })

  it('gives the credit of an unpaid order back once when it expires', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 5 })
    const ana = await account(t, 'ana@example.com')
    await give(t, ana.id, 3000)
    const answer = await (await place(checkoutBody([{ productId: faja.id }], { useStoreCredit: true }), ana.cookie)).json()
    expect(await storeCreditBalance(t.db, ana.id)).toBe(0)
    clock = new Date(clock.getTime() + 11 * 60_000)
    const run = async () => (await runScheduledJobs({ db: t.db, config: t.config }, clock)).find((o) => o.name === 'expire-unpaid-orders')
    await run()
    await run()
    expect((await t.db.select().from(orders).where(eq(orders.id, answer.orderId)))[0]!.status).toBe('cancelled')
    expect((await entriesOf(answer.orderId)).map((e) => [e.kind, e.reason, e.amountCents])).toEqual([
      ['spent', 'order', -3000],
      ['returned', 'order_expired', 3000],
    ])
    expect(await storeCreditBalance(t.db, ana.id)).toBe(3000)
    const mine = storeCreditApi.mine.output.parse(await (await t.request(storeCreditApi.mine.url, { headers: { cookie: ana.cookie } })).json())
    expect(mine.balance).toBe('30.00')
    expect(mine.entries.map((e) => [e.kind, e.amount, e.orderNumber])).toEqual([
      ['returned', '30.00', answer.orderId.slice(0, 8).toUpperCase()],
      ['spent', '-30.00', answer.orderId.slice(0, 8).toUpperCase()],
      ['issued', '30.00', null],
    ])
  })

  it('gives the credit of an unpaid order back when the shop cancels it', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 5 })
    const staff = await account(t, 'staff@example.com', 'staff')
    const ana = await account(t, 'ana@example.com')
    await give(t, ana.id, 2000)
    const answer = await (await place(checkoutBody([{ productId: faja.id }], { useStoreCredit: true }), ana.cookie)).json()
    const res = await t.request(urlFor(adminOrdersApi.changeStatus, { id: answer.orderId }), { method: 'PATCH', json: { status: 'cancelled' }, headers: { cookie: staff.cookie } })
    expect(res.status).toBe(200)
    expect((await entriesOf(answer.orderId)).map((e) => [e.kind, e.reason, e.amountCents])).toEqual([
      ['spent', 'order', -2000],
      ['returned', 'order_cancelled', 2000],
    ])
    expect(await storeCreditBalance(t.db, ana.id)).toBe(2000)
  })

  it('refuses, in the database, any entry that would take a balance below zero', async () => {
    const ana = await account(t, 'ana@example.com')
    await give(t, ana.id, 1000)
    await expect(t.db.insert(storeCreditEntries).values({ userId: ana.id, kind: 'spent', amountCents: -1001, reason: 'order' })).rejects.toThrow()
    await t.db.insert(storeCreditEntries).values({ userId: ana.id, kind: 'spent', amountCents: -1000, reason: 'order' })
    expect(await storeCreditBalance(t.db, ana.id)).toBe(0)
  })
})

describe('ten simultaneous checkouts spending the same credit', () => {
  let stub: StripeStub
  let s: App
  beforeEach(async () => {
    stub = await startStripeStub()
    s = await createTestApp({ env: stub.env })
  })
  afterEach(async () => {
    s.close()
    await stub.close()
  })

  it('let one spend it; the others are told it changed and nothing goes below zero', async () => {
    const faja = await addProduct(s.db, { priceCents: 15_000, stock: 50 })
    const ana = await account(s, 'ana@example.com')
    await give(s, ana.id, 10_000)
    // Each checkout reads $100.00 of credit and asks the card for the rest: all ten read before any writes.
    stub.holdCreatesUntil(10)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        s.fetchApp(
          checkoutApi.createPaymentIntent.url,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: ana.cookie },
            body: JSON.stringify(checkoutBody([{ productId: faja.id }], { useStoreCredit: true, customerPhone: `+1 512 555 01${10 + i}` })),
          },
          { incoming: { socket: { remoteAddress: `198.51.100.${i + 1}` } } },
        ),
      ),
    )
    const bodies = await Promise.all(answers.map((a) => a.json()))
    const placed = bodies.filter((b) => !b.error)
    expect(placed).toHaveLength(1)
    expect(placed[0].totals).toMatchObject({ storeCredit: '100.00', toPay: '50.00' })
    expect(bodies.filter((b) => b.error).map((b) => b.error.code)).toEqual(Array(9).fill('store_credit_changed'))
    const entries = await s.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, ana.id))
    const spent = -entries.filter((e) => e.kind === 'spent').reduce((sum, e) => sum + e.amountCents, 0)
    expect(spent).toBe(10_000)
    expect(await storeCreditBalance(s.db, ana.id)).toBe(0)
    // The refused orders hold nothing, and their intents can no longer be paid.
    expect(await s.db.select().from(orders)).toHaveLength(1)
    expect(await stockOf(s.db, faja.id)).toEqual({ stock: 50, reserved: 1 })
    expect([...stub.intents.values()].filter((i) => i.status === 'canceled')).toHaveLength(9)
  })

  it('never overspends when the credit covers some orders in full', async () => {
    const faja = await addProduct(s.db, { priceCents: 2000, stock: 50 })
    const ana = await account(s, 'ana@example.com')
    // $30.00 of orders ($20.00 + $10.00 shipping) against $100.00 of credit: three can be paid in full.
    await give(s, ana.id, 10_000)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        s.fetchApp(
          checkoutApi.createPaymentIntent.url,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: ana.cookie },
            body: JSON.stringify(checkoutBody([{ productId: faja.id }], { useStoreCredit: true, customerPhone: `+1 512 555 02${10 + i}` })),
          },
          { incoming: { socket: { remoteAddress: `198.51.100.${i + 1}` } } },
        ),
      ),
    )
    const bodies = await Promise.all(answers.map((a) => a.json()))
    for (const body of bodies) if (body.error) expect(body.error.code).toBe('store_credit_changed')
    const entries = await s.db.select().from(storeCreditEntries).where(and(eq(storeCreditEntries.userId, ana.id), eq(storeCreditEntries.kind, 'spent')))
    const spent = -entries.reduce((sum, e) => sum + e.amountCents, 0)
    expect(spent).toBeLessThanOrEqual(10_000)
    expect(await storeCreditBalance(s.db, ana.id)).toBe(10_000 - spent)
    const applied = bodies.filter((b) => !b.error).reduce((sum, b) => sum + Math.round(Number(b.totals.storeCredit) * 100), 0)
    expect(applied).toBe(spent)
  })
})

describe('goodwill credit from the back office', () => {
  let t: App
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(() => t.close())

  it('credits the customer, audits it, emails them in their language, and shows it to them', async () => {
    const staff = await account(t, 'staff@example.com', 'staff')
    const ana = await account(t, 'ana@example.com')
    await t.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, ana.id))
    await issueStoreCredit(t.db, { userId: ana.id, cents: 550, reason: 'goodwill', note: 'earlier', now: new Date() })
    const res = await t.request(urlFor(adminStoreCreditApi.grant, { userId: ana.id }), {
      method: 'POST',
      json: { amount: '10', note: 'Welcome back' },
      headers: { cookie: staff.cookie },
    })
    expect(res.status).toBe(201)
    const answer = adminStoreCreditApi.grant.output.parse(await res.json())
    expect(answer).toMatchObject({ userId: ana.id, email: 'ana@example.com', balance: '15.50' })
    expect(answer.entries[0]).toMatchObject({ kind: 'issued', reason: 'goodwill', amount: '10.00', note: 'Welcome back', issuedBy: 'staff Test' })
    const [audit] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'store_credit.grant'))
    expect(audit).toMatchObject({ userId: staff.id, targetType: 'user', targetId: ana.id })
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'store_credit_issued'))
    expect(email!.to).toBe('ana@example.com')
    expect(email!.subject).toMatch(/^Vous avez un avoir de 10,00\s\$US$/)
    expect(email!.bodyText).toContain('Welcome back')
    expect(email!.bodyText).toContain('15,50')
    expect(email!.bodyText).toContain(`${TEST_ORIGIN}/fr/dashboard/loyalty#store-credit`)

    const mine = await t.request(storeCreditApi.mine.url, { headers: { cookie: ana.cookie } })
    expect(storeCreditApi.mine.output.parse(await mine.json())).toMatchObject({ balance: '15.50', entries: [{ amount: '10.00', note: 'Welcome back' }, { amount: '5.50' }] })
    const view = await t.request(urlFor(adminStoreCreditApi.ofCustomer, { userId: ana.id }), { headers: { cookie: staff.cookie } })
    expect((await view.json()).balance).toBe('15.50')
  })

  it('refuses a staff account, an unknown one, a customer, and a reason too short', async () => {
    const admin = await account(t, 'admin@example.com', 'admin')
    const staff = await account(t, 'staff@example.com', 'staff')
    const grant = (userId: string, json: unknown, cookie = admin.cookie) => t.request(urlFor(adminStoreCreditApi.grant, { userId }), { method: 'POST', json, headers: { cookie } })
    const toStaff = await grant(staff.id, { amount: '5.00', note: 'Thanks' })
    expect(toStaff.status).toBe(409)
    expect((await toStaff.json()).error.code).toBe('store_credit_not_customer')
    expect((await grant(crypto.randomUUID(), { amount: '5.00', note: 'Thanks' })).status).toBe(404)
    const short = await grant(staff.id, { amount: '5.00', note: 'ok' })
    expect(short.status).toBe(400)
    expect((await grant(staff.id, { amount: '0.00', note: 'Thanks' })).status).toBe(400)
    const ana = await account(t, 'ana@example.com')
    expect((await grant(ana.id, { amount: '5.00', note: 'Thanks' }, ana.cookie)).status).toBe(403)
    expect(await t.db.select().from(storeCreditEntries)).toHaveLength(0)
  })
})

describe('refunds and store credit', () => {
  let t: App
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(() => t.close())

  const refund = (orderId: string, json: unknown, cookie: string) => t.request(urlFor(adminOrdersApi.refund, { id: orderId }), { method: 'POST', json, headers: { cookie } })
  const cardRefunded = async (orderId: string) => {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    const [intent] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, order!.paymentIntentId!))
    return intent!.amountRefundedCents
  }

  it('issues a refund to store credit with its 10 % bonus at once, no card refund, the same accounting as a card refund, and emails the customer', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 5 })
    const staff = await account(t, 'staff@example.com', 'staff')
    const ana = await account(t, 'ana@example.com')
    const { orderId } = await buy(t, [{ productId: faja.id, quantity: 2 }], { cookie: ana.cookie, email: 'ana@example.com' })
    expect(await stockOf(t.db, faja.id)).toEqual({ stock: 3, reserved: 0 })
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))

    const res = await refund(orderId, { lines: [{ itemId: item!.id, quantity: 1, restock: true }], to: 'store_credit', reason: 'Returned, wrong size' }, staff.cookie)
    expect(res.status).toBe(201)
    const answer = adminOrdersApi.refund.output.parse(await res.json())
    expect(answer.refund).toMatchObject({ amount: '50.00', status: 'succeeded', to: 'store_credit', creditIssued: '55.00', pointsTakenBack: 50 })
    expect(await cardRefunded(orderId)).toBe(0)
    expect(await storeCreditBalance(t.db, ana.id)).toBe(5500)
    expect(await stockOf(t.db, faja.id)).toEqual({ stock: 4, reserved: 0 })
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'store_credit_issued'))
    expect(email!.to).toBe('ana@example.com')
    expect(email!.bodyText).toContain('$55.00')
    expect(email!.bodyText).toContain('$5.00')

    // The rest to credit too: the order is refunded in full and closed, credited 110 % of what it cost.
    const rest = await refund(orderId, { amount: '50.00', to: 'store_credit' }, staff.cookie)
    expect(rest.status).toBe(201)
    expect(adminOrdersApi.refund.output.parse(await rest.json()).order).toMatchObject({ status: 'refunded', storeCreditAmount: '0.00' })
    expect(await storeCreditBalance(t.db, ana.id)).toBe(11_000)
    expect(await cardRefunded(orderId)).toBe(0)
  })

  it('refuses to credit a guest order', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 5 })
    const staff = await account(t, 'staff@example.com', 'staff')
    const { orderId } = await buy(t, [{ productId: faja.id }])
    const res = await refund(orderId, { amount: '10.00', to: 'store_credit' }, staff.cookie)
    expect(res.status).toBe(409)
    expect((await res.json()).error.code).toBe('store_credit_guest_order')
    expect(await t.db.select().from(storeCreditEntries)).toHaveLength(0)
  })

  it('gives the credit part of an order back as credit first, and refunds the card at most what it paid', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 5 })
    const staff = await account(t, 'staff@example.com', 'staff')
    const ana = await account(t, 'ana@example.com')
    await give(t, ana.id, 3000)
    // $100.00: $30.00 of credit, $70.00 by card.
    const { orderId } = await buy(t, [{ productId: faja.id }], { cookie: ana.cookie, email: 'ana@example.com', useStoreCredit: true })
    expect(await storeCreditBalance(t.db, ana.id)).toBe(0)

    const first = adminOrdersApi.refund.output.parse(await (await refund(orderId, { amount: '40.00' }, staff.cookie)).json())
    expect(first.refund).toMatchObject({ amount: '40.00', status: 'succeeded', to: 'card', creditIssued: '30.00' })
    expect(await storeCreditBalance(t.db, ana.id)).toBe(3000)
    expect(await cardRefunded(orderId)).toBe(1000)

    // Closing it as refunded refunds the rest: all to the card now, $70.00 in all.
    const closed = await t.request(urlFor(adminOrdersApi.changeStatus, { id: orderId }), { method: 'PATCH', json: { status: 'refunded' }, headers: { cookie: staff.cookie } })
    expect(closed.status).toBe(200)
    expect(await cardRefunded(orderId)).toBe(7000)
    expect(await storeCreditBalance(t.db, ana.id)).toBe(3000)
    expect((await t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.orderId, orderId))).map((e) => [e.kind, e.reason, e.amountCents])).toEqual([
      ['spent', 'order', -3000],
      ['returned', 'refund', 3000],
    ])
  })

  it('gives the credit part back once when two refunds are made at once', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 5 })
    const staff = await account(t, 'staff@example.com', 'staff')
    const ana = await account(t, 'ana@example.com')
    await give(t, ana.id, 3000)
    const { orderId } = await buy(t, [{ productId: faja.id }], { cookie: ana.cookie, email: 'ana@example.com', useStoreCredit: true })
    const answers = await Promise.all([1, 2, 3].map(() => refund(orderId, { amount: '20.00' }, staff.cookie)))
    for (const res of answers) if (res.status !== 201) expect((await res.json()).error.code).toBe('order_changed')
    const done = answers.filter((a) => a.status === 201).length
    expect(done).toBeGreaterThanOrEqual(1)
    // Whatever went through: the first $30.00 refunded went back as credit, the rest to the card.
    const credited = Math.min(3000, done * 2000)
    expect(await storeCreditBalance(t.db, ana.id)).toBe(credited)
    expect(await cardRefunded(orderId)).toBe(done * 2000 - credited)
  })
})
