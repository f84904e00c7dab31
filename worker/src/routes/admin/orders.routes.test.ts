// Retail orders as the back office uses them (decisions 012 and 017): orders bought through the
// real checkout, against a real libSQL file. Inventory and the audit log: inventory.routes.test.ts.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOrdersApi } from '#shared/contracts/admin-orders'
import { urlFor } from '#shared/contracts/contract'
import { MESSAGES } from '#shared/schemas/messages'
import { discountCodeUses, emailOutbox, orderDisputes } from '#worker/db/schema'
import { addDiscountCode, addProduct, stockOf as variantStock } from '#worker/test/checkout'
import { buy, storeOrders } from '#worker/test/orders'
import { signIn, signInDemoRoles } from '#worker/test/session-cookie'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp
let admin: string, staff: string, customer: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;({ admin, staff, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
})
afterAll(() => t.close())

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({ ...init, headers: { ...(init.headers as object), cookie } })

async function detail(app: TestApp, cookie: string, id: string) {
  const res = await app.request(urlFor(adminOrdersApi.detail, { id }), as(cookie))
  expect(res.status).toBe(200)
  return adminOrdersApi.detail.output.parse(await res.json())
}
const setStatus = (app: TestApp, cookie: string, id: string, status: string) =>
  app.request(urlFor(adminOrdersApi.changeStatus, { id }), as(cookie, { method: 'PATCH', json: { status } }))

async function stockOf(app: TestApp, productId: string) {
  const { stock, reserved } = await variantStock(app.db, productId)
  return { stock, pending: reserved }
}

describe('order list', () => {
  it('finds orders by email, name, number or reference, filters by status and pages 50 newest first', async () => {
    const product = await addProduct(t.db, { priceCents: 4500, stock: 100 })
    const line = { productId: product.id, productCode: product.code, productName: product.nameEn, quantity: 2, unitPriceCents: 4500 }
    const base = Date.parse('2026-03-01T12:00:00Z')
    const ids = await storeOrders(
      t.db,
      Array.from({ length: 120 }, (_, i) => ({
        customerName: i === 7 ? 'Lucía Fernández' : `Buyer ${i}`,
        customerEmail: `listbuyer${i}@example.com`,
        status: i % 3 === 0 ? ('shipped' as const) : ('processing' as const),
        createdAt: new Date(base + i * 60_000).toISOString(),
        lines: [line],
      })),
      { numberFrom: 700_000 },
    )
    const list = async (query: Record<string, unknown>) => {
      const res = await t.request(urlFor(adminOrdersApi.list, {}, query), as(staff))
      expect(res.status).toBe(200)
      return adminOrdersApi.list.output.parse(await res.json())
    }

    const byEmail = await list({ search: 'listbuyer42@example.com' })
    expect(byEmail.items.map((o) => o.orderNumber)).toEqual(['ORD-700043'])
    expect(byEmail.items[0]).toMatchObject({ customerName: 'Buyer 42', itemCount: 2, totalAmount: '100.00', status: 'shipped' })
    // Accents and case do not matter; a part of the number or the 8-character reference finds it too.
    expect((await list({ search: 'lucia fernandez' })).items.map((o) => o.id)).toEqual([ids[7]])
    expect((await list({ search: 'ORD-700043' })).items.map((o) => o.id)).toEqual([ids[42]])
    expect((await list({ search: ids[99]!.slice(0, 8) })).items.map((o) => o.id)).toEqual([ids[99]])

    const shipped = await list({ status: 'shipped', search: 'listbuyer' })
    expect(shipped.total).toBe(40)
    expect(shipped.items.every((o) => o.status === 'shipped')).toBe(true)

    const first = await list({ search: 'listbuyer' })
    const third = await list({ search: 'listbuyer', page: 3 })
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: 50 })
    expect(first.items).toHaveLength(50)
    expect(first.items[0]!.id).toBe(ids[119])
    expect(third.items.map((o) => o.id)).toEqual(ids.slice(0, 20).reverse())

    const bad = await t.request(urlFor(adminOrdersApi.list, {}, { status: 'lost' }), as(staff))
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.fields.status).toBe(MESSAGES.orderStatusInvalid)
  })

  it('exports the filtered orders as CSV, one row per item, neutralising formulas and quoting commas and quotes', async () => {
    const product = await addProduct(t.db, { priceCents: 3000, stock: 50, name: 'Faja "Clásica", negra' })
    const line = { productId: product.id, productCode: product.code, productName: product.nameEn, quantity: 1, unitPriceCents: 3000 }
    await storeOrders(
      t.db,
      [{ customerName: '=HYPERLINK("http://evil")', customerEmail: 'csvbuyer@example.com', createdAt: '2026-04-01T10:00:00Z', lines: [line, { ...line, quantity: 2 }] }],
      { numberFrom: 800_000 },
    )
    const res = await t.request(urlFor(adminOrdersApi.exportCsv, {}, { search: 'csvbuyer@example.com' }), as(staff))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/)
    const rows = (await res.text()).trim().split(/\r?\n/)
    expect(rows).toHaveLength(3)
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(rows[1]).toContain('"Faja ""Clásica"", negra"')
    expect(rows[1]).toContain('ORD-800001')
    // The number people see comes first (decision 040); the internal counter beside it.
    expect(rows[0]!.replace(/^\uFEFF/, '')).toMatch(/^Order,Internal number,/)
    expect(rows[1]).toMatch(/^[0-9A-F]{8},ORD-800001,/)
  })
})

