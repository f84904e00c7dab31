// Discount codes (decision 034): what a code is, and the one evaluation of a code against a cart
// that the cart's check, the checkout and the tests share. Money is integer cents; a percentage is
// whole percent. Pure and zod-free: the server reads the code and its uses from the database and
// hands them in, the app may import it at no cost.
import { splitInProportion, type Cents } from './money'

/** A percentage of the lines it applies to, or a fixed amount off them. */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

/**
 * Who may use a code: anyone (guests too), signed-in customer accounts, wholesale accounts, or
 * only the accounts it names.
 */
export const DISCOUNT_AUDIENCES = ['everyone', 'customers', 'wholesale', 'accounts'] as const
export type DiscountAudience = (typeof DISCOUNT_AUDIENCES)[number]

/** What a code takes its discount from: the whole order, the lines of some categories, or of some products. */
export const DISCOUNT_SCOPES = ['order', 'categories', 'products'] as const
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number]

export const PROMO_CODE_MAX_LENGTH = 32
/** Letters, digits, hyphens and underscores, starting with a letter or digit, in any case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/i

/** Codes are case-insensitive: stored and compared trimmed and in capitals. */
export const normalizePromoCode = (raw: string) => raw.trim().toUpperCase()

/** Per-customer uses are counted by account, and by email (compared in lower case) for everyone. */
export const normalizeUsageEmail = (email: string) => email.trim().toLowerCase()

export type DiscountCode = {
  code: string
  kind: DiscountKind
  /** Whole percent (1-100) for `percent`, cents for `fixed`. */
  amount: number
  /** The merchandise subtotal (every line, before any discount) the cart must reach; null: none. */
  minSubtotalCents: Cents | null
  startsAt: string
  /** null: never ends. */
  endsAt: string | null
  /** When staff paused it (refused until resumed); null: not paused. */
  pausedAt: string | null
  /** Uses over everyone; null: unlimited. */
  usageLimit: number | null
  /** Uses per account or email; null: unlimited. */
  perCustomerLimit: number | null
  audience: DiscountAudience
  /** The accounts (user ids) an `accounts` code is for. */
  accountIds: readonly string[]
  scope: DiscountScope
  categories: readonly string[]
  productIds: readonly string[]
  /** Whether made-to-measure lines count towards the discount. */
  includesMadeToMeasure: boolean
  /** Whether lines already sold at a reduced price count. */
  includesDiscountedItems: boolean
  /** Whether the code may be used on an order that also spends a loyalty reward. */
  combinesWithRewards: boolean
}

/** A cart line as the evaluation reads it: its total (unit price × quantity) and what it is. */
export type DiscountLine = {
  productId: string
  category: string
  madeToMeasure: boolean
  alreadyDiscounted: boolean
  subtotalCents: Cents
}

/**
 * `role` null: a guest. A wholesale user is `wholesale` only with an approved wholesale account
 * (the server looks, worker/src/services/discount-codes.ts).
 */
export type DiscountShopper = { role: string | null; userId: string | null; email: string }

/** Uses counted now: by everyone, and by this shopper (their account or their email). */
export type DiscountUsage = { total: number; byShopper: number }

/**
 * Why a code cannot be used, in the order they are looked at: first what the shopper cannot
 * change (the code, its dates, who it is for, its uses), then the cart, then the reward chosen.
 */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'not_started',
  'expired',
  'paused',
  'not_for_account',
  'used_up',
  'already_used',
  'nothing_applies',
  'minimum_not_reached',
  'not_with_rewards',
] as const
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number]

/** Each refusal's error code in the API's catalogue (shared/errors/catalogue.ts). */
export const promoCodeError = <R extends DiscountRefusal>(reason: R) => `promo_code_${reason}` as const

export type DiscountEvaluation =
  | {
      ok: true
      code: string
      discountCents: Cents
      eligibleCents: Cents
      /** Each line's share of the discount, in the order of the lines: in proportion to the lines it applies to, 0 on the others. */
      lineDiscounts: Cents[]
    }
  | { ok: false; reason: DiscountRefusal; missingCents?: Cents }

type Evaluate = {
  code: DiscountCode | undefined
  lines: readonly DiscountLine[]
  shopper: DiscountShopper
  usage: DiscountUsage
  /** The loyalty reward chosen for the same order (0: none). */
  rewardCents: Cents
  now: Date
}

function allowed(code: DiscountCode, shopper: DiscountShopper): boolean {
  switch (code.audience) {
    case 'everyone':
      return true
    case 'customers':
      return shopper.userId !== null && shopper.role === 'customer'
    case 'wholesale':
      return shopper.userId !== null && shopper.role === 'wholesale'
    case 'accounts':
      return shopper.userId !== null && code.accountIds.includes(shopper.userId)
  }
}

function applies(code: DiscountCode, line: DiscountLine): boolean {
  if (line.madeToMeasure && !code.includesMadeToMeasure) return false
  if (line.alreadyDiscounted && !code.includesDiscountedItems) return false
  switch (code.scope) {
    case 'order':
      return true
    case 'categories':
      return code.categories.includes(line.category)
    case 'products':
      return code.productIds.includes(line.productId)
  }
}

/**
 * The discount a code gives this cart, or why it gives none. The discount is taken from the lines
 * it applies to only: a percentage of their total rounded down to the cent, or the fixed amount,
 * never more than those lines; and never more than what a loyalty reward leaves of the merchandise,
 * so the order's total is never below its shipping. Shipping is never discounted.
 */
export function evaluateDiscountCode({ code, lines, shopper, usage, rewardCents, now }: Evaluate): DiscountEvaluation {
  if (!code) return { ok: false, reason: 'unknown' }
  const at = now.getTime()
  if (at < Date.parse(code.startsAt)) return { ok: false, reason: 'not_started' }
  if (code.endsAt !== null && at >= Date.parse(code.endsAt)) return { ok: false, reason: 'expired' }
  if (code.pausedAt !== null) return { ok: false, reason: 'paused' }
  if (!allowed(code, shopper)) return { ok: false, reason: 'not_for_account' }
  if (code.usageLimit !== null && usage.total >= code.usageLimit) return { ok: false, reason: 'used_up' }
  if (code.perCustomerLimit !== null && usage.byShopper >= code.perCustomerLimit) return { ok: false, reason: 'already_used' }

  const eligibleCents = lines.filter((l) => applies(code, l)).reduce((sum, l) => sum + l.subtotalCents, 0)
  if (eligibleCents <= 0) return { ok: false, reason: 'nothing_applies' }
  const subtotalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0)
  if (code.minSubtotalCents !== null && subtotalCents < code.minSubtotalCents) {
    return { ok: false, reason: 'minimum_not_reached', missingCents: code.minSubtotalCents - subtotalCents }
  }
  if (rewardCents > 0 && !code.combinesWithRewards) return { ok: false, reason: 'not_with_rewards' }

  const raw = code.kind === 'percent' ? Math.floor((eligibleCents * code.amount) / 100) : code.amount
  const discountCents = Math.max(0, Math.min(raw, eligibleCents, subtotalCents - rewardCents))
  const lineDiscounts = splitInProportion(
    lines.map((l) => (applies(code, l) ? l.subtotalCents : 0)),
    discountCents,
  )
  return { ok: true, code: code.code, discountCents, eligibleCents, lineDiscounts }
}
