// Stripe through the official SDK, with its fetch HTTP client and SubtleCrypto provider so the
// same code runs on Node and on Workers. STRIPE_API_BASE points the SDK elsewhere (tests run it
// against a local stub, worker/src/test/stripe-stub.ts); nothing else differs.
import Stripe from 'stripe'
import type { Config } from '#worker/env'
import { conflict, invalid, unavailable } from '#worker/services/domain-errors'
import type { PaymentEvent, PaymentGateway, PaymentIntent, PaymentStatus } from './gateway'

const clients = new WeakMap<Config, Stripe>()

function clientFor(config: Config): Stripe {
  const cached = clients.get(config)
  if (cached) return cached
  const base = config.stripe.apiBase ? new URL(config.stripe.apiBase) : undefined
  const client = new Stripe(config.stripe.secretKey!, {
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

/** A PaymentIntent in a state that refuses the call (cancelling one already paid). */
const isUnexpectedState = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state'

export function stripeGateway(config: Config): PaymentGateway {
  const stripe = clientFor(config)
  return {
    name: 'stripe',
    owns: (intentId) => intentId.startsWith('pi_'),

    async createIntent({ orderId, orderNumber, amountCents, receiptEmail, idempotencyKey }) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          receipt_email: receiptEmail,
          metadata: { orderId, orderNumber },
        },
        { idempotencyKey },
      )
      if (!pi.client_secret) throw new Error(`Stripe answered PaymentIntent ${pi.id} without a client secret`)
      return { ...intentOf(pi), clientSecret: pi.client_secret }
    },

    async retrieveIntent(intentId) {
      return intentOf(await stripe.paymentIntents.retrieve(intentId))
    },

    async cancelIntent(intentId) {
      try {
        return statusOf((await stripe.paymentIntents.cancel(intentId)).status)
      } catch (error) {
        if (!isUnexpectedState(error)) throw error
        return statusOf((await stripe.paymentIntents.retrieve(intentId)).status)
      }
    },

    async refund(intentId, { amountCents, idempotencyKey }) {
      try {
        await stripe.refunds.create({ payment_intent: intentId, ...(amountCents !== undefined && { amount: amountCents }) }, { idempotencyKey })
      } catch (error) {
        // Refunded already (a retry after Stripe forgot the idempotency key, or from the Dashboard): done.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return
        // Stripe said no (a disputed charge, nothing captured): the caller shows Stripe's reason.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
          throw conflict(error.message, error.code ?? 'refund_refused')
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
      return eventOf(event)
    },
  }
}

function eventOf(event: Stripe.Event): PaymentEvent {
  if (event.type === 'payment_intent.succeeded') return { id: event.id, type: 'payment_succeeded', intent: intentOf(event.data.object) }
  if (event.type === 'payment_intent.canceled') return { id: event.id, type: 'payment_canceled', intent: intentOf(event.data.object) }
  return { id: event.id, type: 'other', stripeType: event.type }
}