describe('order detail', () => {
  it('shows a made-to-measure item with the measurements it is made from, beside a standard item', async () => {
    const measurements = { unit: 'in', waist: 28.5, hips: 39, thigh: 22 } as const
    const faja = await addProduct(t.db, { priceCents: 18_900, stock: 0, sizes: [], isCustomMade: true })
    const short = await addProduct(t.db, { priceCents: 4500, stock: 5 })
    const { orderId } = await buy(t, [{ productId: faja.id, measurements }, { productId: short.id, size: 'L' }])
    const order = await detail(t, staff, orderId)
    const byProduct = new Map(order.items.map((i) => [i.productId, i]))
    expect(byProduct.get(faja.id)).toMatchObject({ size: 'in 28.5/39/22', measurements })
    expect(byProduct.get(short.id)).toMatchObject({ size: 'L' })
    expect(byProduct.get(short.id)).not.toHaveProperty('measurements')
  })
})

describe('status changes', () => {
  it('cancelling a paid order returns its units to stock and takes back the points it earned, audited', async () => {
    const product = await addProduct(t.db, { priceCents: 10_000, stock: 5 })
    const { orderId } = await buy(t, [{ productId: product.id, quantity: 2 }], { cookie: customer, email: 'customer@example.com' })
    expect(await stockOf(t, product.id)).toEqual({ stock: 3, pending: 0 })
    const paid = await detail(t, staff, orderId)
    expect(paid.status).toBe('processing')
    expect(paid.user).toMatchObject({ email: 'customer@example.com', role: 'customer' })
    expect(paid.loyalty!.earned).toBeGreaterThan(0)
    expect(paid.nextStatuses).toEqual(['processing', 'shipped', 'delivered', 'cancelled', 'refunded'])

    const res = await setStatus(t, staff, orderId, 'cancelled')
    expect(res.status).toBe(200)
    const cancelled = adminOrdersApi.changeStatus.output.parse(await res.json())
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.closure).toMatchObject({ unitsReturned: true, pointsTakenBack: paid.loyalty!.earned })
    expect(await stockOf(t, product.id)).toEqual({ stock: 5, pending: 0 })
    expect(cancelled.history.at(-1)).toMatchObject({ event: 'status_change', from: 'processing', to: 'cancelled', by: { name: 'Santiago Gómez' } })

    // A closed order is not reopened, and the units are not returned twice.
    const reopen = await setStatus(t, staff, orderId, 'processing')
    expect(reopen.status).toBe(409)
    expect((await reopen.json()).error.message).toMatch(/cannot be reopened/)
    expect(await stockOf(t, product.id)).toEqual({ stock: 5, pending: 0 })
  })

  it('cancelling a pending order releases its hold; an unpaid order cannot be shipped or refunded', async () => {
    const product = await addProduct(t.db, { priceCents: 5000, stock: 4 })
    const { orderId } = await buy(t, [{ productId: product.id, quantity: 3 }], { pay: false })
    expect(await stockOf(t, product.id)).toEqual({ stock: 4, pending: 3 })
    expect((await setStatus(t, admin, orderId, 'shipped')).status).toBe(409)
    const refund = await setStatus(t, admin, orderId, 'refunded')
    expect(refund.status).toBe(409)
    expect((await refund.json()).error.message).toMatch(/nothing to refund/)

    expect((await setStatus(t, admin, orderId, 'cancelled')).status).toBe(200)
    expect(await stockOf(t, product.id)).toEqual({ stock: 4, pending: 0 })
    expect((await detail(t, admin, orderId)).status).toBe('cancelled')
  })

  it('refunds a paid order in full through the test gateway and refuses a status outside the six', async () => {
    const product = await addProduct(t.db, { priceCents: 6000, stock: 10 })
    const { orderId } = await buy(t, [{ productId: product.id, quantity: 1 }])
    const bad = await setStatus(t, admin, orderId, 'returned')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.fields.status).toBe(MESSAGES.orderStatusInvalid)

    const res = await setStatus(t, admin, orderId, 'refunded')
    expect(res.status).toBe(200)
    const refunded = adminOrdersApi.changeStatus.output.parse(await res.json())
    expect(refunded.status).toBe('refunded')
    expect(refunded.refunds).toEqual([expect.objectContaining({ amount: refunded.totalAmount, source: 'shop', status: 'succeeded', by: { id: expect.any(String), name: expect.any(String) } })])
    expect(refunded.refundableAmount).toBe('0.00')
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, pending: 0 })
  })
})

