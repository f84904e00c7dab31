// A small stand-in for the Stripe API, on 127.0.0.1, for the calls the shop makes: create,
// retrieve and cancel a PaymentIntent, create refunds (any number, never past the amount paid, as
// Stripe) and list a charge's refunds. The real `stripe` SDK talks to it through
// STRIPE_API_BASE (its host/port/protocol options), so tests exercise the SDK, its idempotency keys
// and its error types without leaving the machine. `pay(id)` does what Stripe.js would do in the
// shopper's browser; `process`, `fail`, `refundFromDashboard` and `dispute` what happens on
// Stripe's side afterwards, and `charge(id)` the charge object Stripe's charge.* events carry.
// Webhook payloads are signed with the SDK's own generateTestHeaderStringAsync.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export type StubIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled'
  client_secret: string
  metadata: Record<string, string>
  receipt_email: string | null
  automatic_payment_methods: { enabled: boolean } | null
  shipping: { name: string; phone: string | null; address: Record<string, string | null> } | null
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null
  latest_charge: string | null
  created: number
  livemode: false
}

export type StubRefund = { id: string; object: 'refund'; amount: number; charge: string; payment_intent: string; status: 'succeeded' | 'pending'; metadata: Record<string, string>; created: number }

export type StubDispute = {
  id: string
  object: 'dispute'
  amount: number
  currency: string
  charge: string
  payment_intent: string
  reason: string
  status: string
  evidence_details: { due_by: number | null; has_evidence: boolean; past_due: boolean; submission_count: number }
  created: number
  livemode: false
}

export type StubRequest = { method: string; path: string; idempotencyKey: string | undefined; stripeVersion: string | undefined; body: Record<string, string> }

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  let text = ''
  for await (const chunk of req) text += chunk
  return Object.fromEntries(new URLSearchParams(text))
}

/** `metadata[orderId]=…` → `{ orderId: … }` */
const nested = (form: Record<string, string>, name: string) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k.startsWith(`${name}[`))
      .map(([k, v]) => [k.slice(name.length + 1, -1), v]),
  )

export const STUB_SECRET_KEY = 'sk_test_stub'
export const STUB_WEBHOOK_SECRET = 'whsec_stub'

