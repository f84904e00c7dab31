// The customer area's home: figures that agree with My Orders and the loyalty
// history, the newest orders and wholesale inquiries, and the offers meant for the reader.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardApi } from '#shared/contracts/dashboard'
import { loyaltyApi } from '#shared/contracts/loyalty'
import { ordersApi } from '#shared/contracts/orders'
import { dashboardOffers, users, wholesaleInquiries } from '#worker/db/schema'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
const cookies: Record<string, string> = {}
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  for (const role of ['customer', 'wholesale', 'staff']) cookies[role] = await signIn(t.request, `${role}@example.com`, TEST_PASSWORD)
})
afterAll(() => t.close())

const summaryOf = async (role: string) => {
  const res = await t.request(dashboardApi.summary.url, { headers: { cookie: cookies[role]! } })
  expect(res.status).toBe(200)
  return dashboardApi.summary.output.parse(await res.json())
}

describe('GET /api/dashboard/summary', () => {
  it('asks a visitor to sign in', async () => {
    expect((await t.request(dashboardApi.summary.url)).status).toBe(401)
  })

  it('agrees with My Orders and the loyalty history', async () => {
    const summary = await summaryOf('customer')
    const headers = { cookie: cookies.customer! }
    const myOrders = ordersApi.mine.output.parse(await (await t.request(ordersApi.mine.url, { headers })).json())
    const history = loyaltyApi.history.output.parse(await (await t.request(loyaltyApi.history.url, { headers })).json())

    expect(summary.user.role).toBe('customer')
    expect(summary.stats.totalOrders).toBe(myOrders.total)
    expect(summary.stats.loyaltyPoints).toBe(history.balance)
    expect(summary.stats.loyaltyPoints).toBeGreaterThanOrEqual(500)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    expect(summary.stats.memberSince).toBe(customer!.createdAt)
    expect(summary.recentOrders).toEqual(
      myOrders.items.slice(0, 5).map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        itemCount: o.items.reduce((n, i) => n + i.quantity, 0),
        createdAt: o.createdAt,
        totalAmount: o.totalAmount,
        status: o.status,
      })),
    )
    expect(summary.recentWholesaleOrders).toEqual([])
  })

  it('shows the offers live now (the back office’s status rule), for the reader’s role or for everyone, each with its linked code', async () => {
    const day = 86_400_000
    const at = (days: number) => new Date(Date.now() + days * day).toISOString()
    const offer = { titleEs: 'es', titleFr: 'fr', descriptionEn: 'd', descriptionEs: 'd', descriptionFr: 'd' }
    await t.db.insert(dashboardOffers).values([
      { ...offer, titleEn: 'everyone', targetRole: null, startDate: at(-1), endDate: at(1) },
      { ...offer, titleEn: 'not yet', targetRole: null, startDate: at(1), endDate: at(3) },
      { ...offer, titleEn: 'over', targetRole: null, startDate: at(-3), endDate: at(-1) },
      { ...offer, titleEn: 'ended early', targetRole: null, startDate: at(-1), endDate: at(1), endedEarlyAt: at(-0.5) },
      { ...offer, titleEn: 'staff only', targetRole: 'staff', startDate: at(-1), endDate: at(2) },
    ])
    const offersOf = async (role: string) => (await summaryOf(role)).activeOffers.map((o) => [o.titleEn, o.discountCode])
    // The seed has one offer for customers and one for wholesale buyers, ending later than these, each linked to its code.
    expect(await offersOf('customer')).toEqual([['everyone', null], ['15% off your next faja', 'GRACIAS15']])
    expect(await offersOf('wholesale')).toEqual([['everyone', null], ['Wholesale: free custom sizing on your first order', 'MAYORISTA-FIT']])
    expect(await offersOf('staff')).toEqual([['everyone', null], ['staff only', null]])
  })

  it('lists the reader’s own wholesale inquiries, newest first, and nobody else’s', async () => {
    const [buyer] = await t.db.select().from(users).where(eq(users.email, 'wholesale@example.com'))
    const inquiry = { contactName: 'Camille Tremblay', email: 'wholesale@example.com', phone: '+1 514 555 0100', country: 'CA' }
    const item = { productId: 'p', productCode: 'FB-1', productName: 'Faja', color: 'black', size: 'M', quantity: 12 }
    await t.db.insert(wholesaleInquiries).values([
      { ...inquiry, userId: buyer!.id, companyName: 'Older', items: [item], createdAt: '2026-01-01T00:00:00.000Z' },
      { ...inquiry, userId: buyer!.id, companyName: 'Newer', items: [item, { ...item, size: 'L' }], createdAt: '2026-02-01T00:00:00.000Z' },
      { ...inquiry, userId: null, companyName: 'A visitor', items: [item] },
    ])
    const summary = await summaryOf('wholesale')
    expect(summary.recentWholesaleOrders.map((q) => [q.companyName, q.itemCount, q.status])).toEqual([
      ['Newer', 2, 'pending'],
      ['Older', 1, 'pending'],
    ])
    expect(summary.user.role).toBe('wholesale')
    expect((await summaryOf('customer')).recentWholesaleOrders).toEqual([])
  })
})