describe('refunds through Stripe', () => {
  let s: TestApp
  let stripe: StripeStub
  let admin: string
  beforeAll(async () => {
    stripe = await startStripeStub()
    s = await createTestApp({ seed: true, env: stripe.env })
    admin = await signIn(s.request, 'admin@example.com', TEST_PASSWORD)
  })
  afterAll(async () => {
    await s.close()
    await stripe.close()
  })

  it('leaves the order unchanged and says why when Stripe fails, then refunds the full amount once', async () => {
    const product = await addProduct(s.db, { priceCents: 8900, stock: 6 })
    const { orderId } = await buy(s, [{ productId: product.id, quantity: 2 }], { stripe })
    const paid = await detail(s, admin, orderId)
    expect(paid.status).toBe('processing')

    stripe.failRefunds(500)
    const failed = await setStatus(s, admin, orderId, 'refunded')
    expect(failed.status).toBe(503)
    expect((await failed.json()).error.message).toMatch(/payment provider could not be reached/)
    expect((await detail(s, admin, orderId)).status).toBe('processing')
    expect(stripe.refunds).toHaveLength(0)

    stripe.failRefunds()
    const res = await setStatus(s, admin, orderId, 'refunded')
    expect(res.status).toBe(200)
    expect(stripe.refunds).toEqual([expect.objectContaining({ payment_intent: paid.paymentIntentId, amount: Math.round(Number(paid.totalAmount) * 100) })])
    expect((await detail(s, admin, orderId)).refunds).toEqual([expect.objectContaining({ amount: paid.totalAmount, status: 'succeeded', source: 'shop' })])
    expect((await setStatus(s, admin, orderId, 'refunded')).status).toBe(200)
    expect(stripe.refunds).toHaveLength(1)
  })
})

const refund = (app: TestApp, cookie: string, id: string, body: unknown, key?: string) =>
  app.request(urlFor(adminOrdersApi.refund, { id }), as(cookie, { method: 'POST', json: body, headers: key ? { 'Idempotency-Key': key } : {} }))

