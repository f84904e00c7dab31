// Why a card payment failed, in the shop's few words (decision 012): the provider's decline and
// error codes (Stripe's `decline_code`, else its `code`) grouped into the reasons the app explains
// to the shopper in their language (checkout `paymentFailure.<reason>`).
const PAYMENT_FAILURE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'authentication_failed',
  'generic',
] as const

type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number]

const ALIASES: Record<string, PaymentFailureReason> = {
  generic_decline: 'card_declined',
  do_not_honor: 'card_declined',
  lost_card: 'card_declined',
  stolen_card: 'card_declined',
  fraudulent: 'card_declined',
  pickup_card: 'card_declined',
  card_not_supported: 'card_declined',
  card_velocity_exceeded: 'card_declined',
  invalid_cvc: 'incorrect_cvc',
  invalid_number: 'incorrect_number',
  invalid_expiry_month: 'expired_card',
  invalid_expiry_year: 'expired_card',
  payment_intent_authentication_failure: 'authentication_failed',
  authentication_required: 'authentication_failed',
}

/** The reason to show for a provider's code; `generic` for anything unknown or missing. */
export function paymentFailureReason(code: string | null | undefined): PaymentFailureReason {
  if (!code) return 'generic'
  if ((PAYMENT_FAILURE_REASONS as readonly string[]).includes(code)) return code as PaymentFailureReason
  return ALIASES[code] ?? 'generic'
}
