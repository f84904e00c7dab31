import { eq, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { verifyPassword } from '#worker/services/passwords'
import { createTestDb, TEST_PASSWORD } from '#worker/test/test-app'
import { blogPosts, dashboardOffers, loyaltyLedger, orders, products, userCredentials, users, wholesaleAccounts } from '#worker/db/schema'
import { DEMO_ACCOUNTS, seedDemoData } from './seed'

let t: Awaited<ReturnType<typeof createTestDb>>
beforeEach(async () => {
  t = await createTestDb()
})
afterEach(() => t.close())

const count = async (table: SQLiteTable) =>
  (await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n

describe('demo seed', () => {
  it('fills an empty database with the catalogue, posts, offers and one account per role', async () => {
    const report = await seedDemoData(t.db, { password: TEST_PASSWORD })
    expect(report.products).toBeGreaterThanOrEqual(24)
    expect(report.posts).toBeGreaterThanOrEqual(6)
    expect(report.offers).toBe(2)
    expect(report.accounts.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort())
    const roles = (await t.db.select({ role: users.role }).from(users)).map((u) => u.role).sort()
    expect(roles).toEqual(['admin', 'customer', 'staff', 'wholesale'])
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'))
    const [cred] = await t.db.select().from(userCredentials).where(eq(userCredentials.userId, admin!.id))
    expect(await verifyPassword(TEST_PASSWORD, cred!.passwordHash)).toBe(true)
    expect(cred!.passwordHash).not.toContain(TEST_PASSWORD)
  })

  it('gives the wholesale user an approved account and the customer past orders and points', async () => {
    await seedDemoData(t.db, { password: TEST_PASSWORD })
    const [wholesale] = await t.db.select().from(users).where(eq(users.email, 'wholesale@example.com'))
    const [account] = await t.db.select().from(wholesaleAccounts).where(eq(wholesaleAccounts.userId, wholesale!.id))
    expect(account!.status).toBe('approved')
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const customerOrders = await t.db.select().from(orders).where(eq(orders.userId, customer!.id))
    expect(customerOrders.length).toBeGreaterThanOrEqual(2)
    const points = await t.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, customer!.id))
    const earned = points.reduce((s, p) => s + p.points, 0)
    expect(earned).toBe(customerOrders.reduce((s, o) => s + Math.floor(o.totalCents / 100), 0))
  })

  it('seeds nothing twice', async () => {
    await seedDemoData(t.db, { password: TEST_PASSWORD })
    const before = [await count(products), await count(blogPosts), await count(dashboardOffers), await count(users), await count(orders)]
    const again = await seedDemoData(t.db, { password: TEST_PASSWORD })
    expect(again).toEqual({ products: 0, posts: 0, offers: 0, accounts: [] })
    expect([await count(products), await count(blogPosts), await count(dashboardOffers), await count(users), await count(orders)]).toEqual(before)
  })
})
