// The built-in test gateway: card payments with no account and no network, so `npm start` can sell
// out of the box and the browser tests never load Stripe.js. It keeps its payment intents in the
// shop's own database (what Stripe would keep on its side), and the checkout's test card form
// stands in for Stripe.js: POST /api/test-payments/confirm with the intent's client secret and a
// test card number. Refused in production unless PAYMENTS_TEST_MODE=true (./gateway.ts).
//
// It plays every outcome Stripe can report (decision 012), chosen by the card number (TEST_CARDS,
// shared/payments/test-cards.ts):
// an immediate success or decline, and scenarios that play out later — processing then succeeded
// or failed, refunded from the "dashboard", disputed. A scenario's steps are due one minute apart
// (`next_step_at`); the scheduled job `play-test-payments` plays the due ones through
// `playTestPaymentScenarios`, which hands each step's event to the same handler Stripe's webhook
// feeds (handlePaymentEvent), so the shop cannot tell the two apart.
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { testPaymentIntents, type TestRefundJson } from '#worker/db/schema'
import type { ErrorCodeOf } from '#shared/errors/catalogue'
import { conflict, invalid, notFound, unavailable } from '#worker/services/domain-errors'
import { loggerOr, type Logger } from '#worker/log'
import { TEST_CARDS } from '#shared/payments/test-cards'
import type { PaymentEvent, PaymentGateway, PaymentIntent, PaymentStatus, ProviderRefund } from './gateway'

export { TEST_CARDS }

/** How far apart a scenario's steps are: the scheduled jobs run once a minute. */
const SCENARIO_STEP_MS = 60_000

const ID_PREFIX = 'testpi_'
const SECRET_SEPARATOR = '_secret_'

type Row = typeof testPaymentIntents.$inferSelect
type Scenario = 'processing_succeeds' | 'processing_fails' | 'refunded_outside' | 'disputed'

/** The declines, with the codes the card form's 402 answers (the catalogue's payment refusals). */
const DECLINES: Record<string, ErrorCodeOf<402>> = { [TEST_CARDS.declined]: 'card_declined', [TEST_CARDS.insufficientFunds]: 'insufficient_funds' }
const SCENARIO_CARDS: Record<string, Scenario> = {
  [TEST_CARDS.processingSucceeds]: 'processing_succeeds',
  [TEST_CARDS.processingFails]: 'processing_fails',
  [TEST_CARDS.refundedOutside]: 'refunded_outside',
  [TEST_CARDS.disputed]: 'disputed',
}

const statusOf = (row: Row): PaymentStatus => (row.status === 'requires_payment_method' ? 'open' : row.status)
const intentOf = (row: Row): PaymentIntent => ({ id: row.id, status: statusOf(row), amountCents: row.amountCents, currency: row.currency, orderId: row.orderId })
const refundOf = (refund: TestRefundJson): ProviderRefund => ({ id: refund.id, amountCents: refund.amountCents, status: 'succeeded', shopRefundId: refund.shopRefundId ?? undefined })
const nowSql = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
const later = (now: Date, steps = 1) => new Date(now.getTime() + steps * SCENARIO_STEP_MS).toISOString()

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** What a test card did: paid, taken for processing, or declined with the provider's code; `event` is what Stripe's webhook would say. */
type TestCardResult =
  | { status: 'succeeded' }
  | { status: 'processing'; event: PaymentEvent }
  | { status: 'declined'; failureCode: ErrorCodeOf<402>; event: PaymentEvent }

const find = async (db: Db, id: string) => (await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]
const mustFind = async (db: Db, id: string) => {
  const row = await find(db, id)
  if (!row) throw notFound(`No such payment intent: ${id}`, 'payment_intent_not_found')
  return row
}

