// The privacy policy's promises to a signed-in person (decision 015): a copy of everything the shop
// holds about them, and deleting their account.
//
// The copy gathers the records linked to the account by its id. The newsletter, which has no
// account link, is found by the account's email. Contact messages and sent emails are matched by
// nothing but an address, and an address is not proof of identity here (emails are not
// verified at sign-up): someone who registered with another person's address must not download
// that person's messages, so those requests go through support, as the policy says.
//
// Deleting removes the user row; the database's foreign keys take the credentials, sessions,
// addresses, loyalty and store-credit entries, back-in-stock alerts asked for signed in, reviews
// (decision 042) and wholesale accounts with it (ON DELETE CASCADE) and keep orders
// and wholesale inquiries, detached (ON DELETE SET NULL): order records are kept 7 years for
// accounting and tax (decision 015), with the name, email and addresses they were placed with.
import { and, asc, desc, eq, exists, inArray, ne, or } from 'drizzle-orm'
import { BRAND_NAME } from '#shared/brand'
import { formatAmount } from '#shared/pricing/money'
import type { AccountExport } from '#shared/schemas/account-export'
import type { Db } from '#worker/db/client'
import { newsletterSubscribers, orderItems, orders, orderShipments, products, productVariants, stockAlerts, users, wholesaleAccounts, wholesaleInquiries } from '#worker/db/schema'
import { passwordMatches } from './accounts'
import { listAddresses } from './addresses'
import { conflict } from './domain-errors'
import { loyaltyHistory } from './loyalty'
import { storeCreditOf } from './store-credit'
import { appliedPromoOf } from './discount-codes'
import { wrongPassword } from './profile'
import type { SessionUser } from './sessions'
import { toPublicUser } from './users'

const LAST_ADMIN_MESSAGE = 'You are the only admin of the shop: make someone else an admin before deleting your account'

const percent = (basisPoints: number) => (basisPoints / 100).toFixed(2)

/** The copy's file name: "forma-bella-my-data-2026-05-01.json". */
export const exportFileName = (now: Date) => `${BRAND_NAME.toLowerCase().replace(/\s+/g, '-')}-my-data-${now.toISOString().slice(0, 10)}.json`

export async function exportAccount(db: Db, user: SessionUser, now: Date, shop: string): Promise<AccountExport> {
  const theirOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id))
  const [orderRows, items, shipments, accounts, inquiries, [newsletter], alerts] = await db.batch([
    db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, theirOrders)).orderBy(asc(orderItems.productCode), asc(orderItems.id)),
    db.select().from(orderShipments).where(inArray(orderShipments.orderId, theirOrders)).orderBy(asc(orderShipments.createdAt)),
    db.select().from(wholesaleAccounts).where(eq(wholesaleAccounts.userId, user.id)).orderBy(asc(wholesaleAccounts.createdAt)),
    db.select().from(wholesaleInquiries).where(eq(wholesaleInquiries.userId, user.id)).orderBy(desc(wholesaleInquiries.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    db
      .select({
        productCode: products.code,
        productName: products.nameEn,
        color: productVariants.color,
        size: productVariants.size,
        email: stockAlerts.email,
        language: stockAlerts.language,
        createdAt: stockAlerts.createdAt,
        notifiedAt: stockAlerts.notifiedAt,
        unsubscribedAt: stockAlerts.unsubscribedAt,
      })
      .from(stockAlerts)
      .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(stockAlerts.userId, user.id))
      .orderBy(desc(stockAlerts.createdAt)),
  ])
  const [addresses, loyalty, storeCredit] = await Promise.all([listAddresses(db, user.id), loyaltyHistory(db, user.id), storeCreditOf(db, user.id, { every: true })])

  return {
    exportedAt: now.toISOString(),
    shop,
    profile: toPublicUser(user),
    addresses,
    orders: orderRows.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      paidAt: o.paidAt,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      customerPhone: o.customerPhone,
      shippingAddress: o.shippingAddress ?? null,
      billingAddress: o.billingAddress ?? null,
      subtotalAmount: formatAmount(o.subtotalCents),
      shippingAmount: formatAmount(o.shippingCents),
      taxAmount: formatAmount(o.taxCents),
      discountAmount: formatAmount(o.discountCents),
      promo: appliedPromoOf(o),
      totalAmount: formatAmount(o.totalCents),
      currency: o.currency,
      paymentMethod: o.paymentMethod,
      language: o.language,
      notes: o.notes,
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          productCode: i.productCode,
          productName: i.productName,
          color: i.color,
          size: i.size,
          quantity: i.quantity,
          unitPrice: formatAmount(i.unitPriceCents),
          subtotal: formatAmount(i.subtotalCents),
        })),
      shipments: shipments
        .filter((s) => s.orderId === o.id)
        .map((s) => ({
          carrier: s.carrier,
          trackingNumber: s.trackingNumber,
          status: s.status,
          shippedAt: s.shippedAt,
          estimatedDelivery: s.estimatedDelivery,
          deliveredAt: s.deliveredAt,
          notes: s.notes,
        })),
    })),
    loyalty,
    storeCredit,
    wholesaleAccounts: accounts.map((a) => ({
      id: a.id,
      businessName: a.companyName,
      taxId: a.taxId,
      businessType: a.businessType,
      status: a.status,
      pricingTier: a.pricingTier,
      discountRate: percent(a.discountBasisPoints),
      creditLimit: formatAmount(a.creditLimitCents),
      minimumOrderQuantity: a.minimumOrderQuantity,
      approvedAt: a.approvedAt,
      notes: a.notes,
      createdAt: a.createdAt,
    })),
    wholesaleInquiries: inquiries.map((q) => ({
      id: q.id,
      companyName: q.companyName,
      contactName: q.contactName,
      email: q.email,
      phone: q.phone,
      country: q.country,
      items: q.items.map(({ productCode, productName, color, size, quantity }) => ({ productCode, productName, color, size, quantity })),
      notes: q.notes,
      businessType: q.businessType,
      yearsInBusiness: q.yearsInBusiness,
      taxId: q.taxId,
      website: q.website,
      productsInterested: q.productsInterested,
      estimatedMonthlyOrder: q.estimatedMonthlyOrder,
      targetMarket: q.targetMarket,
      currentSuppliers: q.currentSuppliers,
      additionalNotes: q.additionalNotes,
      status: q.status,
      createdAt: q.createdAt,
    })),
    newsletter: newsletter
      ? {
          email: newsletter.email,
          language: newsletter.language,
          isActive: newsletter.isActive,
          subscribedAt: newsletter.subscribedAt,
          unsubscribedAt: newsletter.unsubscribedAt,
        }
      : null,
    stockAlerts: alerts,
  }
}

/**
 * Deletes the account once its password is confirmed. The only admin cannot: the check sits in
 * the delete statement itself, so two admins deleting themselves at once cannot leave none.
 */
export async function deleteAccount(db: Db, user: SessionUser, password: string): Promise<void> {
  if (!(await passwordMatches(db, user.id, password))) throw wrongPassword('password')
  const otherAdmins = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, user.id)))
  const removed = await db
    .delete(users)
    .where(and(eq(users.id, user.id), or(ne(users.role, 'admin'), exists(otherAdmins))))
    .returning({ id: users.id })
  if (removed.length === 0) throw conflict(LAST_ADMIN_MESSAGE, 'last_admin')
}
