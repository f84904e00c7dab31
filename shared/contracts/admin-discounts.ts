// Discount codes in the back office (admin and staff, like the other catalogue tools; decisions
// 017 and 034): the codes with their figures, and creating, editing, pausing, resuming and ending
// one. Every change is audited. A code's rules are shared/pricing/discount-codes.ts; its status is
// read from its dates and pause at the moment of the request.
import { z } from 'zod'
import { PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import { DISCOUNT_AUDIENCES, DISCOUNT_KINDS, DISCOUNT_SCOPES } from '#shared/pricing/discount-codes'
import { parseAmount } from '#shared/pricing/money'
import { promoCodeField } from '#shared/schemas/checkout'
import { emailField, singleLineText } from '#shared/schemas/fields'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema, searchQuery } from '#shared/schemas/paging'
import { get, patch, post, resource } from './contract'

/**
 * Where a code stands now: `ended` from its end (whatever else), else `paused` while staff paused
 * it, else `scheduled` before its start, else `live`.
 */
export const DISCOUNT_STATUSES = ['live', 'scheduled', 'paused', 'ended'] as const
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number]

/** The largest fixed amount or minimum staff may type, as for a product's price. */
const AMOUNT_PATTERN = /^\d{1,5}(\.\d{1,2})?$/
/** The most accounts or products one code may name. */
const MAX_NAMED = 200

const discountQuerySchema = z.object({
  /** Part of the code, in any case. */
  search: searchQuery,
  status: z.enum(DISCOUNT_STATUSES, { error: M.discountStatusInvalid }).optional(),
  page: pageQuery,
})

/** A code as the back office shows it: its rules, its status now, and its figures. */
const adminDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Whole percent for `percent`, cents for `fixed`. */
  amount: z.number().int(),
  minSubtotalCents: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  audience: z.enum(DISCOUNT_AUDIENCES),
  /** The emails of the accounts an `accounts` code is for (an account deleted since is left out). */
  accountEmails: z.array(z.string()),
  scope: z.enum(DISCOUNT_SCOPES),
  categories: z.array(z.string()),
  /** The codes (EC-1001) of the products a `products` code applies to. */
  productCodes: z.array(z.string()),
  includesMadeToMeasure: z.boolean(),
  includesDiscountedItems: z.boolean(),
  combinesWithRewards: z.boolean(),
  /** Uses counted against the limits: every order that holds one, unpaid pending orders included. */
  uses: z.number().int(),
  /** What the paid orders (processing, shipped, delivered) that used it were paid, shipping included, in cents. */
  revenueCents: z.number().int(),
  /** What the code took off those paid orders, in cents. */
  discountGivenCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>

/** An optional whole number of 1 or more; empty (null) for no limit. */
const limitInput = z.number({ error: M.discountLimitInvalid }).int(M.discountLimitInvalid).min(1, M.discountLimitInvalid).max(1_000_000, M.discountLimitInvalid).nullable()
const dateInput = z.iso.datetime({ offset: true, error: M.estimatedDeliveryInvalid })
const productCodeInput = singleLineText(M.discountProductsRequired).trim().toUpperCase().min(1, M.discountProductsRequired).max(40, M.discountProductsRequired)

/**
 * A code as staff write it, to create it or replace its rules. `amount` as typed: a whole percent
 * ("15") or an amount ("12.50"); `minSubtotal` an amount, null for none. Accounts are named by
 * email and products by code; the server answers 400 for one it does not know.
 */