export function testGateway(db: Db) {
  /** Moves an unpaid intent to `status`; answers the status it ends in (another request may have settled it first). */
  const settle = async (id: string, status: 'succeeded' | 'canceled' | 'processing', scenario: Scenario | null = null, now?: Date) => {
    await db
      .update(testPaymentIntents)
      .set({ status, scenario, scenarioStep: 0, nextStepAt: scenario && now ? later(now, scenario === 'refunded_outside' ? 0.5 : 1) : null, updatedAt: nowSql })
      .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')))
    return (await mustFind(db, id)).status
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
      const row = await mustFind(db, id)
      return { ...intentOf(row), clientSecret: row.clientSecret }
    },

    async retrieveIntent(intentId) {
      const row = await mustFind(db, intentId)
      return { ...intentOf(row), clientSecret: row.clientSecret }
    },

    async cancelIntent(intentId) {
      return statusOf({ ...(await mustFind(db, intentId)), status: await settle(intentId, 'canceled') })
    },

    async refund(intentId, { amountCents, idempotencyKey, shopRefundId }) {
      const refundId = `testre_${idempotencyKey}`
      // Compare-and-set on the amount refunded so far: two refunds at once cannot both take the rest.
      for (;;) {
        const row = await mustFind(db, intentId)
        const refunds = row.refunds ?? []
        const same = refunds.find((r) => r.id === refundId)
        if (same) return refundOf(same)
        if (row.status !== 'succeeded') throw conflict('Only a paid intent can be refunded', 'refund_failed')
        const left = row.amountCents - row.amountRefundedCents
        if (left <= 0) return null
        const amount = amountCents ?? left
        if (amount <= 0 || amount > left) throw conflict(`Only ${left} cents of this payment are left to refund`, 'refund_failed')
        const refund: TestRefundJson = { id: refundId, amountCents: amount, shopRefundId: shopRefundId ?? null }
        const changed = await db
          .update(testPaymentIntents)
          .set({ amountRefundedCents: row.amountRefundedCents + amount, refunds: [...refunds, refund], updatedAt: nowSql })
          .where(and(eq(testPaymentIntents.id, intentId), eq(testPaymentIntents.amountRefundedCents, row.amountRefundedCents)))
          .returning({ id: testPaymentIntents.id })
        if (changed.length > 0) return refundOf(refund)
      }
    },

    async verifyWebhook() {
      throw unavailable('The test gateway sends no webhooks', 'webhooks_not_configured')
    },

    /**
     * What Stripe.js does in the browser: pays the intent behind `clientSecret` with a test card
     * (TEST_CARDS). A declined card leaves the intent payable, so the shopper can try again;
     * paying twice is harmless.
     */
    async payWithCard(clientSecret: string, cardNumber: string, now: Date): Promise<TestCardResult> {
      const id = clientSecret.split(SECRET_SEPARATOR)[0] ?? ''
      const row = await find(db, id)
      if (!row || row.clientSecret !== clientSecret) throw notFound('This payment could not be found. Please check out again.', 'payment_intent_not_found')
      if (row.status === 'succeeded') return { status: 'succeeded' }
      if (row.status === 'canceled') throw conflict('This order was cancelled because it was not paid in time. Please check out again.', 'payment_intent_canceled')
      if (row.status === 'processing') throw conflict('This payment is still being processed.', 'payment_processing')
      const digits = cardNumber.replace(/[\s-]/g, '')
      const event = (type: 'payment_processing' | 'payment_failed', intent: PaymentIntent, failureCode = '') =>
        ({ id: `testevt_${crypto.randomUUID()}`, created: now.toISOString(), ...(type === 'payment_failed' ? { type, intent, failureCode } : { type, intent }) }) as PaymentEvent
      const declined = DECLINES[digits]
      if (declined) return { status: 'declined', failureCode: declined, event: event('payment_failed', intentOf(row), declined) }
      const scenario = SCENARIO_CARDS[digits]
      if (!scenario && digits !== TEST_CARDS.succeeds) {
        const message = 'Invalid test card. Use one of the test cards listed above, such as 4242 4242 4242 4242 (payment succeeds).'
        throw invalid(message, 'invalid_test_card', { cardNumber: message })
      }
      const processing = scenario === 'processing_succeeds' || scenario === 'processing_fails'
      const status = await settle(id, processing ? 'processing' : 'succeeded', scenario ?? null, now)
      if (status === 'canceled') throw conflict('This order was cancelled because it was not paid in time. Please check out again.', 'payment_intent_canceled')
      if (status === 'processing') return { status: 'processing', event: event('payment_processing', intentOf(await mustFind(db, id))) }
      return { status: 'succeeded' }
    },
  } satisfies PaymentGateway & Record<string, unknown>
}

/**
 * One step of a scenario: `apply` changes the intent as the provider would (idempotent: a step
 * whose event could not be delivered is played again on the next run), `event` is what the
 * provider then reports, from the intent as it now is. Event ids are fixed per intent and step, so
 * a step played twice is one event to the shop.
 */
type Step = { apply?: (db: Db, row: Row) => Promise<unknown>; event: (row: Row, base: { id: string; created: string }) => PaymentEvent }

const moveFromProcessing = (status: 'succeeded' | 'requires_payment_method') => (db: Db, row: Row) =>
  db
    .update(testPaymentIntents)
    .set({ status, updatedAt: nowSql })
    .where(and(eq(testPaymentIntents.id, row.id), eq(testPaymentIntents.status, 'processing')))