describe('partial refunds', () => {
  it('refunds chosen lines at their price less their share of the reward, restocks them, takes back points in proportion, then the rest closes the order', async () => {
    const dress = await addProduct(t.db, { priceCents: 10_000, stock: 10 })
    const belt = await addProduct(t.db, { priceCents: 5_000, stock: 10 })
    const faja = await addProduct(t.db, { priceCents: 20_000, stock: 0, sizes: [], isCustomMade: true })
    const measurements = { unit: 'in', waist: 28, hips: 38, thigh: 21 } as const
    // Enough points for a reward, so the discount is shared between the lines.
    await buy(t, [{ productId: dress.id, quantity: 6 }], { cookie: customer, email: 'customer@example.com' })
    const { orderId } = await buy(
      t,
      [{ productId: dress.id, quantity: 3 }, { productId: belt.id, quantity: 2 }, { productId: faja.id, measurements }],
      { cookie: customer, email: 'customer@example.com', redeemPoints: 500 },
    )
    const paid = await detail(t, staff, orderId)
    expect(paid).toMatchObject({ subtotalAmount: '600.00', discountAmount: '5.00', refundedAmount: '0.00', refundableAmount: paid.totalAmount })
    const earned = paid.loyalty!.earned
    const line = (productId: string) => paid.items.find((i) => i.productId === productId)!
    expect(line(faja.id).restockableQuantity).toBe(0)

    // Nothing chosen, a made-to-measure piece restocked, more units than ordered: refused, nothing written.
    const empty = await refund(t, staff, orderId, {})
    expect(empty.status).toBe(400)
    expect((await empty.json()).error.fields.lines).toBe(MESSAGES.refundNothingSelected)
    const mtm = await refund(t, staff, orderId, { lines: [{ itemId: line(faja.id).id, quantity: 1, restock: true }] })
    expect(mtm.status).toBe(409)
    expect((await mtm.json()).error.code).toBe('refund_restock_made_to_measure')
    expect((await refund(t, staff, orderId, { lines: [{ itemId: line(dress.id).id, quantity: 4, restock: false }] })).status).toBe(409)

    // 2 of 3 dresses: the line's 300.00 less its share of the 5.00 reward (300/600: 2.50), two thirds of it rounded down: 198.33.
    const before = await stockOf(t, dress.id)
    const res = await refund(t, staff, orderId, { lines: [{ itemId: line(dress.id).id, quantity: 2, restock: true }], reason: 'Too small' }, 'refund-key-0001')
    expect(res.status).toBe(201)
    const first = adminOrdersApi.refund.output.parse(await res.json())
    expect(first.refund).toMatchObject({ amount: '198.33', source: 'shop', status: 'succeeded', reason: 'Too small', by: { name: 'Santiago Gómez' } })
    expect(first.refund.lines).toEqual([{ itemId: line(dress.id).id, quantity: 2, restock: true }])
    expect(await stockOf(t, dress.id)).toEqual({ stock: before.stock + 2, pending: 0 })
    const total = Math.round(Number(paid.totalAmount) * 100)
    expect(first.refund.pointsTakenBack).toBe(Math.floor((earned * 19_833) / total))
    expect(first.order).toMatchObject({ status: 'processing', refundedAmount: '198.33', refundableAmount: ((total - 19_833) / 100).toFixed(2) })
    expect(first.order.items.find((i) => i.productId === dress.id)).toMatchObject({ refundedQuantity: 2, restockableQuantity: 1 })
    // The same request again (a lost answer) refunds nothing more.
    const replay = await refund(t, staff, orderId, { lines: [{ itemId: line(dress.id).id, quantity: 2, restock: true }], reason: 'Too small' }, 'refund-key-0001')
    expect(replay.status).toBe(201)
    expect((await detail(t, staff, orderId)).refunds).toHaveLength(1)

    // An amount beyond what is left is refused with what is left.
    const tooMuch = await refund(t, staff, orderId, { amount: paid.totalAmount })
    expect(tooMuch.status).toBe(409)
    expect((await tooMuch.json()).error.code).toBe('refund_exceeds_remaining')

    // The status change refunds what is left: the order closes, the units not restocked go back
    // (the last dress and the belts; the made-to-measure piece never), every earned point is taken
    // back and the reward's points are returned.
    const beltBefore = await stockOf(t, belt.id)
    expect((await setStatus(t, admin, orderId, 'refunded')).status).toBe(200)
    const closed = await detail(t, staff, orderId)
    expect(closed).toMatchObject({ status: 'refunded', refundedAmount: closed.totalAmount, refundableAmount: '0.00' })
    expect(closed.refunds.map((r) => r.status)).toEqual(['succeeded', 'succeeded'])
    expect(sumOf(closed.refunds.map((r) => r.amount))).toBe(total)
    expect(sumPoints(closed.refunds)).toBe(earned)
    expect(closed.closure).toMatchObject({ unitsReturned: true, pointsReturned: 500 })
    expect(await stockOf(t, dress.id)).toEqual({ stock: before.stock + 3, pending: 0 })
    expect(await stockOf(t, belt.id)).toEqual({ stock: beltBefore.stock + 2, pending: 0 })
    expect(closed.loyalty).toEqual({ earned, redeemed: 500 })
  })

  it('never refunds more than was paid when 30 refunds race, and the gateway is never asked for more', async () => {
    const stripe = await startStripeStub()
    const s = await createTestApp({ seed: true, env: stripe.env })
    try {
      const staffS = await signIn(s.request, 'staff@example.com', TEST_PASSWORD)
      const product = await addProduct(s.db, { priceCents: 10_000, stock: 5 })
      const { orderId } = await buy(s, [{ productId: product.id, quantity: 1 }], { stripe })
      const order = await detail(s, staffS, orderId)
      const total = Math.round(Number(order.totalAmount) * 100)
      // Each asks for 7.00: at most floor(total / 700) of them fit.
      const answers = await Promise.all(Array.from({ length: 30 }, () => refund(s, staffS, orderId, { amount: '7.00' })))
      const statuses = answers.map((r) => r.status)
      expect(statuses.every((st) => st === 201 || st === 409)).toBe(true)
      const after = await detail(s, staffS, orderId)
      const succeeded = after.refunds.filter((r) => r.status === 'succeeded')
      expect(sumOf(succeeded.map((r) => r.amount))).toBeLessThanOrEqual(total)
      expect(succeeded).toHaveLength(statuses.filter((st) => st === 201).length)
      expect(succeeded.length).toBe(Math.floor(total / 700))
      const asked = stripe.refunds.filter((r) => r.payment_intent === order.paymentIntentId)
      expect(asked.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(total)
      expect(asked).toHaveLength(succeeded.length)
    } finally {
      await s.close()
      await stripe.close()
    }
  })
})

describe('refunds and cancellation', () => {
  it('cancelling after a partial refund returns only the units not restocked and takes back only the points not taken back yet; refunding the rest then marks it refunded', async () => {
    const product = await addProduct(t.db, { priceCents: 8000, stock: 10 })
    const { orderId } = await buy(t, [{ productId: product.id, quantity: 3 }], { cookie: customer, email: 'customer@example.com' })
    const paid = await detail(t, staff, orderId)
    const earned = paid.loyalty!.earned
    const itemId = paid.items[0]!.id
    const res = await refund(t, staff, orderId, { lines: [{ itemId, quantity: 1, restock: true }] })
    expect(res.status).toBe(201)
    const first = adminOrdersApi.refund.output.parse(await res.json()).refund
    expect(first.amount).toBe('80.00')
    expect(await stockOf(t, product.id)).toEqual({ stock: 8, pending: 0 })

    expect((await setStatus(t, staff, orderId, 'cancelled')).status).toBe(200)
    const cancelled = await detail(t, staff, orderId)
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, pending: 0 })
    expect(cancelled.closure).toMatchObject({ unitsReturned: true, pointsTakenBack: earned - first.pointsTakenBack })
    expect(cancelled.loyalty).toEqual({ earned, redeemed: 0 })
    expect(cancelled.nextStatuses).toEqual(['cancelled', 'refunded'])
    // Its units are back already: a refund may not restock them again.
    const restock = await refund(t, staff, orderId, { lines: [{ itemId, quantity: 1, restock: true }] })
    expect(restock.status).toBe(409)
    expect((await restock.json()).error.code).toBe('refund_restock_returned')

    expect((await setStatus(t, staff, orderId, 'refunded')).status).toBe(200)
    const refunded = await detail(t, staff, orderId)
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: refunded.totalAmount, refundableAmount: '0.00', nextStatuses: ['refunded'] })
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, pending: 0 })
    expect(refunded.loyalty).toEqual({ earned, redeemed: 0 })
  })
})

