// The loyalty ledger as a customer reads it: each entry earns or redeems points; the balance is
// earned minus redeemed.
import { z } from 'zod'

export const LOYALTY_ENTRY_TYPES = ['earned', 'redeemed'] as const
export type LoyaltyEntryType = (typeof LOYALTY_ENTRY_TYPES)[number]

const loyaltyEntrySchema = z.object({
  id: z.string(),
  type: z.enum(LOYALTY_ENTRY_TYPES),
  points: z.number().int().positive(),
  /** The shop's own note, in English; the app words the entries tied to an order itself, from its number. */
  description: z.string().nullable(),
  createdAt: z.string(),
  /** The customer's order the entry belongs to (points it earned, a reward spent on it), if any, and its number (orderReference). */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
})

/** GET /api/loyalty/history: the balance (earned − redeemed, never negative) and every entry, newest first. */
export const loyaltyHistorySchema = z.object({
  balance: z.number().int().nonnegative(),
  entries: z.array(loyaltyEntrySchema),
})
export type LoyaltyHistory = z.infer<typeof loyaltyHistorySchema>
