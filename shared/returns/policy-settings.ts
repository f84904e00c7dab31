// The returns policy's numbers and readings, in one settings object (decision 037). The defaults
// are the policy's numbers; where its texts differ or leave a point open, each reading is a
// setting here and decision 037 says why its default was chosen. Windows, eligibility, amounts
// and states read only this object; the back office's Return policy screen changes it in one place
// (stored as what differs from these defaults, decision 041).
// Percentages are whole percent, money integer cents.
import { z } from 'zod'
import { RETURN_SHIPPING_FEE_CENTS } from '#shared/policy/returns'
import type { Cents } from '#shared/pricing/money'
import { MESSAGES as M } from '#shared/schemas/messages'
import { singleLineText } from '#shared/schemas/fields'

/** What the customer says is wrong. */
export const RETURN_REASONS = ['wrong_size', 'defect_or_damage', 'not_as_described', 'changed_mind', 'other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** What the customer gets for the returned units. */
export const RETURN_OUTCOMES = ['card_refund', 'store_credit', 'exchange'] as const
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number]

/**
 * The time limits: `problem` (a defect, damage or wrong item, counted in days from receipt), `size`
 * (a fit problem, counted in hours from receipt), `unworn` (an unworn piece with tags and packaging,
 * in days from receipt, extended for holiday orders).
 */
export const RETURN_WINDOWS = ['problem', 'size', 'unworn'] as const
export type ReturnWindow = (typeof RETURN_WINDOWS)[number]

/**
 * Which deductions apply: `shop_fault` (the product's or the shop's error: nothing deducted, no
 * return fee), `size` (an approved fit return: the size deduction instead of the production one),
 * `standard` (everything else).
 */
export const RETURN_TERMS = ['shop_fault', 'size', 'standard'] as const
export type ReturnTerms = (typeof RETURN_TERMS)[number]

/** Which reductions count towards "discounted by the threshold or more" (decision 037). */
export const DISCOUNT_BASES = ['sale_only', 'sale_and_codes', 'everything'] as const
export type DiscountBasis = (typeof DISCOUNT_BASES)[number]

/** How a window counted in days ends: at the end of its last day in the shop's time zone, or at the same time of day. */
export const DAY_WINDOW_ENDS = ['end_of_day', 'same_time'] as const
export type DayWindowEnd = (typeof DAY_WINDOW_ENDS)[number]

export type MonthDay = { month: number; day: number }
type PerOutcome = Record<ReturnOutcome, boolean>

export type ReturnPolicySettings = {
  /** The shop's time zone: calendar days, business days and the holiday dates are counted in it. */
  timeZone: string
  windows: {
    problemDays: number
    sizeHours: number
    unwornDays: number
    dayWindowsEnd: DayWindowEnd
  }
  /** Orders placed from `from` to `to` (inclusive, shop's dates) may use `windows` until the end of the first `returnUntil` date on or after the order's day. */
  holiday: { from: MonthDay; to: MonthDay; returnUntil: MonthDay; windows: ReturnWindow[] }
  /**
   * When no delivered date is known, the receipt is estimated: from the shipped date plus the
   * transit time, or from the payment plus the handling (or production) time and the transit
   * time, in business days (Monday to Friday).
   */
  deliveryEstimate: {
    handlingBusinessDays: number
    transitBusinessDays: number
    madeToMeasureProductionBusinessDays: number
    madeToMeasureTransitBusinessDays: number
  }
  /** For each reason, the window it must be reported in and the terms it is priced by. */
  reasons: Record<ReturnReason, { window: ReturnWindow; terms: ReturnTerms }>
  deductions: {
    productionPercent: number
    productionOn: PerOutcome
    sizePercent: number
    sizeOn: PerOutcome
    /** Taken from units staff find damaged or worn beyond what the customer reported, on top of the others. */
    damagePercent: number
  }
  returnFeeCents: Cents
  /** Which outcomes pay the return fee (never a return for the shop's fault). */
  returnFeeOn: PerOutcome
  /** Whether a return for the shop's fault gives back the returned units' share of the shipping paid. */
  refundShippingWhenShopAtFault: boolean
  discountedItems: { thresholdPercent: number; basis: DiscountBasis }
  /** Whether a made-to-measure piece may come back for size; it always may for the shop's fault. */
  madeToMeasureSizeReturns: boolean
  /** Whether a return for the shop's fault is taken even for a discounted or non-returnable item (never a sample). */
  shopFaultOverridesExclusions: boolean
  /** How many business days the customer has to ship an approved return. */
  shipBackBusinessDays: number
  /** A case waiting on the customer is closed after `afterDays`, with a reminder after `remindAfterDays`. */
  autoClose: { afterDays: number; remindAfterDays: number }
}

