// Deterministic, idempotent demo data: each part is written only when its table (or account)
// is missing, so a second start on the same database seeds nothing twice. Product ids come from
// the product code (the same in every database); dates that should look recent (offers, the demo
// customer's orders) are counted from the `now` the caller passes.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { versionedImage } from '#shared/catalogue/images'
import { pointsEarnedFor } from '#shared/pricing/loyalty'
import { shippingFor } from '#shared/pricing/shipping'
import type { Role } from '#shared/schemas/auth'
import { hashPassword } from '#worker/services/passwords'
import { textHashOf } from '#worker/services/reviews'
import { publicName, splitFullName } from '#shared/reviews/reviews'
import { nextOrderNumber } from '#worker/services/order-numbers'
import type { Db } from '#worker/db/client'
import {
  blogPosts,
  contactMessages,
  dashboardOffers,
  discountCodes,
  loyaltyLedger,
  newsletterSubscribers,
  orderShipments,
  orderItems,
  orders,
  productVariants,
  products,
  reviews,
  storeCreditEntries,
  userCredentials,
  users,
  wholesaleAccounts,
} from '#worker/db/schema'
import { seedPosts } from './blog.data'
import { seedMessages, seedSubscribers } from './inbox.data'
import { seedDiscountCodes, seedOffers } from './offers.data'
import { seedProducts } from './products.data'
import { seedReviews } from './reviews.data'
import { productIdFor } from './stable-id'
import { seedVariants } from './variant-stock'

export const DEMO_ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'admin@example.com', role: 'admin', firstName: 'Alejandra', lastName: 'Restrepo' },
  { email: 'staff@example.com', role: 'staff', firstName: 'Santiago', lastName: 'Gómez' },
  { email: 'wholesale@example.com', role: 'wholesale', firstName: 'Camille', lastName: 'Tremblay' },
  { email: 'customer@example.com', role: 'customer', firstName: 'Emily', lastName: 'Carter' },
]

/** Versioned, so browsers keep it for a year (shared/catalogue/images.ts); the front, or the back of the garment. */
const productImagePath = (code: string, color: string, side: 'front' | 'back' = 'front') =>
  versionedImage(`/images/products/${code.toLowerCase()}-${color}${side === 'back' ? '-back' : ''}.svg`)

