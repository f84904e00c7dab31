// The data model's promises, checked on the real migrations in a real libSQL file.
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDb } from '#worker/test/test-app'
import { migrations } from './migrations.gen'
import { blogPosts, counters, loyaltyLedger, orderItems, orderSettlements, orders, products, productVariants, syncTombstones, users } from './schema'
import { nextOrderNumber } from '#worker/services/order-numbers'
import { databaseRefused } from './constraint-errors'

let t: Awaited<ReturnType<typeof createTestDb>>
beforeEach(async () => {
  t = await createTestDb()
})
afterEach(() => t.close())

const product = (code: string) => ({
  code,
  nameEn: 'Faja',
  nameEs: 'Faja',
  nameFr: 'Gaine',
  priceCents: 8900,
  category: 'sculpt-support',
  colors: ['black'],
  sizes: ['M'],
  images: ['/images/products/x-black.svg'],
})

/** A product made in black size M, its one variant with `stock` units. */
async function stocked(code: string, stock = 3) {
  const [p] = await t.db.insert(products).values(product(code)).returning()
  const [v] = await t.db.insert(productVariants).values({ productId: p!.id, color: 'black', size: 'M', sku: `${code}-BLK-M`, stock }).returning()
  return { p: p!, v: v! }
}

const versionOf = async (id: string) => (await t.db.select({ v: products.version }).from(products).where(eq(products.id, id)))[0]?.v
const syncCounter = async () => (await t.db.select().from(counters).where(eq(counters.name, 'sync')))[0]?.value

describe('migrations', () => {
  it('are bundled exactly as drizzle-kit wrote them', () => {
    expect(migrations).toEqual(readMigrationFiles({ migrationsFolder: 'migrations' }))
  })
})

describe('schema constraints', () => {
  it("keeps a variant's stock from going below zero", async () => {
    const { v } = await stocked('FJ-1')
    await expect(t.db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.id, v.id))).rejects.toThrow()
  })

  it('never holds more units of a variant than are in stock, nor fewer than none', async () => {
    const { v } = await stocked('FJ-1', 3)
    const setReserved = (reserved: number) => t.db.update(productVariants).set({ reserved }).where(eq(productVariants.id, v.id))
    await setReserved(3)
    await expect(setReserved(4)).rejects.toThrow()
    await expect(setReserved(-1)).rejects.toThrow()
    // Stock cannot drop below what unpaid orders hold.
    await expect(t.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, v.id))).rejects.toThrow()
    expect((await t.db.select().from(productVariants))[0]).toMatchObject({ stock: 3, reserved: 3 })
  })

  it('gives each SKU to one variant, and each colour and size of a product one variant', async () => {
    const { p } = await stocked('FJ-1')
    const { p: other } = await stocked('FJ-2')
    await expect(t.db.insert(productVariants).values({ productId: other.id, color: 'beige', size: 'M', sku: 'FJ-1-BLK-M' })).rejects.toThrow()
    await expect(t.db.insert(productVariants).values({ productId: p.id, color: 'black', size: 'M', sku: 'ANOTHER' })).rejects.toThrow()
  })

  it('refuses a loyalty redemption larger than the balance', async () => {
    const [u] = await t.db.insert(users).values({ email: 'luz@example.com', firstName: 'Luz', lastName: 'Mejía' }).returning()
    await t.db.insert(loyaltyLedger).values({ userId: u!.id, points: 700, transactionType: 'earned' })
    await t.db.insert(loyaltyLedger).values({ userId: u!.id, points: 500, transactionType: 'redeemed' })
    const overdraft = await t.db.insert(loyaltyLedger).values({ userId: u!.id, points: 201, transactionType: 'redeemed' }).catch((e: unknown) => e)
    expect(databaseRefused(overdraft, 'loyalty_balance_insufficient')).toBe(true)
    await t.db.insert(loyaltyLedger).values({ userId: u!.id, points: 200, transactionType: 'redeemed' })
    // Deleting the user takes the whole ledger with it.
    await t.db.delete(users).where(eq(users.id, u!.id))
    expect(await t.db.select().from(loyaltyLedger)).toHaveLength(0)
  })

  it('settles a pending order once', async () => {
    const [o] = await t.db
      .insert(orders)
      .values({ orderNumber: await nextOrderNumber(t.db), customerEmail: 'a@b.co', customerName: 'Ana', subtotalCents: 8900, totalCents: 9900 })
      .returning()
    await t.db.insert(orderSettlements).values({ orderId: o!.id, outcome: 'paid', settledAt: new Date(0).toISOString() })
    await expect(t.db.insert(orderSettlements).values({ orderId: o!.id, outcome: 'expired', settledAt: new Date(0).toISOString() })).rejects.toThrow()
  })

  it('keeps product codes, user emails and blog slugs unique', async () => {
    await t.db.insert(products).values(product('FJ-1'))
    await expect(t.db.insert(products).values(product('FJ-1'))).rejects.toThrow()
    await t.db.insert(users).values({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Ríos' })
    await expect(t.db.insert(users).values({ email: 'ana@example.com', firstName: 'A', lastName: 'B' })).rejects.toThrow()
    const post = { category: 'care-tips', titleEn: 't', titleEs: 't', titleFr: 't', excerptEn: 'e', excerptEs: 'e', excerptFr: 'e', contentEn: 'c', contentEs: 'c', contentFr: 'c' }
    await t.db.insert(blogPosts).values({ ...post, slug: 'a' })
    await expect(t.db.insert(blogPosts).values({ ...post, slug: 'a' })).rejects.toThrow()
  })

  it('deletes order items with their order, and refuses to delete a product in use', async () => {
    const [p] = await t.db.insert(products).values(product('FJ-1')).returning()
    const [o] = await t.db
      .insert(orders)
      .values({ orderNumber: await nextOrderNumber(t.db), customerEmail: 'a@b.co', customerName: 'Ana', subtotalCents: 8900, totalCents: 9900 })
      .returning()
    await t.db.insert(orderItems).values({
      orderId: o!.id, productId: p!.id, productCode: 'FJ-1', productName: 'Faja', color: 'black', size: 'M', quantity: 1, unitPriceCents: 8900, subtotalCents: 8900,
    })
    await expect(t.db.delete(products).where(eq(products.id, p!.id))).rejects.toThrow()
    await t.db.delete(orders).where(eq(orders.id, o!.id))
    expect(await t.db.select().from(orderItems)).toHaveLength(0)
    await t.db.delete(products).where(eq(products.id, p!.id))
    expect(await t.db.select().from(products)).toHaveLength(0)
  })

  it('hands out increasing, unique order numbers', async () => {
    const a = await nextOrderNumber(t.db)
    const b = await nextOrderNumber(t.db)
    expect(a).toMatch(/^ORD-\d+$/)
    expect(Number(b.slice(4))).toBe(Number(a.slice(4)) + 1)
  })
})

