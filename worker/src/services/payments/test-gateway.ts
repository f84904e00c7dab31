// The built-in test gateway: card payments with no account and no network, so `npm start` can sell
// out of the box and the browser tests never load Stripe.js. It keeps its payment intents in the
// shop's own database (what Stripe would keep on its side), and the checkout's test card form
// stands in for Stripe.js: POST /api/test-payments/confirm with the intent's client secret and a
// test card number. Refused in production unless PAYMENTS_TEST_MODE=true (./gateway.ts).
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { testPaymentIntents } from '#worker/db/schema'
import { conflict, invalid, notFound, paymentFailed } from '#worker/services/domain-errors'
import type { PaymentGateway, PaymentIntent, PaymentStatus } from './gateway'

/** Stripe's well-known test numbers, so the same cards work whichever gateway is active. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const

const ID_PREFIX = 'testpi_'
const SECRET_SEPARATOR = '_secret_'

type Row = typeof testPaymentIntents.$inferSelect

const statusOf = (row: Row): PaymentStatus => (row.status === 'requires_payment_method' ? 'open' : row.status)
const intentOf = (row: Row): PaymentIntent => ({ id: row.id, status: statusOf(row), amountCents: row.amountCents, currency: row.currency, orderId: row.orderId })

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function testGateway(db: Db) {
  const find = async (id: string) => (await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]
  const mustFind = async (id: string) => {
    const row = await find(id)
    if (!row) throw notFound(`No such payment intent: ${id}`, 'payment_intent_not_found')
    return row
  }
  /** Moves an unpaid intent to `status`; answers the status it ends in (another request may have settled it first). */
  const settle = async (id: string, status: 'succeeded' | 'canceled') => {
    await db
      .update(testPaymentIntents)
      .set({ status, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')))
    return (await mustFind(id)).status
  }

  return {
    name: 'test',
    owns: (intentId) => intentId.startsWith(ID_PREFIX),

    async createIntent({ orderId, amountCents, idempotencyKey }) {
      const id = `${ID_PREFIX}${idempotencyKey}`
      await db
        .insert(testPaymentIntents)
        .values({ id, orderId, amountCents, currency: 'usd', clientSecret: `${id}${SECRET_SEPARATOR}${randomSecret()}` })
        .onConflictDoNothing()
      const row = await mustFind(id)
      return { ...intentOf(row), clientSecret: row.clientSecret }
    },

    retrieveIntent: async (intentId) => intentOf(await mustFind(intentId)),

    async cancelIntent(intentId) {
      const status = await settle(intentId, 'canceled')
      return status === 'requires_payment_method' ? 'open' : status
    },

    async refund(intentId, { amountCents }) {
      const row = await mustFind(intentId)
      if (row.status !== 'succeeded') throw conflict('Only a paid intent can be refunded', 'payment_not_refundable')
      const refunded = Math.min(row.amountCents, row.amountRefundedCents + (amountCents ?? row.amountCents))
      await db.update(testPaymentIntents).set({ amountRefundedCents: refunded }).where(eq(testPaymentIntents.id, intentId))
    },

    async verifyWebhook() {
      throw notFound('The test gateway sends no webhooks', 'webhooks_not_configured')
    },

    /**
     * What Stripe.js does in the browser: pays the intent behind `clientSecret` with a card.
     * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; paying twice is harmless.
     */
    async payWithCard(clientSecret: string, cardNumber: string): Promise<'succeeded'> {
      const id = clientSecret.split(SECRET_SEPARATOR)[0] ?? ''
      const row = await find(id)
      if (!row || row.clientSecret !== clientSecret) throw notFound('This payment could not be found. Please check out again.', 'payment_intent_not_found')
      if (row.status === 'succeeded') return 'succeeded'
      if (row.status === 'canceled') throw conflict('This order was cancelled because it was not paid in time. Please check out again.', 'payment_intent_canceled')
      const digits = cardNumber.replace(/[\s-]/g, '')
      if (digits === TEST_CARDS.declined) throw paymentFailed('Your card was declined.', 'card_declined')
      if (digits !== TEST_CARDS.succeeds) {
        const message = 'Invalid test card. Use 4242 4242 4242 4242 (payment succeeds) or 4000 0000 0000 0002 (card declined).'
        throw invalid(message, 'invalid_test_card', { cardNumber: message })
      }
      const status = await settle(id, 'succeeded')
      if (status !== 'succeeded') throw conflict('This order was cancelled because it was not paid in time. Please check out again.', 'payment_intent_canceled')
      return 'succeeded'
    },
  } satisfies PaymentGateway & Record<string, unknown>
}

export type TestGateway = ReturnType<typeof testGateway>