const isEmpty = async (
  db: Db,
  table: typeof products | typeof blogPosts | typeof dashboardOffers | typeof discountCodes | typeof contactMessages | typeof newsletterSubscribers | typeof storeCreditEntries | typeof reviews,
) =>
  (await db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n === 0

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString()

/** One size in one colour runs low at two units on the demo shelf (a product's default is for a whole run). */
const DEMO_VARIANT_THRESHOLD = 2

export type SeedReport = { products: number; posts: number; offers: number; accounts: string[] }

export async function seedDemoData(db: Db, options: { password: string; now: Date }): Promise<SeedReport> {
  const report: SeedReport = { products: 0, posts: 0, offers: 0, accounts: [] }
  const { now } = options

  if (await isEmpty(db, products)) {
    const ids = await Promise.all(seedProducts.map((p) => productIdFor(p.code)))
    const rows = seedProducts.map((p, i) => {
      const { garment: _g, stock: _units, ...fields } = p
      return {
        ...fields,
        id: ids[i]!,
        // One front per colour, in the order of colors (imageFor relies on it), then the backs.
        images: [...p.colors.map((c) => productImagePath(p.code, c)), ...p.colors.map((c) => productImagePath(p.code, c, 'back'))],
        // Spread creation times so "newest" sorting is meaningful and stable.
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString(),
      }
    })
    await db.insert(products).values(rows)
    const variants = seedProducts.flatMap((p, i) =>
      seedVariants(p).map((v) => ({ ...v, productId: ids[i]!, lowStockThreshold: DEMO_VARIANT_THRESHOLD })),
    )
    // Batched under SQLite's limit on bound parameters per statement.
    for (let i = 0; i < variants.length; i += 100) await db.insert(productVariants).values(variants.slice(i, i + 100))
    report.products = rows.length
  }

  if (await isEmpty(db, blogPosts)) {
    await db.insert(blogPosts).values(seedPosts.map((p) => ({ ...p, imageUrl: versionedImage(`/images/blog/${p.slug}.svg`) })))
    report.posts = seedPosts.length
  }

  // The codes before the offers, which link them (decision 036).
  if (await isEmpty(db, discountCodes)) {
    const codes = await Promise.all(
      seedDiscountCodes.map(async ({ productCodes, ...code }) => {
        const offer = seedOffers.find((o) => o.discountCode === code.code)!
        return { ...code, productIds: await Promise.all(productCodes.map(productIdFor)), startsAt: daysFrom(now, -offer.startDaysAgo), endsAt: daysFrom(now, offer.endInDays) }
      }),
    )
    const inserted = await db.insert(discountCodes).values(codes).returning({ id: discountCodes.id, code: discountCodes.code })
    // Demo offers seeded before the shop had codes get their link now, once: later, staff decide.
    for (const offer of seedOffers) {
      const id = inserted.find((c) => c.code === offer.discountCode)!.id
      await db
        .update(dashboardOffers)
        .set({ discountCodeId: id })
        .where(and(eq(dashboardOffers.titleEn, offer.titleEn), isNull(dashboardOffers.discountCodeId)))
    }
  }

  if (await isEmpty(db, dashboardOffers)) {
    const codes = await db.select({ id: discountCodes.id, code: discountCodes.code }).from(discountCodes).where(inArray(discountCodes.code, seedOffers.map((o) => o.discountCode)))
    await db.insert(dashboardOffers).values(
      seedOffers.map(({ startDaysAgo, endInDays, discountCode, ...o }) => ({
        ...o,
        discountCodeId: codes.find((c) => c.code === discountCode)?.id ?? null,
        startDate: daysFrom(now, -startDaysAgo),
        endDate: daysFrom(now, endInDays),
      })),
    )
    report.offers = seedOffers.length
  }

  // Written directly, as they were received long ago: no notification or welcome email is queued.
  if (await isEmpty(db, contactMessages)) {
    await db.insert(contactMessages).values(seedMessages.map(({ daysAgo, ...m }) => ({ ...m, createdAt: daysFrom(now, -daysAgo) })))
  }
  if (await isEmpty(db, newsletterSubscribers)) {
    await db.insert(newsletterSubscribers).values(
      seedSubscribers.map(({ daysAgo, unsubscribedDaysAgo, ...s }) => ({
        ...s,
        isActive: unsubscribedDaysAgo === undefined,
        subscribedAt: daysFrom(now, -daysAgo),
        unsubscribedAt: unsubscribedDaysAgo === undefined ? null : daysFrom(now, -unsubscribedDaysAgo),
      })),
    )
  }

  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
    if (existing) continue
    const [user] = await db
      .insert(users)
      .values({ ...account, isEmailVerified: true, preferredLanguage: account.role === 'wholesale' ? 'fr' : 'en' })
      .returning()
    if (!user) continue
    await db.insert(userCredentials).values({ userId: user.id, passwordHash: await hashPassword(options.password) })
    report.accounts.push(account.email)
    if (account.role === 'wholesale') await seedWholesaleAccount(db, user.id, now)
    if (account.role === 'customer') await seedCustomerHistory(db, user, now)
  }

  if (await isEmpty(db, reviews)) await seedProductReviews(db, now)

  // A little goodwill store credit for the demo customer (decision 035), so the dashboard and the
  // checkout have some to show; given once, like everything above.
  if (await isEmpty(db, storeCreditEntries)) {
    const [[customer], [admin]] = await Promise.all([
      db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@example.com')),
      db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com')),
    ])
    if (customer) {
      await db.insert(storeCreditEntries).values({
        userId: customer.id,
        kind: 'issued',
        amountCents: DEMO_STORE_CREDIT_CENTS,
        reason: 'goodwill',
        note: 'Welcome back',
        issuedBy: admin?.id ?? null,
        createdAt: daysFrom(now, -2),
      })
    }
  }
  return report
}

/** The demo customer's goodwill store credit: $10.00. */
export const DEMO_STORE_CREDIT_CENTS = 1000

async function seedWholesaleAccount(db: Db, userId: string, now: Date) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'))
  await db.insert(wholesaleAccounts).values({
    userId,
    companyName: 'Boutique Silhouette Montréal',
    taxId: 'CA-123456789',
    businessType: 'boutique',
    pricingTier: 'gold',
    discountBasisPoints: 1500,
    creditLimitCents: 500_000,
    status: 'approved',
    approvedAt: daysFrom(now, -60),
    approvedBy: admin?.id ?? null,
  })
}

/** A demo order's line: the product as it was when ordered, at its price, from its variant when it has one. */
function demoLine(
  orderId: string,
  product: typeof products.$inferSelect,
  variant: typeof productVariants.$inferSelect | undefined,
  line: { color: string; size: string; quantity: number },
) {
  return {
    orderId,
    productId: product.id,
    productCode: product.code,
    variantId: variant?.id ?? null,
    sku: variant?.sku ?? null,
    productName: product.nameEn,
    productNames: { en: product.nameEn, es: product.nameEs, fr: product.nameFr },
    productImage: product.images[0] ?? null,
    ...line,
    unitPriceCents: product.priceCents,
    subtotalCents: product.priceCents * line.quantity,
  }
}

