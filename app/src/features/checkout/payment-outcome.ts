// How a card payment ended in the browser, whichever gateway took it.
export type PaymentOutcome =
  /** Paid: confirm with the server, clear the cart, show the confirmation. */
  | { kind: 'paid' }
  /** Accepted but not final yet (a bank debit): the confirmation page shows the order as pending. */
  | { kind: 'processing' }
  /** The provider refused it (a declined card) with a message for the shopper ('Payment Failed'). */
  | { kind: 'failed'; message: string }
  /** Anything else, shown as an unexpected error. */
  | { kind: 'error' }
