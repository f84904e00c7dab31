// Placing an order at checkout (POST /api/create-payment-intent) against the real migrations:
// the server's figures win over the client's, stock and points are held in the same write as the
// order, the policy's refusals, and the Idempotency-Key that keeps a double click to one order.
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkoutApi, testPaymentsApi } from '#shared/contracts/orders'
import { productsApi } from '#shared/contracts/catalogue'
import { MESSAGES } from '#shared/schemas/messages'
import { discountCodeUses, loyaltyLedger, orderItems, orders, productVariants, testPaymentIntents, users } from '#worker/db/schema'
import { addDiscountCode, addProduct, checkoutBody, type Line, stockOf as variantStock } from '#worker/test/checkout'
import { storeOrders } from '#worker/test/orders'
import { signIn } from '#worker/test/session-cookie'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => t.close())

const checkout = (body: unknown, headers: Record<string, string> = {}) =>
  t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: body, headers })
const place = async (lines: Line[], overrides = {}, headers: Record<string, string> = {}) => {
  const res = await checkout(checkoutBody(lines, overrides), headers)
  return { status: res.status, body: await res.json() }
}
const stockOf = (id: string) => variantStock(t.db, id)
const orderCount = async () => (await t.db.select().from(orders)).length

describe('POST /api/create-payment-intent', () => {
  it('prices the order from the database, whatever the client says, and holds its units', async () => {
    const faja = await addProduct(t.db, { priceCents: 8900, stock: 10 })
    const shaper = await addProduct(t.db, { priceCents: 4550, stock: 10 })
    const res = await place([{ productId: faja.id, quantity: 1, price: 0.01 }, { productId: shaper.id, color: 'beige', size: 'L', quantity: 2, price: 1 }], {
      subtotal: 1, shipping: 0, discount: 50, total: 1,
    })
    expect(res.status).toBe(201)
    const answer = checkoutApi.createPaymentIntent.output.parse(res.body)
    expect(answer).toMatchObject({
      gateway: 'test',
      orderNumber: expect.stringMatching(/^ORD-\d+$/),
      totals: { subtotal: '180.00', shipping: '0.00', tax: '0.00', discount: '0.00', total: '180.00' },
      items: [
        { productId: faja.id, sku: `${faja.code}-BLK-M`.toUpperCase(), color: 'black', size: 'M', quantity: 1, unitPrice: '89.00' },
        { productId: shaper.id, sku: `${shaper.code}-BEI-L`.toUpperCase(), color: 'beige', size: 'L', quantity: 2, unitPrice: '45.50' },
      ],
      pointsRedeemed: null,
    })
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.orderId))
    expect(order).toMatchObject({ status: 'pending', subtotalCents: 18000, totalCents: 18000, customerEmail: 'ana@example.com', userId: null })
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, answer.orderId))
    expect(items.map((i) => [i.productCode, i.unitPriceCents, i.quantity, i.subtotalCents])).toEqual(
      expect.arrayContaining([[faja.code, 8900, 1, 8900], [shaper.code, 4550, 2, 9100]]),
    )
    // Held, not sold: the storefront offers what is left.
    expect(await stockOf(faja.id)).toEqual({ stock: 10, reserved: 1 })
    expect(await variantStock(t.db, shaper.id, 'beige', 'L')).toEqual({ stock: 10, reserved: 2 })
    const listed = productsApi.list.output.parse(await (await t.request(productsApi.list.url)).json())
    expect(listed.find((p) => p.id === shaper.id)?.variants.find((v) => v.color === 'beige' && v.size === 'L')?.available).toBe(8)
    // The payment intent is for the exact total.
    const [intent] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, answer.orderId))
    expect(intent).toMatchObject({ amountCents: 18000, currency: 'usd', clientSecret: answer.clientSecret })
  })

  it('charges $10.00 shipping below a $100.00 subtotal and none from $100.00', async () => {
    const below = await addProduct(t.db, { priceCents: 9999, stock: 5 })
    const exactly = await addProduct(t.db, { priceCents: 10000, stock: 5 })
    expect((await place([{ productId: below.id }])).body.totals).toMatchObject({ subtotal: '99.99', shipping: '10.00', total: '109.99' })
    expect((await place([{ productId: exactly.id }])).body.totals).toMatchObject({ subtotal: '100.00', shipping: '0.00', total: '100.00' })
  })

  it('refuses a quantity beyond what a variant has left, naming the product, colour, size and how many remain', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 3, variantStock: { 'beige/M': 1 }, name: 'Classic Faja' })
    expect((await place([{ productId: faja.id, quantity: 2 }])).status).toBe(201)
    // Each size and colour is its own shelf: one line may be short while the other is not.
    const res = await place([{ productId: faja.id, color: 'black', quantity: 2 }, { productId: faja.id, color: 'beige', quantity: 1 }])
    expect(res).toEqual({ status: 409, body: { error: { code: 'insufficient_stock', message: 'Not enough stock of Classic Faja (black, size M): only 1 left', requestId: expect.any(String) } } })
    expect((await place([{ productId: faja.id, color: 'beige', quantity: 1 }])).status).toBe(201)
    expect((await place([{ productId: faja.id, color: 'beige' }])).body.error).toEqual({ code: 'insufficient_stock', message: 'Classic Faja (beige, size M) is sold out', requestId: expect.any(String) })
    // Sold out in beige M says nothing of black M or beige L.
    expect((await place([{ productId: faja.id }])).status).toBe(201)
    expect((await place([{ productId: faja.id, color: 'beige', size: 'L', quantity: 3 }])).status).toBe(201)
    expect(await stockOf(faja.id)).toEqual({ stock: 3, reserved: 3 })
    expect(await variantStock(t.db, faja.id, 'beige', 'M')).toEqual({ stock: 1, reserved: 1 })
    expect(await variantStock(t.db, faja.id, 'beige', 'L')).toEqual({ stock: 3, reserved: 3 })
  })

  it('refuses a colour and size the shop does not offer, whatever their stock', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 3, name: 'Classic Faja' })
    await t.db
      .update(productVariants)
      .set({ notOffered: true })
      .where(and(eq(productVariants.productId, faja.id), eq(productVariants.color, 'beige'), eq(productVariants.size, 'L')))
    const res = await place([{ productId: faja.id, color: 'beige', size: 'L' }])
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'invalid_option', fields: { 'items.0.size': 'Classic Faja is not made in "beige" in size "L"' } } } })
    expect(await orderCount()).toBe(0)
  })

  it('refuses unknown and withdrawn products, colours and sizes a product is not made in', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 3, colors: ['black'], sizes: ['M'], name: 'Classic Faja' })
    const retired = await addProduct(t.db, { priceCents: 5000, stock: 3, isActive: false, name: 'Old Faja' })
    const unknown = await place([{ productId: faja.id }, { productId: crypto.randomUUID() }])
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatchObject({ code: 'product_unavailable', fields: { 'items.1.productId': MESSAGES.lineInvalid } })
    expect((await place([{ productId: retired.id }])).body.error).toMatchObject({ code: 'product_unavailable', message: 'Old Faja is no longer available' })
    expect((await place([{ productId: faja.id, color: 'beige' }])).body.error).toMatchObject({ code: 'invalid_option', fields: { 'items.0.color': expect.any(String) } })
    expect((await place([{ productId: faja.id, size: 'XL' }])).body.error).toMatchObject({ code: 'invalid_option', fields: { 'items.0.size': expect.any(String) } })
    expect(await orderCount()).toBe(0)
    expect(await stockOf(faja.id)).toEqual({ stock: 3, reserved: 0 })
  })

  it('validates the payload with the shared schema: quantities, lines, required fields, the delivery policy', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 200 })
    const fieldsOf = async (lines: Line[], overrides = {}) => (await place(lines, overrides)).body.error?.fields
    expect(await fieldsOf([{ productId: faja.id, quantity: 0 }])).toEqual({ 'items.0.quantity': MESSAGES.quantityInvalid })
    expect(await fieldsOf([{ productId: faja.id, quantity: 100 }])).toEqual({ 'items.0.quantity': MESSAGES.quantityInvalid })
    expect(await fieldsOf([{ productId: faja.id, quantity: 1.5 }])).toEqual({ 'items.0.quantity': MESSAGES.quantityInvalid })
    expect(await fieldsOf([])).toEqual({ items: MESSAGES.cartEmpty })
    const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL']
    const many = Array.from({ length: 51 }, (_, i) => ({ productId: faja.id, size: `${sizes[i % 8]}-${i}` }))
    expect(await fieldsOf(many)).toEqual({ items: MESSAGES.tooManyLines })
    expect(await fieldsOf([{ productId: faja.id }], { customerName: '', customerPhone: ' ', customerEmail: 'ana@' })).toEqual({
      customerName: MESSAGES.nameMin,
      customerPhone: MESSAGES.phoneRequired,
      customerEmail: MESSAGES.emailInvalid,
    })
    const address = { street: '', city: '', country: '' }
    expect(await fieldsOf([{ productId: faja.id }], { shippingAddress: address })).toEqual({
      'shippingAddress.street': MESSAGES.streetRequired,
      'shippingAddress.city': MESSAGES.cityRequired,
      'shippingAddress.country': MESSAGES.countryRequired,
    })
    for (const [shippingAddress, field] of [
      [{ street: 'PO Box 1234', city: 'Austin', state: 'TX', country: 'US' }, 'street'],
      [{ street: 'P.O. Box 77', city: 'Miami', country: 'US' }, 'street'],
      [{ street: 'Unit 2050 Box 4190', city: 'APO', state: 'AE', postalCode: '09096', country: 'US' }, 'city'],
      [{ street: 'PSC 1234, Box 5678', city: 'Ramstein', state: 'AE', country: 'US' }, 'state'],
      [{ street: 'Apartado Postal 12', city: 'Medellín', country: 'CO' }, 'street'],
    ] as const) {
      expect(await fieldsOf([{ productId: faja.id }], { shippingAddress }), shippingAddress.street).toEqual({ [`shippingAddress.${field}`]: MESSAGES.noPoBox })
    }
    // A street that only looks like one is fine, and so is a billing address at a PO box.
    const poblado = { street: 'Carrera 43A #1-50, El Poblado', city: 'Medellín', country: 'CO' }
    expect((await place([{ productId: faja.id }], { shippingAddress: poblado, billingAddress: { street: 'PO Box 9', city: 'Medellín', country: 'CO' } })).status).toBe(201)
    expect(await orderCount()).toBe(1)
  })

  it('keeps a double click or a retry to one order with the same client secret (Idempotency-Key)', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 5 })
    const body = checkoutBody([{ productId: faja.id, quantity: 2 }])
    const key = { 'Idempotency-Key': crypto.randomUUID() }
    const [a, b] = await Promise.all([checkout(body, key), checkout(body, key)])
    const settled = [a.status, b.status].sort()
    // One places the order; the other is told it is in progress, or replays the first answer.
    expect(settled[0]).toBe(201)
    expect([201, 409]).toContain(settled[1])
    const first = await (a.status === 201 ? a : b).json()
    const retry = await checkout(body, key)
    expect(retry.status).toBe(201)
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await retry.json()).toEqual(first)
    expect(await orderCount()).toBe(1)
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 2 })
  })

  it('answers a retry after a lost answer (the order was written, the response never arrived) with the same order', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 5 })
    // The connection drops after the server has done its work: the client sees a failure.
    let dropNext = true
    const flaky = new Hono()
      .use('*', async (c, next) => {
        await next()
        if (dropNext) {
          dropNext = false
          throw new Error('connection lost')
        }
      })
      .route('/', t.app)
    flaky.onError((_, c) => c.text('lost', 502))
    const send = () =>
      flaky.request(`http://localhost${checkoutApi.createPaymentIntent.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', 'Idempotency-Key': 'checkout-attempt-0001' },
        body: JSON.stringify(checkoutBody([{ productId: faja.id }])),
      })
    expect((await send()).status).toBe(502)
    const retry = await send()
    expect(retry.status).toBe(201)
    const answer = await retry.json()
    const [order] = await t.db.select().from(orders)
    expect(await orderCount()).toBe(1)
    expect(answer.orderId).toBe(order!.id)
    const [intent] = await t.db.select().from(testPaymentIntents)
    expect(answer.clientSecret).toBe(intent!.clientSecret)
  })

  it('writes nothing when the order cannot be stored, and its retry places exactly one order', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 5 })
    // The database refuses the next order once (a crash between the payment intent and the write).
    await t.client.execute(`CREATE TABLE fail_once (x)`)
    await t.client.execute(`INSERT INTO fail_once VALUES (1)`)
    await t.client.execute(`CREATE TRIGGER fail_order BEFORE INSERT ON orders WHEN (SELECT count(*) FROM fail_once) > 0 BEGIN SELECT RAISE(ABORT, 'disk full'); END`)
    const key = { 'Idempotency-Key': 'checkout-attempt-0002' }
    const body = checkoutBody([{ productId: faja.id, quantity: 2 }])
    expect((await checkout(body, key)).status).toBe(500)
    expect(await orderCount()).toBe(0)
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 0 })
    // The intent created for the failed attempt can no longer be paid.
    expect((await t.db.select().from(testPaymentIntents)).map((i) => i.status)).toEqual(['canceled'])
    await t.client.execute(`DELETE FROM fail_once`)
    const retry = await checkout(body, key)
    expect(retry.status).toBe(201)
    expect(await orderCount()).toBe(1)
    expect(await stockOf(faja.id)).toEqual({ stock: 5, reserved: 2 })
  })

  it('holds a retail order to 10 units a line and 20 in all, and one client to 20 units unpaid; refusals point to the wholesale form (decision 023)', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 100 })
    const line = await place([{ productId: faja.id, quantity: 11 }])
    expect(line).toMatchObject({ status: 400, body: { error: { code: 'retail_line_limit', message: expect.stringContaining('/wholesale') } } })
    const order = await place([{ productId: faja.id, quantity: 10 }, { productId: faja.id, color: 'beige', quantity: 10 }, { productId: faja.id, size: 'L', quantity: 1 }])
    expect(order.body.error.code).toBe('retail_order_limit')
    expect(await orderCount()).toBe(0)
    // The same email holds 20 unpaid units: its next order waits until one is paid or released.
    expect((await place([{ productId: faja.id, quantity: 10 }, { productId: faja.id, color: 'beige', quantity: 10 }])).status).toBe(201)
    const client = await place([{ productId: faja.id, size: 'L' }])
    expect(client).toMatchObject({ status: 409, body: { error: { code: 'client_hold_limit', message: expect.stringContaining('/wholesale') } } })
    expect(await stockOf(faja.id)).toEqual({ stock: 100, reserved: 10 })
    expect(await variantStock(t.db, faja.id, 'beige', 'M')).toEqual({ stock: 100, reserved: 10 })
    // Another shopper is not held back by it.
    expect((await place([{ productId: faja.id, size: 'L' }], { customerEmail: 'ben@example.com' })).status).toBe(201)
  })

  it('limits how many orders one connection may place, so nobody can hold a whole collection', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 100 })
    for (let i = 0; i < 20; i++) expect((await place([{ productId: faja.id }])).status).toBe(201)
    const refused = await checkout(checkoutBody([{ productId: faja.id }]))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(await orderCount()).toBe(20)
  })
})

describe('loyalty rewards at checkout', () => {
  async function customerWith(points: number) {
    const t2 = t
    const email = `loyal${crypto.randomUUID().slice(0, 6)}@example.com`
    await t2.request('/api/auth/register', { method: 'POST', json: { email, password: TEST_PASSWORD, firstName: 'Luz', lastName: 'Mejía' } })
    const [user] = await t2.db.select().from(users).where(eq(users.email, email))
    if (points > 0) await t2.db.insert(loyaltyLedger).values({ userId: user!.id, points, transactionType: 'earned', description: 'test' })
    return { user: user!, cookie: await signIn(t2.request, email, TEST_PASSWORD) }
  }
  const balanceOf = async (cookie: string) => (await (await t.request('/api/loyalty/balance', { headers: { cookie } })).json()).points

  it('takes $5, $12 or $30 off for 500, 1000 or 2000 points and holds them with the order', async () => {
    const faja = await addProduct(t.db, { priceCents: 12000, stock: 10 })
    const { cookie } = await customerWith(2600)
    const res = await place([{ productId: faja.id }], { redeemPoints: 2000 }, { cookie })
    expect(res.status).toBe(201)
    // Shipping stays free: the reward does not count against the $100 threshold.
    expect(res.body.totals).toEqual({ subtotal: '120.00', shipping: '0.00', tax: '0.00', discount: '30.00', total: '90.00', storeCredit: '0.00', toPay: '90.00' })
    expect(res.body.pointsRedeemed).toBe(2000)
    expect(await balanceOf(cookie)).toBe(600)
    const twelve = await place([{ productId: faja.id }], { redeemPoints: 500 }, { cookie })
    expect(twelve.body.totals).toMatchObject({ discount: '5.00', total: '115.00' })
    expect(await balanceOf(cookie)).toBe(100)
  })

  it('refuses a reward without enough points, without an account, or worth more than the items', async () => {
    const cheap = await addProduct(t.db, { priceCents: 2500, stock: 10 })
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 10 })
    const { cookie } = await customerWith(900)
    expect((await place([{ productId: faja.id }], { redeemPoints: 1000 }, { cookie })).body.error).toEqual({
      code: 'insufficient_points',
      message: MESSAGES.pointsInsufficient,
      fields: { redeemPoints: MESSAGES.pointsInsufficient },
      requestId: expect.any(String),
    })
    expect((await place([{ productId: faja.id }], { redeemPoints: 500 })).body.error.code).toBe('points_sign_in_required')
    const rich = await customerWith(5000)
    expect((await place([{ productId: cheap.id }], { redeemPoints: 2000 }, { cookie: rich.cookie })).body.error.code).toBe('reward_exceeds_items')
    expect((await place([{ productId: faja.id }], { redeemPoints: 700 }, { cookie })).body.error.fields).toEqual({ redeemPoints: MESSAGES.redeemPointsInvalid })
    expect(await orderCount()).toBe(0)
    expect(await balanceOf(cookie)).toBe(900)
  })
})

// Races are decided by the database, not by the look at stock and points taken first: the Stripe
// stub holds the racing payment intents until all have been asked for, so every checkout has passed
// that look before the first one writes.
describe('simultaneous checkouts', () => {
  let stub: StripeStub
  let s: Awaited<ReturnType<typeof createTestApp>>
  beforeEach(async () => {
    stub = await startStripeStub()
    s = await createTestApp({ env: stub.env })
  })
  afterEach(async () => {
    s.close()
    await stub.close()
  })
  const send = (body: unknown, headers: Record<string, string> = {}) => s.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: body, headers })
  /** A shopper at their own address: 50 shoppers are not one household's 20 orders an hour. */
  const sendFrom = (ip: string, body: unknown, headers: Record<string, string>) =>
    s.fetchApp(
      checkoutApi.createPaymentIntent.url,
      { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: ip } } },
    )
  const created = () => stub.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length
  const cancelled = () => [...stub.intents.values()].filter((i) => i.status === 'canceled').length

  it('sells exactly the units a variant has to 30 simultaneous checkouts, and nothing of the other sizes and colours', async () => {
    // Size M in black has 5 units; the same product's other variants have plenty and stay untouched.
    const faja = await addProduct(s.db, { priceCents: 5000, stock: 40, variantStock: { 'black/M': 5 }, name: 'Last Faja' })
    stub.holdCreatesUntil(30)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sendFrom(`198.51.100.${i + 1}`, checkoutBody([{ productId: faja.id }], { customerEmail: `shopper${i}@example.com` }), { 'Idempotency-Key': `race-${i}-${crypto.randomUUID()}` }),
      ),
    )
    expect(created()).toBe(30)
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((x) => x === 201)).toHaveLength(5)
    expect(statuses.filter((x) => x === 409)).toHaveLength(25)
    for (const res of answers.filter((r) => r.status === 409)) {
      expect((await res.json()).error).toEqual({ code: 'insufficient_stock', message: 'Last Faja (black, size M) is sold out', requestId: expect.any(String) })
    }
    expect(await variantStock(s.db, faja.id)).toEqual({ stock: 5, reserved: 5 })
    expect(await variantStock(s.db, faja.id, 'beige', 'M')).toEqual({ stock: 40, reserved: 0 })
    expect(await variantStock(s.db, faja.id, 'black', 'L')).toEqual({ stock: 40, reserved: 0 })
    expect((await s.db.select().from(orders)).length).toBe(5)
    // The refused checkouts' intents can no longer be paid.
    expect(cancelled()).toBe(25)
    // The size still has none to offer, while the others are as they were.
    const product = await (await s.request(`/api/products/${faja.id}`)).json()
    expect(product.variants.find((v: { color: string; size: string }) => v.color === 'black' && v.size === 'M').available).toBe(0)
    expect(product.stock).toBe(5 * 40)
  })

  it('gives the last use of a code to exactly one of 30 simultaneous checkouts; the others are told it is used up and can go on without it', async () => {
    const faja = await addProduct(s.db, { priceCents: 5000, stock: 100 })
    const code = await addDiscountCode(s.db, { code: 'LAST-ONE', amount: 20, usageLimit: 3 })
    // Two uses already went to paid orders: one is left.
    const line = { productId: faja.id, productCode: faja.code, productName: faja.nameEn, quantity: 1, unitPriceCents: 5000 }
    const paid = await storeOrders(s.db, [1, 2].map((i) => ({ customerName: 'Earlier', customerEmail: `used${i}@example.com`, createdAt: new Date().toISOString(), lines: [line] })))
    await s.db.insert(discountCodeUses).values(paid.map((orderId, i) => ({ orderId, codeId: code.id, email: `used${i}@example.com`, discountCents: 1000 })))
    stub.holdCreatesUntil(30)
    const body = (i: number, promoCode?: string) => checkoutBody([{ productId: faja.id }], { customerEmail: `shopper${i}@example.com`, ...(promoCode && { promoCode }) })
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => sendFrom(`198.51.100.${i + 1}`, body(i, 'last-one'), { 'Idempotency-Key': `code-${i}-${crypto.randomUUID()}` })))
    expect(created()).toBe(30)
    const bodies = await Promise.all(answers.map((a) => a.json()))
    const placed = bodies.filter((b) => !b.error)
    expect(placed).toHaveLength(1)
    expect(placed[0].totals).toMatchObject({ discount: '10.00', total: '50.00' })
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29)
    expect(new Set(bodies.filter((b) => b.error).map((b) => b.error.code))).toEqual(new Set(['promo_code_used_up']))
    expect(await s.db.select().from(discountCodeUses).where(eq(discountCodeUses.codeId, code.id))).toHaveLength(3)
    expect((await s.db.select().from(orders).where(eq(orders.promoCode, 'LAST-ONE'))).length).toBe(1)
    expect(cancelled()).toBe(29)
    // A refused shopper checks out without it.
    stub.holdCreatesUntil(1)
    const without = await sendFrom('198.51.100.2', body(1), { 'Idempotency-Key': `code-again-${crypto.randomUUID()}` })
    expect(without.status).toBe(201)
    expect((await without.json()).totals).toMatchObject({ discount: '0.00', total: '60.00' })
  })

  it('never lets two checkouts spend the same points: the balance cannot go below zero', async () => {
    const faja = await addProduct(s.db, { priceCents: 9000, stock: 20 })
    await s.request('/api/auth/register', { method: 'POST', json: { email: 'luz@example.com', password: TEST_PASSWORD, firstName: 'Luz', lastName: 'Mejía' } })
    const [user] = await s.db.select().from(users).where(eq(users.email, 'luz@example.com'))
    await s.db.insert(loyaltyLedger).values({ userId: user!.id, points: 1500, transactionType: 'earned', description: 'test' })
    const cookie = await signIn(s.request, 'luz@example.com', TEST_PASSWORD)
    stub.holdCreatesUntil(6)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(checkoutBody([{ productId: faja.id }], { redeemPoints: 1000, customerPhone: `+1 512 555 01${10 + i}` }), { cookie })),
    )
    expect(created()).toBe(6)
    const bodies = await Promise.all(answers.map((a) => a.json()))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(bodies.filter((b) => b.error).map((b) => b.error.code)).toEqual(Array(5).fill('insufficient_points'))
    expect((await (await s.request('/api/loyalty/balance', { headers: { cookie } })).json()).points).toBe(500)
    // The refused orders hold no units either.
    expect(await variantStock(s.db, faja.id)).toEqual({ stock: 20, reserved: 1 })
    expect(cancelled()).toBe(5)
  })
})

describe('production safety', () => {
  it('refuses the test gateway in production, naming the missing key, unless PAYMENTS_TEST_MODE=true', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' } })
    const faja = await addProduct(production.db, { priceCents: 5000, stock: 5 })
    const res = await production.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id }]) })
    expect(res.status).toBe(503)
    const { error } = await res.json()
    expect(error.code).toBe('payments_not_configured')
    expect(error.message).toContain('STRIPE_SECRET_KEY')
    const card = await production.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret: 'testpi_x_secret_y', cardNumber: '4242424242424242' } })
    expect(card.status).toBe(503)
    expect((await card.json()).error.message).toContain('STRIPE_SECRET_KEY')
    expect((await production.db.select().from(orders)).length).toBe(0)
    production.close()

    const staging = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', PAYMENTS_TEST_MODE: 'true' } })
    const shaper = await addProduct(staging.db, { priceCents: 5000, stock: 5 })
    expect((await staging.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: shaper.id }]) })).status).toBe(201)
    staging.close()
  })
})

describe('POST /api/test-payments/confirm', () => {
  const pay = (clientSecret: string, cardNumber: string) => t.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret, cardNumber } })

  it('succeeds with 4242 4242 4242 4242, declines 4000 0000 0000 0002, and rejects other cards', async () => {
    const faja = await addProduct(t.db, { priceCents: 5000, stock: 5 })
    const { body } = await place([{ productId: faja.id }])
    const declined = await pay(body.clientSecret, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(await declined.json()).toEqual({ error: { code: 'card_declined', message: 'Your card was declined.', requestId: expect.any(String) } })
    const other = await pay(body.clientSecret, '5555 5555 5555 4444')
    expect(other.status).toBe(400)
    expect((await other.json()).error.code).toBe('invalid_test_card')
    const wrongSecret = await pay(`${body.clientSecret.split('_secret_')[0]}_secret_guess`, '4242424242424242')
    expect(wrongSecret.status).toBe(404)
    const paid = await pay(body.clientSecret, '4242 4242 4242 4242')
    expect(paid.status).toBe(200)
    expect(testPaymentsApi.confirm.output.parse(await paid.json())).toEqual({ status: 'succeeded' })
    // Paying twice is harmless.
    expect((await pay(body.clientSecret, '4242-4242-4242-4242')).status).toBe(200)
    const [intent] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, body.orderId))
    expect(intent!.status).toBe('succeeded')
  })

  it('is not there while Stripe takes the payments', async () => {
    const stripe = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' } })
    const res = await stripe.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret: 'testpi_x_secret_y', cardNumber: '4242424242424242' } })
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('test_gateway_inactive')
    stripe.close()
  })
})