async function seedCustomerHistory(db: Db, user: typeof users.$inferSelect, now: Date) {
  const catalogue = await db.select().from(products).orderBy(asc(products.createdAt)).limit(6)
  // Enough history for a first loyalty reward (500 points) at checkout.
  const baskets = [
    { daysAgo: 160, status: 'delivered' as const, picks: [1, 2, 3, 5] },
    { daysAgo: 75, status: 'delivered' as const, picks: [0, 2] },
    { daysAgo: 30, status: 'shipped' as const, picks: [1] },
    { daysAgo: 4, status: 'processing' as const, picks: [3, 4, 5] },
  ]
  for (const basket of baskets) {
    const lines = basket.picks.flatMap((i) => {
      const p = catalogue[i]
      return p ? [{ product: p, quantity: 1 + (i % 2) }] : []
    })
    if (lines.length === 0) continue
    const subtotal = lines.reduce((s, l) => s + l.product.priceCents * l.quantity, 0)
    const shipping = shippingFor(subtotal)
    const createdAt = daysFrom(now, -basket.daysAgo)
    const address = { street: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' }
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: await nextOrderNumber(db),
        userId: user.id,
        customerEmail: user.email,
        customerName: `${user.firstName} ${user.lastName}`,
        customerPhone: '+1 512 555 0142',
        shippingAddress: address,
        billingAddress: address,
        subtotalCents: subtotal,
        shippingCents: shipping,
        totalCents: subtotal + shipping,
        paymentMethod: 'card',
        status: basket.status,
        createdAt,
        updatedAt: createdAt,
      })
      .returning()
    if (!order) continue
    const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, lines.map((l) => l.product.id)))
    await db.insert(orderItems).values(
      lines.map(({ product, quantity }) => {
        const color = product.colors[0] ?? 'black'
        const size = product.sizes[Math.min(2, product.sizes.length - 1)] ?? 'M'
        const variant = variants.find((v) => v.productId === product.id && v.color === color && v.size === size)
        return demoLine(order.id, product, variant, { color, size, quantity })
      }),
    )
    // A parcel for what has left the workshop, so My Orders shows tracking.
    if (basket.status === 'shipped' || basket.status === 'delivered') {
      await db.insert(orderShipments).values({
        orderId: order.id,
        carrier: 'USPS',
        trackingNumber: `9400 1000 0000 0000 ${String(basket.daysAgo).padStart(4, '0')}`.replace(/\s/g, ''),
        status: basket.status,
        shippedAt: daysFrom(now, -basket.daysAgo + 2),
        estimatedDelivery: daysFrom(now, -basket.daysAgo + 9).slice(0, 10),
        deliveredAt: basket.status === 'delivered' ? daysFrom(now, -basket.daysAgo + 8) : null,
        createdAt: daysFrom(now, -basket.daysAgo + 2),
      })
    }
    await db.insert(loyaltyLedger).values({
      userId: user.id,
      points: pointsEarnedFor(order.subtotalCents, order.discountCents),
      transactionType: 'earned',
      referenceId: order.id,
      description: `Order ${order.orderNumber}`,
      createdAt,
    })
  }
}

/**
 * Approved reviews on a few products (decision 042), each by the buyer of a delivered guest order
 * of one line written here with it; their review requests count as sent, so none goes out.
 */
async function seedProductReviews(db: Db, now: Date) {
  for (const review of seedReviews) {
    const [product] = await db.select().from(products).where(eq(products.code, review.productCode))
    if (!product) continue
    const deliveredAt = daysFrom(now, -review.deliveredDaysAgo)
    const placedAt = daysFrom(now, -review.deliveredDaysAgo - 9)
    const writtenAt = daysFrom(now, -review.deliveredDaysAgo + 4)
    const address = { street: '18 Harbor Street', city: 'Miami', state: 'FL', postalCode: '33101', country: 'US' }
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.color, review.color), eq(productVariants.size, review.size)))
    const shipping = shippingFor(product.priceCents)
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: await nextOrderNumber(db),
        customerEmail: review.email,
        customerName: review.buyer,
        shippingAddress: address,
        billingAddress: address,
        subtotalCents: product.priceCents,
        shippingCents: shipping,
        totalCents: product.priceCents + shipping,
        paymentMethod: 'card',
        status: 'delivered',
        language: review.language,
        reviewRequestedAt: daysFrom(now, -review.deliveredDaysAgo + 7),
        createdAt: placedAt,
        updatedAt: deliveredAt,
      })
      .returning()
    if (!order) continue
    const [item] = await db
      .insert(orderItems)
      .values(demoLine(order.id, product, variant, { color: review.color, size: review.size, quantity: 1 }))
      .returning()
    if (!item) continue
    const { firstName, lastName } = splitFullName(review.buyer)
    // One statement at a time: the first start seeds inside a transaction, which has no batch.
    await db.insert(orderShipments).values({ orderId: order.id, carrier: 'USPS', status: 'delivered', shippedAt: daysFrom(now, -review.deliveredDaysAgo - 6), deliveredAt, createdAt: daysFrom(now, -review.deliveredDaysAgo - 6) })
    await db.insert(reviews).values({
      orderItemId: item.id,
      orderId: order.id,
      productId: product.id,
      customerEmail: review.email,
      rating: review.rating,
      fit: review.fit,
      size: review.size,
      color: review.color,
      title: review.title,
      body: review.body,
      display: review.display,
      authorName: publicName(firstName, lastName),
      language: review.language,
      status: 'approved',
      textHash: await textHashOf(review.title, review.body),
      reply: review.reply ?? null,
      repliedAt: review.reply ? writtenAt : null,
      moderatedAt: writtenAt,
      publishedAt: writtenAt,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    })
  }
}
