// POST /api/promo-codes/check against the real migrations and the demo data (decision 034): the
// demo offers' codes for the accounts they are offered to, the refusals the cart shows, and the
// checkout evaluating the code again whatever the client says.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi } from '#shared/contracts/orders'
import { promoCodesApi } from '#shared/contracts/promo-codes'
import { orders, products } from '#worker/db/schema'
import { addDiscountCode, addProduct, checkoutBody, type Line } from '#worker/test/checkout'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: string
let wholesale: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
  wholesale = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
})
afterAll(() => t.close())

const items = (lines: Line[]) => checkoutBody(lines).items
const check = async (code: string, lines: Line[], options: { cookie?: string; redeemPoints?: number; customerEmail?: string } = {}) => {
  const { cookie, ...rest } = options
  const res = await t.request(promoCodesApi.check.url, { method: 'POST', json: { code, items: items(lines), ...rest }, headers: cookie ? { cookie } : {} })
  return { status: res.status, body: await res.json() }
}
const mine = { unit: 'cm', waist: 72.5, hips: 98, thigh: 56 } as const

describe('POST /api/promo-codes/check', () => {
  it('gives the demo customer GRACIAS15: 15 % off the Sculpt & Support pieces only, in any case; a guest is told it is for accounts', async () => {
    const faja = await addProduct(t.db, { priceCents: 9999, stock: 5 })
    const mask = await addProduct(t.db, { priceCents: 4500, stock: 5, category: 'face-neck-sculpt' })
    const lines = [{ productId: faja.id }, { productId: mask.id }]
    expect(await check(' gracias15 ', lines, { cookie: customer })).toEqual({
      status: 200,
      body: { promo: { code: 'GRACIAS15', discount: '14.99' }, totals: { subtotal: '144.99', shipping: '0.00', tax: '0.00', discount: '14.99', total: '130.00' } },
    })
    // With a $5 reward too: the code combines with rewards.
    expect((await check('GRACIAS15', lines, { cookie: customer, redeemPoints: 500 })).body.totals).toMatchObject({ discount: '19.99', total: '125.00' })
    const guest = await check('GRACIAS15', lines)
    expect(guest.status).toBe(400)
    expect(guest.body.error).toMatchObject({ code: 'promo_code_not_for_account', fields: { promoCode: 'This code is not available for your account' } })
    expect((await check('GRACIAS15', [{ productId: mask.id }], { cookie: customer })).body.error.code).toBe('promo_code_nothing_applies')
  })

  it('gives MAYORISTA-FIT only to an approved wholesale account, on its made-to-measure pieces', async () => {
    const [made] = await t.db.select().from(products).where(eq(products.code, 'SS-2005'))
    const standard = await addProduct(t.db, { priceCents: 5000, stock: 5 })
    const lines = [{ productId: made!.id, color: made!.colors[0], measurements: mine }, { productId: standard.id }]
    expect((await check('mayorista-fit', lines, { cookie: wholesale })).body.promo).toEqual({ code: 'MAYORISTA-FIT', discount: '37.80' })
    expect((await check('MAYORISTA-FIT', lines, { cookie: customer })).body.error.code).toBe('promo_code_not_for_account')
    // A wholesale sign-up whose account is not approved yet is not a wholesale account.
    const json = { email: 'newshop@example.com', password: TEST_PASSWORD, firstName: 'Lía', lastName: 'Mora', accountType: 'wholesale' }
    expect((await t.request('/api/auth/register', { method: 'POST', json })).status).toBe(201)
    const pending = await signIn(t.request, 'newshop@example.com', TEST_PASSWORD)
    expect((await check('MAYORISTA-FIT', lines, { cookie: pending })).body.error.code).toBe('promo_code_not_for_account')
  })

  it('says why a code cannot be used, with the amount missing to reach a minimum', async () => {
    const faja = await addProduct(t.db, { priceCents: 3000, stock: 5 })
    await addDiscountCode(t.db, { code: 'MIN80', kind: 'fixed', amount: 1000, minSubtotalCents: 8000 })
    await addDiscountCode(t.db, { code: 'OLD', endsAt: new Date(Date.now() - 1000).toISOString() })
    await addDiscountCode(t.db, { code: 'SOON', startsAt: new Date(Date.now() + 86_400_000).toISOString() })
    await addDiscountCode(t.db, { code: 'NO-REWARDS', combinesWithRewards: false })
    const minimum = await check('min80', [{ productId: faja.id, quantity: 2 }])
    expect(minimum).toMatchObject({ status: 400, body: { error: { code: 'promo_code_minimum_not_reached', fields: { missingAmount: '20.00' } } } })
    expect((await check('MIN80', [{ productId: faja.id, quantity: 3 }])).body.promo).toEqual({ code: 'MIN80', discount: '10.00' })
    expect((await check('NOPE', [{ productId: faja.id }])).body.error.code).toBe('promo_code_unknown')
    expect((await check('OLD', [{ productId: faja.id }])).body.error.code).toBe('promo_code_expired')
    expect((await check('SOON', [{ productId: faja.id }])).body.error.code).toBe('promo_code_not_started')
    expect((await check('NO-REWARDS', [{ productId: faja.id }], { cookie: customer, redeemPoints: 500 })).body.error.code).toBe('promo_code_not_with_rewards')
    const malformed = await check('no spaces!', [{ productId: faja.id }])
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.code).toBe('validation_failed')
  })
})