export const discountCodeInputSchema = z
  .strictObject({
    code: promoCodeField,
    kind: z.enum(DISCOUNT_KINDS, { error: M.discountKindInvalid }),
    amount: singleLineText(M.discountPercentInvalid).transform((v) => v.trim().replace(',', '.')),
    minSubtotal: singleLineText(M.discountMinimumInvalid)
      .transform((v) => v.trim().replace(',', '.'))
      .refine((v) => AMOUNT_PATTERN.test(v), M.discountMinimumInvalid)
      .transform((v) => parseAmount(v))
      .nullable(),
    startsAt: dateInput,
    endsAt: dateInput.nullable(),
    usageLimit: limitInput,
    perCustomerLimit: limitInput,
    audience: z.enum(DISCOUNT_AUDIENCES, { error: M.discountAudienceInvalid }),
    accountEmails: z.array(emailField({ invalid: M.emailInvalid }), { error: M.discountAccountsRequired }).max(MAX_NAMED, M.discountAccountsRequired).default([]),
    scope: z.enum(DISCOUNT_SCOPES, { error: M.discountScopeInvalid }),
    categories: z.array(z.enum(PRODUCT_CATEGORIES, { error: M.productCategoryInvalid }), { error: M.discountCategoriesRequired }).default([]),
    productCodes: z.array(productCodeInput, { error: M.discountProductsRequired }).max(MAX_NAMED, M.discountProductsRequired).default([]),
    includesMadeToMeasure: z.boolean(),
    includesDiscountedItems: z.boolean(),
    combinesWithRewards: z.boolean(),
  })
  .transform((input, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message })
      return z.NEVER
    }
    let amount: number
    if (input.kind === 'percent') {
      amount = /^\d{1,3}$/.test(input.amount) ? Number(input.amount) : 0
      if (amount < 1 || amount > 100) return fail('amount', M.discountPercentInvalid)
    } else {
      amount = AMOUNT_PATTERN.test(input.amount) ? parseAmount(input.amount) : 0
      if (amount <= 0) return fail('amount', M.refundAmountInvalid)
    }
    if (input.endsAt !== null && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) return fail('endsAt', M.discountEndBeforeStart)
    if (input.audience === 'accounts' && input.accountEmails.length === 0) return fail('accountEmails', M.discountAccountsRequired)
    if (input.scope === 'categories' && input.categories.length === 0) return fail('categories', M.discountCategoriesRequired)
    if (input.scope === 'products' && input.productCodes.length === 0) return fail('productCodes', M.discountProductsRequired)
    return {
      ...input,
      amount,
      startsAt: new Date(input.startsAt).toISOString(),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt).toISOString(),
      // Only what the audience and scope read is kept: a list left behind by a changed choice is dropped.
      accountEmails: input.audience === 'accounts' ? [...new Set(input.accountEmails)] : [],
      categories: input.scope === 'categories' ? [...new Set(input.categories)] : [],
      productCodes: input.scope === 'products' ? [...new Set(input.productCodes)] : [],
    }
  })
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>

const figuresErrors = ['discount_code_taken', 'discount_code_accounts_unknown', 'discount_code_products_unknown'] as const

export const adminDiscountsApi = resource('/api/admin/discount-codes', {
  /** Newest first, 50 a page, by part of the code and by status, each code with its uses, revenue and discount given. */
  list: get('/', { access: 'back-office', query: discountQuerySchema, output: pagedListSchema(adminDiscountCodeSchema) }),
  /**
   * 409 `discount_code_taken` for a code that exists in any case; 400 `discount_code_accounts_unknown`
   * or `discount_code_products_unknown` (on `accountEmails` / `productCodes`) for a name it does not know.
   */
  create: post('/', { access: 'back-office', status: 201, input: discountCodeInputSchema, output: adminDiscountCodeSchema, errors: figuresErrors }),
  /**
   * Replaces the code's rules (its uses stay). The same errors as create, and 409
   * `discount_code_in_use` to change the text of a code orders used: orders name their code by it.
   */
  update: patch('/:id', {
    access: 'back-office',
    input: discountCodeInputSchema,
    output: adminDiscountCodeSchema,
    errors: ['not_found', ...figuresErrors, 'discount_code_in_use'],
  }),
  /** Stops the code until it is resumed (the check and the checkout answer `promo_code_paused`); 409 `discount_code_ended` for an ended code. */
  pause: post('/:id/pause', { access: 'back-office', output: adminDiscountCodeSchema, errors: ['not_found', 'discount_code_ended'] }),
  resume: post('/:id/resume', { access: 'back-office', output: adminDiscountCodeSchema, errors: ['not_found', 'discount_code_ended'] }),
  /** Ends the code now (its end becomes this moment); 409 `discount_code_ended` for one already ended. */
  end: post('/:id/end', { access: 'back-office', output: adminDiscountCodeSchema, errors: ['not_found', 'discount_code_ended'] }),
})
