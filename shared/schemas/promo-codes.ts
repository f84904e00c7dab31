// A discount code checked against a cart before the order is placed (decision 034): the cart panel
// and the checkout's details step send the lines they hold; the server prices them from the
// catalogue and answers the code's discount and the new totals. The checkout evaluates the code
// again when the order is placed; this answer is only what the shopper sees meanwhile.
import { z } from 'zod'
import { checkoutLinesSchema, promoCodeField, redeemPointsField } from './checkout'
import { emailField } from './fields'
import { MESSAGES as M } from './messages'
import { appliedPromoSchema, orderTotalsSchema } from './orders'

export const promoCodeCheckSchema = z.object({
  code: promoCodeField,
  items: checkoutLinesSchema,
  /** The reward chosen for the same order, if any: a code may not combine with it. */
  redeemPoints: redeemPointsField,
  /** A guest's email, once typed: per-customer limits count uses by email too. */
  customerEmail: emailField({ invalid: M.emailInvalid }).optional(),
})
export type PromoCodeCheck = z.output<typeof promoCodeCheckSchema>

export const promoCodeCheckAnswerSchema = z.object({
  promo: appliedPromoSchema.unwrap(),
  /** The cart's figures with the code (and the reward, if any) applied. */
  totals: orderTotalsSchema,
})
export type PromoCodeCheckAnswer = z.infer<typeof promoCodeCheckAnswerSchema>