describe('disputes in the back office', () => {
  it('filters the list by open or any dispute, with a badge, and shows each dispute in the order', async () => {
    const product = await addProduct(t.db, { priceCents: 3000, stock: 10 })
    const ids = await storeOrders(
      t.db,
      ['open', 'closed', 'none'].map((name, i) => ({
        customerName: `Dispute ${name}`,
        customerEmail: `dispute-${name}@example.com`,
        status: 'delivered' as const,
        createdAt: new Date(Date.parse('2026-04-01T12:00:00Z') + i * 60_000).toISOString(),
        lines: [{ productId: product.id, productCode: product.code, productName: product.nameEn, quantity: 1, unitPriceCents: 3000 }],
      })),
      { numberFrom: 820_000 },
    )
    const at = '2026-04-02T10:00:00.000Z'
    await t.db.insert(orderDisputes).values([
      { id: 'dp_open', orderId: ids[0]!, amountCents: 3000, currency: 'usd', reason: 'product_not_received', status: 'needs_response', evidenceDueBy: '2026-04-12T23:59:59.000Z', lastEventAt: at, openedAt: at, updatedAt: at },
      { id: 'dp_won', orderId: ids[1]!, amountCents: 3000, currency: 'usd', reason: 'fraudulent', status: 'won', lastEventAt: at, openedAt: at, closedAt: at, updatedAt: at },
    ])
    const list = async (query: Record<string, unknown>) => {
      const res = await t.request(urlFor(adminOrdersApi.list, {}, { search: 'dispute-', ...query }), as(staff))
      expect(res.status).toBe(200)
      return adminOrdersApi.list.output.parse(await res.json()).items.map((o) => [o.customerName, o.dispute])
    }
    expect(await list({})).toEqual([
      ['Dispute none', null],
      ['Dispute closed', 'closed'],
      ['Dispute open', 'open'],
    ])
    expect(await list({ dispute: 'open' })).toEqual([['Dispute open', 'open']])
    expect(await list({ dispute: 'any' })).toEqual([
      ['Dispute closed', 'closed'],
      ['Dispute open', 'open'],
    ])
    const bad = await t.request(urlFor(adminOrdersApi.list, {}, { dispute: 'lost' }), as(staff))
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.fields.dispute).toBe(MESSAGES.disputeFilterInvalid)

    expect((await detail(t, staff, ids[0]!)).disputes).toEqual([
      { id: 'dp_open', amount: '30.00', currency: 'usd', reason: 'product_not_received', status: 'needs_response', open: true, evidenceDueBy: '2026-04-12T23:59:59.000Z', openedAt: at, closedAt: null },
    ])
  })
})

