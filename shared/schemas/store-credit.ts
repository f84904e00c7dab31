// Store credit as the API shows it (decision 035): a customer's balance and ledger entries, newest
// first; the back office's view of one customer's credit and its goodwill grant. Amounts are USD
// strings with two decimals, an entry's signed ("-12.50" spent, "5.00" issued or returned).
import { z } from 'zod'
import { STORE_CREDIT_KINDS, STORE_CREDIT_REASONS } from '#shared/pricing/store-credit'
import { singleLineText } from './fields'
import { MESSAGES as M } from './messages'

const amount = z.string().regex(/^-?\d+\.\d{2}$/)

/** The most entries an answer lists (newest first); the balance always counts them all. */
export const STORE_CREDIT_ENTRIES_SHOWN = 100

export const storeCreditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(STORE_CREDIT_KINDS),
  /** Signed: issued and returned credit is positive, credit spent negative. */
  amount,
  reason: z.enum(STORE_CREDIT_REASONS),
  /** The staff's reason for goodwill credit, as they wrote it; null otherwise. */
  note: z.string().nullable(),
  /** The shopper-facing reference of the order the entry belongs to (orderReference()), if any. */
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
})
export type StoreCreditEntry = z.infer<typeof storeCreditEntrySchema>

/** GET /api/store-credit: the signed-in customer's balance and their latest entries. */
export const storeCreditSchema = z.object({
  balance: amount,
  entries: z.array(storeCreditEntrySchema),
})
export type StoreCredit = z.infer<typeof storeCreditSchema>

/** The back office's view of one customer's credit; each entry says which staff member issued it (their name), if one did. */
export const adminStoreCreditSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  balance: amount,
  entries: z.array(storeCreditEntrySchema.extend({ issuedBy: z.string().nullable() })),
})
export type AdminStoreCredit = z.infer<typeof adminStoreCreditSchema>

/** Goodwill credit from the back office: an amount like a refund's, and the reason the customer is told. */
export const storeCreditGrantSchema = z.object({
  amount: singleLineText(M.refundAmountInvalid)
    .regex(/^\d{1,8}(\.\d{1,2})?$/, M.refundAmountInvalid)
    .refine((v) => /[1-9]/.test(v), M.refundAmountInvalid),
  note: singleLineText(M.storeCreditNoteRequired).min(3, M.storeCreditNoteRequired).max(500, M.refundReasonTooLong),
})
export type StoreCreditGrantInput = z.input<typeof storeCreditGrantSchema>
export type StoreCreditGrant = z.output<typeof storeCreditGrantSchema>