export async function startStripeStub() {
  const intents = new Map<string, StubIntent>()
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>()
  const requests: StubRequest[] = []
  let sequence = 0
  /** When set, the next create answers this HTTP status (a Stripe outage). */
  let failNextCreate: number | undefined
  /**
   * While set, creates are held until this many have arrived, then all answer at once: racing
   * checkouts have all passed their first look at stock before any of them writes, however slowly
   * a loaded machine gets them there (a fixed delay would only make that likely).
   */
  let createGate: { count: number; waiting: (() => void)[] } | undefined
  /** Refunds made (a replayed idempotency key makes none); while set, refunds answer this HTTP status. */
  const refunds: StubRefund[] = []
  let refundFailure: number | undefined

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub')
    const body = req.method === 'GET' ? Object.fromEntries(url.searchParams) : await formOf(req)
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, stripeVersion: req.headers['stripe-version'] as string | undefined, body })
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++sequence}` })
      res.end(JSON.stringify(payload))
    }
    const error = (status: number, code: string, message: string) => send(status, { error: { type: 'invalid_request_error', code, message } })

    if (req.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    // Stripe answers a repeated idempotency key with the first answer, whatever the request.
    const replay = idempotencyKey && req.method === 'POST' ? byIdempotencyKey.get(`${url.pathname} ${idempotencyKey}`) : undefined
    if (replay) return send(replay.status, replay.body)
    const remember = (status: number, payload: unknown) => {
      if (idempotencyKey && req.method === 'POST') byIdempotencyKey.set(`${url.pathname} ${idempotencyKey}`, { status, body: payload })
      send(status, payload)
    }

    const parts = url.pathname.split('/').filter(Boolean) // v1, payment_intents, id?, action?
    if (parts[0] !== 'v1') return error(404, 'resource_missing', `Unrecognized request URL (${url.pathname})`)
    if (parts[1] === 'payment_intents' && parts.length === 2 && req.method === 'POST') {
      if (failNextCreate) {
        const status = failNextCreate
        failNextCreate = undefined
        return send(status, { error: { type: 'api_error', message: 'Stripe is having trouble' } })
      }
      if (createGate) {
        const gate = createGate
        await new Promise<void>((resolve) => {
          gate.waiting.push(resolve)
          if (gate.waiting.length < gate.count) return
          createGate = undefined
          for (const release of gate.waiting) release()
        })
      }
      const id = `pi_stub${String(++sequence).padStart(6, '0')}`
      const intent: StubIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        amount_received: 0,
        currency: body.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_stub${sequence}`,
        metadata: nested(body, 'metadata'),
        receipt_email: body.receipt_email ?? null,
        automatic_payment_methods: body['automatic_payment_methods[enabled]'] ? { enabled: body['automatic_payment_methods[enabled]'] === 'true' } : null,
        shipping: body['shipping[name]']
          ? {
              name: body['shipping[name]'],
              phone: body['shipping[phone]'] ?? null,
              address: Object.fromEntries(['line1', 'line2', 'city', 'state', 'postal_code', 'country'].map((k) => [k, body[`shipping[address][${k}]`] ?? null])),
            }
          : null,
        last_payment_error: null,
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      }
      intents.set(id, intent)
      return remember(200, intent)
    }
    const intent = parts[1] === 'payment_intents' && parts[2] ? intents.get(parts[2]) : undefined
    if (parts[1] === 'payment_intents' && !intent) return error(404, 'resource_missing', `No such payment_intent: '${parts[2]}'`)
    if (intent && parts.length === 3 && req.method === 'GET') return send(200, intent)
    if (intent && parts[3] === 'cancel' && req.method === 'POST') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return error(400, 'payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`)
      }
      intent.status = 'canceled'
      return remember(200, intent)
    }
    if (parts[1] === 'refunds' && parts.length === 2 && req.method === 'GET') {
      const data = refunds.filter((r) => (!body.charge || r.charge === body.charge) && (!body.payment_intent || r.payment_intent === body.payment_intent)).reverse()
      return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' })
    }
    if (parts[1] === 'refunds' && req.method === 'POST') {
      if (refundFailure) return send(refundFailure, { error: { type: 'api_error', message: 'Stripe is having trouble' } })
      const paid = intents.get(body.payment_intent ?? '')
      if (!paid || paid.status !== 'succeeded') return error(400, 'charge_not_refundable', 'This PaymentIntent has no successful charge to refund.')
      const left = paid.amount - refundedOf(paid.id)
      if (left <= 0) return error(400, 'charge_already_refunded', `Charge for ${paid.id} has already been refunded.`)
      const amount = Number(body.amount ?? left)
      if (amount > left) return error(400, 'amount_too_large', `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`)
      const refund = refundOf(paid, amount, nested(body, 'metadata'))
      return remember(200, refund)
    }
    return error(404, 'resource_missing', `Unrecognized request URL (${req.method} ${url.pathname})`)
  })
  const refundedOf = (intentId: string) => refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0)
  const chargeIdOf = (intentId: string) => `ch_${intentId.slice(3)}`
  function refundOf(paid: StubIntent, amount: number, metadata: Record<string, string>): StubRefund {
    const refund: StubRefund = {
      id: `re_stub${++sequence}`,
      object: 'refund',
      amount,
      charge: chargeIdOf(paid.id),
      payment_intent: paid.id,
      status: 'succeeded',
      metadata,
      created: Math.floor(Date.now() / 1000),
    }
    refunds.push(refund)
    return refund
  }
  const mustGet = (id: string) => {
    const intent = intents.get(id)
    if (!intent) throw new Error(`no intent ${id}`)
    return intent
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const stripe = new Stripe(STUB_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient() })

  return {
    apiBase: `http://127.0.0.1:${port}`,
    /** The environment that points the shop at this stub. */
    env: { STRIPE_SECRET_KEY: STUB_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: 'pk_test_stub', STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
    intents,
    requests,
    /** What Stripe.js does when the shopper's card goes through. */
    pay(id: string) {
      const intent = mustGet(id)
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      intent.last_payment_error = null
      intent.latest_charge = chargeIdOf(id)
      return intent
    },
    /** Accepted but not final (a bank debit, a slow 3-D Secure): Stripe says `processing`. */
    process(id: string) {
      const intent = mustGet(id)
      intent.status = 'processing'
      return intent
    },
    /** A declined attempt: the intent asks for a payment method again, with the error of the last one. */
    fail(id: string, code = 'card_declined', declineCode?: string) {
      const intent = mustGet(id)
      intent.status = 'requires_payment_method'
      intent.last_payment_error = { type: 'card_error', code, ...(declineCode && { decline_code: declineCode }), message: 'Your card was declined.' }
      return intent
    },
    /** A refund made in Stripe's Dashboard (no metadata). */
    refundFromDashboard(id: string, amount?: number) {
      const intent = mustGet(id)
      return refundOf(intent, amount ?? intent.amount - refundedOf(id), {})
    },
    /** The charge of a paid intent as charge.* events carry it (no refunds list, as since API 2022-11-15). */
    charge(id: string) {
      const intent = mustGet(id)
      const refunded = refundedOf(id)
      return {
        id: chargeIdOf(id),
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount,
        amount_refunded: refunded,
        refunded: refunded >= intent.amount,
        currency: intent.currency,
        payment_intent: id,
        status: 'succeeded',
        paid: true,
        metadata: intent.metadata,
        created: intent.created,
        livemode: false,
      }
    },
    /** A dispute of a paid intent as charge.dispute.* events carry it. */
    dispute(id: string, fields: { id?: string; status?: string; reason?: string; amount?: number; dueBy?: Date | null } = {}): StubDispute {
      const intent = mustGet(id)
      return {
        id: fields.id ?? `dp_${id.slice(3)}`,
        object: 'dispute',
        amount: fields.amount ?? intent.amount,
        currency: intent.currency,
        charge: chargeIdOf(id),
        payment_intent: id,
        reason: fields.reason ?? 'fraudulent',
        status: fields.status ?? 'needs_response',
        evidence_details: { due_by: fields.dueBy ? Math.floor(fields.dueBy.getTime() / 1000) : null, has_evidence: false, past_due: false, submission_count: 0 },
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      }
    },
    failNextCreate(status = 500) {
      failNextCreate = status
    },
    /** The next `count` creates wait for one another and answer together (a race's window). */
    holdCreatesUntil(count: number) {
      createGate = { count, waiting: [] }
    },
    refunds,
    /** Every refund answers `status` (a Stripe outage) until called again without one. */
    failRefunds(status?: number) {
      refundFailure = status
    },
    /** A webhook request as Stripe sends it: the event's JSON and its Stripe-Signature header. */
    async webhook(type: string, object: unknown, options: { id?: string; secret?: string; created?: Date } = {}) {
      const created = Math.floor((options.created ?? new Date()).getTime() / 1000)
      const payload = JSON.stringify({ id: options.id ?? `evt_stub${++sequence}`, object: 'event', type, data: { object }, created, livemode: false, api_version: Stripe.API_VERSION })
      const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: options.secret ?? STUB_WEBHOOK_SECRET })
      return { payload, signature }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>
