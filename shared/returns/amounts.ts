// What a return gives back, itemised in integer cents (decision 037). Integer arithmetic only:
// every percentage is whole percent, taken per line and rounded down to the cent, so the shop
// never takes, nor adds, more than the percentage it states.
//
//   merchandise          what was paid for the returned units: the line's subtotal less its share
//                        of the order's discounts, spread over its units so that returning every
//                        unit, in any steps, gives back exactly that (each step is the difference of
//                        the rounded-down running totals, as the order refunds count it). This is
//                        the ceiling of a line: no deduction is negative, so a line never gives
//                        back more than was paid for its units, over all its returns.
//   production / size    standard terms take the production deduction, size terms the size
//                        deduction instead, each only for the outcomes its setting names; the shop's
//                        fault takes neither.
//   damage               taken from the units staff found damaged or worn beyond what was reported,
//                        on top of the others; all the deductions together never exceed the line.
//   shipping             the units' share of the shipping paid (shared among the order's lines by
//                        what was paid for them): given back for the shop's fault when the setting
//                        says so, else shown as not refunded.
//   return fee           once per return, for the outcomes its setting names, never for the shop's
//                        fault; it never takes the total below zero: what it cannot take is `owedCents`.
//   store-credit bonus   store credit adds the store-credit rule's bonus (shared/pricing/store-credit.ts)
//                        on what is given back after the fee, exactly as the refund that pays it
//                        computes it (decision 035); a gift on top, so beyond the ceiling.
//   limited to remaining what is left of the order's payment (other refunds took the rest) caps
//                        the total before the bonus.
import { splitInProportion, type Cents } from '#shared/pricing/money'
import { STORE_CREDIT_BONUS_PERCENT, storeCreditBonus } from '#shared/pricing/store-credit'
import type { ReturnOutcome, ReturnPolicySettings, ReturnTerms } from './policy-settings'

/** An order line's money as the return reads it. */
export type OrderLineMoney = {
  itemId: string
  quantity: number
  subtotalCents: Cents
  /** The line's share of every discount of the order: its code's share and its share of a loyalty reward. */
  discountCents: Cents
  /** Units already given back by earlier returns (refunded, credited or exchanged). */
  returnedQuantity: number
}

export type OrderMoney = { shippingCents: Cents; lines: readonly OrderLineMoney[] }

export type ChosenLine = {
  itemId: string
  quantity: number
  /** Units of these that staff found damaged or worn beyond what was reported (inspection). */
  damagedQuantity?: number
}

export const AMOUNT_ENTRY_KINDS = [
  'merchandise',
  'production_deduction',
  'size_deduction',
  'damage_deduction',
  'shipping_refund',
  'shipping_not_refunded',
  'store_credit_bonus',
  'return_fee',
  'limited_to_remaining',
] as const
export type AmountEntryKind = (typeof AMOUNT_ENTRY_KINDS)[number]

export type AmountEntry = {
  kind: AmountEntryKind
  /** Signed: what the entry adds to the total, or takes from it. */
  cents: Cents
  /** The order line it belongs to; none for the return as a whole (fee, bonus, limit). */
  itemId?: string
  /** For a percentage: the percent and the amount it was taken of. For shipping not refunded: what it was. */
  percent?: number
  baseCents?: Cents
}

export type LineAmount = {
  itemId: string
  quantity: number
  /** What was paid for these units: merchandise and their share of the shipping. */
  paidCents: Cents
  /** What the line's entries add up to. */
  totalCents: Cents
}

export type ReturnQuote = {
  outcome: ReturnOutcome
  terms: ReturnTerms
  entries: AmountEntry[]
  lines: LineAmount[]
  /** What the customer gets: money back, credit, or value towards the replacement. Never negative. */
  totalCents: Cents
  /** What the deductions could not take from the total (an exchange's fee the customer still pays). */
  owedCents: Cents
}

type Quote = {
  order: OrderMoney
  chosen: readonly ChosenLine[]
  outcome: ReturnOutcome
  terms: ReturnTerms
  settings: ReturnPolicySettings
  /** What is left of the order's payment after every other refund; none: not limited beyond the lines. */
  remainingCents?: Cents
}

/** A deduction as an entry's signed cents (0 − x, so nothing becomes −0). */
const taken = (cents: Cents): Cents => 0 - cents

/** `percent` of `cents`, rounded down. */
export const percentOf = (cents: Cents, percent: number): Cents => Math.floor((cents * percent) / 100)

/**
 * What `quantity` more units of an amount spread over `units` are worth, after `before` of them:
 * the difference of the rounded-down running totals, so every step adds up to the amount exactly.
 */
export function unitsWorth(amount: Cents, units: number, before: number, quantity: number): Cents {
  const upTo = (n: number) => Math.floor((amount * n) / units)
  return upTo(before + quantity) - upTo(before)
}

/** Each line's share of the order's shipping, in proportion to what was paid for it (largest remainder, by item id). */
export function shippingShares(order: OrderMoney): Map<string, Cents> {
  const byId = [...order.lines].sort((a, b) => a.itemId.localeCompare(b.itemId))
  const shares = splitInProportion(
    byId.map((l) => Math.max(0, l.subtotalCents - l.discountCents)),
    order.shippingCents,
  )
  return new Map(byId.map((l, n) => [l.itemId, shares[n]!]))
}

/** The percentage deductions the terms take for this outcome (the size deduction replaces the production one). */
function termsPercent(terms: ReturnTerms, outcome: ReturnOutcome, settings: ReturnPolicySettings): { kind: AmountEntryKind; percent: number } | null {
  const d = settings.deductions
  if (terms === 'standard' && d.productionOn[outcome]) return { kind: 'production_deduction', percent: d.productionPercent }
  if (terms === 'size' && d.sizeOn[outcome]) return { kind: 'size_deduction', percent: d.sizePercent }
  return null
}

