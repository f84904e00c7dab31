// Public facts about the shop (GET /api/site): the operating company, shown on the contact and
// legal pages, and how the checkout takes card payments.
import { z } from 'zod'
import { PAYMENT_GATEWAYS } from './orders'

export const siteInfoSchema = z.object({
  companyName: z.string(),
  companyAddress: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  payments: z.object({
    /** null: card payments are not configured (production without Stripe keys). */
    gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
    /** Stripe's publishable key when the gateway is Stripe. */
    publishableKey: z.string().nullable(),
  }),
})
export type SiteInfo = z.infer<typeof siteInfoSchema>
