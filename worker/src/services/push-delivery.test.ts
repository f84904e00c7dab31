// Web Push end to end on a real database (decision 043): devices subscribed through the API; a
// shipment added and a return approved in the back office, and a restock of a size a customer waits
// for, queue one notification per device that follows the topic, in its language; the scheduled job
// delivers them to a local stand-in push service, which decrypts each with the device's private key
// and checks its headers and VAPID token. Twice through the job, an event still reaches a device
// once; 410 deletes the device, 503 is tried again later. Both encoders, web-push (Node) and
// WebCrypto (Workers), go the same way.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHealthApi } from '#shared/contracts/admin-health'
import { adminOrdersApi } from '#shared/contracts/admin-orders'
import { adminReturnsApi } from '#shared/contracts/admin-returns'
import { urlFor } from '#shared/contracts/contract'
import { pushApi } from '#shared/contracts/push'
import { returnsApi } from '#shared/contracts/returns'
import { stockAlertsApi } from '#shared/contracts/stock-alerts'
import { wholesaleApi } from '#shared/contracts/wholesale'
import type { PushTopic } from '#shared/push/topics'
import { orderReference } from '#shared/schemas/orders'
import type { Language } from '#shared/catalogue/catalogue'
import { orderItems, orders, orderShipments, products, productVariants, pushOutbox, pushSubscriptions, returnCases } from '#worker/db/schema'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { addProduct } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { testDevice, vapidEnv, type TestDevice } from '#worker/test/push-device'
import { decryptPush, startPushService, vapidClaims } from '#worker/test/push-service'
import { signIn, signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'
import { purgeOldPush } from './push-delivery'
import { webPushEncoder } from './push-encoder-node'
import { webCryptoPushEncoder } from './push-encoder-webcrypto'
import type { PushEncoder } from './push-message'

const vapid = vapidEnv('mailto:push@example.com')
let service: Awaited<ReturnType<typeof startPushService>>
beforeAll(async () => {
  service = await startPushService()
})
afterAll(() => service.stop())

describe.each<[string, PushEncoder]>([
  ['web-push (Node)', webPushEncoder],
  ['WebCrypto (Workers)', webCryptoPushEncoder],
])('Web Push sent with %s', (_, encoder) => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let admin: string, customer: string
  let productId: string
  const devices = {} as Record<Language, TestDevice>

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { ...vapid, PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${service.origin}` } })
    ;({ admin, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
    productId = (await addProduct(t.db, { priceCents: 10_000, stock: 20 })).id
    // Three devices of the customer: two follow their orders, two their returns, each in its language.
    const follows: Record<Language, PushTopic[]> = { es: ['order_progress'], en: ['order_progress', 'returns'], fr: ['returns', 'back_in_stock'] }
    for (const language of ['es', 'en', 'fr'] as const) {
      devices[language] = testDevice(`${service.origin}/push/${encoder.kind}/${language}`)
      const { endpoint, keys } = devices[language]
      const res = await t.request(pushApi.subscribe.url, { method: 'PUT', headers: { cookie: customer }, json: { endpoint, keys, topics: follows[language], language } })
      expect(res.status).toBe(200)
    }
  })
  afterAll(() => t.close())

  const jobs = (now: Date) => runScheduledJobs({ db: t.db, config: t.config, push: { vapid: t.config.vapid!, hosts: t.config.pushServiceHosts, encoder } }, now)
  const receivedBy = (device: TestDevice) => service.received.filter((r) => `${service.origin}${r.path}` === device.endpoint)
  const opened = (device: TestDevice, index = -1) => JSON.parse(decryptPush(device, receivedBy(device).at(index)!.body)) as Record<string, string>

  it('tells each device that follows orders of the payment and a shipment once, in its language, however often the job runs', async () => {
    const { orderId } = await buy(t, [{ productId }], { cookie: customer })
    // Queued with the payment's settlement: one row per device that follows orders.
    expect(await t.db.select().from(pushOutbox)).toHaveLength(2)
    await jobs(new Date())
    const number = orderReference(orderId)
    expect(opened(devices.es)).toEqual({ title: `Pedido ${number} confirmado`, body: 'Recibimos tu pago. Estamos preparando tu pedido.', url: `/es/order-confirmation/${orderId}`, tag: `order:${orderId}` })
    expect(opened(devices.en)).toMatchObject({ title: `Order ${number} confirmed` })
    const res = await t.request(urlFor(adminOrdersApi.addShipment, { id: orderId }), { method: 'POST', headers: { cookie: admin }, json: { carrier: 'DHL', trackingNumber: 'JD0142' } })
    expect(res.status).toBe(201)
    // Queued with the shipment: one more row per device that follows orders.
    expect(await t.db.select().from(pushOutbox)).toHaveLength(4)
    const health = adminHealthApi.report.output.parse(await (await t.request(adminHealthApi.report.url, { headers: { cookie: admin } })).json())
    expect(health.push).toEqual({ configured: true, devices: 3, pending: 2, failed: 0 })

    const now = new Date()
    await jobs(now)
    await jobs(now)
    expect(receivedBy(devices.es)).toHaveLength(2)
    expect(receivedBy(devices.en)).toHaveLength(2)
    expect(receivedBy(devices.fr)).toHaveLength(0)
    expect(opened(devices.es)).toEqual({ title: `Tu pedido ${number} va en camino`, body: 'DHL, número de seguimiento JD0142.', url: `/es/order-confirmation/${orderId}`, tag: `order:${orderId}` })
    expect(opened(devices.en)).toEqual({ title: `Your order ${number} is on its way`, body: 'DHL, tracking number JD0142.', url: `/order-confirmation/${orderId}`, tag: `order:${orderId}` })

    const { headers } = receivedBy(devices.es).at(-1)!
    expect(headers).toMatchObject({ ttl: String(4 * 24 * 3600), urgency: 'normal', 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream' })
    const claims = vapidClaims(headers.authorization, vapid.VAPID_PUBLIC_KEY)
    expect(claims.aud).toBe(service.origin)
    expect(claims.sub).toBe('mailto:push@example.com')
    expect(claims.exp * 1000).toBeGreaterThan(Date.now())
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000)

    expect((await t.db.select().from(pushOutbox)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent'])
    const [device] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, devices.es.endpoint))
    expect(device!.lastSuccessAt).toBe(now.toISOString())

    // Its one parcel delivered: the order is, and the same devices are told, once.
    const shipmentId = adminOrdersApi.addShipment.output.parse(await res.json()).shipment.id
    const delivered = await t.request(urlFor(adminOrdersApi.updateShipment, { id: orderId, shipmentId }), { method: 'PATCH', headers: { cookie: admin }, json: { status: 'delivered' } })
    expect(delivered.status).toBe(200)
    await jobs(new Date())
    await jobs(new Date())
    expect(receivedBy(devices.es)).toHaveLength(3)
    expect(receivedBy(devices.fr)).toHaveLength(0)
    expect(opened(devices.es)).toMatchObject({ title: `Tu pedido ${number} fue entregado`, url: `/es/order-confirmation/${orderId}` })
    expect(receivedBy(devices.es).at(-1)!.headers.urgency).toBe('low')

    // A refund from the back office: once, with its amount as each language writes it.
    const refunded = await t.request(urlFor(adminOrdersApi.refund, { id: orderId }), { method: 'POST', headers: { cookie: admin }, json: { amount: '10.00', reason: 'Goodwill' } })
    expect(refunded.status).toBe(201)
    await jobs(new Date())
    await jobs(new Date())
    expect(receivedBy(devices.es)).toHaveLength(4)
    expect(opened(devices.es)).toMatchObject({ title: `Reembolso del pedido ${number}`, url: `/es/order-confirmation/${orderId}` })
    expect(opened(devices.es).body).toMatch(/^US\$\s10,00 reembolsados a tu tarjeta\.$/)
    expect(opened(devices.en).body).toBe('$10.00 refunded to your card.')
  })

  it('tells the devices that follow returns of an approval: a device the push service says is gone is deleted, one that fails is tried again', async () => {
    const { orderId } = await buy(t, [{ productId }], { cookie: customer })
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId))
    await t.db.insert(orderShipments).values({ orderId, status: 'delivered', shippedAt: yesterday, deliveredAt: yesterday })
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    const asked = await t.request(urlFor(returnsApi.request, { orderId }), {
      method: 'POST',
      headers: { cookie: customer },
      json: { reason: 'defect_or_damage', outcome: 'card_refund', lines: [{ itemId: item!.id, quantity: 1 }], message: 'La costura se abrió.' },
    })
    expect(asked.status).toBe(201)
    const caseId = returnsApi.request.output.parse(await asked.json()).id
    // Asking is the customer's own step: nothing is pushed for it.
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.topic, 'returns'))).toHaveLength(0)

    service.answer(new URL(devices.en.endpoint).pathname, 410)
    service.answer(new URL(devices.fr.endpoint).pathname, 503)
    const approved = await t.request(urlFor(adminReturnsApi.approve, { id: caseId }), { method: 'POST', headers: { cookie: admin, origin: 'http://localhost' } })
    expect(approved.status).toBe(200)
    const now = new Date()
    await jobs(now)
    // Gone: the device is deleted with its queue.
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, devices.en.endpoint))).toHaveLength(0)
    const [waiting] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.topic, 'returns'))
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: '503', nextAttemptAt: new Date(now.getTime() + 60_000).toISOString() })

    // Not due yet; then due, and the push service is back.
    await jobs(new Date(now.getTime() + 30_000))
    expect(receivedBy(devices.fr)).toHaveLength(1)
    service.answer(new URL(devices.fr.endpoint).pathname, 201)
    await jobs(new Date(now.getTime() + 61_000))
    expect(receivedBy(devices.fr)).toHaveLength(2)
    const [{ caseNumber } = { caseNumber: '' }] = await t.db.select({ caseNumber: returnCases.caseNumber }).from(returnCases).where(eq(returnCases.id, caseId))
    expect(opened(devices.fr)).toEqual({ title: `Votre retour ${caseNumber}`, body: 'Accepté : voyez comment nous renvoyer les articles.', url: `/fr/returns/${caseId}`, tag: `return:${caseId}` })
    expect((await t.db.select().from(pushOutbox).where(eq(pushOutbox.topic, 'returns')))[0]!.status).toBe('sent')
  })

  it('tells the devices that follow restocks when a size the customer waits for is back, within the same run of the job', async () => {
    const product = await addProduct(t.db, { priceCents: 9_000, stock: 3, variantStock: { 'beige/S': 0 }, name: 'Faja Reloj' })
    const asked = await t.request(stockAlertsApi.subscribe.url, { method: 'POST', headers: { cookie: customer }, json: { productId: product.id, color: 'beige', size: 'S', language: 'es' } })
    expect(asked.status).toBe(200)
    await t.db.update(productVariants).set({ stock: 4 }).where(and(eq(productVariants.productId, product.id), eq(productVariants.color, 'beige'), eq(productVariants.size, 'S')))
    const before = receivedBy(devices.fr).length
    await jobs(new Date())
    await jobs(new Date())
    expect(receivedBy(devices.fr)).toHaveLength(before + 1)
    expect(opened(devices.fr)).toEqual({
      title: 'De nouveau disponible',
      body: 'Faja Reloj (fr), taille S, est de nouveau disponible.',
      url: `/fr/product/${product.id}?color=beige&size=S`,
      tag: expect.stringMatching(/^stock-alert:/),
    })
    expect(receivedBy(devices.fr).at(-1)!.headers).toMatchObject({ urgency: 'high', ttl: String(24 * 3600) })
  })

  it('tells a wholesale buyer’s devices that their order was sent, or refused (once, however often it is sent again)', async () => {
    const buyer = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
    const rep = testDevice(`${service.origin}/push/${encoder.kind}/rep`)
    await t.request(pushApi.subscribe.url, { method: 'PUT', headers: { cookie: buyer }, json: { endpoint: rep.endpoint, keys: rep.keys, topics: ['wholesale_orders'], language: 'es' } })
    const [product] = await t.db.select().from(products).where(eq(products.isCustomMade, false)).limit(1)
    const item = { productId: product!.id, productCode: product!.code, productName: product!.nameEn, color: product!.colors[0]!, size: product!.sizes[0]!, quantity: 12 }
    const sent = await t.request(wholesaleApi.submit.url, {
      method: 'POST',
      headers: { cookie: buyer },
      json: { companyName: 'Boutique Lumière', contactName: 'Sofía Herrera', email: 'sofia@lumiere.example', phone: '+57 300 555 0101', country: 'Colombia', items: [item], language: 'es' },
    })
    expect(sent.status).toBe(201)
    const { reference } = wholesaleApi.submit.output.parse(await sent.json())
    await jobs(new Date())
    expect(receivedBy(rep)).toHaveLength(1)
    expect(opened(rep)).toMatchObject({ title: `Pedido mayorista ${reference} enviado`, url: '/es/wholesale/sent' })

    // Queued by the app's outbox with its key, and refused for good (no items): told once.
    const refuse = () =>
      t.request(wholesaleApi.submit.url, {
        method: 'POST',
        headers: { cookie: buyer, 'Idempotency-Key': `rep-outbox-${encoder.kind}` },
        json: { companyName: 'Boutique Lumière', contactName: 'Sofía Herrera', email: 'sofia@lumiere.example', phone: '+57 300 555 0101', country: 'Colombia', items: [], language: 'es' },
      })
    expect((await refuse()).status).toBe(400)
    expect((await refuse()).status).toBe(400)
    await jobs(new Date())
    expect(receivedBy(rep)).toHaveLength(2)
    expect(opened(rep)).toMatchObject({ title: 'Un pedido mayorista necesita tu atención', url: '/es/wholesale/sent' })
  })

  it('keeps what was sent 30 days, then the purge job removes it', async () => {
    const sent = await t.db.select().from(pushOutbox).where(eq(pushOutbox.status, 'sent'))
    expect(sent.length).toBeGreaterThan(0)
    expect(await purgeOldPush(t.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0)
    expect(await purgeOldPush(t.db, new Date(Date.now() + 31 * 86_400_000))).toBe(sent.length)
  })
})

describe('Web Push without VAPID keys', () => {
  it('queues nothing, even for a device subscribed while the shop had keys, and the health report says so', async () => {
    const t = await createTestApp({ seed: true })
    try {
      const { admin, customer } = await signInDemoRoles(t.request, TEST_PASSWORD)
      const productId = (await addProduct(t.db, { priceCents: 10_000, stock: 5 })).id
      const { orderId } = await buy(t, [{ productId }], { cookie: customer })
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
      const device = testDevice('https://fcm.googleapis.com/fcm/send/earlier')
      await t.db.insert(pushSubscriptions).values({ userId: order!.userId!, endpoint: device.endpoint, ...device.keys, topics: ['order_progress'] })
      const res = await t.request(urlFor(adminOrdersApi.addShipment, { id: orderId }), { method: 'POST', headers: { cookie: admin }, json: { carrier: 'DHL', trackingNumber: 'JD0143' } })
      expect(res.status).toBe(201)
      expect(await t.db.select().from(pushOutbox)).toHaveLength(0)
      const health = adminHealthApi.report.output.parse(await (await t.request(adminHealthApi.report.url, { headers: { cookie: admin } })).json())
      expect(health.push).toEqual({ configured: false, devices: 1, pending: 0, failed: 0 })
    } finally {
      await t.close()
    }
  })
})
