// How a card payment ended in the browser, whichever gateway took it.
import { testPaymentsApi } from '#shared/contracts/orders'
import { ApiError, callApi, type ApiErrorCode } from '#app/lib/api-client'

export type PaymentOutcome =
  /** Paid: confirm with the server, clear the cart, show the confirmation. */
  | { kind: 'paid' }
  /** Accepted but not final yet (a bank debit): the confirmation page shows the order as pending. */
  | { kind: 'processing' }
  /** The provider refused it (a declined card) with a message for the shopper ('Payment Failed'). */
  | { kind: 'failed'; message: string }
  /** Anything else, shown as an unexpected error. */
  | { kind: 'error' }

/** What the built-in test gateway's card form answered, for the checkout and for paying again. */
export type TestCardAnswer =
  | { kind: 'paid' }
  | { kind: 'processing' }
  /** Declined (402) with the provider's code: the same order can be paid again with another card. */
  | { kind: 'declined'; code: ApiErrorCode }
  /** A number that is none of the documented test cards. */
  | { kind: 'invalid_card' }
  /** Refused for the order's state (409): processing already, cancelled, no longer payable. */
  | { kind: 'refused'; code: ApiErrorCode }
  | { kind: 'error' }

/** Pays the intent behind `clientSecret` with a test card number, as Stripe.js would with a card. */
export async function payWithTestCard(clientSecret: string, cardNumber: string): Promise<TestCardAnswer> {
  try {
    const { status } = await callApi(testPaymentsApi.confirm, { body: { clientSecret, cardNumber } })
    return { kind: status === 'succeeded' ? 'paid' : 'processing' }
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'error' }
    if (error.status === 402) return { kind: 'declined', code: error.code }
    if (error.code === 'invalid_test_card') return { kind: 'invalid_card' }
    if (error.status === 409) return { kind: 'refused', code: error.code }
    return { kind: 'error' }
  }
}
