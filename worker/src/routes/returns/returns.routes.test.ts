// Returns, the customer's side (decision 039), through the endpoints on a real database: every
// rule of the policy (decision 037) as the server applies it to an order's real facts — the
// windows from the shipment's delivered date, the holiday extension, the 48-hour size rule, made
// to measure only for a defect, the product's returnable flag, discounts of 40 % or more — the
// itemised amounts in cents, who may ask, and a line never in two cases, also under 30 requests at once.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { urlFor } from '#shared/contracts/contract'
import { returnsApi } from '#shared/contracts/returns'
import type { Measurements } from '#shared/catalogue/measures'
import { orderItems, orders, orderShipments, returnEvidence, returnLines, users } from '#worker/db/schema'
import { orderAccessKey } from '#worker/services/order-access'
import { addProduct } from '#worker/test/checkout'
import { sessionCookieFrom } from '#worker/test/session-cookie'
import { createTestApp, TEST_ORIGIN } from '#worker/test/test-app'

let clock = new Date('2026-10-20T15:00:00Z')
let t: Awaited<ReturnType<typeof createTestApp>>
let productId: string
let customer: string
let customerId: string
let counter = 0

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
  productId = (await addProduct(t.db, { priceCents: 10_000, stock: 50 })).id
  const res = await t.request(authApi.register.url, {
    method: 'POST',
    json: { email: 'returns@example.com', password: 'Second12345', firstName: 'Lucía', lastName: 'Mejía', preferredLanguage: 'es' },
  })
  customer = sessionCookieFrom(res)!
  customerId = (await t.db.select().from(users).where(eq(users.email, 'returns@example.com')))[0]!.id
})
afterAll(() => t.close())

type LineSpec = { priceCents?: number; quantity?: number; promoDiscountCents?: number; returnable?: boolean; madeToMeasure?: boolean }

/** An order written as checkout and shipping leave it: placed, paid, shipped and (unless null) delivered, with its signed link key. */
async function deliveredOrder(options: {
  placedAt: string
  deliveredAt: string | null
  shippedAt?: string
  lines?: LineSpec[]
  shippingCents?: number
  status?: 'shipped' | 'delivered' | 'processing'
  userId?: string | null
}) {
  const id = crypto.randomUUID()
  const specs = options.lines ?? [{}]
  const items = specs.map((l, n) => {
    const quantity = l.quantity ?? 1
    const price = l.priceCents ?? 10_000
    return {
      orderId: id,
      productId,
      productCode: 'TEST',
      productName: `Faja ${n}`,
      productNames: { en: `Shaper ${n}`, es: `Faja ${n}`, fr: `Gaine ${n}` },
      color: 'black',
      size: 'M',
      quantity,
      unitPriceCents: price,
      subtotalCents: price * quantity,
      promoDiscountCents: l.promoDiscountCents ?? 0,
      returnable: l.returnable ?? true,
      measurements: l.madeToMeasure ? ({ waist: 70 } as unknown as Measurements) : null,
    }
  })
  const subtotal = items.reduce((s, i) => s + i.subtotalCents, 0)
  const promo = items.reduce((s, i) => s + i.promoDiscountCents, 0)
  const shipping = options.shippingCents ?? 1_000
  await t.db.insert(orders).values({
    id,
    orderNumber: `RT-${++counter}`,
    userId: options.userId === undefined ? null : options.userId,
    customerEmail: 'guest@example.com',
    customerName: 'Ana',
    subtotalCents: subtotal,
    shippingCents: shipping,
    discountCents: promo,
    promoDiscountCents: promo,
    totalCents: subtotal - promo + shipping,
    status: options.status ?? 'delivered',
    language: 'es',
    paidAt: options.placedAt,
    accessKey: await orderAccessKey(t.config, id),
    createdAt: options.placedAt,
    updatedAt: options.placedAt,
  })
  await t.db.insert(orderItems).values(items)
  if (options.status !== 'processing') {
    await t.db.insert(orderShipments).values({
      orderId: id,
      status: options.deliveredAt ? 'delivered' : 'in_transit',
      shippedAt: options.shippedAt ?? options.placedAt,
      deliveredAt: options.deliveredAt,
    })
  }
  const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id))
  return { id, key: await orderAccessKey(t.config, id), itemIds: items.map((_, n) => rows.find((r) => r.productName === `Faja ${n}`)!.id) }
}