/** A refund made in the provider's dashboard: `part` of what is left (1 = all of it). */
const dashboardRefund = (step: number, part: number) => async (db: Db, row: Row) => {
  const id = `testre_dashboard_${row.id}_${step}`
  if ((row.refunds ?? []).some((r) => r.id === id)) return
  const amount = Math.floor((row.amountCents - row.amountRefundedCents) * part)
  if (amount <= 0) return
  await db
    .update(testPaymentIntents)
    .set({ amountRefundedCents: row.amountRefundedCents + amount, refunds: [...(row.refunds ?? []), { id, amountCents: amount, shopRefundId: null }], updatedAt: nowSql })
    .where(and(eq(testPaymentIntents.id, row.id), eq(testPaymentIntents.amountRefundedCents, row.amountRefundedCents)))
}

const refundedEvent = (row: Row, base: { id: string; created: string }): PaymentEvent => ({
  ...base,
  type: 'charge_refunded',
  paymentIntentId: row.id,
  amountRefundedCents: row.amountRefundedCents,
  refunds: (row.refunds ?? []).map(refundOf),
})

const disputeEvent =
  (type: 'dispute_opened' | 'dispute_updated' | 'dispute_closed', status: string) =>
  (row: Row, base: { id: string; created: string }): PaymentEvent => ({
    ...base,
    type,
    dispute: {
      id: `testdp_${row.id}`,
      paymentIntentId: row.id,
      amountCents: row.amountCents,
      currency: row.currency,
      reason: 'fraudulent',
      status,
      // A week to answer, counted from the payment.
      evidenceDueBy: new Date(new Date(row.createdAt).getTime() + 7 * 24 * 3600_000).toISOString(),
    },
  })

const SCENARIOS: Record<Scenario, Step[]> = {
  processing_succeeds: [{ apply: moveFromProcessing('succeeded'), event: (row, base) => ({ ...base, type: 'payment_succeeded', intent: intentOf(row) }) }],
  processing_fails: [
    {
      apply: moveFromProcessing('requires_payment_method'),
      event: (row, base) => ({ ...base, type: 'payment_failed', intent: intentOf(row), failureCode: 'insufficient_funds' }),
    },
  ],
  refunded_outside: [
    { apply: dashboardRefund(0, 0.5), event: refundedEvent },
    { apply: dashboardRefund(1, 1), event: refundedEvent },
  ],
  disputed: [
    { event: disputeEvent('dispute_opened', 'needs_response') },
    { event: disputeEvent('dispute_updated', 'under_review') },
    { event: disputeEvent('dispute_closed', 'won') },
  ],
}

/** How many due steps one run plays; the next minute's run takes the rest. */
const SCENARIO_BATCH = 50

/**
 * Plays the scenario steps due by `now` (the scheduled job `play-test-payments`): each step
 * changes the intent, hands its event to `deliver` (handlePaymentEvent), and only then moves the
 * intent to its next step, so a step whose delivery failed is played again next run. Answers how
 * many steps were played.
 */
export async function playTestPaymentScenarios(db: Db, now: Date, deliver: (event: PaymentEvent) => Promise<unknown>, log?: Logger): Promise<{ steps: number; failed: number }> {
  const due = await db
    .select()
    .from(testPaymentIntents)
    .where(and(isNotNull(testPaymentIntents.scenario), lte(testPaymentIntents.nextStepAt, now.toISOString())))
    .orderBy(asc(testPaymentIntents.nextStepAt))
    .limit(SCENARIO_BATCH)
  const result = { steps: 0, failed: 0 }
  for (const row of due) {
    const steps = SCENARIOS[row.scenario as Scenario] ?? []
    const step = steps[row.scenarioStep]
    try {
      if (step) {
        await step.apply?.(db, row)
        const current = await mustFind(db, row.id)
        await deliver(step.event(current, { id: `testevt_${row.id}_${row.scenario}_${row.scenarioStep}`, created: now.toISOString() }))
        result.steps++
      }
      const last = !step || row.scenarioStep + 1 >= steps.length
      await db
        .update(testPaymentIntents)
        .set({ scenarioStep: row.scenarioStep + 1, nextStepAt: last ? null : later(now), ...(last && { scenario: null }), updatedAt: nowSql })
        .where(and(eq(testPaymentIntents.id, row.id), eq(testPaymentIntents.scenarioStep, row.scenarioStep), eq(testPaymentIntents.nextStepAt, row.nextStepAt!)))
    } catch (error) {
      loggerOr(log).error('a test payment step failed; it will be played again', { paymentId: row.id, scenario: row.scenario, step: row.scenarioStep, err: error })
      result.failed++
    }
  }
  return result
}
