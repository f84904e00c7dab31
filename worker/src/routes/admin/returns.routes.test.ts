// Returns in the back office (decision 039) on a real database, with an order bought through the
// real checkout and the built-in test gateway: approve (instructions emailed), receive, inspect,
// finish through the order's refund — once, however many staff requests finish the same case at
// once — store credit with its bonus, rejection freeing the units, every step audited, and what is
// refunded across returns never above what was paid for the line; and exchanges (the product's own
// sizes and colours offered, the replacement order sent at once for the shop's fault or waiting for
// its return fee to be paid by card, once under 30 finishing requests, refused when none is left).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminProductsApi } from '#shared/contracts/admin-products'
import { adminReturnsApi } from '#shared/contracts/admin-returns'
import { urlFor } from '#shared/contracts/contract'
import { returnsApi } from '#shared/contracts/returns'
import { ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import { adminAuditLog, emailOutbox, orderItems, orders, orderSettlements, products, productVariants, returnCases, orderShipments, paymentRefunds, returnLines } from '#worker/db/schema'
import { SCHEDULED_JOBS } from '#worker/jobs/scheduled'
import { closeWaitingReturns } from '#worker/services/returns-closing'
import { addProduct, stockOf } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string, staff: string, customer: string
let productId: string

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;({ admin, staff, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
  productId = (await addProduct(t.db, { priceCents: 10_000, stock: 20 })).id
})
afterAll(() => t.close())

/** An order of the demo customer, paid, then delivered yesterday. */
async function deliveredOrder(quantity: number) {
  const { orderId } = await buy(t, [{ productId, quantity }], { cookie: customer })
  const yesterday = new Date(Date.now() - 86_400_000).toISOString()
  await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId))
  await t.db.insert(orderShipments).values({ orderId, status: 'delivered', shippedAt: yesterday, deliveredAt: yesterday })
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  return { order: order!, itemId: item!.id }
}

async function openCase(
  orderId: string,
  itemId: string,
  quantity: number,
  outcome: 'card_refund' | 'store_credit' | 'exchange' = 'card_refund',
  ask: { reason?: 'defect_or_damage' | 'wrong_size'; exchangeSize?: string; exchangeColor?: string } = {},
) {
  const { reason = 'defect_or_damage', ...wanted } = ask
  const res = await t.request(urlFor(returnsApi.request, { orderId }), {
    method: 'POST',
    json: { reason, outcome, lines: [{ itemId, quantity, ...wanted }], message: 'La costura se abrió.' },
    headers: { cookie: customer },
  })
  expect(res.status).toBe(201)
  return returnsApi.request.output.parse(await res.json()).id
}

const step = (cookie: string, name: 'approve' | 'receive' | 'close', id: string) => t.request(urlFor(adminReturnsApi[name], { id }), { method: 'POST', headers: { cookie, origin: 'http://localhost' } })
const send = (cookie: string, call: { url: string }, id: string, json: unknown) => t.request(urlFor(call, { id }), { method: 'POST', json, headers: { cookie } })

