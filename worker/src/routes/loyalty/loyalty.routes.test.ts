// Loyalty history: the balance and every entry of the signed-in customer, newest
// first; the balance is the one the checkout offers rewards from, and never negative.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { loyaltyApi } from '#shared/contracts/loyalty'
import { loyaltyLedger, orders, users } from '#worker/db/schema'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
})
afterAll(() => t.close())

const historyOf = async (cookie: string) => {
  const res = await t.request(loyaltyApi.history.url, { headers: { cookie } })
  expect(res.status).toBe(200)
  return loyaltyApi.history.output.parse(await res.json())
}

describe('GET /api/loyalty/history', () => {
  it('asks a visitor to sign in', async () => {
    expect((await t.request(loyaltyApi.history.url)).status).toBe(401)
  })

  it('lists the customer’s entries newest first, each earned one tied to its order, with the checkout’s balance', async () => {
    const history = await historyOf(customer)
    const [emily] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const theirOrders = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, emily!.id))
    expect(history.entries).toHaveLength(4)
    expect(history.entries.every((e) => e.type === 'earned' && theirOrders.some((o) => o.id === e.orderId))).toBe(true)
    const dates = history.entries.map((e) => e.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(history.balance).toBe(history.entries.reduce((sum, e) => sum + e.points, 0))
    const balance = loyaltyApi.balance.output.parse(await (await t.request(loyaltyApi.balance.url, { headers: { cookie: customer } })).json())
    expect(balance.points).toBe(history.balance)
  })

  it('shows another customer none of these, and a balance of zero rather than a debt', async () => {
    const res = await t.request(authApi.register.url, {
      method: 'POST',
      json: { email: 'new@example.com', password: 'Second12345', firstName: 'Zoé', lastName: 'Martin', preferredLanguage: 'fr' },
    })
    const cookie = sessionCookieFrom(res)!
    expect(await historyOf(cookie)).toEqual({ balance: 0, entries: [] })

    // Points taken back after they were spent (an earned entry removed by hand) leave no debt.
    const [zoe] = await t.db.select().from(users).where(eq(users.email, 'new@example.com'))
    const [earned] = await t.db.insert(loyaltyLedger).values({ userId: zoe!.id, points: 600, transactionType: 'earned' }).returning()
    await t.db.insert(loyaltyLedger).values({ userId: zoe!.id, points: 500, transactionType: 'redeemed', description: 'Reward' })
    expect((await historyOf(cookie)).balance).toBe(100)
    await t.db.delete(loyaltyLedger).where(eq(loyaltyLedger.id, earned!.id))
    const after = await historyOf(cookie)
    expect(after.balance).toBe(0)
    expect(after.entries).toEqual([expect.objectContaining({ type: 'redeemed', points: 500, description: 'Reward', orderId: null })])
  })
})
