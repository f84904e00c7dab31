// This device's Web Push subscription (decision 043): offered only with VAPID keys, only to a push
// service's own host, the topics the role is offered; forgotten on signing out there, with the
// account, or when asked.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountApi } from '#shared/contracts/account'
import { authApi } from '#shared/contracts/auth'
import { pushApi } from '#shared/contracts/push'
import { pushSubscriptions, users } from '#worker/db/schema'
import { testDevice, vapidEnv } from '#worker/test/push-device'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

const STAND_IN = 'http://127.0.0.1:9' // never called here
const vapid = vapidEnv()

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { ...vapid, PUSH_SERVICE_HOSTS: `fcm.googleapis.com, ${STAND_IN}` } })
})
afterAll(() => t.close())

const subscribe = (cookie: string, body: object) => t.request(pushApi.subscribe.url, { method: 'PUT', headers: { cookie }, json: body })
const state = async (cookie: string, endpoint?: string) => {
  const res = await t.request(`${pushApi.state.url}${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`, { headers: { cookie } })
  expect(res.status).toBe(200)
  return pushApi.state.output.parse(await res.json())
}
const devices = (endpoint: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))

describe('/api/push/subscription', () => {
  it('asks a visitor to sign in', async () => {
    expect((await t.request(pushApi.state.url)).status).toBe(401)
  })

  it('subscribes a device with the topics its role is offered, changes them, and tells the device its state', async () => {
    const customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const device = testDevice('https://fcm.googleapis.com/fcm/send/customer-phone')
    expect(await state(customer, device.endpoint)).toEqual({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      topics: ['order_progress', 'returns', 'back_in_stock'],
      subscription: null,
    })
    // A retail customer is not offered the queued wholesale orders: that topic is dropped.
    const res = await subscribe(customer, { endpoint: device.endpoint, keys: device.keys, topics: ['order_progress', 'wholesale_orders', 'order_progress'], language: 'es' })
    expect(res.status).toBe(200)
    expect(pushApi.subscribe.output.parse(await res.json()).subscription).toEqual({ topics: ['order_progress'], language: 'es' })
    await subscribe(customer, { endpoint: device.endpoint, keys: device.keys, topics: ['returns', 'back_in_stock'], language: 'fr' })
    expect((await state(customer, device.endpoint)).subscription).toEqual({ topics: ['returns', 'back_in_stock'], language: 'fr' })
    expect(await devices(device.endpoint)).toHaveLength(1)

    // A wholesale buyer is offered their queued orders; the same phone signed in as them becomes theirs.
    const wholesale = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
    expect((await state(wholesale)).topics).toContain('wholesale_orders')
    expect((await state(wholesale, device.endpoint)).subscription).toBeNull()
    await subscribe(wholesale, { endpoint: device.endpoint, keys: device.keys, topics: ['wholesale_orders'], language: 'en' })
    const [row] = await devices(device.endpoint)
    const [buyer] = await t.db.select().from(users).where(eq(users.email, 'wholesale@example.com'))
    expect(row).toMatchObject({ userId: buyer!.id, topics: ['wholesale_orders'] })
    expect((await state(customer, device.endpoint)).subscription).toBeNull()

    // Leaving: only one's own device; the same answer otherwise.
    const leave = (cookie: string) => t.request(pushApi.unsubscribe.url, { method: 'POST', headers: { cookie }, json: { endpoint: device.endpoint } })
    expect(await (await leave(customer)).json()).toEqual({ unsubscribed: true })
    expect(await devices(device.endpoint)).toHaveLength(1)
    expect((await leave(wholesale)).status).toBe(200)
    expect(await devices(device.endpoint)).toHaveLength(0)
  })

  it('refuses an endpoint that is not a push service’s own https host, and takes the stand-in the list names', async () => {
    const customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    for (const endpoint of ['http://fcm.googleapis.com/fcm/send/x', 'https://169.254.169.254/latest/meta-data', 'https://shop.example.com/push', 'http://127.0.0.1:10/push']) {
      const res = await subscribe(customer, { ...testDevice(endpoint), topics: ['returns'], language: 'en' })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('push_endpoint_not_allowed')
    }
    const standIn = testDevice(`${STAND_IN}/push/1`)
    expect((await subscribe(customer, { endpoint: standIn.endpoint, keys: standIn.keys, topics: ['returns'], language: 'en' })).status).toBe(200)
  })

  it('forgets the devices a session subscribed when it signs out there, and every device with the account', async () => {
    const session = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const other = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const phone = testDevice('https://fcm.googleapis.com/fcm/send/signs-out')
    const laptop = testDevice('https://fcm.googleapis.com/fcm/send/stays')
    await subscribe(session, { endpoint: phone.endpoint, keys: phone.keys, topics: ['returns'], language: 'en' })
    await subscribe(other, { endpoint: laptop.endpoint, keys: laptop.keys, topics: ['returns'], language: 'en' })
    await t.request(authApi.logout.url, { method: 'POST', headers: { cookie: session }, json: {} })
    expect(await devices(phone.endpoint)).toHaveLength(0)
    expect(await devices(laptop.endpoint)).toHaveLength(1)

    const res = await t.request(accountApi.remove.url, { method: 'DELETE', headers: { cookie: other }, json: { password: TEST_PASSWORD } })
    expect(res.status).toBe(204)
    expect(await devices(laptop.endpoint)).toHaveLength(0)
  })
})

describe('without VAPID keys', () => {
  it('offers nothing and refuses to subscribe', async () => {
    const bare = await createTestApp({ seed: true })
    try {
      const customer = await signIn(bare.request, 'customer@example.com', TEST_PASSWORD)
      const res = await bare.request(pushApi.state.url, { headers: { cookie: customer } })
      expect(pushApi.state.output.parse(await res.json())).toMatchObject({ publicKey: null, subscription: null })
      const device = testDevice('https://fcm.googleapis.com/fcm/send/x')
      const refused = await bare.request(pushApi.subscribe.url, { method: 'PUT', headers: { cookie: customer }, json: { endpoint: device.endpoint, keys: device.keys, topics: ['returns'], language: 'en' } })
      expect(refused.status).toBe(503)
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('push_not_configured')
    } finally {
      await bare.close()
    }
  })
})
