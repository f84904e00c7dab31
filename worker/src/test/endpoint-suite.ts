// The set-up the endpoint-wide tests (route access, hostile requests) share: the seeded app with
// card payments configured against a local stand-in for Stripe, so payments and webhooks run their
// real paths, the demo users' sessions, and every /api endpoint paired with its shared contract.
import { afterAll, beforeAll } from 'vitest'
import type { Call } from '#shared/contracts/contract'
import { apiEndpoints, contractCalls, contractOf, type Endpoint } from '#worker/test/api-routes'
import { demoSessions } from '#worker/test/session-cookie'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

export type EndpointSuite = {
  t: Awaited<ReturnType<typeof createTestApp>>
  sessions: ReturnType<typeof demoSessions>
  endpoints: (Endpoint & { call: Call | undefined })[]
}

/**
 * Starts the app before the file's tests and stops it after them. The fields of the answer are
 * filled in by `beforeAll`: read them inside tests, not at the top of the file.
 */
export function setUpEndpointSuite(): EndpointSuite {
  const suite = {} as EndpointSuite
  let stripe: StripeStub | undefined
  beforeAll(async () => {
    stripe = await startStripeStub()
    suite.t = await createTestApp({ seed: true, env: stripe.env })
    suite.sessions = demoSessions(suite.t.request, TEST_PASSWORD)
    const calls = contractCalls()
    suite.endpoints = apiEndpoints(suite.t.app.routes).map((e) => ({ ...e, call: contractOf(e, calls) }))
  })
  afterAll(async () => {
    await suite.t?.close()
    await stripe?.close()
  })
  return suite
}
