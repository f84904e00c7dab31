// The back-in-stock endpoints as the product page's form and the email's unsubscribe page use
// them, and one alert from the ask to the shopper's inbox on a real SMTP server.
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountApi } from '#shared/contracts/account'
import { authApi } from '#shared/contracts/auth'
import { adminOrdersApi } from '#shared/contracts/admin-orders'
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi } from '#shared/contracts/orders'
import { stockAlertsApi } from '#shared/contracts/stock-alerts'
import { emailOutbox, products, productVariants, stockAlerts, users } from '#worker/db/schema'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { nodemailerTransport } from '#worker/services/email-transport-node'
import { STOCK_ALERT_EMAIL_RATE_LIMIT, STOCK_ALERT_RATE_LIMIT } from '#worker/services/rate-limit-rules'
import { stockAlertToken } from '#worker/services/stock-alerts'
import { checkoutBody } from '#worker/test/checkout'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'
import { startSmtpServer, type TestSmtpServer } from '#worker/test/smtp-server'
import { createTestApp, TEST_ORIGIN } from '#worker/test/test-app'

let smtp: TestSmtpServer
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(() => smtp.close())
beforeEach(async () => {
  smtp.received.length = 0
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.test', EMAIL_FROM: 'Forma Bella <hello@formabella.example>' }, emailTransport: nodemailerTransport(smtp.url) })
  await t.db.insert(products).values({
    id: 'p1',
    code: 'SS-2001',
    nameEn: 'Sculpting Bodysuit',
    nameEs: 'Body moldeador',
    nameFr: 'Body sculptant',
    priceCents: 8900,
    category: 'bodysuits',
    colors: ['black'],
    sizes: ['S', 'M', 'L'],
  })
  await t.db.insert(productVariants).values([
    { id: 'v-s', productId: 'p1', color: 'black', size: 'S', sku: 'SS-2001-BLK-S', stock: 0 },
    { id: 'v-m', productId: 'p1', color: 'black', size: 'M', sku: 'SS-2001-BLK-M', stock: 4 },
    { id: 'v-l', productId: 'p1', color: 'black', size: 'L', sku: 'SS-2001-BLK-L', stock: 0, notOffered: true },
  ])
})
afterEach(() => t.close())

const wanted = { productId: 'p1', color: 'black', size: 'S', language: 'es' }
/** From one address, as the rate limits count it. */
const from = (ip: string) => (json: unknown, cookie?: string) =>
  t.app.request(
    `${TEST_ORIGIN}${stockAlertsApi.subscribe.url}`,
    { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie && { cookie }) }, body: JSON.stringify(json) },
    { incoming: { socket: { remoteAddress: ip } } },
  )
const subscribe = (json: unknown, cookie?: string) => t.request(stockAlertsApi.subscribe.url, { method: 'POST', json, headers: cookie ? { cookie } : {} })
const unsubscribe = (token: string) => t.request(stockAlertsApi.unsubscribe.url, { method: 'POST', json: { token } })
const alerts = () => t.db.select().from(stockAlerts)
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; fields?: Record<string, string> } }).error

describe('POST /api/stock-alerts', () => {
  it('keeps a guest’s alert with the address trimmed and lower-cased, in their language', async () => {
    const res = await subscribe({ ...wanted, email: '  Ana@Example.COM ' })
    expect(res.status).toBe(200)
    expect(stockAlertsApi.subscribe.output.parse(await res.json())).toEqual({ subscribed: true })
    expect(await alerts()).toMatchObject([{ variantId: 'v-s', email: 'ana@example.com', language: 'es', userId: null }])
  })

  it('needs no address from a signed-in customer: the account’s is used, and the alert goes with the account', async () => {
    const register = await t.request(authApi.register.url, {
      method: 'POST',
      json: { email: 'camila@example.com', password: 'Sculpt2026', firstName: 'Camila', lastName: 'Restrepo', preferredLanguage: 'es' },
    })
    const cookie = sessionCookieFrom(register)!
    expect((await subscribe({ ...wanted, language: 'fr' }, cookie)).status).toBe(200)
    const [alert] = await alerts()
    const [account] = await t.db.select().from(users).where(eq(users.email, 'camila@example.com'))
    expect(alert).toMatchObject({ email: 'camila@example.com', userId: account!.id, language: 'fr' })
    // The customer's copy of their data lists it.
    const copy = accountApi.exportData.output.parse(await (await t.request(accountApi.exportData.url, { headers: { cookie } })).json())
    expect(copy.stockAlerts).toEqual([expect.objectContaining({ productCode: 'SS-2001', color: 'black', size: 'S', email: 'camila@example.com', notifiedAt: null })])
  })

  it('answers an address already waiting exactly as a new one, and keeps one alert', async () => {
    const first = await subscribe({ ...wanted, email: 'ana@example.com' })
    const again = await subscribe({ ...wanted, email: 'ANA@example.com' })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect(await alerts()).toHaveLength(1)
  })

  it('asks a guest for an address', async () => {
    const res = await subscribe(wanted)
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toMatchObject({ code: 'validation_failed', fields: { email: 'Please enter your email address.' } })
  })

  it.each([
    [{ size: 'M' }, 409, 'variant_in_stock'],
    [{ size: 'L' }, 409, 'variant_not_offered'],
    [{ size: '4XL' }, 404, 'variant_not_found'],
    [{ productId: 'gone' }, 404, 'variant_not_found'],
  ])('refuses %j with %i %s', async (change, status, code) => {
    const res = await subscribe({ ...wanted, email: 'ana@example.com', ...change })
    expect(res.status).toBe(status)
    expect((await errorOf(res)).code).toBe(code)
    expect(await alerts()).toHaveLength(0)
  })

  it('limits requests per address with 429 and Retry-After', async () => {
    const send = from('203.0.113.9')
    for (let i = 0; i < STOCK_ALERT_RATE_LIMIT.limit; i++) expect((await send({ ...wanted, email: `a${i}@example.com` })).status).toBe(200)
    const refused = await send({ ...wanted, email: 'one-more@example.com' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorOf(refused)).code).toBe('too_many_requests')
  })

  it('limits requests per email, whatever the addresses they come from', async () => {
    for (let i = 0; i < STOCK_ALERT_EMAIL_RATE_LIMIT.limit; i++) expect((await from(`203.0.113.${i + 1}`)({ ...wanted, email: 'ana@example.com' })).status).toBe(200)
    expect((await from('198.51.100.7')({ ...wanted, email: 'ana@example.com' })).status).toBe(429)
  })
})