describe('refunds of lines racing', () => {
  it('never refunds or restocks a unit twice when 30 staff refunds of the same line race', async () => {
    const product = await addProduct(t.db, { priceCents: 2000, stock: 10 })
    const { orderId } = await buy(t, [{ productId: product.id, quantity: 3 }])
    const itemId = (await detail(t, staff, orderId)).items[0]!.id
    const before = await stockOf(t, product.id)
    const answers = await Promise.all(Array.from({ length: 30 }, () => refund(t, staff, orderId, { lines: [{ itemId, quantity: 1, restock: true }] })))
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    const after = await detail(t, staff, orderId)
    const done = after.refunds.filter((r) => r.status === 'succeeded')
    expect(done).toHaveLength(answers.filter((r) => r.status === 201).length)
    expect(done.length).toBeGreaterThan(0)
    expect(done.length).toBeLessThanOrEqual(3)
    expect(after.items[0]!.refundedQuantity).toBe(done.length)
    expect(await stockOf(t, product.id)).toEqual({ stock: before.stock + done.length, pending: 0 })
  })
})

const sumOf = (amounts: string[]) => amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0)
const sumPoints = (refunds: { pointsTakenBack: number }[]) => refunds.reduce((sum, r) => sum + r.pointsTakenBack, 0)