function checkChosen(line: OrderLineMoney | undefined, chosen: ChosenLine): asserts line is OrderLineMoney {
  if (!line) throw new RangeError(`Not a line of the order: ${chosen.itemId}`)
  const left = line.quantity - line.returnedQuantity
  if (!Number.isInteger(chosen.quantity) || chosen.quantity < 1 || chosen.quantity > left) {
    throw new RangeError(`${chosen.quantity} units of ${chosen.itemId} cannot be returned (${left} left)`)
  }
  const damaged = chosen.damagedQuantity ?? 0
  if (!Number.isInteger(damaged) || damaged < 0 || damaged > chosen.quantity) throw new RangeError(`Damaged units out of range: ${damaged}`)
}

/** One chosen line's entries: merchandise, deductions (never above it), shipping. */
function lineEntries(line: OrderLineMoney, chosen: ChosenLine, shippingShare: Cents, quote: Quote): { entries: AmountEntry[]; amount: LineAmount; creditable: Cents } {
  const { outcome, terms, settings } = quote
  const itemId = line.itemId
  const value = unitsWorth(line.subtotalCents - line.discountCents, line.quantity, line.returnedQuantity, chosen.quantity)
  const shipping = unitsWorth(shippingShare, line.quantity, line.returnedQuantity, chosen.quantity)
  const entries: AmountEntry[] = [{ kind: 'merchandise', itemId, cents: value }]

  let deducted = 0
  const deduct = (kind: AmountEntryKind, percent: number, baseCents: Cents) => {
    const cents = Math.min(percentOf(baseCents, percent), value - deducted)
    deducted += cents
    entries.push({ kind, itemId, cents: taken(cents), percent, baseCents })
  }
  const byTerms = termsPercent(terms, outcome, settings)
  if (byTerms) deduct(byTerms.kind, byTerms.percent, value)
  const damaged = chosen.damagedQuantity ?? 0
  if (damaged > 0) deduct('damage_deduction', settings.deductions.damagePercent, Math.floor((value * damaged) / chosen.quantity))

  const shippingBack = terms === 'shop_fault' && settings.refundShippingWhenShopAtFault
  if (shipping > 0) entries.push(shippingBack ? { kind: 'shipping_refund', itemId, cents: shipping } : { kind: 'shipping_not_refunded', itemId, cents: 0, baseCents: shipping })

  const totalCents = value - deducted + (shippingBack ? shipping : 0)
  return { entries, amount: { itemId, quantity: chosen.quantity, paidCents: value + shipping, totalCents }, creditable: value - deducted }
}

type Running = { entries: AmountEntry[]; total: Cents; creditable: Cents; owed: Cents }

/** Caps the total before the bonus at what is left of the order's payment. */
function limitToRemaining(running: Running, remainingCents: Cents | undefined) {
  if (remainingCents === undefined || running.total <= remainingCents) return
  const over = running.total - Math.max(0, remainingCents)
  running.entries.push({ kind: 'limited_to_remaining', cents: taken(over) })
  running.total -= over
  running.creditable = Math.min(running.creditable, running.total)
}

function addStoreCreditBonus(running: Running, outcome: ReturnOutcome) {
  if (outcome !== 'store_credit' || running.total <= 0) return
  const bonus = storeCreditBonus(running.total)
  running.entries.push({ kind: 'store_credit_bonus', cents: bonus, percent: STORE_CREDIT_BONUS_PERCENT, baseCents: running.total })
  running.total += bonus
}

/** The return fee, once, as far as the total allows; the rest is owed. */
function chargeReturnFee(running: Running, outcome: ReturnOutcome, terms: ReturnTerms, settings: ReturnPolicySettings) {
  if (terms === 'shop_fault' || !settings.returnFeeOn[outcome] || settings.returnFeeCents <= 0) return
  const fee = Math.min(settings.returnFeeCents, running.total)
  running.owed = settings.returnFeeCents - fee
  running.entries.push({ kind: 'return_fee', cents: taken(fee), baseCents: settings.returnFeeCents })
  running.total -= fee
}

/** The itemised amount a return gives for the chosen lines, outcome and terms (see the top of this file). */
/**
 * The return fee the terms take, whole (its entry's base): what an exchange's customer pays before
 * the replacement ships, as nothing goes back to take it from (decision 039); 0 when none.
 */
export const returnFeeOf = (amount: { entries: readonly { kind: string; baseCents?: number }[] }): Cents =>
  amount.entries.find((e) => e.kind === 'return_fee')?.baseCents ?? 0

export function quoteReturn(quote: Quote): ReturnQuote {
  const { order, chosen, outcome, terms, settings } = quote
  const byId = new Map(order.lines.map((l) => [l.itemId, l]))
  if (new Set(chosen.map((c) => c.itemId)).size !== chosen.length) throw new RangeError('A line is chosen twice')
  const shares = shippingShares(order)
  const running: Running = { entries: [], total: 0, creditable: 0, owed: 0 }
  const lines: LineAmount[] = []
  for (const pick of chosen) {
    const line = byId.get(pick.itemId)
    checkChosen(line, pick)
    const result = lineEntries(line, pick, shares.get(line.itemId) ?? 0, quote)
    running.entries.push(...result.entries)
    lines.push(result.amount)
    running.total += result.amount.totalCents
    running.creditable += result.creditable
  }
  limitToRemaining(running, quote.remainingCents)
  chargeReturnFee(running, outcome, terms, settings)
  addStoreCreditBonus(running, outcome)
  return { outcome, terms, entries: running.entries, lines, totalCents: running.total, owedCents: running.owed }
}
