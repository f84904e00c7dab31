// Store credit (decision 035): a customer's balance, kept as a ledger in integer cents. Credit
// issued instead of a card refund carries the returns policy's 10 % bonus; credit never expires.
// At checkout a signed-in customer's credit pays what is due after codes and rewards, up to the
// balance; the card pays the rest. The checkout summary, the back office and the server apply
// these same figures.
import type { Cents } from './money'

/** The bonus on credit issued instead of a card refund, in percent of the refund. */
export const STORE_CREDIT_BONUS_PERCENT = 10

/** The bonus on a refund taken as credit: 10 % of it, rounded half up to the cent. */
export function storeCreditBonus(refundCents: Cents): Cents {
  if (!Number.isSafeInteger(refundCents) || refundCents < 0) throw new RangeError(`Not a refund in cents: ${refundCents}`)
  return Math.floor((refundCents * STORE_CREDIT_BONUS_PERCENT + 50) / 100)
}

/** The credit issued for a refund taken as store credit: the refund and its bonus. */
export function creditForRefund(refundCents: Cents): Cents {
  return refundCents + storeCreditBonus(refundCents)
}

/** What a customer's credit pays of an order: all that is due, or the whole balance when it is less. */
export function storeCreditToApply(balanceCents: Cents, dueCents: Cents): Cents {
  return Math.max(0, Math.min(balanceCents, dueCents))
}

/**
 * How a shop refund of an order splits (decision 035). The order's credit part not given back yet
 * (`creditLeftCents`: its store credit less what the shop's refunds not failed took, never below 0;
 * the provider's own refunds are card money) goes back as credit first, without a bonus; the rest
 * goes to the card, or to credit with its bonus. `creditIssuedCents` is all the credit the refund
 * issues, `cardCents` what the card gets back.
 */
export function refundSplit(amountCents: Cents, creditLeftCents: Cents, to: RefundDestination): { creditIssuedCents: Cents; cardCents: Cents } {
  const creditPartCents = Math.min(amountCents, Math.max(0, creditLeftCents))
  const restCents = amountCents - creditPartCents
  return {
    creditIssuedCents: creditPartCents + (to === 'store_credit' ? creditForRefund(restCents) : 0),
    cardCents: to === 'card' ? restCents : 0,
  }
}

/** The kinds of ledger entry: credit issued (refund, goodwill), spent on an order, returned by an unpaid order. */
export const STORE_CREDIT_KINDS = ['issued', 'spent', 'returned'] as const
export type StoreCreditKind = (typeof STORE_CREDIT_KINDS)[number]

/**
 * Why an entry was made: issued for a `refund` or as `goodwill`; spent on an `order`; returned when
 * the unpaid order it was spent on expired (`order_expired`) or was cancelled (`order_cancelled`).
 */
export const STORE_CREDIT_REASONS = ['refund', 'goodwill', 'order', 'order_expired', 'order_cancelled'] as const
export type StoreCreditReason = (typeof STORE_CREDIT_REASONS)[number]

/** Where a refund goes: back to the card, or to the customer's store credit with the bonus. */
export const REFUND_DESTINATIONS = ['card', 'store_credit'] as const
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number]
