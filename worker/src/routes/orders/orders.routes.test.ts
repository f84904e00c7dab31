// After the card: confirming a paid order (POST /api/orders/:id/confirm) and the guest's view of
// it (GET /api/orders/guest/:id), with the built-in test gateway, against the real migrations.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import { emailOutbox, loyaltyLedger, orders, products, users } from '#worker/db/schema'
import { addProduct, checkoutBody, type Line } from '#worker/test/checkout'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp({ seed: true })
})
afterEach(() => t.close())

async function placeOrder(lines: Line[], overrides = {}, cookie?: string) {
  const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody(lines, overrides), headers: cookie ? { cookie } : {} })
  expect(res.status).toBe(201)
  return checkoutApi.createPaymentIntent.output.parse(await res.json())
}
const payWith = (clientSecret: string, cardNumber = '4242 4242 4242 4242') =>
  t.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret, cardNumber } })
const confirm = (orderId: string, cookie?: string) =>
  t.request(urlFor(ordersApi.confirm, { id: orderId }), { method: 'POST', headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) } })
const stockOf = async (id: string) => (await t.db.select({ stock: products.stock, reserved: products.reserved }).from(products).where(eq(products.id, id)))[0]!
const pointsOf = async (userId: string) => (await t.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, userId))).map((e) => [e.transactionType, e.points])

describe('POST /api/orders/:id/confirm', () => {
  it('refuses until the payment went through, then sells the held units, awards points and queues the email', async () => {
    const faja = await addProduct(t.db, { priceCents: 8950, stock: 4 })
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const pointsBefore = await pointsOf(customer!.id)
    const order = await placeOrder([{ productId: faja.id, quantity: 2 }], { language: 'es', customerEmail: 'emily@example.com' }, cookie)

    const early = await confirm(order.orderId)
    expect(early.status).toBe(409)
    expect((await early.json()).error.code).toBe('payment_not_completed')
    // A declined card changes nothing either.
    expect((await payWith(order.clientSecret, '4000000000000002')).status).toBe(402)
    expect((await confirm(order.orderId)).status).toBe(409)
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 2 })

    expect((await payWith(order.clientSecret)).status).toBe(200)
    const res = await confirm(order.orderId)
    expect(res.status).toBe(200)
    const view = ordersApi.confirm.output.parse(await res.json())
    expect(view).toMatchObject({ id: order.orderId, status: 'processing', totalAmount: '179.00', subtotalAmount: '179.00', shippingAmount: '0.00' })
    expect(await stockOf(faja.id)).toEqual({ stock: 2, reserved: 0 })
    // 1 point per whole dollar of merchandise: $179.00 → 179.
    expect(await pointsOf(customer!.id)).toEqual([...pointsBefore, ['earned', 179]])
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.orderId))
    expect(stored).toMatchObject({ status: 'processing', paidAt: expect.any(String) })
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'order_confirmation'))
    expect(emails).toHaveLength(1)
    expect(emails[0]!.to).toBe('emily@example.com')
    // In the order's language, with the number the shopper sees and a link to the confirmation page.
    expect(emails[0]!.subject).toContain(order.orderId.slice(0, 8).toUpperCase())
    expect(emails[0]!.bodyText).toContain(`http://localhost/es/order-confirmation/${order.orderId}`)
  })

  it('changes nothing when replayed: units sold once, points awarded once, one email', async () => {
    const faja = await addProduct(t.db, { priceCents: 12000, stock: 3 })
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const before = (await pointsOf(customer!.id)).length
    const order = await placeOrder([{ productId: faja.id }], { redeemPoints: 500 }, cookie)
    await payWith(order.clientSecret)
    const answers = await Promise.all([confirm(order.orderId), confirm(order.orderId), confirm(order.orderId)])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const again = await confirm(order.orderId)
    const bodies = await Promise.all([...answers, again].map((r) => r.json()))
    for (const body of bodies) expect(body).toEqual(bodies[0])
    expect(await stockOf(faja.id)).toEqual({ stock: 2, reserved: 0 })
    // The reward spent 500 (held when the order was placed); the paid merchandise earns 115.
    expect((await pointsOf(customer!.id)).slice(before)).toEqual([
      ['redeemed', 500],
      ['earned', 115],
    ])
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'order_confirmation'))).toHaveLength(1)
  })

  it('awards no points to a guest', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 3 })
    const ledgerBefore = (await t.db.select().from(loyaltyLedger)).length
    const order = await placeOrder([{ productId: faja.id }])
    await payWith(order.clientSecret)
    expect((await confirm(order.orderId)).status).toBe(200)
    expect((await t.db.select().from(loyaltyLedger)).length).toBe(ledgerBefore)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await confirm(crypto.randomUUID())).status).toBe(404)
    const res = await confirm('not-an-id')
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('not_found')
  })
})

describe('GET /api/orders/guest/:id', () => {
  it('shows the confirmation of spec §3 and nothing private', async () => {
    const faja = await addProduct(t.db, { priceCents: 4500, stock: 3, colors: ['black', 'nude'] })
    const order = await placeOrder([{ productId: faja.id, color: 'nude', size: 'L', quantity: 2 }], { language: 'fr' })
    const res = await t.request(urlFor(ordersApi.guest, { id: order.orderId }))
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toContain('ana@example.com')
    expect(text).not.toContain('555')
    expect(ordersApi.guest.output.parse(JSON.parse(text))).toEqual({
      id: order.orderId,
      orderNumber: order.orderNumber,
      status: 'pending',
      totalAmount: '100.00',
      subtotalAmount: '90.00',
      shippingAmount: '10.00',
      discountAmount: '0.00',
      createdAt: expect.any(String),
      payment: { attempt: null, failureCode: null },
      shippingAddress: { street: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
      items: [
        {
          // The name the shopper read, in the order's language.
          productName: faja.nameFr,
          productImage: faja.images[1],
          color: 'nude',
          size: 'L',
          quantity: 2,
          price: '45.00',
          subtotal: '90.00',
        },
      ],
    })
  })

  it('answers 404 JSON for an unknown order', async () => {
    const res = await t.request(urlFor(ordersApi.guest, { id: crypto.randomUUID() }))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Order not found' } })
  })

  it('shows the demo customer’s past orders too', async () => {
    const [past] = await t.db.select().from(orders).where(eq(orders.status, 'delivered'))
    const res = await t.request(urlFor(ordersApi.guest, { id: past!.id }))
    expect(ordersApi.guest.output.parse(await res.json()).status).toBe('delivered')
  })
})
