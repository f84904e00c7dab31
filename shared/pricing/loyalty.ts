// Loyalty rules (decision 012): 1 point per whole dollar of merchandise paid (after the
// reward discount and any discount code's, before shipping); 500, 1000 or 2000 points buy $5, $12 or $30 off at checkout.
// The checkout summary and the server apply these same figures.
import type { Cents } from './money'

export const REDEMPTION_OPTIONS = [
  { points: 500, discountCents: 500 },
  { points: 1000, discountCents: 1200 },
  { points: 2000, discountCents: 3000 },
] as const satisfies readonly { points: number; discountCents: Cents }[]

export type RedemptionPoints = (typeof REDEMPTION_OPTIONS)[number]['points']
export const REDEMPTION_POINTS = REDEMPTION_OPTIONS.map((o) => o.points) as [RedemptionPoints, ...RedemptionPoints[]]

/** The least a customer must hold to be offered a reward. */
export const MIN_REDEMPTION_POINTS: number = REDEMPTION_OPTIONS[0].points

export function redemptionDiscount(points: RedemptionPoints): Cents {
  return REDEMPTION_OPTIONS.find((o) => o.points === points)!.discountCents
}

/**
 * The rewards a customer can choose for a basket: those their balance covers and that are worth
 * no more than the merchandise (a reward never pays for shipping or turns into change).
 */
export function affordableRedemptions(balance: number, subtotalCents: Cents) {
  return REDEMPTION_OPTIONS.filter((o) => o.points <= balance && o.discountCents <= subtotalCents)
}

export function pointsEarnedFor(subtotalCents: Cents, discountCents: Cents): number {
  return Math.max(0, Math.floor((subtotalCents - discountCents) / 100))
}
