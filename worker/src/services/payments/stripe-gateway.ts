// Stripe through the official SDK, with its fetch HTTP client and SubtleCrypto provider so the
// same code runs on Node and on Workers. STRIPE_API_BASE points the SDK elsewhere (tests run it
// against a local stub, worker/src/test/stripe-stub.ts); nothing else differs.
import Stripe from 'stripe'
import type { Config } from '#worker/env'
import { conflict, invalid, unavailable } from '#worker/services/domain-errors'
import type { PaymentEvent, PaymentGateway, PaymentIntent, PaymentStatus, ProviderDispute, ProviderRefund } from './gateway'

const clients = new WeakMap<Config, Stripe>()

/**
 * The Stripe API version the shop speaks, pinned (decision 012): the one the installed SDK is typed
 * for, so a Dashboard upgrade of the account's default version never changes what the shop reads.
 * Upgrading the SDK makes this line fail the typecheck until it is moved along with the code.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion

function clientFor(config: Config): Stripe {
  const cached = clients.get(config)
  if (cached) return cached
  const base = config.stripe.apiBase ? new URL(config.stripe.apiBase) : undefined
  const client = new Stripe(config.stripe.secretKey!, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  })
  clients.set(config, client)
  return client
}

const cryptoProvider = Stripe.createSubtleCryptoProvider()

function statusOf(status: Stripe.PaymentIntent.Status): PaymentStatus {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'processing') return 'processing'
  if (status === 'canceled') return 'canceled'
  return 'open'
}

const intentOf = (pi: Stripe.PaymentIntent): PaymentIntent => ({
  id: pi.id,
  status: statusOf(pi.status),
  amountCents: pi.amount,
  currency: pi.currency,
  orderId: pi.metadata?.orderId,
})

const withSecret = (pi: Stripe.PaymentIntent) => {
  if (!pi.client_secret) throw new Error(`Stripe answered PaymentIntent ${pi.id} without a client secret`)
  return { ...intentOf(pi), clientSecret: pi.client_secret }
}

const refundOf = (refund: Stripe.Refund): ProviderRefund => ({
  id: refund.id,
  amountCents: refund.amount,
  status: refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled' ? refund.status : 'pending',
  shopRefundId: refund.metadata?.shopRefundId,
})

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id)
const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString()

/** A PaymentIntent in a state that refuses the call (cancelling one already paid). */
const isUnexpectedState = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state'

export function stripeGateway(config: Config): PaymentGateway {
  const stripe = clientFor(config)
  return {
    name: 'stripe',
    owns: (intentId) => intentId.startsWith('pi_'),

    async createIntent({ orderId, orderNumber, amountCents, receiptEmail, shipping, idempotencyKey }) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          receipt_email: receiptEmail,
          shipping: {
            name: shipping.name,
            ...(shipping.phone && { phone: shipping.phone }),
            address: {
              line1: shipping.address.line1,
              city: shipping.address.city,
              ...(shipping.address.state && { state: shipping.address.state }),
              ...(shipping.address.postalCode && { postal_code: shipping.address.postalCode }),
              country: shipping.address.country,
            },
          },
          metadata: { orderId, orderNumber },
        },
        { idempotencyKey },
      )
      return withSecret(pi)
    },

    async retrieveIntent(intentId) {
      return withSecret(await stripe.paymentIntents.retrieve(intentId))
    },

    async cancelIntent(intentId) {
      try {
        return statusOf((await stripe.paymentIntents.cancel(intentId)).status)
      } catch (error) {
        if (!isUnexpectedState(error)) throw error
        return statusOf((await stripe.paymentIntents.retrieve(intentId)).status)
      }
    },

    async refund(intentId, { amountCents, idempotencyKey, shopRefundId }) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            ...(amountCents !== undefined && { amount: amountCents }),
            ...(shopRefundId && { metadata: { shopRefundId } }),
          },
          { idempotencyKey },
        )
        return refundOf(refund)
      } catch (error) {
        // Refunded in full already (a retry after Stripe forgot the idempotency key, or from the Dashboard).
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return null
        // Stripe said no (a disputed charge, nothing captured): the caller shows Stripe's reason.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
          throw conflict(error.message, 'refund_failed')
        }
        throw error
      }
    },

    async verifyWebhook(payload, signature, now) {
      const secret = config.stripe.webhookSecret
      if (!secret) throw unavailable('Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET', 'webhooks_not_configured')
      if (!signature) throw invalid('Missing Stripe-Signature header', 'invalid_signature')
      let event: Stripe.Event
      try {
        event = await Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, cryptoProvider, Math.floor(now.getTime() / 1000))
      } catch {
        throw invalid('The Stripe-Signature header does not match this payload', 'invalid_signature')
      }
      return eventOf(event, stripe)
    },
  }
}

/** Stripe's dispute in the shop's words; null for a dispute of a payment the shop did not take through an intent. */
function disputeOf(dispute: Stripe.Dispute): ProviderDispute | null {
  const paymentIntentId = idOf(dispute.payment_intent)
  if (!paymentIntentId) return null
  return {
    id: dispute.id,
    paymentIntentId,
    amountCents: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy: dispute.evidence_details?.due_by ? isoOf(dispute.evidence_details.due_by) : null,
  }
}

/**
 * Every refund of a charge. Charges in events no longer carry their refunds (API 2022-11-15 and
 * later), so they are listed; the list is the provider's current one, a superset of the event's.
 */
async function refundsOf(stripe: Stripe, charge: Stripe.Charge): Promise<ProviderRefund[]> {
  const refunds: ProviderRefund[] = []
  for await (const refund of stripe.refunds.list({ charge: charge.id, limit: 100 })) refunds.push(refundOf(refund))
  return refunds
}

/**
 * The events the shop subscribes to (README "Payments"), in its own words. Anything else, or an
 * event about a payment not made through an intent, is `other` and only recorded.
 */
async function eventOf(event: Stripe.Event, stripe: Stripe): Promise<PaymentEvent> {
  const base = { id: event.id, created: isoOf(event.created) }
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...base, type: 'payment_succeeded', intent: intentOf(event.data.object) }
    case 'payment_intent.canceled':
      return { ...base, type: 'payment_canceled', intent: intentOf(event.data.object) }
    case 'payment_intent.processing':
      return { ...base, type: 'payment_processing', intent: intentOf(event.data.object) }
    case 'payment_intent.payment_failed': {
      const error = event.data.object.last_payment_error
      // The most precise reason Stripe gives: the bank's decline code, else the error's code.
      const failureCode = error?.decline_code ?? error?.code ?? 'payment_failed'
      return { ...base, type: 'payment_failed', intent: intentOf(event.data.object), failureCode }
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const paymentIntentId = idOf(charge.payment_intent)
      if (!paymentIntentId) break
      return { ...base, type: 'charge_refunded', paymentIntentId, amountRefundedCents: charge.amount_refunded, refunds: await refundsOf(stripe, charge) }
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = disputeOf(event.data.object)
      if (!dispute) break
      const type = event.type === 'charge.dispute.created' ? 'dispute_opened' : event.type === 'charge.dispute.closed' ? 'dispute_closed' : 'dispute_updated'
      return { ...base, type, dispute }
    }
  }
  return { ...base, type: 'other', stripeType: event.type }
}
