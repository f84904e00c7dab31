// What a refund of order lines is worth (decision 012 "Refunds"), in exact cents whatever the steps:
// the server prices a refund with these, and the back office's refund dialog previews it with the
// same figures.
import { splitInProportion, type Cents } from './money'

type Line = { id: string; subtotalCents: Cents }

/**
 * Each line's share of the order's loyalty reward, in proportion to its subtotal and by largest
 * remainder (ties to the lower id), so the shares add up to the reward to the cent.
 */
export function discountShares(items: readonly Line[], discountCents: Cents): Map<string, Cents> {
  const byId = [...items].sort((a, b) => a.id.localeCompare(b.id))
  const shares = splitInProportion(
    byId.map((i) => i.subtotalCents),
    discountCents,
  )
  return new Map(byId.map((i, n) => [i.id, shares[n]!]))
}

/**
 * Each line's share of the whole discount: of the reward, as above, and the share of a discount
 * code the line was given when the order was placed (decision 034; none on lines the code did not apply to).
 */
export function lineDiscounts(
  order: { discountCents: Cents; promoDiscountCents: Cents },
  items: readonly (Line & { promoDiscountCents: Cents })[],
): Map<string, Cents> {
  const reward = discountShares(items, order.discountCents - order.promoDiscountCents)
  return new Map(items.map((i) => [i.id, (reward.get(i.id) ?? 0) + i.promoDiscountCents]))
}

/**
 * What refunding `quantity` more units of a line is worth: the line's subtotal less its share of
 * the discount, spread over its units so that refunding every unit, in any steps, gives exactly
 * that (each step is the difference of the rounded-down running totals). Shipping is not a line:
 * an amount refund covers it.
 */
export function lineRefundCents(item: { quantity: number; subtotalCents: Cents }, discountShare: Cents, alreadyRefunded: number, quantity: number): Cents {
  const net = item.subtotalCents - discountShare
  const upTo = (units: number) => Math.floor((net * units) / item.quantity)
  return upTo(alreadyRefunded + quantity) - upTo(alreadyRefunded)
}