describe('POST /api/stock-alerts/unsubscribe', () => {
  it('stops the alerts of the link’s address without signing in, and answers the same on a second click', async () => {
    await subscribe({ ...wanted, email: 'ana@example.com' })
    const [alert] = await alerts()
    const token = await stockAlertToken(t.config, alert!.id)
    const first = await unsubscribe(token)
    expect(first.status).toBe(200)
    expect(stockAlertsApi.unsubscribe.output.parse(await first.json())).toEqual({ unsubscribed: true })
    expect((await unsubscribe(token)).status).toBe(200)
    expect((await alerts())[0]!.unsubscribedAt).not.toBeNull()
  })

  it('refuses a forged link with 404', async () => {
    await subscribe({ ...wanted, email: 'ana@example.com' })
    const [alert] = await alerts()
    const res = await unsubscribe(`${alert!.id}.AAAAAAAAAAAAAAAAAAAAAA`)
    expect(res.status).toBe(404)
    expect((await errorOf(res)).code).toBe('stock_alert_link_invalid')
  })
})

describe('from the ask to the inbox', () => {
  it('emails the shopper once when the size is restocked, in their language, with the links to the size and to stop', async () => {
    await subscribe({ ...wanted, email: 'ana@example.com' })
    await t.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, 'v-s'))
    await runScheduledJobs(t, new Date())
    await runScheduledJobs(t, new Date())

    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.envelope.to).toEqual(['ana@example.com'])
    expect(mail!.subject).toBe('De nuevo disponible: Body moldeador')
    expect(mail!.text).toContain('https://shop.test/es/product/p1?color=black&size=S')
    const unsubscribeLink = /https:\/\/shop\.test\/es\/stock-alerts\/unsubscribe\?token=\S+/.exec(mail!.text!)![0]
    // mailparser reads the List-* headers into one `list` header.
    expect(mail!.headers.get('list')).toMatchObject({ unsubscribe: { url: unsubscribeLink } })
    const [sent] = await t.db.select().from(emailOutbox)
    expect(sent).toMatchObject({ template: 'back_in_stock', status: 'sent' })

    // The link's token works as the unsubscribe page sends it.
    const token = new URL(unsubscribeLink).searchParams.get('token')!
    expect((await unsubscribe(token)).status).toBe(200)
  })

  it('emails the shopper when an unpaid order that held the last units lets its hold pass', async () => {
    const placed = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: 'p1', color: 'black', size: 'M', quantity: 4 }]) })
    expect(placed.status).toBe(201)
    expect((await subscribe({ ...wanted, size: 'M', email: 'bea@example.com', language: 'fr' })).status).toBe(200)

    // One scheduled run past the hold: the expiry gives the units back, the alert is queued and sent.
    const outcomes = await runScheduledJobs(t, new Date(Date.now() + 11 * 60_000))
    expect(outcomes.find((o) => o.name === 'expire-unpaid-orders')).toMatchObject({ result: { expired: 1 } })
    expect(outcomes.find((o) => o.name === 'queue-stock-alerts')).toMatchObject({ result: { queued: 1 } })
    expect(smtp.received.map((m) => [m.envelope.to[0], m.subject])).toEqual([['bea@example.com', 'De retour en stock : Body sculptant']])
    expect(smtp.received[0]!.text).toContain('https://shop.test/fr/product/p1?color=black&size=M')
  })

  it('emails the shopper within seconds when staff cancel the unpaid order that held the last units', async () => {
    const placed = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: 'p1', color: 'black', size: 'M', quantity: 4 }]) })
    const { orderId } = (await placed.json()) as { orderId: string }
    expect((await subscribe({ ...wanted, size: 'M', email: 'cleo@example.com' })).status).toBe(200)
    await t.request(authApi.register.url, { method: 'POST', json: { email: 'sofia@example.com', password: 'Sculpt2026', firstName: 'Sofía', lastName: 'Gómez' } })
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.email, 'sofia@example.com'))
    const staff = await signIn(t.request, 'sofia@example.com', 'Sculpt2026')

    const cancelled = await t.request(urlFor(adminOrdersApi.changeStatus, { id: orderId }), { method: 'PATCH', json: { status: 'cancelled' }, headers: { cookie: staff } })
    expect(cancelled.status).toBe(200)
    // Right after the answer, without waiting for the scheduled run.
    await t.settled()
    await t.email!.idle()
    expect(smtp.received.map((m) => [m.envelope.to[0], m.subject])).toEqual([['cleo@example.com', 'De nuevo disponible: Body moldeador']])
    // The scheduled run finds nothing more to send.
    await runScheduledJobs(t, new Date())
    expect(smtp.received).toHaveLength(1)
  })
})
