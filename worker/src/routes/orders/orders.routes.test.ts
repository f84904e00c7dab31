// After the card: confirming a paid order (POST /api/orders/:id/confirm) and the guest's view of
// it (GET /api/orders/guest/:id), with the built-in test gateway, against the real migrations.
// Both answer only the device that placed the order, its owner, staff or the email's signed link
// (decision 023); the device's cookie comes back from checkout.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import { emailOutbox, loyaltyLedger, orders, users } from '#worker/db/schema'
import { addProduct, checkoutBody, deviceCookieFrom, type Line, stockOf as variantStock } from '#worker/test/checkout'
import { signIn } from '#worker/test/session-cookie'
import { ORDER_LOOKUP_RATE_LIMIT } from '#worker/services/rate-limit-rules'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp({ seed: true })
})
afterEach(() => t.close())

async function placeOrder(lines: Line[], overrides = {}, cookie?: string) {
  const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody(lines, overrides), headers: cookie ? { cookie } : {} })
  expect(res.status).toBe(201)
  return { ...checkoutApi.createPaymentIntent.output.parse(await res.json()), device: deviceCookieFrom(res) }
}
const payWith = (clientSecret: string | null, cardNumber = '4242 4242 4242 4242') =>
  t.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret, cardNumber } })
const confirm = (orderId: string, cookie?: string) =>
  t.request(urlFor(ordersApi.confirm, { id: orderId }), { method: 'POST', headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) } })
const stockOf = (id: string) => variantStock(t.db, id)
const pointsOf = async (userId: string) => (await t.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, userId))).map((e) => [e.transactionType, e.points])

