// The one shipping rule of the shop: free at a subtotal of $100 or more, otherwise
// $10.00 flat. Every page and the server quote it from here, so the site never contradicts itself.
// The subtotal is the merchandise before any discount: spending points or using a discount code
// never costs free shipping (decision 034).
import { formatAmount, type Cents } from './money'

export const FREE_SHIPPING_THRESHOLD_CENTS: Cents = 10_000
export const FLAT_SHIPPING_CENTS: Cents = 1_000

export function shippingFor(subtotalCents: Cents): Cents {
  if (subtotalCents <= 0) return 0
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : FLAT_SHIPPING_CENTS
}

export type Totals = { subtotalCents: Cents; shippingCents: Cents; taxCents: Cents; discountCents: Cents; totalCents: Cents }

/**
 * Tax is not charged (always 0); `discountCents` is every discount together (a loyalty reward and a
 * discount code's), at most the subtotal; it never touches shipping.
 */
export function totalsFor(subtotalCents: Cents, discountCents: Cents = 0): Totals {
  const shippingCents = shippingFor(subtotalCents)
  return { subtotalCents, shippingCents, taxCents: 0, discountCents, totalCents: subtotalCents - discountCents + shippingCents }
}

/** Totals as the API answers them: decimal strings ("89.00"), never floats. */
export function formattedTotals(totals: Totals) {
  return {
    subtotal: formatAmount(totals.subtotalCents),
    shipping: formatAmount(totals.shippingCents),
    tax: formatAmount(totals.taxCents),
    discount: formatAmount(totals.discountCents),
    total: formatAmount(totals.totalCents),
  }
}