export const DEFAULT_RETURN_POLICY: ReturnPolicySettings = {
  timeZone: 'America/Bogota',
  windows: { problemDays: 7, sizeHours: 48, unwornDays: 30, dayWindowsEnd: 'end_of_day' },
  holiday: { from: { month: 11, day: 1 }, to: { month: 12, day: 25 }, returnUntil: { month: 1, day: 31 }, windows: ['unworn'] },
  deliveryEstimate: {
    handlingBusinessDays: 2,
    transitBusinessDays: 7,
    madeToMeasureProductionBusinessDays: 4,
    madeToMeasureTransitBusinessDays: 5,
  },
  reasons: {
    wrong_size: { window: 'size', terms: 'size' },
    defect_or_damage: { window: 'problem', terms: 'shop_fault' },
    not_as_described: { window: 'problem', terms: 'shop_fault' },
    changed_mind: { window: 'unworn', terms: 'standard' },
    other: { window: 'unworn', terms: 'standard' },
  },
  deductions: {
    productionPercent: 10,
    productionOn: { card_refund: true, store_credit: false, exchange: false },
    sizePercent: 30,
    sizeOn: { card_refund: true, store_credit: true, exchange: false },
    damagePercent: 20,
  },
  returnFeeCents: RETURN_SHIPPING_FEE_CENTS,
  returnFeeOn: { card_refund: true, store_credit: true, exchange: true },
  refundShippingWhenShopAtFault: true,
  discountedItems: { thresholdPercent: 40, basis: 'sale_and_codes' },
  madeToMeasureSizeReturns: false,
  shopFaultOverridesExclusions: true,
  shipBackBusinessDays: 2,
  autoClose: { afterDays: 7, remindAfterDays: 5 },
}

// Every refusal is a message of the shared catalogue, so the settings screen shows it on its field
// in the page's language.
const whole = (min: number, max: number, message: string) => z.int({ error: message }).min(min, message).max(max, message)
const percent = whole(0, 100, M.returnPolicyPercentInvalid)
const days = whole(0, 366, M.returnPolicyDaysInvalid)
const flag = z.boolean({ error: M.returnPolicyChoiceInvalid })
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.returnPolicyChoiceInvalid })
const perOutcome = z.object({ card_refund: flag, store_credit: flag, exchange: flag })

const reasonRule = z.object({ window: choice(RETURN_WINDOWS), terms: choice(RETURN_TERMS) })

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const
const monthDay = z
  .object({ month: whole(1, 12, M.returnPolicyDateInvalid), day: whole(1, 31, M.returnPolicyDateInvalid) })
  .refine(({ month, day }) => day <= DAYS_IN_MONTH[month - 1]!, { message: M.returnPolicyDateInvalid })

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The settings as the settings screen sends them: every number in range, the time zone known, the deductions never above the whole. */
export const returnPolicySettingsSchema = z
  .object({
    timeZone: singleLineText(M.returnPolicyTimeZoneInvalid).refine(isTimeZone, { message: M.returnPolicyTimeZoneInvalid }),
    windows: z.object({ problemDays: days, sizeHours: whole(0, 24 * 366, M.returnPolicyHoursInvalid), unwornDays: days, dayWindowsEnd: choice(DAY_WINDOW_ENDS) }),
    holiday: z.object({ from: monthDay, to: monthDay, returnUntil: monthDay, windows: z.array(choice(RETURN_WINDOWS), { error: M.returnPolicyChoiceInvalid }) }),
    deliveryEstimate: z.object({
      handlingBusinessDays: days,
      transitBusinessDays: days,
      madeToMeasureProductionBusinessDays: days,
      madeToMeasureTransitBusinessDays: days,
    }),
    reasons: z.object({
      wrong_size: reasonRule,
      defect_or_damage: reasonRule,
      not_as_described: reasonRule,
      changed_mind: reasonRule,
      other: reasonRule,
    } satisfies Record<ReturnReason, typeof reasonRule>),
    deductions: z.object({ productionPercent: percent, productionOn: perOutcome, sizePercent: percent, sizeOn: perOutcome, damagePercent: percent }),
    returnFeeCents: whole(0, 100_000, M.returnPolicyFeeInvalid),
    returnFeeOn: perOutcome,
    refundShippingWhenShopAtFault: flag,
    discountedItems: z.object({ thresholdPercent: whole(1, 100, M.returnPolicyThresholdInvalid), basis: choice(DISCOUNT_BASES) }),
    madeToMeasureSizeReturns: flag,
    shopFaultOverridesExclusions: flag,
    shipBackBusinessDays: days,
    autoClose: z.object({ afterDays: whole(1, 366, M.returnPolicyCloseDaysInvalid), remindAfterDays: days }),
  })
  .refine((s) => Math.max(s.deductions.productionPercent, s.deductions.sizePercent) + s.deductions.damagePercent <= 100, {
    message: M.returnPolicyDeductionsTooHigh,
    path: ['deductions', 'damagePercent'],
  })
  .refine((s) => s.autoClose.remindAfterDays < s.autoClose.afterDays, {
    message: M.returnPolicyReminderTooLate,
    path: ['autoClose', 'remindAfterDays'],
  })

// The schema and the type describe the same object: each must be assignable to the other.
type Parsed = z.output<typeof returnPolicySettingsSchema>
const _typeFitsSchema = (s: ReturnPolicySettings): Parsed => s
const _schemaFitsType = (s: Parsed): ReturnPolicySettings => s
