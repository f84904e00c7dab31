// The wholesale channel as the customer area reads it (spec §3 "Wholesale account"). The
// wholesale issue (#13) adds the order form and the back office's shapes here; these names are
// the ones it uses, so both branches meet in one file.
import { z } from 'zod'

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

/**
 * GET /api/wholesale/accounts: the dashboard's view of spec §3. Discount rate (percent, "15.00"),
 * credit limit (USD, "5000.00") and minimum order quantity only once the account is approved.
 */
export const accountSummarySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  taxId: z.string().nullable(),
  businessType: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  discountRate: z.string().nullable(),
  creditLimit: z.string().nullable(),
  minimumOrderQuantity: z.number().int().nullable(),
  createdAt: z.string(),
})
export type AccountSummary = z.infer<typeof accountSummarySchema>