describe('the checkout with a code', () => {
  it('recomputes the discount, ignores the client’s, charges the total with it and stores the code on the order', async () => {
    const faja = await addProduct(t.db, { priceCents: 4000, stock: 5 })
    await addDiscountCode(t.db, { code: 'TENOFF', kind: 'fixed', amount: 1000 })
    const res = await t.request(checkoutApi.createPaymentIntent.url, {
      method: 'POST',
      json: checkoutBody([{ productId: faja.id }], { promoCode: 'tenoff', discount: 40, total: 0 }),
    })
    expect(res.status).toBe(201)
    const placed = checkoutApi.createPaymentIntent.output.parse(await res.json())
    expect(placed.totals).toEqual({ subtotal: '40.00', shipping: '10.00', tax: '0.00', discount: '10.00', total: '40.00', storeCredit: '0.00', toPay: '40.00' })
    expect(placed.promo).toEqual({ code: 'TENOFF', discount: '10.00' })
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId))
    expect(order).toMatchObject({ promoCode: 'TENOFF', promoDiscountCents: 1000, discountCents: 1000, totalCents: 4000 })
    // The gateway was asked for the discounted total.
    const intent = await (await t.request('/api/test-payments/confirm', { method: 'POST', json: { clientSecret: placed.clientSecret, cardNumber: '4242424242424242' } })).json()
    expect(intent.status).toBe('succeeded')
    const confirmed = await t.request(`/api/orders/${placed.orderId}/confirm`, { method: 'POST', headers: { cookie: res.headers.get('set-cookie') ?? '' } })
    expect(await confirmed.json()).toMatchObject({ totalAmount: '40.00', discountAmount: '10.00', promo: { code: 'TENOFF', discount: '10.00' } })
  })

  it('refuses a code that cannot be used, before any order exists', async () => {
    const faja = await addProduct(t.db, { priceCents: 4000, stock: 5 })
    const before = (await t.db.select().from(orders)).length
    const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id }], { promoCode: 'GRACIAS15' }) })
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('promo_code_not_for_account')
    expect((await t.db.select().from(orders)).length).toBe(before)
  })

  it('shows the demo customer their GRACIAS15 order with the code in My Orders', async () => {
    const faja = await addProduct(t.db, { priceCents: 10_000, stock: 5 })
    const res = await t.request(checkoutApi.createPaymentIntent.url, {
      method: 'POST',
      json: checkoutBody([{ productId: faja.id }], { customerEmail: 'customer@example.com', promoCode: 'gracias15' }),
      headers: { cookie: customer },
    })
    expect(res.status).toBe(201)
    const { orderId } = await res.json()
    const mine = ordersApi.mineById.output.parse(await (await t.request(urlFor(ordersApi.mineById, { id: orderId }), { headers: { cookie: customer } })).json())
    expect(mine).toMatchObject({ subtotalAmount: '100.00', discountAmount: '15.00', totalAmount: '85.00', promo: { code: 'GRACIAS15', discount: '15.00' } })
  })
})
