// Checkout and orders (decision 012): the payment intent that places an order, its confirmation once
// paid, the guest's confirmation page, the signed-in customer's own orders, the built-in test
// gateway's card form, and Stripe's webhook.
import { z } from 'zod'
import { checkoutSchema } from '#shared/schemas/checkout'
import {
  customerOrderListSchema,
  customerOrderQuerySchema,
  customerOrderSchema,
  orderConfirmationSchema,
  paymentIntentAnswerSchema,
  paymentRetrySchema,
  testCardPaymentSchema,
} from '#shared/schemas/orders'
import { orderAccessQuerySchema, orderHoldAnswerSchema } from '#shared/schemas/order-access'
import { IDEMPOTENCY_ERRORS, PROMO_CODE_ERRORS } from '#shared/errors/catalogue'
import { get, post, resource } from './contract'

/** This call sits at the root of /api, not under /api/orders. Accepts an Idempotency-Key. */
export const checkoutApi = resource('/api', {
  createPaymentIntent: post('/create-payment-intent', {
    access: 'public',
    status: 201,
    input: checkoutSchema,
    output: paymentIntentAnswerSchema,
    errors: [
      ...IDEMPOTENCY_ERRORS, ...PROMO_CODE_ERRORS, 'product_unavailable', 'invalid_option', 'measurements_required', 'points_sign_in_required', 'reward_exceeds_items',
      'insufficient_points', 'retail_line_limit', 'retail_order_limit', 'client_hold_limit', 'insufficient_stock', 'payments_not_configured',
      'payment_provider_unavailable', 'too_many_requests', 'store_credit_sign_in_required', 'store_credit_changed',
    ],
  }),
})

/**
 * `confirm`, `guest`, `hold` and `payAgain` answer only the device that placed the order, its signed-in owner,
 * staff, or a `?key=` of the order's signed link; anyone else gets 404, as for an unknown order.
 * Rate-limited per address.
 */
export const ordersApi = resource('/api/orders', {
  /** Empty body; 409 `payment_not_completed` until the gateway reports the payment succeeded. */
  confirm: post('/:id/confirm', {
    access: 'public',
    query: orderAccessQuerySchema,
    output: orderConfirmationSchema,
    errors: ['not_found', 'payment_not_completed', 'payment_mismatch', 'payments_not_configured', 'too_many_requests'],
  }),
  guest: get('/guest/:id', { access: 'public', query: orderAccessQuerySchema, output: orderConfirmationSchema, errors: ['not_found', 'too_many_requests'] }),
  /** Empty body: the shopper starts paying, so the unpaid order keeps its units a few minutes more (decision 023). */
  hold: post('/:id/hold', {
    access: 'public',
    query: orderAccessQuerySchema,
    output: orderHoldAnswerSchema,
    errors: ['not_found', 'order_not_pending', 'order_hold_expired', 'too_many_requests'],
  }),
  /**
   * Empty body: the client secret to pay a pending order again (same order, same intent); 409
   * `payment_processing` while an attempt is processing, `order_not_payable` once it is not pending.
   */
  payAgain: post('/:id/payment', {
    access: 'public',
    query: orderAccessQuerySchema,
    output: paymentRetrySchema,
    errors: ['not_found', 'order_not_payable', 'payment_processing', 'payments_not_configured', 'too_many_requests'],
  }),
  /** The user's orders, newest first, 20 a page with the total count (an unpaid checkout that was abandoned is no order). */
  mine: get('/', { access: 'signed-in', query: customerOrderQuerySchema, output: customerOrderListSchema }),
  /** One of them; another user's order, or none, is 404. */
  mineById: get('/:id', { access: 'signed-in', output: customerOrderSchema, errors: ['not_found'] }),
})

/** Only while the built-in test gateway is active (no STRIPE_SECRET_KEY). */
export const testPaymentsApi = resource('/api/test-payments', {
  /** `processing`: the card's scenario settles it later (decision 012); a declined card is 402 with the decline code. */
  confirm: post('/confirm', {
    access: 'public',
    input: testCardPaymentSchema,
    output: z.object({ status: z.enum(['succeeded', 'processing']) }),
    errors: [
      'test_gateway_inactive', 'payment_intent_not_found', 'payment_intent_canceled', 'payment_processing', 'invalid_test_card', 'card_declined',
      'insufficient_funds', 'payments_not_configured',
    ],
  }),
})

/** Signed by Stripe (Stripe-Signature header over the raw body), not by a browser. */
export const webhooksApi = resource('/api/webhooks', {
  stripe: post('/stripe', {
    access: 'public',
    takes: {
      mediaType: 'application/json',
      description: "A Stripe event as Stripe sends it, read as raw bytes: the `Stripe-Signature` header must sign them with the webhook's secret (400 otherwise).",
    },
    output: z.object({ received: z.literal(true) }),
    errors: ['invalid_signature', 'webhooks_not_configured', 'payments_not_configured'],
  }),
})