describe('a return run by staff', () => {
  it('approves with instructions, receives, inspects and refunds once, under 30 finishing requests from two staff members', async () => {
    const { order, itemId } = await deliveredOrder(2)
    const id = await openCase(order.id, itemId, 1)

    const list = adminReturnsApi.list.output.parse(await (await t.request(urlFor(adminReturnsApi.list, {}, { status: 'requested' }), { headers: { cookie: staff } })).json())
    expect(list.items.map((c) => c.id)).toContain(id)
    expect(list.counts.requested).toBeGreaterThanOrEqual(1)

    // Nothing may be received before approval.
    const early = await step(staff, 'receive', id)
    expect(early.status).toBe(409)
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('return_not_approved')

    const approved = adminReturnsApi.approve.output.parse(await (await step(staff, 'approve', id)).json())
    expect(approved.status).toBe('approved')
    expect(approved.shipBackBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [instructions] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'return_approved'))
    expect(instructions!.bodyText).toContain(approved.caseNumber)
    // The email links to the case's page, where the customer follows its timeline.
    expect(instructions!.bodyText).toContain(`/returns/${id}`)

    expect((await step(staff, 'receive', id)).status).toBe(200)
    const inspected = await send(staff, adminReturnsApi.inspect, id, { lines: [{ itemId, condition: 'damaged', restock: true, damagedQuantity: 0 }], note: 'Costura abierta, como dijo.' })
    expect(inspected.status).toBe(200)
    const detail = adminReturnsApi.inspect.output.parse(await inspected.json())
    // A defect: the unit's worth and its share of the shipping, nothing deducted.
    const expected = detail.amounts!.card_refund.totalCents
    expect(expected).toBe(10_000 + Math.floor(order.shippingCents / 2))

    const stockBefore = await stockOf(t.db, productId)
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => send(n % 2 ? staff : admin, adminReturnsApi.finish, id, { outcome: 'card_refund' })))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(29)
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amountCents: expected, status: 'succeeded', restocked: true })
    expect((await stockOf(t.db, productId)).stock).toBe(stockBefore.stock + 1)

    const finished = adminReturnsApi.detail.output.parse(await (await t.request(urlFor(adminReturnsApi.detail, { id }), { headers: { cookie: staff } })).json())
    expect(finished).toMatchObject({ status: 'refunded', amountCents: expected, refundId: refunds[0]!.id })
    const audit = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, 'return_case'), eq(adminAuditLog.targetId, id)))
    expect(audit.map((a) => a.action).sort()).toEqual(['return.approve', 'return.inspect', 'return.receive', 'return.refund'])
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'return_refunded'))).length).toBe(1)

    // The customer reads every step on the case's timeline.
    const mine = returnsApi.byId.output.parse(await (await t.request(urlFor(returnsApi.byId, { caseId: id }), { headers: { cookie: customer } })).json())
    expect(mine.timeline.map((e) => e.status)).toEqual(['requested', 'approved', 'received', null, 'refunded'])

    // The second unit, as store credit: what the two returns refunded never exceeds what the line cost.
    const second = await openCase(order.id, itemId, 1, 'store_credit')
    await step(staff, 'approve', second)
    await step(staff, 'receive', second)
    const credited = await send(admin, adminReturnsApi.finish, second, { outcome: 'store_credit' })
    expect(credited.status).toBe(200)
    expect(adminReturnsApi.finish.output.parse(await credited.json()).status).toBe('credited')
    const all = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
    expect(all.reduce((s, r) => s + r.amountCents, 0)).toBeLessThanOrEqual(order.totalCents)
    expect(all.map((r) => r.destination).sort()).toEqual(['card', 'store_credit'])
    // No unit is left to return (and the order, refunded in full, is closed).
    const third = await t.request(urlFor(returnsApi.quote, { orderId: order.id }), {
      method: 'POST',
      json: { reason: 'defect_or_damage', lines: [{ itemId, quantity: 1 }] },
      headers: { cookie: customer },
    })
    const refusal = ((await third.json()) as { error: { code: string; fields: Record<string, string> } }).error
    expect(refusal.code).toBe('return_order_closed')
    expect(refusal.fields['lines.0']).toContain('return_already_returned')
  })

  it('rejects with a reason, which frees the units for another return', async () => {
    const { order, itemId } = await deliveredOrder(1)
    const id = await openCase(order.id, itemId, 1)
    const rejected = await send(staff, adminReturnsApi.reject, id, { note: 'Las fotos muestran uso, no un defecto.' })
    expect(rejected.status).toBe(200)
    expect(adminReturnsApi.reject.output.parse(await rejected.json()).status).toBe('rejected')
    const [line] = await t.db.select().from(returnLines).where(eq(returnLines.caseId, id))
    expect(line!.holdsUnits).toBe(false)
    await openCase(order.id, itemId, 1)
    expect((await step(staff, 'close', id)).status).toBe(200)
  })

  it('takes the product’s returnable flag from the catalogue editor onto the lines ordered after', async () => {
    // A seeded product, complete enough to stay on sale when edited.
    const product = (await t.db.select().from(products).where(eq(products.code, 'EC-1001')))[0]!.id
    const res = await t.request(urlFor(adminProductsApi.update, { id: product }), { method: 'PATCH', json: { returnable: false }, headers: { cookie: staff } })
    expect(res.status).toBe(200)
    expect(adminProductsApi.update.output.parse(await res.json()).returnable).toBe(false)
    const { orderId } = await buy(t, [{ productId: product, color: 'black', size: 'M' }], { cookie: customer })
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(line!.returnable).toBe(false)
  })

  it('reminds a customer who has not shipped after 5 days, and closes the case after 7 (the scheduled job)', async () => {
    expect(SCHEDULED_JOBS.map((j) => j.name)).toContain('close-waiting-returns')
    const { order, itemId } = await deliveredOrder(1)
    const id = await openCase(order.id, itemId, 1)
    const approved = adminReturnsApi.approve.output.parse(await (await step(staff, 'approve', id)).json())
    const [row] = await t.db.select().from(returnCases).where(eq(returnCases.id, approved.id))
    const after = (days: number) => new Date(Date.parse(row!.waitingSince!) + days * 86_400_000)
    const origin = { origin: 'http://localhost' }
    expect(await closeWaitingReturns(t.db, after(4.9), origin)).toMatchObject({ reminded: 0, closed: 0 })
    expect(await closeWaitingReturns(t.db, after(5), origin)).toMatchObject({ reminded: 1, closed: 0 })
    expect(await closeWaitingReturns(t.db, after(6), origin)).toMatchObject({ reminded: 0, closed: 0 })
    expect(await closeWaitingReturns(t.db, after(7), origin)).toMatchObject({ closed: 1 })
    const [closed] = await t.db.select().from(returnCases).where(eq(returnCases.id, id))
    expect(closed!.status).toBe('closed')
    const [line] = await t.db.select().from(returnLines).where(eq(returnLines.caseId, id))
    expect(line!.holdsUnits).toBe(false)
    const templates = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, order.customerEmail))).map((e) => e.template)
    expect(templates).toEqual(expect.arrayContaining(['return_reminder', 'return_closed']))
  })

  it('lets the customer say the parcel is on its way, and withdraw a case until then', async () => {
    const { order, itemId } = await deliveredOrder(1)
    const id = await openCase(order.id, itemId, 1)
    const asCustomer = (name: 'shipped' | 'withdraw', json: unknown = {}) => t.request(urlFor(returnsApi[name], { caseId: id }), { method: 'POST', json, headers: { cookie: customer } })
    const early = await asCustomer('shipped', { message: 'Guía 123' })
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('return_not_approved')
    await step(staff, 'approve', id)
    const shipped = await asCustomer('shipped', { message: 'Guía 123' })
    expect(shipped.status).toBe(200)
    const view = returnsApi.shipped.output.parse(await shipped.json())
    expect(view.status).toBe('shipped_back')
    expect(view.timeline.at(-1)).toMatchObject({ author: 'customer', status: 'shipped_back', body: 'Guía 123' })
    // On its way: it can no longer be withdrawn.
    expect((await asCustomer('withdraw')).status).toBe(409)
    expect((await step(staff, 'receive', id)).status).toBe(200)

    const other = await deliveredOrder(1)
    const second = await openCase(other.order.id, other.itemId, 1)
    const withdrawn = await t.request(urlFor(returnsApi.withdraw, { caseId: second }), { method: 'POST', json: {}, headers: { cookie: customer } })
    expect(returnsApi.withdraw.output.parse(await withdrawn.json()).status).toBe('closed')
    const [line] = await t.db.select().from(returnLines).where(eq(returnLines.caseId, second))
    expect(line!.holdsUnits).toBe(false)
  })

  it('is the back office’s only: a customer is refused', async () => {
    expect((await t.request(adminReturnsApi.list.url, { headers: { cookie: customer } })).status).toBe(403)
  })
})