describe('change counter for delta sync', () => {
  it('stamps every product insert, update (its variants\' stock included) and delete with a new version', async () => {
    const { p, v } = await stocked('FJ-1')
    const v1 = await versionOf(p.id)
    expect(v1).toBeGreaterThan(0)
    await t.db.update(productVariants).set({ stock: 9 }).where(eq(productVariants.id, v.id))
    const v2a = await versionOf(p.id)
    expect(v2a).toBeGreaterThan(v1!)
    // A hold (checkout) changes what the storefront offers: it reaches the apps too.
    await t.db.update(productVariants).set({ reserved: 2 }).where(eq(productVariants.id, v.id))
    const v2 = await versionOf(p.id)
    expect(v2).toBeGreaterThan(v2a!)
    await t.db.run(sql`UPDATE products SET price_cents = 9900 WHERE id = ${p.id}`)
    expect(await versionOf(p.id)).toBeGreaterThan(v2!)
    await t.db.delete(products).where(eq(products.id, p.id))
    const [tomb] = await t.db.select().from(syncTombstones)
    expect(tomb).toMatchObject({ entity: 'product', entityId: p.id })
    expect(tomb!.version).toBe(await syncCounter())
  })

  it('stamps blog posts the same way', async () => {
    const before = await syncCounter()
    const post = { slug: 's', category: 'care-tips', titleEn: 't', titleEs: 't', titleFr: 't', excerptEn: 'e', excerptEs: 'e', excerptFr: 'e', contentEn: 'c', contentEs: 'c', contentFr: 'c' }
    const [row] = await t.db.insert(blogPosts).values(post).returning()
    await t.db.update(blogPosts).set({ titleEn: 'new' }).where(eq(blogPosts.id, row!.id))
    const [after] = await t.db.select().from(blogPosts)
    expect(after!.version).toBe(await syncCounter())
    expect((await syncCounter())!).toBe(before! + 2)
  })
})
