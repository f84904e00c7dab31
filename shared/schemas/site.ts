// Public facts about the shop (GET /api/site): the operating company, shown on the contact and
// legal pages, how the checkout takes card payments, and where the app reports its errors.
import { z } from 'zod'
import { PAYMENT_GATEWAYS } from './orders'

export const siteInfoSchema = z.object({
  /**
   * From COMPANY_INFO; null when it is not configured (or gives no address): the pages then say,
   * in their own language, that the operator's details are given on request.
   */
  companyName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  payments: z.object({
    /** null: card payments are not configured (production without Stripe keys). */
    gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
    /** Stripe's publishable key when the gateway is Stripe. */
    publishableKey: z.string().nullable(),
  }),
  /** SENTRY_DSN, where the app reports its unhandled errors (public by design); null: nothing is reported (decision 033). */
  sentryDsn: z.string().nullable(),
})
export type SiteInfo = z.infer<typeof siteInfoSchema>
