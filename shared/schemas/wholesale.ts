// The wholesale channel's contracts: the order form a buyer or a rep submits (also
// from the offline outbox), the buyer's own inquiries and accounts, and the back office's
// inquiries and account decisions. Messages are in the catalogue (./messages.ts); the form and
// the API use the same schema, so a draft the form accepts is one the server accepts.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { emailField, multiLineText, phoneField, singleLineText } from './fields'
import { MESSAGES as M } from './messages'
import { pagedListSchema, pageQuery, searchQuery } from './paging'

/** Inquiry and account statuses (also the database CHECKs in worker/src/db/schema.ts). */
export const INQUIRY_STATUSES = ['pending', 'reviewing', 'approved', 'rejected', 'contacted'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]
export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

/** The public form's minimum per style, colour and size, and its default line quantity. */
export const WHOLESALE_MINIMUM_UNITS = 12
export const DEFAULT_LINE_QUANTITY = 12
/** An account's own minimum when the team sets none (lower than the public form's on purpose). */
export const ACCOUNT_DEFAULT_MINIMUM_ORDER_QUANTITY = 10
export const MAX_LINE_QUANTITY = 10_000
const MAX_ORDER_LINES = 200

/** The choices of the optional "About your business" section; labels live in the app's translations. */
export const BUSINESS_TYPES = ['boutique', 'online_store', 'department_store', 'distributor', 'salon_spa', 'medical_clinic', 'other'] as const
export const YEARS_IN_BUSINESS = ['under_1', '1_3', '3_5', '5_10', 'over_10'] as const
/** Estimated monthly order in USD. */
export const MONTHLY_ORDER_RANGES = ['under_1000', '1000_5000', '5000_10000', '10000_25000', 'over_25000'] as const
export const PRICING_TIERS = ['standard', 'silver', 'gold', 'platinum'] as const

/** Optional free text: trimmed, an empty answer is no answer; one line unless it is the notes. */
const optionalText = (max: number, message: string, text: typeof singleLineText = singleLineText) =>
  text(message)
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : undefined))

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, { error: M.optionInvalid }), z.literal(''), z.null()], { error: M.optionInvalid })
    .optional()
    .transform((v) => (v ? v : undefined))

const required = (missing: string, max: number, tooLong: string) => singleLineText(missing).min(1, missing).max(max, tooLong)

const quantity = z.number({ error: M.wholesaleQuantity }).int(M.wholesaleQuantity).min(1, M.wholesaleQuantity).max(MAX_LINE_QUANTITY, M.wholesaleQuantity)

const wholesaleItemSchema = z.object({
  productId: singleLineText(M.wholesaleItemInvalid).min(1, M.wholesaleItemInvalid).max(64, M.wholesaleItemInvalid),
  /** What the device knew when the line was added; the server stores the catalogue's own code and name. */
  productCode: singleLineText(M.wholesaleItemInvalid).max(64, M.wholesaleItemInvalid).optional(),
  productName: singleLineText(M.wholesaleItemInvalid).max(200, M.wholesaleItemInvalid).optional(),
  color: singleLineText(M.wholesaleItemInvalid).min(1, M.wholesaleItemInvalid).max(40, M.wholesaleItemInvalid),
  size: singleLineText(M.wholesaleItemInvalid).min(1, M.wholesaleItemInvalid).max(10, M.wholesaleItemInvalid),
  quantity,
})
type LineKey = { productId: string; color: string; size: string; quantity: number }

/** One line per product, colour and size, in the order first added; quantities of repeats are added up. */
export function mergeWholesaleLines<L extends LineKey>(lines: readonly L[]): L[] {
  const merged = new Map<string, L>()
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.color, line.size])
    const seen = merged.get(key)
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line })
  }
  return [...merged.values()]
}

