// The customer area's home: the user's figures, newest
// orders and wholesale inquiries, and the offers meant for them. The order figures come from the
// same rule as My Orders (customer-orders.ts) and the points from loyaltyBalance, so the
// dashboard never disagrees with the pages it links to.
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { formatAmount } from '#shared/pricing/money'
import type { DashboardSummary } from '#shared/schemas/dashboard'
import type { Db } from '#worker/db/client'
import { dashboardOffers, discountCodes, orders, wholesaleInquiries } from '#worker/db/schema'
import { customerOrdersOf, unitsInOrder } from './customer-orders'
import { loyaltyBalance } from './loyalty'
import { offerStatusIs } from './offer-status'
import type { SessionUser } from './sessions'

const RECENT = 5

/** The offers live at `now` (the back office's status rule, decision 036), for this role or for every role. */
const liveOffersFor = (role: string, now: Date) =>
  and(offerStatusIs('live', now), or(isNull(dashboardOffers.targetRole), eq(dashboardOffers.targetRole, role)))

export async function dashboardSummary(db: Db, user: SessionUser, now: Date): Promise<DashboardSummary> {
  const mine = customerOrdersOf(user.id)
  const [[counted], recentOrders, recentInquiries, offers] = await db.batch([
    db.select({ n: count() }).from(orders).where(mine),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        itemCount: unitsInOrder,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        status: orders.status,
      })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT),
    db
      .select({
        id: wholesaleInquiries.id,
        companyName: wholesaleInquiries.companyName,
        itemCount: sql<number>`json_array_length(${wholesaleInquiries.items})`,
        createdAt: wholesaleInquiries.createdAt,
        status: wholesaleInquiries.status,
      })
      .from(wholesaleInquiries)
      .where(eq(wholesaleInquiries.userId, user.id))
      .orderBy(desc(wholesaleInquiries.createdAt), desc(wholesaleInquiries.id))
      .limit(RECENT),
    db
      .select({ offer: dashboardOffers, discountCode: discountCodes.code })
      .from(dashboardOffers)
      .leftJoin(discountCodes, eq(discountCodes.id, dashboardOffers.discountCodeId))
      .where(liveOffersFor(user.role, now))
      .orderBy(asc(dashboardOffers.endDate), asc(dashboardOffers.id)),
  ])
  return {
    stats: { totalOrders: Number(counted?.n ?? 0), loyaltyPoints: await loyaltyBalance(db, user.id), memberSince: user.createdAt },
    user: { role: user.role },
    recentOrders: recentOrders.map(({ totalCents, itemCount, ...order }) => ({ ...order, itemCount: Number(itemCount), totalAmount: formatAmount(totalCents) })),
    recentWholesaleOrders: recentInquiries.map((inquiry) => ({ ...inquiry, itemCount: Number(inquiry.itemCount) })),
    activeOffers: offers.map(({ offer: o, discountCode }) => ({
      id: o.id,
      titleEn: o.titleEn,
      titleEs: o.titleEs,
      titleFr: o.titleFr,
      descriptionEn: o.descriptionEn,
      descriptionEs: o.descriptionEs,
      descriptionFr: o.descriptionFr,
      discountCode,
      imageUrl: o.imageUrl,
      ctaLinkEn: o.ctaLinkEn,
      ctaLinkEs: o.ctaLinkEs,
      ctaLinkFr: o.ctaLinkFr,
      endDate: o.endDate,
    })),
  }
}
