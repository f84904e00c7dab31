// A small stand-in for the Stripe API, on 127.0.0.1, for the calls the shop makes: create,
// retrieve and cancel a PaymentIntent, create a refund (once per charge, as Stripe). The real `stripe` SDK talks to it through
// STRIPE_API_BASE (its host/port/protocol options), so tests exercise the SDK, its idempotency keys
// and its error types without leaving the machine. `pay(id)` does what Stripe.js would do in the
// shopper's browser. Webhook payloads are signed with the SDK's own generateTestHeaderStringAsync.
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
  created: number
  livemode: false
}

export type StubRequest = { method: string; path: string; idempotencyKey: string | undefined; body: Record<string, string> }

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
  /** How long a create takes: Stripe's round trip, the window in which other checkouts race. */
  let createDelayMs = 0
  /** Refunds made (a replayed idempotency key makes none); while set, refunds answer this HTTP status. */
  const refunds: { id: string; paymentIntent: string; amount: number }[] = []
  let refundFailure: number | undefined

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub')
    const body = req.method === 'GET' ? Object.fromEntries(url.searchParams) : await formOf(req)
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, body })
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
      if (createDelayMs) await new Promise((resolve) => setTimeout(resolve, createDelayMs))
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
    if (parts[1] === 'refunds' && req.method === 'POST') {
      if (refundFailure) return send(refundFailure, { error: { type: 'api_error', message: 'Stripe is having trouble' } })
      const paid = intents.get(body.payment_intent ?? '')
      if (!paid || paid.status !== 'succeeded') return error(400, 'charge_not_refundable', 'This PaymentIntent has no successful charge to refund.')
      const refunded = refunds.filter((r) => r.paymentIntent === paid.id).reduce((sum, r) => sum + r.amount, 0)
      if (refunded >= paid.amount) return error(400, 'charge_already_refunded', `Charge for ${paid.id} has already been refunded.`)
      const refund = { id: `re_stub${++sequence}`, paymentIntent: paid.id, amount: Number(body.amount ?? paid.amount - refunded) }
      refunds.push(refund)
      return remember(200, { id: refund.id, object: 'refund', amount: refund.amount, payment_intent: paid.id, status: 'succeeded' })
    }
    return error(404, 'resource_missing', `Unrecognized request URL (${req.method} ${url.pathname})`)
  })
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
      const intent = intents.get(id)
      if (!intent) throw new Error(`no intent ${id}`)
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      return intent
    },
    failNextCreate(status = 500) {
      failNextCreate = status
    },
    delayCreates(ms: number) {
      createDelayMs = ms
    },
    refunds,
    /** Every refund answers `status` (a Stripe outage) until called again without one. */
    failRefunds(status?: number) {
      refundFailure = status
    },
    /** A webhook request as Stripe sends it: the event's JSON and its Stripe-Signature header. */
    async webhook(type: string, object: unknown, options: { id?: string; secret?: string } = {}) {
      const payload = JSON.stringify({ id: options.id ?? `evt_stub${++sequence}`, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000), livemode: false, api_version: Stripe.API_VERSION })
      const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: options.secret ?? STUB_WEBHOOK_SECRET })
      return { payload, signature }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>
