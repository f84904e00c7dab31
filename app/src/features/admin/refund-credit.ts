// What a refund gives back, and where (decision 035), shown in the refund dialog before it is made;
// the server computes it again. The store credit an order used goes back as credit first, without
// a bonus (it was credit already); the rest goes to the card, or to store credit with the policy's
// 10 % bonus (creditForRefund) when staff choose store credit.
import type { Cents } from '#shared/pricing/money'
import { creditForRefund, type RefundDestination } from '#shared/pricing/store-credit'

export type RefundSplit = {
  /** The order's own credit given back, without bonus. */
  creditBackCents: Cents
  /** Credit issued for the rest, bonus included (0 for a card refund). */
  creditIssuedCents: Cents
  /** Back to the card. */
  cardCents: Cents
}

/**
 * `refundCents` of an order whose store credit not yet given back is `creditLeftCents`, to `to`.
 * The shop's earlier refunds took the credit first, so what is left of it is the credit less what they refunded.
 */
export function refundSplit(refundCents: Cents, creditLeftCents: Cents, to: RefundDestination): RefundSplit {
  const creditBackCents = Math.max(0, Math.min(refundCents, creditLeftCents))
  const rest = Math.max(0, refundCents - creditBackCents)
  return to === 'store_credit' ? { creditBackCents, creditIssuedCents: creditForRefund(rest), cardCents: 0 } : { creditBackCents, creditIssuedCents: 0, cardCents: rest }
}
