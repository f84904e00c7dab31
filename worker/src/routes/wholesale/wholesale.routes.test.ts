// The wholesale order form's API as the app, its offline outbox and a buyer's dashboard use it,
// against the real app on a fresh, seeded database.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { wholesaleApi } from '#shared/contracts/wholesale'
import { MESSAGES as M } from '#shared/schemas/messages'
import { emailOutbox, products, wholesaleInquiries } from '#worker/db/schema'
import { REPLAYED_HEADER } from '#worker/http/idempotency'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '#worker/test/test-app'
import { WHOLESALE_ORDER_RATE_LIMIT } from '#worker/services/rate-limit-rules'

let t: Awaited<ReturnType<typeof createTestApp>>
type Product = typeof products.$inferSelect
let catalogue: Product[]
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { SUPPORT_EMAIL: 'care@forma-bella.test', WHOLESALE_EMAIL: 'sales@forma-bella.test' } })
  // Standard pieces: a made-to-measure one lists no sizes and is no wholesale line (decision 020).
  catalogue = await t.db.select().from(products).where(eq(products.isCustomMade, false))
})
afterAll(() => t.close())

let serial = 0
const line = (p: Product, over: Record<string, unknown> = {}) => ({
  productId: p.id,
  productCode: p.code,
  productName: p.nameEn,
  color: p.colors[0]!,
  size: p.sizes[0]!,
  quantity: 12,
  ...over,
})
const order = (over: Record<string, unknown> = {}) => ({
  companyName: `Boutique Lumière ${++serial}`,
  contactName: 'Sofía Herrera',
  email: ' Sofia.Herrera@Lumiere.example ',
  phone: '+57 300 555 0101',
  country: 'Colombia',
  notes: 'Delivery before March, please.',
  items: [line(catalogue[0]!), line(catalogue[1]!, { quantity: 24 })],
  language: 'es',
  ...over,
})

const submit = (json: unknown, headers: Record<string, string> = {}) => t.request(wholesaleApi.submit.url, { method: 'POST', json, headers })
const inquiriesNamed = (companyName: string) => t.db.select().from(wholesaleInquiries).where(eq(wholesaleInquiries.companyName, companyName))

