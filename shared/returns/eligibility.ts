// Whether an order line can be returned for a reason, and every cause when it cannot (decision
// 037). The order must have left the workshop and not be closed; the reason's window must be
// open; samples never come back; a made-to-measure piece comes back only for the shop's fault
// (or for size, when the setting allows); a piece discounted by the threshold or more, or marked
// not returnable, comes back only for the shop's fault (when the setting allows); and a unit is
// returned at most once. Prior approval is the case's own step (states.ts), not a line's.
import type { Cents } from '#shared/pricing/money'
import type { OrderStatus } from '#shared/schemas/orders'
import { RETURN_REASONS, type ReturnPolicySettings, type ReturnReason } from './policy-settings'
import type { ReturnRefusal } from './refusals'
import type { ReturnWindows } from './windows'

/** An order line as the checks read it. */
export type ReturnLine = {
  itemId: string
  quantity: number
  /** Units of the line already in other cases (any not rejected or closed before shipping). */
  returnedQuantity: number
  /** The product's returnable flag, as ordered. */
  returnable: boolean
  madeToMeasure: boolean
  sample: boolean
  /** The unit price before any sale; the catalogue has no sale prices yet, so today the unit price. */
  regularUnitPriceCents: Cents
  /** Unit price paid × quantity, before the order's discounts. */
  subtotalCents: Cents
  /** The line's share of the order's discount code (kept on the order line). */
  promoDiscountCents: Cents
  /** The line's share of the order's loyalty reward (shared by subtotal, as the refund code does). */
  rewardShareCents: Cents
}

export type LineEligibility = {
  returnable: boolean
  /** Every cause that refuses the line, in a stable order; empty when it is returnable. */
  refusals: ReturnRefusal[]
  /** Units that can still be returned. */
  returnableQuantity: number
}

/** Orders in these states can have returns: they have left the workshop and are not closed. */
const RETURNABLE_ORDER_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered']
const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded']

export function orderRefusals(status: OrderStatus): ReturnRefusal[] {
  if (RETURNABLE_ORDER_STATUSES.includes(status)) return []
  return [CLOSED_ORDER_STATUSES.includes(status) ? 'order_closed' : 'order_not_shipped']
}

/**
 * How far below its regular price the line was sold, as the setting counts it: the sale price
 * alone, with the discount code's share, or with the loyalty reward's share too.
 */
export function lineDiscount(line: ReturnLine, settings: ReturnPolicySettings): { discountCents: Cents; regularCents: Cents } {
  const regularCents = line.regularUnitPriceCents * line.quantity
  const sale = Math.max(0, regularCents - line.subtotalCents)
  const basis = settings.discountedItems.basis
  const codes = basis === 'sale_only' ? 0 : line.promoDiscountCents
  const reward = basis === 'everything' ? line.rewardShareCents : 0
  return { discountCents: sale + codes + reward, regularCents }
}

/** Discounted by the threshold or more, compared in whole cents (discount × 100 ≥ threshold × regular price). */
export function isHeavilyDiscounted(line: ReturnLine, settings: ReturnPolicySettings): boolean {
  const { discountCents, regularCents } = lineDiscount(line, settings)
  return regularCents > 0 && discountCents * 100 >= settings.discountedItems.thresholdPercent * regularCents
}

/** The exclusions the line's terms let through: the shop's fault overrides them when the setting says so. */
function exclusionRefusals(line: ReturnLine, reason: ReturnReason, settings: ReturnPolicySettings): ReturnRefusal[] {
  const terms = settings.reasons[reason].terms
  const refusals: ReturnRefusal[] = []
  const overridden = terms === 'shop_fault' && settings.shopFaultOverridesExclusions
  if (!overridden && isHeavilyDiscounted(line, settings)) refusals.push('heavily_discounted')
  if (!overridden && !line.returnable) refusals.push('not_returnable')
  if (line.sample) refusals.push('sample')
  const madeToMeasureAccepted = terms === 'shop_fault' || (terms === 'size' && settings.madeToMeasureSizeReturns)
  if (line.madeToMeasure && !madeToMeasureAccepted) refusals.push('made_to_measure')
  return refusals
}

function quantityRefusals(line: ReturnLine, quantity: number | undefined): ReturnRefusal[] {
  const left = line.quantity - line.returnedQuantity
  if (left <= 0) return ['already_returned']
  if (quantity === undefined) return []
  if (!Number.isInteger(quantity) || quantity < 1) return ['nothing_selected']
  return quantity > left ? ['quantity_exceeds'] : []
}

type LineCheck = {
  line: ReturnLine
  reason: ReturnReason
  /** The units asked for; leave it out to ask whether any unit can come back. */
  quantity?: number
  orderStatus: OrderStatus
  windows: ReturnWindows
  settings: ReturnPolicySettings
}

/** Whether the line can come back for this reason, with every cause when it cannot. */
export function lineEligibility({ line, reason, quantity, orderStatus, windows, settings }: LineCheck): LineEligibility {
  const window = settings.reasons[reason].window
  const blocking: ReturnRefusal[] = [
    ...orderRefusals(orderStatus),
    ...(windows.windows[window].open ? [] : (['window_closed'] as const)),
    ...exclusionRefusals(line, reason, settings),
  ]
  const refusals = [...blocking, ...quantityRefusals(line, quantity)]
  return {
    returnable: refusals.length === 0,
    refusals,
    returnableQuantity: blocking.length === 0 ? Math.max(0, line.quantity - line.returnedQuantity) : 0,
  }
}

/** The line's eligibility for every reason, for the screen that shows them before the customer chooses. */
export function eligibilityByReason(check: Omit<LineCheck, 'reason' | 'quantity'>): Record<ReturnReason, LineEligibility> {
  return Object.fromEntries(RETURN_REASONS.map((reason) => [reason, lineEligibility({ ...check, reason })])) as Record<ReturnReason, LineEligibility>
}
