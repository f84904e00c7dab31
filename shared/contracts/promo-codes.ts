// Discount codes in the cart and at checkout (decision 034): checking a code against the cart
// before the order is placed. The checkout itself takes the code too (checkoutApi.createPaymentIntent).
import { PROMO_CODE_ERRORS } from '#shared/errors/catalogue'
import { promoCodeCheckAnswerSchema, promoCodeCheckSchema } from '#shared/schemas/promo-codes'
import { post, resource } from './contract'

export const promoCodesApi = resource('/api/promo-codes', {
  /**
   * The code's discount on these lines for this shopper (signed in or not), and the new totals.
   * A code that cannot be used answers the reason's code (`promo_code_*`), its message in
   * `fields.promoCode` and, for a minimum not reached, the amount missing in `fields.missingAmount`.
   * The lines are checked as at checkout (`product_unavailable`, `invalid_option`,
   * `measurements_required`). Rate-limited per address.
   */
  check: post('/check', {
    access: 'public',
    input: promoCodeCheckSchema,
    output: promoCodeCheckAnswerSchema,
    errors: [...PROMO_CODE_ERRORS, 'product_unavailable', 'invalid_option', 'measurements_required', 'points_sign_in_required', 'reward_exceeds_items', 'too_many_requests'],
  }),
})
