// My Orders (decision 015): a signed-in customer reads their own orders, newest first, 20 a page,
// with items and parcels; anybody else's order answers as a missing one does.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { ordersApi } from '#shared/contracts/orders'
import { orders, orderShipments, users } from '#worker/db/schema'
import { addProduct } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
})
afterAll(() => t.close())

const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id
const get = (url: string, cookie?: string) => t.request(url, { headers: cookie ? { cookie } : {} })

async function newCustomer(email: string) {
  const res = await t.request(authApi.register.url, {
    method: 'POST',
    json: { email, password: 'Second12345', firstName: 'Lucía', lastName: 'Mejía', preferredLanguage: 'es' },
  })
  expect(res.status).toBe(201)
  return sessionCookieFrom(res)!
}

describe('GET /api/orders', () => {
  it('asks a visitor to sign in', async () => {
    expect((await get(ordersApi.mine.url)).status).toBe(401)
    expect((await get(ordersApi.mineById.url.replace(':id', 'x'))).status).toBe(401)
  })

  it('lists the demo customer’s orders newest first, with items, figures and tracking links', async () => {
    const res = await get(ordersApi.mine.url, customer)
    expect(res.status).toBe(200)
    const page = ordersApi.mine.output.parse(await res.json())
    expect(page.total).toBe(4)
    expect(page.items.map((o) => o.status)).toEqual(['processing', 'shipped', 'delivered', 'delivered'])
    const dates = page.items.map((o) => o.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const order of page.items) {
      expect(order.items.length).toBeGreaterThan(0)
      const lines = order.items.reduce((sum, item) => sum + Number(item.subtotal), 0)
      expect(lines.toFixed(2)).toBe(order.subtotalAmount)
      expect((Number(order.subtotalAmount) + Number(order.shippingAmount) - Number(order.discountAmount)).toFixed(2)).toBe(order.totalAmount)
    }
    const shipped = page.items[1]!
    expect(shipped.shipments).toHaveLength(1)
    expect(shipped.shipments[0]).toMatchObject({ carrier: 'USPS', status: 'shipped' })
    expect(shipped.shipments[0]!.trackingUrl).toBe(`https://tools.usps.com/go/TrackConfirmAction?tLabels=${shipped.shipments[0]!.trackingNumber}`)
    expect(page.items[0]!.shipments).toEqual([])
  })

  it('has no link for a carrier the shop does not know, and leaves out checkouts abandoned before payment', async () => {
    const userId = await idOf('customer@example.com')
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, userId)).limit(1)
    await t.db.insert(orderShipments).values({ orderId: order!.id, carrier: 'Pigeon Post', trackingNumber: 'PP-1', status: 'shipped' })
    const [abandoned] = await t.db
      .insert(orders)
      .values({ orderNumber: 'FB-ABANDONED', userId, customerEmail: 'customer@example.com', customerName: 'Emily Carter', status: 'cancelled', subtotalCents: 1000, totalCents: 1000 })
      .returning()

    const page = ordersApi.mine.output.parse(await (await get(ordersApi.mine.url, customer)).json())
    expect(page.total).toBe(4)
    const pigeon = page.items.find((o) => o.id === order!.id)!.shipments.find((s) => s.carrier === 'Pigeon Post')
    expect(pigeon).toMatchObject({ trackingNumber: 'PP-1', trackingUrl: null })
    expect((await get(ordersApi.mineById.url.replace(':id', abandoned!.id), customer)).status).toBe(404)
  })

  it('pages by 20 with the total count', async () => {
    const cookie = await newCustomer('pages@example.com')
    const userId = await idOf('pages@example.com')
    await t.db.insert(orders).values(
      Array.from({ length: 23 }, (_, i) => ({
        orderNumber: `FB-PAGE-${i}`,
        userId,
        customerEmail: 'pages@example.com',
        customerName: 'Lucía Mejía',
        subtotalCents: 1000,
        totalCents: 1000,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      })),
    )
    const first = ordersApi.mine.output.parse(await (await get(ordersApi.mine.url, cookie)).json())
    const second = ordersApi.mine.output.parse(await (await get(`${ordersApi.mine.url}?page=2`, cookie)).json())
    expect([first.items.length, second.items.length, first.total, second.total]).toEqual([20, 3, 23, 23])
    expect(first.items[0]!.orderNumber).toBe('FB-PAGE-22')
    expect(second.items.at(-1)!.orderNumber).toBe('FB-PAGE-0')
    expect((await get(`${ordersApi.mine.url}?page=0`, cookie)).status).toBe(400)
  })
})

describe('made-to-measure items', () => {
  it('carry the measurements the piece is made from, in the list and in the order', async () => {
    const cookie = await newCustomer('measured@example.com')
    const measurements = { unit: 'cm', waist: 72.5, hips: 98, thigh: 56 } as const
    const faja = await addProduct(t.db, { priceCents: 18_900, stock: 0, sizes: [], isCustomMade: true })
    const short = await addProduct(t.db, { priceCents: 4500, stock: 5 })
    const { orderId } = await buy(t, [{ productId: faja.id, measurements }, { productId: short.id, size: 'M' }], { cookie, email: 'measured@example.com' })

    const page = ordersApi.mine.output.parse(await (await get(ordersApi.mine.url, cookie)).json())
    expect(page.items.map((o) => o.id)).toEqual([orderId])
    const items = page.items[0]!.items
    expect(items.find((i) => i.size === 'cm 72.5/98/56')).toMatchObject({ measurements })
    expect(items.find((i) => i.size === 'M')).not.toHaveProperty('measurements')

    const one = ordersApi.mineById.output.parse(await (await get(ordersApi.mineById.url.replace(':id', orderId), cookie)).json())
    expect(one.items).toEqual(items)
  })
})

describe('GET /api/orders/:id', () => {
  it('answers the owner, and 404 to another signed-in user as for an order that does not exist', async () => {
    const page = ordersApi.mine.output.parse(await (await get(ordersApi.mine.url, customer)).json())
    const url = ordersApi.mineById.url.replace(':id', page.items[1]!.id)

    const mine = await get(url, customer)
    expect(mine.status).toBe(200)
    expect(ordersApi.mineById.output.parse(await mine.json())).toEqual(page.items[1])

    const stranger = await newCustomer('stranger@example.com')
    const theirs = await get(url, stranger)
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual({ error: { code: 'not_found', message: 'Order not found', requestId: expect.any(String) } })
    expect((await get(ordersApi.mineById.url.replace(':id', 'no-such-order'), customer)).status).toBe(404)
    expect(ordersApi.mine.output.parse(await (await get(ordersApi.mine.url, stranger)).json())).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
  })
})