describe('shipments', () => {
  it('records a shipment (order shipped, tracking email queued in the order’s language), then marks it delivered', async () => {
    const product = await addProduct(t.db, { priceCents: 7000, stock: 10 })
    const { orderId } = await buy(t, [{ productId: product.id }], { email: 'envio@example.com', language: 'es' })
    const missing = await t.request(urlFor(adminOrdersApi.addShipment, { id: orderId }), as(staff, { method: 'POST', json: { carrier: ' ' } }))
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.fields).toMatchObject({ carrier: MESSAGES.carrierRequired, trackingNumber: MESSAGES.trackingNumberRequired })

    const res = await t.request(
      urlFor(adminOrdersApi.addShipment, { id: orderId }),
      as(staff, { method: 'POST', json: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', estimatedDelivery: '2026-12-01', notes: 'Left at the door' } }),
    )
    expect(res.status).toBe(201)
    const added = adminOrdersApi.addShipment.output.parse(await res.json())
    expect(added.orderStatus).toBe('shipped')
    expect(added.shipment).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784', status: 'shipped', estimatedDelivery: '2026-12-01' })
    const shippingMails = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'envio@example.com'))).filter((m) => m.bodyText.includes('1Z999AA10123456784'))
    expect(shippingMails).toHaveLength(1)
    // The customer knows the order by its reference (the first 8 characters of its id).
    expect(shippingMails[0]!.subject).toBe(`Tu pedido ${orderId.slice(0, 8).toUpperCase()} va en camino`)
    expect(shippingMails[0]!.bodyText).toMatch(/pedido|envío|seguimiento/i)

    const delivered = await t.request(
      urlFor(adminOrdersApi.updateShipment, { id: orderId, shipmentId: added.shipment.id }),
      as(staff, { method: 'PATCH', json: { status: 'delivered' } }),
    )
    expect(delivered.status).toBe(200)
    expect(adminOrdersApi.updateShipment.output.parse(await delivered.json())).toMatchObject({ orderStatus: 'delivered', shipment: { status: 'delivered' } })
    const after = await detail(t, staff, orderId)
    expect(after.history.map((h) => h.event)).toEqual(expect.arrayContaining(['placed', 'paid', 'shipment_added', 'shipment_delivered']))
  })
})

describe('an order placed with a discount code', () => {
  it('shows the code and its discount in the order and the CSV; a line the code did not apply to is refunded in full, and a refund keeps the code’s use (decision 034)', async () => {
    const faja = await addProduct(t.db, { priceCents: 8000, stock: 10 })
    const strap = await addProduct(t.db, { priceCents: 3000, stock: 10 })
    const code = await addDiscountCode(t.db, { code: 'REFUND-KEEPS', amount: 25, usageLimit: 5, scope: 'products', productIds: [faja.id] })
    const { orderId, orderNumber } = await buy(t, [{ productId: faja.id }, { productId: strap.id }], { promoCode: 'refund-keeps', email: 'codebuyer@example.com' })
    const order = await detail(t, staff, orderId)
    expect(order).toMatchObject({ subtotalAmount: '110.00', discountAmount: '20.00', shippingAmount: '0.00', totalAmount: '90.00', promo: { code: 'REFUND-KEEPS', discount: '20.00' } })
    const csv = await (await t.request(urlFor(adminOrdersApi.exportCsv, {}, { search: 'codebuyer@example.com' }), as(staff))).text()
    const [header, row] = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    expect(header).toContain('Discount,Promo code,Promo discount,Tax')
    expect(row).toContain(`${orderNumber},`)
    expect(row).toContain(',20.00,REFUND-KEEPS,20.00,0.00,90.00,0.00,USD,')

    const strapLine = order.items.find((i) => i.productId === strap.id)!
    const res = await refund(t, admin, orderId, { lines: [{ itemId: strapLine.id, quantity: 1, restock: false }] })
    expect(adminOrdersApi.refund.output.parse(await res.json()).refund.amount).toBe('30.00')
    expect((await setStatus(t, admin, orderId, 'refunded')).status).toBe(200)
    expect(await t.db.select().from(discountCodeUses).where(eq(discountCodeUses.codeId, code.id))).toHaveLength(1)
  })
})