/** The business details of the optional "About your business" section (what the back office reads). */
const businessDetailsShape = {
  businessType: optionalChoice(BUSINESS_TYPES),
  yearsInBusiness: optionalChoice(YEARS_IN_BUSINESS),
  taxId: optionalText(60, M.answerTooLong),
  website: optionalText(200, M.answerTooLong).refine((v) => v === undefined || /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d+)?([/?#]\S*)?$/iu.test(v), M.websiteInvalid),
  targetMarket: optionalText(200, M.answerTooLong),
  estimatedMonthlyOrder: optionalChoice(MONTHLY_ORDER_RANGES),
  currentSuppliers: optionalText(200, M.answerTooLong),
}

/** POST /api/wholesale/orders: contact details, at least one line, optional notes. */
export const wholesaleOrderSchema = z.object({
  companyName: required(M.companyNameRequired, 120, M.companyNameTooLong),
  contactName: required(M.contactNameRequired, 120, M.nameMax),
  email: emailField({ invalid: M.emailInvalid }),
  phone: phoneField(M.phoneRequired),
  country: required(M.countryNameRequired, 80, M.countryTooLong),
  notes: optionalText(2000, M.notesTooLong, multiLineText),
  items: z
    .array(wholesaleItemSchema, { error: M.wholesaleItemsRequired })
    .min(1, M.wholesaleItemsRequired)
    .max(MAX_ORDER_LINES, M.wholesaleTooManyLines)
    .transform(mergeWholesaleLines)
    .refine((lines) => lines.every((l) => l.quantity <= MAX_LINE_QUANTITY), M.wholesaleQuantity),
  ...businessDetailsShape,
  language: z.enum(LANGUAGES, { error: M.languageCodeInvalid }).default('en'),
  /**
   * Made on the device for this submission (the app also sends it as Idempotency-Key). The
   * server keeps it with the inquiry, so a retry even days later finds the inquiry it created.
   */
  clientId: z.uuid().optional(),
})
export type WholesaleOrder = z.output<typeof wholesaleOrderSchema>

export const wholesaleReceiptSchema = z.object({ id: z.string(), reference: z.string() })
export type WholesaleReceipt = z.infer<typeof wholesaleReceiptSchema>

/** A line as stored with the inquiry: the catalogue's code and (English) name at submission. */
const inquiryItemSchema = z.object({
  productId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
})
export type InquiryItem = z.infer<typeof inquiryItemSchema>

/** GET /api/wholesale/orders: what the signed-in buyer sent (shown on their dashboard). */
export const myInquirySchema = z.object({
  id: z.string(),
  reference: z.string(),
  companyName: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  /** Lines of the order. */
  itemCount: z.number().int(),
  totalUnits: z.number().int(),
  items: z.array(inquiryItemSchema),
  createdAt: z.string(),
})
export type MyInquiry = z.infer<typeof myInquirySchema>

/**
 * GET /api/wholesale/accounts: the dashboard's view of an account. Discount rate (percent, "15.00"),
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

// ---- Back office ----

export const inquiryListQuerySchema = z.object({
  status: z.enum([...INQUIRY_STATUSES, 'all'], { error: M.inquiryStatusInvalid }).optional(),
  search: searchQuery,
  page: pageQuery,
})
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>

const inquiryListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  businessType: z.string().nullable(),
  estimatedMonthlyOrder: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  itemCount: z.number().int(),
  createdAt: z.string(),
})
export type InquiryListItem = z.infer<typeof inquiryListItemSchema>
export const inquiryListSchema = pagedListSchema(inquiryListItemSchema)

/** The back office's view of an inquiry, with its lines and who sent it when signed in. */
export const inquiryDetailSchema = inquiryListItemSchema.extend({
  phone: z.string(),
  country: z.string(),
  yearsInBusiness: z.string().nullable(),
  taxId: z.string().nullable(),
  website: z.string().nullable(),
  productsInterested: z.array(z.string()),
  targetMarket: z.string().nullable(),
  currentSuppliers: z.string().nullable(),
  notes: z.string().nullable(),
  language: z.string(),
  items: z.array(inquiryItemSchema),
  totalUnits: z.number().int(),
  user: z.object({ id: z.string(), email: z.string(), role: z.string() }).nullable(),
  updatedAt: z.string(),
})
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>

export const inquiryStatusUpdateSchema = z.object({ status: z.enum(INQUIRY_STATUSES, { error: M.inquiryStatusInvalid }) })

export const accountListQuerySchema = z.object({
  status: z.enum([...ACCOUNT_STATUSES, 'all'], { error: M.accountStatusInvalid }).optional(),
  search: searchQuery,
  page: pageQuery,
})

export const adminAccountSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  taxId: z.string().nullable(),
  businessType: z.string().nullable(),
  pricingTier: z.string(),
  /** Percent with two decimals, "15.00". */
  discountPercentage: z.string(),
  /** USD, "5000.00". */
  creditLimit: z.string(),
  minimumOrderQuantity: z.number().int(),
  status: z.enum(ACCOUNT_STATUSES),
  approvedAt: z.string().nullable(),
  approvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string().nullable(), role: z.string() }),
})
export type AdminAccount = z.infer<typeof adminAccountSchema>
export const accountListSchema = pagedListSchema(adminAccountSchema)

/** "15", "15.5", 15.25: a decimal(5,2) percentage, 0 to 100. */
const percentage = z
  .union([z.number(), singleLineText(M.discountInvalid)], { error: M.discountInvalid })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, M.discountInvalid)

/** An amount in USD with at most two decimals, up to decimal(10,2). */
const amount = z
  .union([z.number(), singleLineText(M.creditLimitInvalid)], { error: M.creditLimitInvalid })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), M.creditLimitInvalid)

/**
 * PATCH /api/admin/wholesale-accounts/:id: approve (with the terms) or reject. Terms left out
 * keep the account's current ones.
 */
export const accountDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: M.accountDecisionInvalid }),
  discountPercentage: percentage.optional(),
  creditLimit: amount.optional(),
  pricingTier: z.enum(PRICING_TIERS, { error: M.pricingTierInvalid }).optional(),
  minimumOrderQuantity: z
    .number({ error: M.minimumOrderQuantityInvalid })
    .int(M.minimumOrderQuantityInvalid)
    .min(1, M.minimumOrderQuantityInvalid)
    .max(MAX_LINE_QUANTITY, M.minimumOrderQuantityInvalid)
    .optional(),
  /** Left out keeps the team's note; an empty one clears it. */
  notes: multiLineText(M.notesTooLong)
    .max(2000, M.notesTooLong)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
})
export type AccountDecision = z.output<typeof accountDecisionSchema>