describe('an exchange', () => {
  /** A case approved, received and inspected (the returned unit fit to sell again). */
  async function receivedExchange(ask: Parameters<typeof openCase>[4], quantity = 1) {
    const { order, itemId } = await deliveredOrder(quantity)
    const id = await openCase(order.id, itemId, quantity, 'exchange', ask)
    await step(staff, 'approve', id)
    await step(staff, 'receive', id)
    expect((await send(staff, adminReturnsApi.inspect, id, { lines: [{ itemId, condition: 'as_new', restock: true, damagedQuantity: 0 }] })).status).toBe(200)
    return { order, itemId, id }
  }
  const caseOf = async (id: string) => adminReturnsApi.detail.output.parse(await (await t.request(urlFor(adminReturnsApi.detail, { id }), { headers: { cookie: staff } })).json())

  it('offers the product’s own sizes and colours, and refuses one it is not made in', async () => {
    const { order, itemId } = await deliveredOrder(1)
    const options = returnsApi.options.output.parse(await (await t.request(urlFor(returnsApi.options, { orderId: order.id }), { headers: { cookie: customer } })).json())
    const choices = options.lines.find((l) => l.itemId === itemId)!.exchangeOptions
    // black/M was bought: the other five of black and beige in S, M, L, its own colour first, small to large.
    expect(choices.map((c) => `${c.color}/${c.size}`)).toEqual(['black/S', 'black/L', 'beige/S', 'beige/M', 'beige/L'])
    expect(choices.every((c) => c.inStock)).toBe(true)
    const res = await t.request(urlFor(returnsApi.request, { orderId: order.id }), {
      method: 'POST',
      json: { reason: 'wrong_size', outcome: 'exchange', lines: [{ itemId, quantity: 1, exchangeSize: 'XXL' }] },
      headers: { cookie: customer },
    })
    expect(res.status).toBe(409)
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(error).toMatchObject({ code: 'return_exchange_unavailable', fields: { 'lines.0': 'return_exchange_unavailable' } })
  })

  it('for the shop’s fault, sends the replacement at once: once under 30 requests, its units taken, the returned one back on the shelf', async () => {
    const { order, id } = await receivedExchange({ reason: 'defect_or_damage', exchangeColor: 'beige' })
    expect((await caseOf(id)).lines[0]!.exchangeAvailable).toBe((await stockOf(t.db, productId, 'beige', 'M')).stock)
    const [beige, black] = [await stockOf(t.db, productId, 'beige', 'M'), await stockOf(t.db, productId, 'black', 'M')]

    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => send(n % 2 ? staff : admin, adminReturnsApi.finish, id, { outcome: 'exchange' })))
    expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1)
    const finished = await caseOf(id)
    expect(finished).toMatchObject({ status: 'exchanged', amountCents: 0, exchangeOrder: { status: 'processing' } })
    const replacements = await t.db.select().from(orders).where(eq(orders.id, finished.exchangeOrder!.id))
    expect(replacements).toHaveLength(1)
    expect(replacements[0]).toMatchObject({ totalCents: 0, paymentMethod: 'exchange', userId: order.userId, shippingAddress: order.shippingAddress, language: order.language })
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, finished.exchangeOrder!.id))
    expect(lines).toEqual([expect.objectContaining({ color: 'beige', size: 'M', quantity: 1, unitPriceCents: 0, subtotalCents: 0 })])
    expect(await t.db.select().from(orderSettlements).where(eq(orderSettlements.orderId, finished.exchangeOrder!.id))).toHaveLength(1)
    // One beige unit sold to the replacement, the returned black one back on the shelf.
    expect(await stockOf(t.db, productId, 'beige', 'M')).toEqual({ stock: beige.stock - 1, reserved: beige.reserved })
    expect((await stockOf(t.db, productId, 'black', 'M')).stock).toBe(black.stock + 1)
    // No money moved back; the customer is told, and reads it on the timeline.
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))).toHaveLength(0)
    const told = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'return_exchanged'))).filter((e) => e.bodyText.includes(finished.exchangeOrder!.number))
    expect(told).toHaveLength(1)
    const mine = returnsApi.byId.output.parse(await (await t.request(urlFor(returnsApi.byId, { caseId: id }), { headers: { cookie: customer } })).json())
    expect(mine.timeline.at(-1)!.status).toBe('exchanged')
    expect(mine.exchangeOrder!.number).toBe(finished.exchangeOrder!.number)
    const audit = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, 'return.exchange')))
    expect(audit).toHaveLength(1)
  })

  it('for a size, holds the replacement until its return fee is paid by card on the order’s page', async () => {
    const { id } = await receivedExchange({ reason: 'wrong_size', exchangeSize: 'L' })
    const before = await stockOf(t.db, productId, 'black', 'L')
    const res = await send(staff, adminReturnsApi.finish, id, { outcome: 'exchange' })
    expect(res.status).toBe(200)
    const finished = adminReturnsApi.finish.output.parse(await res.json())
    expect(finished.exchangeOrder).toMatchObject({ status: 'pending' })
    const [replacement] = await t.db.select().from(orders).where(eq(orders.id, finished.exchangeOrder!.id))
    // The policy's fee (the quote's), as the replacement's shipping, with an intent to pay it.
    expect(replacement).toMatchObject({ subtotalCents: 0, shippingCents: 695, totalCents: 695, paymentMethod: 'card' })
    expect(replacement!.paymentIntentId).toBeTruthy()
    expect(await stockOf(t.db, productId, 'black', 'L')).toEqual({ stock: before.stock, reserved: before.reserved + 1 })
    const [email] = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'return_exchanged'))).filter((e) => e.bodyText.includes(finished.exchangeOrder!.number))
    expect(email!.bodyText).toContain(`/order-confirmation/${replacement!.id}?key=`)
    expect(email!.bodyText).toContain('6.95')

    // The customer pays it from the email's link, as the order page does.
    const key = { key: replacement!.accessKey! }
    const retry = (await (await t.request(urlFor(ordersApi.payAgain, { id: replacement!.id }, key), { method: 'POST', headers: { origin: 'http://localhost' } })).json()) as { clientSecret: string }
    expect((await t.request(testPaymentsApi.confirm.url, { method: 'POST', json: { clientSecret: retry.clientSecret, cardNumber: '4242424242424242' } })).status).toBe(200)
    expect((await t.request(urlFor(ordersApi.confirm, { id: replacement!.id }, key), { method: 'POST', headers: { origin: 'http://localhost' } })).status).toBe(200)
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, replacement!.id))
    expect(paid!.status).toBe('processing')
    expect(await stockOf(t.db, productId, 'black', 'L')).toEqual({ stock: before.stock - 1, reserved: before.reserved })
  })

  it('is refused while none of the size asked for is left, and the case can still be finished', async () => {
    const { id } = await receivedExchange({ reason: 'defect_or_damage', exchangeSize: 'S' })
    const [variant] = await t.db.select().from(productVariants).where(and(eq(productVariants.productId, productId), eq(productVariants.color, 'black'), eq(productVariants.size, 'S')))
    const kept = variant!.stock
    await t.db.update(productVariants).set({ stock: variant!.reserved }).where(eq(productVariants.id, variant!.id))
    expect((await caseOf(id)).lines[0]!.exchangeAvailable).toBe(0)
    const res = await send(staff, adminReturnsApi.finish, id, { outcome: 'exchange' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('return_exchange_out_of_stock')
    const [row] = await t.db.select().from(returnCases).where(eq(returnCases.id, id))
    expect(row).toMatchObject({ status: 'received', finishingAt: null, exchangeOrderId: null })
    await t.db.update(productVariants).set({ stock: kept }).where(eq(productVariants.id, variant!.id))
    expect((await send(staff, adminReturnsApi.finish, id, { outcome: 'exchange' })).status).toBe(200)
  })
})
