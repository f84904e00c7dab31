// One payment gateway interface (decision 012) with two implementations:
// Stripe (./stripe-gateway.ts) when STRIPE_SECRET_KEY is set, and the built-in test gateway
// (./test-gateway.ts), the zero-setup default, which a production deployment refuses unless
// PAYMENTS_TEST_MODE=true so a real shop can never take fake payments. Amounts always come from
// the order in the database; the gateway only carries them.
import type { PaymentGatewayName } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import type { Config } from '#worker/env'
import { unavailable } from '#worker/services/domain-errors'
import { stripeGateway } from './stripe-gateway'
import { testGateway } from './test-gateway'

/** Where a payment stands, in the shop's words (Stripe's many "requires_*" states are `open`). */
export type PaymentStatus = 'open' | 'processing' | 'succeeded' | 'canceled'

export type PaymentIntent = {
  id: string
  status: PaymentStatus
  amountCents: number
  currency: string
  /** The order it was created for (metadata), to check a payment belongs to the order it confirms. */
  orderId: string | undefined
}

/** The order's shipping details as they travel with its intent. */
export type IntentShipping = {
  name: string
  phone?: string
  address: { line1: string; city: string; state?: string; postalCode?: string; country: string }
}

/** A refund of a charge as the provider reports it; `shopRefundId` is set on refunds the shop itself asked for (metadata). */
export type ProviderRefund = { id: string; amountCents: number; status: 'pending' | 'succeeded' | 'failed' | 'canceled'; shopRefundId: string | undefined }

/** A card dispute (chargeback) as the provider reports it. */
export type ProviderDispute = {
  id: string
  paymentIntentId: string
  amountCents: number
  currency: string
  reason: string
  status: string
  /** ISO time by which the shop must answer with evidence, if any. */
  evidenceDueBy: string | null
}

/**
 * A verified provider event in the shop's words. `created` is the provider's own time of the event
 * (ISO), so events that arrive out of order can be told apart from newer ones.
 */
export type PaymentEvent =
  | { id: string; created: string; type: 'payment_succeeded' | 'payment_canceled' | 'payment_processing'; intent: PaymentIntent }
  | { id: string; created: string; type: 'payment_failed'; intent: PaymentIntent; failureCode: string }
  /** A charge was refunded, in part or in full; `refunds` lists every refund of the charge so far. */
  | { id: string; created: string; type: 'charge_refunded'; paymentIntentId: string; amountRefundedCents: number; refunds: ProviderRefund[] }
  | { id: string; created: string; type: 'dispute_opened' | 'dispute_updated' | 'dispute_closed'; dispute: ProviderDispute }
  | { id: string; created: string; type: 'other'; stripeType: string }

export interface PaymentGateway {
  readonly name: PaymentGatewayName
  /** Whether an intent id was made by this gateway (orders placed before a switch of gateway are not). */
  owns(intentId: string): boolean
  /**
   * One intent per order: the same `idempotencyKey` (the order id) always answers the same intent,
   * so a retried checkout never asks the shopper to pay twice.
   */
  createIntent(input: {
    orderId: string
    orderNumber: string
    amountCents: number
    receiptEmail: string
    /** Where the order goes: the provider's fraud checks and the Dashboard show it. */
    shipping: IntentShipping
    idempotencyKey: string
  }): Promise<PaymentIntent & { clientSecret: string }>
  /** The intent as the provider has it now, with the secret the browser pays it with (a retry pays the same intent). */
  retrieveIntent(intentId: string): Promise<PaymentIntent & { clientSecret: string }>
  /** Cancels an intent not yet paid; answers the intent's status afterwards (`succeeded` if it was paid meanwhile). */
  cancelIntent(intentId: string): Promise<PaymentStatus>
  /**
   * Refunds a paid intent, in full or `amountCents` of it; the same key never refunds twice.
   * `shopRefundId` (the payment_refunds row) travels in the refund's metadata, so the provider's
   * charge.refunded echo of it is recognised. Answers the provider's refund, or null when the
   * provider says the charge was already refunded in full.
   */
  refund(intentId: string, options: { amountCents?: number; idempotencyKey: string; shopRefundId?: string }): Promise<ProviderRefund | null>
  /** Checks a webhook's signature over its raw body and reads the event; throws `invalid` when it does not hold. */
  verifyWebhook(payload: string, signature: string | undefined, now: Date): Promise<PaymentEvent>
}

/** Which gateway takes payments under this configuration; null when none may. */
export function activeGatewayName(config: Config): PaymentGatewayName | null {
  if (config.stripe.secretKey) return config.stripe.publishableKey ? 'stripe' : null
  return config.environment !== 'production' || config.paymentsTestMode ? 'test' : null
}

/** The active gateway, or a 503 naming the missing configuration. */
export function paymentGateway(deps: { db: Db; config: Config }): PaymentGateway {
  const name = activeGatewayName(deps.config)
  if (name === 'stripe') return stripeGateway(deps.config)
  if (name === 'test') return testGateway(deps.db)
  throw unavailable(
    deps.config.stripe.secretKey
      ? 'Card payments are not configured: STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is missing'
      : 'Card payments are not configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (or PAYMENTS_TEST_MODE=true on a test deployment)',
    'payments_not_configured',
  )
}