type Order = Awaited<ReturnType<typeof deliveredOrder>>
const at = (iso: string) => (clock = new Date(iso))
const withKey = (url: string, order: Order) => `${url}?key=${encodeURIComponent(order.key)}`
const optionsOf = async (order: Order) => {
  const res = await t.request(withKey(urlFor(returnsApi.options, { orderId: order.id }), order))
  expect(res.status).toBe(200)
  return returnsApi.options.output.parse(await res.json())
}
const quote = (order: Order, body: unknown) => t.request(withKey(urlFor(returnsApi.quote, { orderId: order.id }), order), { method: 'POST', json: body })
const ask = (order: Order, body: unknown, cookie?: string) =>
  t.request(cookie ? urlFor(returnsApi.request, { orderId: order.id }) : withKey(urlFor(returnsApi.request, { orderId: order.id }), order), {
    method: 'POST',
    json: body,
    headers: cookie ? { cookie } : {},
  })
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; fields?: Record<string, string> } }).error

describe('who may ask', () => {
  it('answers a guest with the order’s signed link, and anyone without it as for an unknown order', async () => {
    at('2026-10-20T15:00:00Z')
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-10T15:00:00Z' })
    expect((await t.request(urlFor(returnsApi.options, { orderId: order.id }))).status).toBe(404)
    expect((await t.request(`${urlFor(returnsApi.options, { orderId: order.id })}?key=AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404)
    const options = await optionsOf(order)
    expect(options.windows.receipt).toBe('delivered')
    expect(options.orderRefusals).toEqual([])
    // Each line in every language, for the reader's (decision 040).
    expect(options.lines[0]).toMatchObject({ productName: 'Faja 0', productNames: { en: 'Shaper 0', es: 'Faja 0', fr: 'Gaine 0' } })
  })

  it('refuses an order that has not left the workshop', async () => {
    const order = await deliveredOrder({ placedAt: '2026-10-18T15:00:00Z', deliveredAt: null, status: 'processing' })
    const options = await optionsOf(order)
    expect(options.orderRefusals).toEqual(['order_not_shipped'])
    const res = await quote(order, { reason: 'defect_or_damage', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('return_order_not_shipped')
  })
})

describe('windows, from the shipment’s delivered date', () => {
  it('keeps the 30-day unworn window to the end of its last day, then refuses with return_window_closed', async () => {
    const order = await deliveredOrder({ placedAt: '2026-09-01T15:00:00Z', deliveredAt: '2026-09-10T15:00:00Z' })
    at('2026-10-11T04:59:00Z') // Oct 10, 23:59 in Bogotá: the 30th day after receipt
    expect((await optionsOf(order)).lines[0]!.byReason.changed_mind.returnable).toBe(true)
    at('2026-10-11T05:00:00Z')
    const res = await quote(order, { reason: 'changed_mind', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })
    expect(res.status).toBe(409)
    const error = await errorOf(res)
    expect(error.code).toBe('return_window_closed')
    expect(error.fields?.['lines.0']).toContain('return_window_closed')
  })

  it('gives a holiday order until Jan 31 for an unworn piece, not for a defect', async () => {
    const order = await deliveredOrder({ placedAt: '2026-11-20T15:00:00Z', deliveredAt: '2026-11-28T15:00:00Z' })
    at('2027-01-31T20:00:00Z')
    const options = await optionsOf(order)
    expect(options.windows.holidayOrder).toBe(true)
    expect(options.windows.windows.unworn).toMatchObject({ open: true, extendedForHoliday: true, lastDay: '2027-01-31' })
    expect(options.lines[0]!.byReason.changed_mind.returnable).toBe(true)
    expect(options.lines[0]!.byReason.defect_or_damage.refusals).toEqual(['window_closed'])
    at('2027-02-01T05:00:00Z')
    expect((await optionsOf(order)).lines[0]!.byReason.changed_mind.refusals).toEqual(['window_closed'])
  })

  it('takes a size return within 48 hours of the delivery, to the minute', async () => {
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-10T12:00:00Z' })
    at('2026-10-12T11:59:00Z')
    expect((await quote(order, { reason: 'wrong_size', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })).status).toBe(200)
    at('2026-10-12T12:00:00Z')
    const res = await quote(order, { reason: 'wrong_size', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('return_window_closed')
  })

  it('estimates the receipt from the shipping date when no delivery is known', async () => {
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', shippedAt: '2026-10-05T15:00:00Z', deliveredAt: null, status: 'shipped' })
    at('2026-10-12T15:00:00Z')
    const options = await optionsOf(order)
    expect(options.windows.receipt).toBe('estimated_from_shipping')
    expect(options.windows.receivedOn).toBe('2026-10-14') // 7 business days after Monday Oct 5
  })
})

describe('what can come back', () => {
  it('takes a made-to-measure piece back only for a defect', async () => {
    at('2026-10-12T15:00:00Z')
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-11T15:00:00Z', lines: [{ madeToMeasure: true }] })
    const res = await quote(order, { reason: 'wrong_size', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('return_made_to_measure')
    expect((await quote(order, { reason: 'changed_mind', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })).status).toBe(409)
    expect((await quote(order, { reason: 'defect_or_damage', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })).status).toBe(200)
  })

  it('refuses a product marked non-returnable, unless it is the shop’s fault', async () => {
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-11T15:00:00Z', lines: [{ returnable: false }] })
    const res = await quote(order, { reason: 'changed_mind', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })
    expect((await errorOf(res)).code).toBe('return_not_returnable')
    expect((await quote(order, { reason: 'not_as_described', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })).status).toBe(200)
  })

  it('refuses a piece discounted by 40 % or more, and takes one at 39.99 %', async () => {
    const order = await deliveredOrder({
      placedAt: '2026-10-01T15:00:00Z',
      deliveredAt: '2026-10-11T15:00:00Z',
      lines: [{ promoDiscountCents: 4_000 }, { promoDiscountCents: 3_999 }],
    })
    const refused = await quote(order, { reason: 'changed_mind', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })
    expect((await errorOf(refused)).code).toBe('return_heavily_discounted')
    expect((await quote(order, { reason: 'changed_mind', lines: [{ itemId: order.itemIds[1], quantity: 1 }] })).status).toBe(200)
    expect((await quote(order, { reason: 'defect_or_damage', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })).status).toBe(200)
  })
})

describe('the itemised amounts', () => {
  it('prices a change of mind per outcome in cents: 10 % production for a card, the bonus for credit, the fee for all', async () => {
    at('2026-10-12T15:00:00Z')
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-11T15:00:00Z', shippingCents: 1_000 })
    const res = await quote(order, { reason: 'changed_mind', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })
    expect(res.status).toBe(200)
    const { terms, amounts } = returnsApi.quote.output.parse(await res.json())
    expect(terms).toBe('standard')
    expect(amounts.card_refund.totalCents).toBe(10_000 - 1_000 - 695)
    // Credit: the fee first, then the store-credit rule's 10 % on what is left (what the refund pays).
    expect(amounts.store_credit.totalCents).toBe(10_000 - 695 + 931)
    expect(amounts.exchange.totalCents).toBe(10_000 - 695)
    expect(amounts.card_refund.entries.map((e) => [e.kind, e.cents])).toEqual([
      ['merchandise', 10_000],
      ['production_deduction', -1_000],
      ['shipping_not_refunded', 0],
      ['return_fee', -695],
    ])
  })

  it('gives a defect back in full with its shipping, and a size return at 30 % with the fee', async () => {
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-11T15:00:00Z', shippingCents: 1_000 })
    const defect = returnsApi.quote.output.parse(await (await quote(order, { reason: 'defect_or_damage', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })).json())
    expect(defect.amounts.card_refund.totalCents).toBe(11_000)
    const size = returnsApi.quote.output.parse(await (await quote(order, { reason: 'wrong_size', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })).json())
    expect(size.amounts.card_refund.totalCents).toBe(10_000 - 3_000 - 695)
    expect(size.amounts.exchange.totalCents).toBe(10_000 - 695)
  })
})

describe('asking for a return', () => {
  it('opens a case for the signed-in owner, lists it with its timeline, and takes a message', async () => {
    at('2026-10-12T15:00:00Z')
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-11T15:00:00Z', userId: customerId, lines: [{ quantity: 2 }] })
    const res = await ask(
      order,
      { reason: 'wrong_size', outcome: 'exchange', lines: [{ itemId: order.itemIds[0], quantity: 1, exchangeSize: 'L' }], message: 'Me queda pequeña.' },
      customer,
    )
    expect(res.status).toBe(201)
    const opened = returnsApi.request.output.parse(await res.json())
    expect(opened.caseNumber).toMatch(/^RMA-\d+$/)
    expect(opened.status).toBe('requested')
    expect(opened.terms).toBe('size')
    expect(opened.lines).toEqual([expect.objectContaining({ itemId: order.itemIds[0], quantity: 1, exchangeSize: 'L' })])
    expect(opened.timeline).toEqual([expect.objectContaining({ author: 'customer', status: 'requested', body: 'Me queda pequeña.' })])

    const mine = returnsApi.mine.output.parse(await (await t.request(returnsApi.mine.url, { headers: { cookie: customer } })).json())
    expect(mine.cases.map((c) => c.id)).toContain(opened.id)

    const message = await t.request(urlFor(returnsApi.message, { caseId: opened.id }), { method: 'POST', json: { message: 'Adjunto otra foto.' }, headers: { cookie: customer } })
    expect(message.status).toBe(201)
    expect(returnsApi.message.output.parse(await message.json()).timeline).toHaveLength(2)
    // A stranger reads it as a case that does not exist.
    expect((await t.request(urlFor(returnsApi.byId, { caseId: opened.id }))).status).toBe(404)
    // The other unit is still free; the one in the case is not.
    const options = await optionsOf(order)
    expect(options.lines[0]!.returnedQuantity).toBe(1)
    expect(options.lines[0]!.byReason.wrong_size.returnableQuantity).toBe(1)
  })

  it('refuses an exchange that names nothing to exchange for', async () => {
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-11T15:00:00Z' })
    const res = await ask(order, { reason: 'wrong_size', outcome: 'exchange', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })
    expect(res.status).toBe(400)
  })

  it('never puts more units of a line in cases than were ordered, under 30 requests at once', async () => {
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-11T15:00:00Z', lines: [{ quantity: 3 }] })
    const body = { reason: 'defect_or_damage', outcome: 'card_refund', lines: [{ itemId: order.itemIds[0], quantity: 1 }], message: 'Costura abierta.' }
    const answers = await Promise.all(Array.from({ length: 30 }, () => ask(order, body)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true)
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(['return_already_returned', 'return_quantity_exceeds']).toContain((await errorOf(refused)).code)
    }
    const held = await t.db.select().from(returnLines).where(eq(returnLines.orderItemId, order.itemIds[0]!))
    expect(held.reduce((s, l) => s + l.quantity, 0)).toBe(3)
  })

  it('keeps photos and videos private: the customer and staff read them, nobody else, never through the public uploads', async () => {
    const order = await deliveredOrder({ placedAt: '2026-10-01T15:00:00Z', deliveredAt: '2026-10-11T15:00:00Z' })
    const opened = returnsApi.request.output.parse(
      await (await ask(order, { reason: 'defect_or_damage', outcome: 'card_refund', lines: [{ itemId: order.itemIds[0], quantity: 1 }] })).json(),
    )
    const upload = (bytes: Uint8Array, key = order.key) => {
      const form = new FormData()
      form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'photo.png')
      // From an address of its own: the order lookups' rate limit is per address.
      return t.fetchApp(
        `${urlFor(returnsApi.addEvidence, { caseId: opened.id })}?key=${encodeURIComponent(key)}`,
        { method: 'POST', body: form, headers: { origin: TEST_ORIGIN } },
        { incoming: { socket: { remoteAddress: '10.77.0.1' } } },
      )
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])
    const added = await upload(png)
    expect(added.status).toBe(201)
    const [evidence] = returnsApi.addEvidence.output.parse(await added.json()).evidence
    expect(evidence).toMatchObject({ contentType: 'image/png', sizeBytes: png.length })

    const fileUrl = urlFor(returnsApi.evidence, { caseId: opened.id, evidenceId: evidence!.id })
    const read = await t.request(`${fileUrl}?key=${encodeURIComponent(order.key)}`)
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(png)
    expect((await t.request(fileUrl)).status).toBe(404)
    const [stored] = await t.db.select().from(returnEvidence).where(eq(returnEvidence.id, evidence!.id))
    expect(stored!.storageKey).toMatch(/^returns\//)
    expect((await t.request(`/api/uploads/${encodeURIComponent(stored!.storageKey)}`)).status).toBe(404)

    const text = await upload(new TextEncoder().encode('not a photo, not a video'))
    expect(text.status).toBe(400)
    expect((await errorOf(text)).code).toBe('return_evidence_type')
    for (let n = 1; n < 6; n++) expect((await upload(png)).status).toBe(201)
    const seventh = await upload(png)
    expect(seventh.status).toBe(409)
    expect((await errorOf(seventh)).code).toBe('return_evidence_too_many')
    const tooLarge = await upload(new Uint8Array(26 * 1024 * 1024))
    expect(tooLarge.status).toBe(413)
  })
})
