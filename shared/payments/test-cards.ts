// The built-in test gateway's cards (decision 012), in the style of Stripe's test numbers (Stripe's
// own where Stripe has one for the outcome): the gateway plays the outcome a number stands for,
// the test card form lists them, README "Payments" documents them.
export const TEST_CARDS = {
  /** Paid at once. */
  succeeds: '4242424242424242',
  /** Declined (`card_declined`): the attempt is marked failed and the shopper may pay again. */
  declined: '4000000000000002',
  /** Declined for insufficient funds (`insufficient_funds`). */
  insufficientFunds: '4000000000009995',
  /** Processing, then succeeded a minute later (like a bank debit). */
  processingSucceeds: '4000000000000077',
  /** Processing, then failed a minute later (`insufficient_funds`). */
  processingFails: '4000000000000085',
  /** Paid, then refunded from the provider's dashboard: half half a minute later, the rest a minute after. */
  refundedOutside: '4000000000007726',
  /** Paid, then disputed: opened a minute later (fraudulent), under review, then won. */
  disputed: '4000000000000259',
} as const

export type TestCardOutcome = keyof typeof TEST_CARDS

/** A number as people read it: 4242 4242 4242 4242. */
export const spacedCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')
