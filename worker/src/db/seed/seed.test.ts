import { eq, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { verifyPassword } from '#worker/services/passwords'
import { createTestDb, TEST_PASSWORD } from '#worker/test/test-app'
import { blogPosts, contactMessages, dashboardOffers, discountCodes, loyaltyLedger, newsletterSubscribers, orderItems, orders, orderShipments, products, reviews, storeCreditEntries, userCredentials, users, wholesaleAccounts } from '#worker/db/schema'
import type { Db } from '#worker/db/client'
import { seedMessages, seedSubscribers } from './inbox.data'
import { seedOffers } from './offers.data'
import { seedProducts } from './products.data'
import { DEMO_ACCOUNTS, DEMO_STORE_CREDIT_CENTS, seedDemoData } from './seed'
import { nameBasedUuid } from './stable-id'

let t: Awaited<ReturnType<typeof createTestDb>>
beforeEach(async () => {
  t = await createTestDb()
})
afterEach(() => t.close())

/** A fixed clock: the seed's recent-looking dates are counted from it. */
const NOW = new Date('2026-03-15T12:00:00.000Z')
const seedOptions = { password: TEST_PASSWORD, now: NOW }
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()

const count = async (table: SQLiteTable) =>
  (await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n

describe('demo seed', () => {
  it('fills an empty database with the catalogue, posts, offers and one account per role', async () => {
    const report = await seedDemoData(t.db, seedOptions)
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
    await seedDemoData(t.db, seedOptions)
    const [wholesale] = await t.db.select().from(users).where(eq(users.email, 'wholesale@example.com'))
    const [account] = await t.db.select().from(wholesaleAccounts).where(eq(wholesaleAccounts.userId, wholesale!.id))
    expect(account!.status).toBe('approved')
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const customerOrders = await t.db.select().from(orders).where(eq(orders.userId, customer!.id))
    expect(customerOrders.length).toBeGreaterThanOrEqual(2)
    const points = await t.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, customer!.id))
    const earned = points.reduce((s, p) => s + p.points, 0)
    // 1 point per whole dollar of merchandise (shipping excluded), enough for a first reward.
    expect(earned).toBe(customerOrders.reduce((s, o) => s + Math.floor(o.subtotalCents / 100), 0))
    expect(earned).toBeGreaterThanOrEqual(500)
  })

  it('has approved reviews in English, Spanish and French, each by the buyer of a delivered order line, in the products’ ratings, once', async () => {
    await seedDemoData(t.db, seedOptions)
    await seedDemoData(t.db, seedOptions)
    const rows = await t.db
      .select({ review: reviews, order: orders, item: orderItems, shipment: orderShipments })
      .from(reviews)
      .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .innerJoin(orderShipments, eq(orderShipments.orderId, orders.id))
    expect(rows.length).toBeGreaterThanOrEqual(9)
    expect(new Set(rows.map((r) => r.review.language))).toEqual(new Set(['en', 'es', 'fr']))
    for (const { review, order, item, shipment } of rows) {
      expect(review.status).toBe('approved')
      expect(order.status).toBe('delivered')
      expect(shipment.deliveredAt! < review.createdAt).toBe(true)
      expect([item.productId, item.size, item.color, order.customerEmail]).toEqual([review.productId, review.size, review.color, review.customerEmail])
      // Asked already: first start sends no review request for them.
      expect(order.reviewRequestedAt).not.toBeNull()
    }
    const rated = await t.db.select().from(products).where(sql`${products.reviewCount} > 0`)
    for (const product of rated) {
      const mine = rows.filter((r) => r.review.productId === product.id)
      expect([product.reviewCount, product.ratingTotal]).toEqual([mine.length, mine.reduce((s, r) => s + r.review.rating, 0)])
    }
    expect(rated.length).toBeGreaterThanOrEqual(3)
  })

  it('gives the demo customer a little goodwill store credit, once', async () => {
    await seedDemoData(t.db, seedOptions)
    await seedDemoData(t.db, seedOptions)
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    const entries = await t.db.select().from(storeCreditEntries)
    expect(entries).toMatchObject([{ userId: customer!.id, kind: 'issued', reason: 'goodwill', amountCents: DEMO_STORE_CREDIT_CENTS, note: 'Welcome back' }])
  })

  it('seeds nothing twice', async () => {
    await seedDemoData(t.db, seedOptions)
    const counts = async () => Promise.all([products, blogPosts, dashboardOffers, users, orders, contactMessages, newsletterSubscribers].map(count))
    const before = await counts()
    expect(before.slice(-2)).toEqual([seedMessages.length, seedSubscribers.length])
    const again = await seedDemoData(t.db, seedOptions)
    expect(again).toEqual({ products: 0, posts: 0, offers: 0, accounts: [] })
    expect(await counts()).toEqual(before)
  })

  it('links demo offers seeded before the shop had codes, the one time the codes are seeded', async () => {
    await seedDemoData(t.db, seedOptions)
    // As a database seeded before codes existed: the offers are there, unlinked, and no code is.
    await t.db.delete(discountCodes)
    expect((await t.db.select().from(dashboardOffers)).map((o) => o.discountCodeId)).toEqual([null, null])
    await seedDemoData(t.db, seedOptions)
    const linked = await t.db.select({ code: discountCodes.code }).from(dashboardOffers).innerJoin(discountCodes, eq(discountCodes.id, dashboardOffers.discountCodeId))
    expect(linked.map((l) => l.code).sort()).toEqual(['GRACIAS15', 'MAYORISTA-FIT'])
  })

  it('gives every product the same UUID-shaped id in every fresh database, derived from its code', async () => {
    await seedDemoData(t.db, seedOptions)
    const other = await createTestDb()
    try {
      await seedDemoData(other.db, { password: TEST_PASSWORD, now: new Date('2027-01-01T00:00:00Z') })
      const idsByCode = async (db: Db) =>
        Object.fromEntries((await db.select({ code: products.code, id: products.id }).from(products)).map((p) => [p.code, p.id]))
      const first = await idsByCode(t.db)
      expect(Object.keys(first)).toHaveLength(seedProducts.length)
      expect(await idsByCode(other.db)).toEqual(first)
      const ids = Object.values(first)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    } finally {
      other.close()
    }
  })

  it('dates offers, the wholesale approval and the past orders from the clock it is given', async () => {
    await seedDemoData(t.db, seedOptions)
    // Each offer linked to the code it promotes (decision 036).
    const offers = await t.db
      .select({ discountCode: discountCodes.code, startDate: dashboardOffers.startDate, endDate: dashboardOffers.endDate })
      .from(dashboardOffers)
      .leftJoin(discountCodes, eq(discountCodes.id, dashboardOffers.discountCodeId))
    expect(offers.map((o) => [o.discountCode, o.startDate, o.endDate]).sort()).toEqual(
      seedOffers.map((o) => [o.discountCode, daysAgo(o.startDaysAgo), daysAgo(-o.endInDays)]).sort(),
    )
    const [account] = await t.db.select().from(wholesaleAccounts)
    expect(account!.approvedAt).toBe(daysAgo(60))
    const orderDates = (await t.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.customerEmail, 'customer@example.com'))).map((o) => o.createdAt).sort()
    expect(orderDates).toEqual([daysAgo(160), daysAgo(75), daysAgo(30), daysAgo(4)])
  })
})

describe('name-based ids', () => {
  it('match RFC 9562 version 5 (the DNS namespace example)', async () => {
    expect(await nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2')
  })
})
