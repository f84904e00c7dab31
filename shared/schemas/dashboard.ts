// GET /api/dashboard/summary: what the customer area's home shows (stats, recent orders, offers).
import { z } from 'zod'
import { ROLES } from './auth'
import { ORDER_STATUSES } from './orders'

const amount = z.string().regex(/^-?\d+\.\d{2}$/)

/** A dashboard offer: in the three languages, for the reader's role or for everyone. */
const dashboardOfferSchema = z.object({
  id: z.string(),
  titleEn: z.string(),
  titleEs: z.string(),
  titleFr: z.string(),
  descriptionEn: z.string(),
  descriptionEs: z.string(),
  descriptionFr: z.string(),
  /** The discount code the offer links, as it is now: the dashboard offers to apply it to the cart. */
  discountCode: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Where the offer's button leads in each language: a path of the shop or a full URL. */
  ctaLinkEn: z.string().nullable(),
  ctaLinkEs: z.string().nullable(),
  ctaLinkFr: z.string().nullable(),
  /** The last moment the offer holds. */
  endDate: z.string(),
})
export type DashboardOffer = z.infer<typeof dashboardOfferSchema>

export const dashboardSummarySchema = z.object({
  stats: z.object({
    /** The orders My Orders lists (every order but a checkout abandoned before payment). */
    totalOrders: z.number().int().nonnegative(),
    loyaltyPoints: z.number().int().nonnegative(),
    /** When the account was created. */
    memberSince: z.string(),
  }),
  user: z.object({ role: z.enum(ROLES) }),
  /** The 5 newest of those orders; `itemCount` counts units. */
  recentOrders: z.array(
    z.object({ id: z.string(), orderNumber: z.string(), itemCount: z.number().int(), createdAt: z.string(), totalAmount: amount, status: z.enum(ORDER_STATUSES) }),
  ),
  /** The 5 newest wholesale inquiries the user sent signed in; `itemCount` counts lines. The app shows them to the wholesale role. */
  recentWholesaleOrders: z.array(
    z.object({ id: z.string(), companyName: z.string(), itemCount: z.number().int(), createdAt: z.string(), status: z.string() }),
  ),
  /** Active, started and not yet ended, for the user's role or for every role; the one ending soonest first. */
  activeOffers: z.array(dashboardOfferSchema),
})
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>