describe('POST /api/orders/:id/confirm', () => {
  it('refuses until the payment went through, then sells the held units, awards points and queues the email', async () => {
    const faja = await addProduct(t.db, { priceCents: 8950, stock: 4 })
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const pointsBefore = await pointsOf(customer!.id)
    const order = await placeOrder([{ productId: faja.id, quantity: 2 }], { language: 'es', customerEmail: 'emily@example.com' }, cookie)

    const early = await confirm(order.orderId, order.device)
    expect(early.status).toBe(409)
    expect((await early.json()).error.code).toBe('payment_not_completed')
    // A declined card changes nothing either.
    expect((await payWith(order.clientSecret, '4000000000000002')).status).toBe(402)
    expect((await confirm(order.orderId, order.device)).status).toBe(409)
    expect(await stockOf(faja.id)).toEqual({ stock: 4, reserved: 2 })

    expect((await payWith(order.clientSecret)).status).toBe(200)
    const res = await confirm(order.orderId, order.device)
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
    expect(emails[0]!.bodyText).toContain(`http://localhost/es/order-confirmation/${order.orderId}?key=${stored!.accessKey}`)
  })

  it('changes nothing when replayed: units sold once, points awarded once, one email', async () => {
    const faja = await addProduct(t.db, { priceCents: 12000, stock: 3 })
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const before = (await pointsOf(customer!.id)).length
    const order = await placeOrder([{ productId: faja.id }], { redeemPoints: 500 }, cookie)
    await payWith(order.clientSecret)
    const answers = await Promise.all([confirm(order.orderId, order.device), confirm(order.orderId, cookie), confirm(order.orderId, order.device)])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const again = await confirm(order.orderId, order.device)
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
    expect((await confirm(order.orderId, order.device)).status).toBe(200)
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
  it('shows the order confirmation and nothing private', async () => {
    const faja = await addProduct(t.db, { priceCents: 4500, stock: 3, colors: ['black', 'nude'] })
    const order = await placeOrder([{ productId: faja.id, color: 'nude', size: 'L', quantity: 2 }], { language: 'fr' })
    const res = await t.request(urlFor(ordersApi.guest, { id: order.orderId }), { headers: { cookie: order.device } })
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
      promo: null,
      storeCreditAmount: '0.00',
      createdAt: expect.any(String),
      payment: { attempt: null, failureCode: null },
      shippingAddress: { street: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
      items: [
        {
          // The name the shopper read, in the order's language, and in each language for a reader of another.
          productName: faja.nameFr,
          productNames: { en: faja.nameEn, es: faja.nameEs, fr: faja.nameFr },
          productImage: faja.images[1],
          sku: `${faja.code}-NUD-L`.toUpperCase(),
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
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Order not found', requestId: expect.any(String) } })
  })

  it('shows an order to its signed-in owner and to staff, not to another customer', async () => {
    const [past] = await t.db.select().from(orders).where(eq(orders.status, 'delivered'))
    const [owner] = await t.db.select().from(users).where(eq(users.id, past!.userId!))
    const lookUp = async (cookie?: string) => t.request(urlFor(ordersApi.guest, { id: past!.id }), { headers: cookie ? { cookie } : {} })
    const asOwner = await lookUp(await signIn(t.request, owner!.email, TEST_PASSWORD))
    expect(ordersApi.guest.output.parse(await asOwner.json()).status).toBe('delivered')
    expect((await lookUp(await signIn(t.request, 'staff@example.com', TEST_PASSWORD))).status).toBe(200)
    expect((await lookUp(await signIn(t.request, 'admin@example.com', TEST_PASSWORD))).status).toBe(200)
    expect((await lookUp(await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD))).status).toBe(404)
    expect((await lookUp()).status).toBe(404)
  })
})

describe('who may see an order by its id (decision 023)', () => {
  it('answers another client without the device cookie or the key exactly as an unknown order', async () => {
    const faja = await addProduct(t.db, { priceCents: 4500, stock: 3 })
    const order = await placeOrder([{ productId: faja.id }])
    await payWith(order.clientSecret)
    const unknown = await (await t.request(urlFor(ordersApi.guest, { id: crypto.randomUUID() }))).json()
    for (const cookie of [undefined, 'shopper_device=00000000-0000-4000-8000-000000000000', `shopper_device=${crypto.randomUUID()}`]) {
      const headers: Record<string, string> = cookie ? { cookie } : {}
      const guest = await t.request(urlFor(ordersApi.guest, { id: order.orderId }), { headers })
      expect(guest.status).toBe(404)
      // The same answer; only the request id differs, as between any two requests.
      expect(await guest.json()).toEqual({ error: { ...unknown.error, requestId: expect.any(String) } })
      expect((await confirm(order.orderId, cookie)).status).toBe(404)
      expect((await t.request(urlFor(ordersApi.hold, { id: order.orderId }), { method: 'POST', headers: { origin: 'http://localhost', ...headers } })).status).toBe(404)
      // A wrong key, or the key of another order, opens nothing.
      expect((await t.request(urlFor(ordersApi.guest, { id: order.orderId }, { key: 'AAAAAAAAAAAAAAAAAAAAAA' }), { headers })).status).toBe(404)
    }
    // Still pending for nobody but its device: the payment was not confirmed by the stranger.
    expect((await t.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]!.status).toBe('pending')
  })

  it('opens with the signed link of the confirmation email on any device', async () => {
    const faja = await addProduct(t.db, { priceCents: 4500, stock: 3 })
    const order = await placeOrder([{ productId: faja.id }])
    await payWith(order.clientSecret)
    expect((await confirm(order.orderId, order.device)).status).toBe(200)
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'order_confirmation'))
    const link = new URL(/http:\/\/localhost\/order-confirmation\/\S+/.exec(email!.bodyText)![0])
    expect(link.pathname).toBe(`/order-confirmation/${order.orderId}`)
    const key = link.searchParams.get('key')!
    const other = await t.request(urlFor(ordersApi.guest, { id: order.orderId }, { key }), { headers: { cookie: `shopper_device=${crypto.randomUUID()}` } })
    expect(other.status).toBe(200)
    expect(ordersApi.guest.output.parse(await other.json())).toMatchObject({ id: order.orderId, status: 'processing', shippingAddress: { street: '245 Maple Avenue' } })
    // The key of one order opens no other.
    const second = await placeOrder([{ productId: faja.id }], { customerEmail: 'ben@example.com' })
    expect((await t.request(urlFor(ordersApi.guest, { id: second.orderId }, { key }))).status).toBe(404)
  })

  it('limits lookups by id per address: 429 past the limit, whatever the answer', async () => {
    const faja = await addProduct(t.db, { priceCents: 4500, stock: 3 })
    const order = await placeOrder([{ productId: faja.id }])
    const from = (ip: string, id: string, cookie?: string) =>
      t.fetchApp(urlFor(ordersApi.guest, { id }), { headers: cookie ? { cookie } : {} }, { incoming: { socket: { remoteAddress: ip } } })
    for (let i = 0; i < ORDER_LOOKUP_RATE_LIMIT.limit; i++) expect((await from('203.0.113.9', crypto.randomUUID())).status).toBe(404)
    const limited = await from('203.0.113.9', order.orderId, order.device)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
    // Another address is not slowed down by it.
    expect((await from('203.0.113.10', order.orderId, order.device)).status).toBe(200)
  })
})