describe('POST /api/wholesale/orders', () => {
  it('stores a pending inquiry with the catalogue’s codes and names, answers its reference, and queues both emails', async () => {
    const body = order()
    const res = await submit(body)
    expect(res.status).toBe(201)
    const receipt = wholesaleApi.submit.output.parse(await res.json())
    expect(receipt.reference).toMatch(/^WQ-[A-HJ-NP-Z2-9]{6}$/)

    const [stored] = await inquiriesNamed(body.companyName)
    const [first, second] = [catalogue[0]!, catalogue[1]!]
    expect(stored).toMatchObject({
      id: receipt.id,
      reference: receipt.reference,
      status: 'pending',
      email: 'sofia.herrera@lumiere.example',
      contactName: 'Sofía Herrera',
      country: 'Colombia',
      notes: 'Delivery before March, please.',
      language: 'es',
      userId: null,
      items: [
        { productId: first.id, productCode: first.code, productName: first.nameEn, color: first.colors[0], size: first.sizes[0], quantity: 12 },
        { productId: second.id, productCode: second.code, productName: second.nameEn, color: second.colors[0], size: second.sizes[0], quantity: 24 },
      ],
    })
    expect(stored!.productsInterested).toEqual([...new Set([first.category, second.category])])

    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'wholesale_acknowledgement'))
    const acknowledgement = emails.find((e) => e.subject.includes(receipt.reference))!
    expect(acknowledgement.to).toBe('sofia.herrera@lumiere.example')
    // In the buyer's language, with the lines as they read them, and the 24-48 hour promise.
    expect(acknowledgement.subject).toBe(`Recibimos tu solicitud mayorista ${receipt.reference}`)
    expect(acknowledgement.bodyText).toContain('24-48')
    expect(acknowledgement.bodyText).toContain(first.nameEs)

    const [notification] = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'wholesale_notification'))).filter((e) =>
      e.subject.includes(receipt.reference),
    )
    expect(notification!.to).toBe('sales@forma-bella.test')
    expect(notification!.bodyText).toContain(`${TEST_ORIGIN}/admin/wholesale?inquiry=${receipt.id}`)
    expect(notification!.bodyText).toContain(body.companyName)
  })

  it('merges lines of the same product, colour and size, and keeps other sizes apart', async () => {
    const p = catalogue[2]!
    const body = order({ items: [line(p, { quantity: 12 }), line(p, { size: p.sizes[1], quantity: 5 }), line(p, { quantity: 6 })] })
    expect((await submit(body)).status).toBe(201)
    const [stored] = await inquiriesNamed(body.companyName)
    expect(stored!.items.map((i) => [i.size, i.quantity])).toEqual([
      [p.sizes[0], 18],
      [p.sizes[1], 5],
    ])
  })

  it.each([
    ['companyName', { companyName: '  ' }, M.companyNameRequired],
    ['companyName', { companyName: undefined }, M.companyNameRequired],
    ['companyName', { companyName: 'Atelier\u202eX' }, M.textSingleLine],
    ['contactName', { contactName: '' }, M.contactNameRequired],
    ['contactName', { contactName: 'Sofía\nRuiz' }, M.textSingleLine],
    ['email', { email: 'sofia@' }, M.emailInvalid],
    ['phone', { phone: undefined }, M.phoneRequired],
    ['country', { country: ' ' }, M.countryNameRequired],
    ['notes', { notes: 'x'.repeat(2001) }, M.notesTooLong],
    ['items', { items: [] }, M.wholesaleItemsRequired],
    ['items', { items: undefined }, M.wholesaleItemsRequired],
    ['website', { website: 'not a website' }, M.websiteInvalid],
    ['businessType', { businessType: 'pirate' }, M.optionInvalid],
  ])('refuses a missing or invalid %s with its message and stores nothing', async (field, change, message) => {
    const before = await t.db.$count(wholesaleInquiries)
    const res = await submit(order(change))
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.code).toBe('validation_failed')
    expect(error.fields[field]).toBe(message)
    expect(await t.db.$count(wholesaleInquiries)).toBe(before)
  })

  it('takes whole quantities from 1 to 10,000 and at most 200 lines', async () => {
    const p = catalogue[0]!
    for (const quantity of [0, -3, 2.5, 10_001, '12']) {
      const res = await submit(order({ items: [line(p, { quantity })] }))
      expect(res.status, String(quantity)).toBe(400)
      expect((await res.json()).error.fields['items.0.quantity']).toBe(M.wholesaleQuantity)
    }
    // Two lines that merge past the maximum.
    const merged = await submit(order({ items: [line(p, { quantity: 6000 }), line(p, { quantity: 6000 })] }))
    expect((await merged.json()).error.fields.items).toBe(M.wholesaleQuantity)

    const many = Array.from({ length: 201 }, (_, i) => line(catalogue[i % catalogue.length]!, { quantity: i + 1 }))
    const tooMany = await submit(order({ items: many }))
    expect((await tooMany.json()).error.fields.items).toBe(M.wholesaleTooManyLines)
    const enough = order({ items: many.slice(0, 200) })
    expect((await submit(enough)).status).toBe(201)
  })

  it('refuses lines whose product is gone or no longer comes in that colour or size, and says which', async () => {
    const [kept, retired] = [catalogue[3]!, catalogue[4]!]
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, retired.id))
    try {
      const body = order({
        items: [line(kept), line(retired), line(kept, { color: 'violet' }), line(kept, { size: '9XL' }), line(kept, { productId: 'no-such-product' })],
      })
      const res = await submit(body)
      expect(res.status).toBe(400)
      const { error } = await res.json()
      expect(error).toMatchObject({
        code: 'items_unavailable',
        message: M.wholesaleItemsUnavailable,
        fields: {
          'items.1': M.wholesaleProductUnavailable,
          'items.2': M.wholesaleVariantUnavailable,
          'items.3': M.wholesaleVariantUnavailable,
          'items.4': M.wholesaleProductUnavailable,
        },
      })
      expect(error.fields['items.0']).toBeUndefined()
      expect(await inquiriesNamed(body.companyName)).toHaveLength(0)
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, retired.id))
    }
  })

  it('answers a replay with the same Idempotency-Key from the first answer and creates nothing', async () => {
    const body = order()
    const key = crypto.randomUUID()
    const first = await submit({ ...body, clientId: key }, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    const receipt = await first.json()
    for (let i = 0; i < 3; i++) {
      const replay = await submit({ ...body, clientId: key }, { 'Idempotency-Key': key })
      expect(replay.status).toBe(201)
      expect(replay.headers.get(REPLAYED_HEADER)).toBe('true')
      expect(await replay.json()).toEqual(receipt)
    }
    expect(await inquiriesNamed(body.companyName)).toHaveLength(1)
    const emails = (await t.db.select().from(emailOutbox)).filter((e) => e.subject.includes(receipt.reference))
    expect(emails).toHaveLength(2)
  })

  it('refuses the same key with another body (409) and keeps the first order alone', async () => {
    const key = crypto.randomUUID()
    const body = order()
    expect((await submit(body, { 'Idempotency-Key': key })).status).toBe(201)
    const other = await submit({ ...body, notes: 'Actually, twice as many.' }, { 'Idempotency-Key': key })
    expect(other.status).toBe(409)
    expect((await other.json()).error.code).toBe('idempotency_key_reused')
    const stored = await inquiriesNamed(body.companyName)
    expect(stored.map((s) => s.notes)).toEqual(['Delivery before March, please.'])
  })

  it('finds the inquiry of a submission sent again after its key expired, by the draft’s client id', async () => {
    const clientId = crypto.randomUUID()
    const body = order({ clientId })
    const first = await (await submit(body, { 'Idempotency-Key': clientId })).json()
    // Days later, the idempotency record is gone; the outbox retries with the same body.
    const late = await submit(body)
    expect(late.status).toBe(201)
    expect(await late.json()).toEqual(first)
    expect(await inquiriesNamed(body.companyName)).toHaveLength(1)
    // Someone else's order cannot borrow that id.
    const borrowed = await submit(order({ clientId }))
    expect(borrowed.status).toBe(409)
    expect((await borrowed.json()).error.code).toBe('client_id_reused')
  })

  it('limits orders per address generously, answering 429 with Retry-After past the limit', async () => {
    const from = (ip: string, json: unknown) =>
      t.app.request(
        `${TEST_ORIGIN}${wholesaleApi.submit.url}`,
        { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: JSON.stringify(json) },
        { incoming: { socket: { remoteAddress: ip } } },
      )
    expect(WHOLESALE_ORDER_RATE_LIMIT.limit).toBeGreaterThanOrEqual(20)
    for (let i = 0; i < WHOLESALE_ORDER_RATE_LIMIT.limit; i++) expect((await from('203.0.113.40', order())).status).toBe(201)
    const refused = await from('203.0.113.40', order())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await from('198.51.100.41', order())).status).toBe(201)
  })
})

describe('the signed-in buyer’s inquiries and accounts', () => {
  it('links an inquiry to the buyer who sent it and lists only theirs, newest first', async () => {
    const buyer = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
    const older = order({ companyName: 'Boutique Silhouette Montréal — spring' })
    const newer = order({ companyName: 'Boutique Silhouette Montréal — summer', items: [line(catalogue[5]!, { quantity: 36 })] })
    expect((await submit(older, { cookie: buyer })).status).toBe(201)
    expect((await submit(newer, { cookie: buyer })).status).toBe(201)
    expect((await submit(order({ companyName: 'Someone else' }))).status).toBe(201)

    const res = await t.request(wholesaleApi.myOrders.url, { headers: { cookie: buyer } })
    expect(res.status).toBe(200)
    const mine = wholesaleApi.myOrders.output.parse(await res.json())
    expect(mine.map((m) => m.companyName)).toEqual([newer.companyName, older.companyName])
    expect(mine[0]).toMatchObject({ status: 'pending', itemCount: 1, totalUnits: 36 })
    expect(mine[0]!.reference).toMatch(/^WQ-/)

    const customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    expect(await (await t.request(wholesaleApi.myOrders.url, { headers: { cookie: customer } })).json()).toEqual([])
    expect((await t.request(wholesaleApi.myOrders.url)).status).toBe(401)
  })

  it('shows an approved account with its terms, and a new wholesale registration as pending without them', async () => {
    const approved = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
    const [account] = wholesaleApi.myAccounts.output.parse(await (await t.request(wholesaleApi.myAccounts.url, { headers: { cookie: approved } })).json())
    expect(account).toMatchObject({ businessName: 'Boutique Silhouette Montréal', status: 'approved', discountRate: '15.00', creditLimit: '5000.00', minimumOrderQuantity: 10 })

    const registered = await t.request(authApi.register.url, {
      method: 'POST',
      json: { email: 'new.buyer@atelier.example', password: 'Sculpt2026', firstName: 'Inés', lastName: 'Duarte', accountType: 'wholesale', companyName: 'Atelier Duarte' },
    })
    expect(registered.status).toBe(201)
    const cookie = sessionCookieFrom(registered)!
    const [pending] = await (await t.request(wholesaleApi.myAccounts.url, { headers: { cookie } })).json()
    expect(pending).toMatchObject({ businessName: 'Atelier Duarte', status: 'pending', discountRate: null, creditLimit: null, minimumOrderQuantity: null })

    const customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    expect(await (await t.request(wholesaleApi.myAccounts.url, { headers: { cookie: customer } })).json()).toEqual([])
    expect((await t.request(wholesaleApi.myAccounts.url)).status).toBe(401)
  })
})
