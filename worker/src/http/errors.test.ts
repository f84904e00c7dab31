// What a client receives for each refusal a service can throw: its status and the error body.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { conflict, forbidden, invalid, limited, notFound, paymentFailed, unavailable, type DomainError } from '#worker/services/domain-errors'
import { errorAnswer, toApiError } from './errors'
import { rateLimit } from './rate-limit'

const answerFor = async (error: DomainError) => {
  const app = new Hono()
    .get('/', () => {
      throw error
    })
    .onError((err, c) => errorAnswer(c, err) ?? c.text('crash', 500))
  const res = await app.request('/')
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }
}

describe('domain errors as HTTP answers', () => {
  it.each([
    [invalid('This link has expired', 'invalid_reset_token', { token: 'This link has expired' }), 400],
    [paymentFailed('Your card was declined.', 'card_declined'), 402],
    [forbidden(), 403],
    [notFound('Product not found'), 404],
    [conflict('Not enough stock', 'insufficient_stock'), 409],
    [unavailable('The shop is not configured: missing JWT_SECRET', 'missing_configuration'), 503],
  ])('%s → %i with its code and message', async (error, status) => {
    const answer = await answerFor(error)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ error: { code: error.code, message: error.message, ...(error.details.fields ? { fields: error.details.fields } : {}) } })
    expect(answer.retryAfter).toBeNull()
  })

  it('answers "too many" with 429 and a whole number of seconds in Retry-After', async () => {
    const answer = await answerFor(limited(12.2, 'Too many messages sent. Please try again later.'))
    expect(answer).toEqual({
      status: 429,
      retryAfter: '13',
      body: { error: { code: 'too_many_requests', message: 'Too many messages sent. Please try again later.' } },
    })
  })

  it('leaves a crash to the 500 handler', () => {
    expect(toApiError(new Error('database went away'))).toBeUndefined()
  })

  it('names the database in a 503 when it does not answer at all, and leaves a refused statement to the 500 handler', () => {
    const failedQuery = (code: string) => Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('libSQL'), { code }) })
    for (const code of ['CLIENT_CLOSED', 'SERVER_ERROR', 'HRANA_WEBSOCKET_ERROR', 'SQLITE_CANTOPEN', 'SQLITE_IOERR_READ', 'ECONNREFUSED']) {
      expect(toApiError(failedQuery(code))).toMatchObject({ status: 503, code: 'database_unavailable' })
    }
    expect(toApiError(failedQuery('SQLITE_CONSTRAINT_CHECK'))).toBeUndefined()
  })
})

describe('rate limits', () => {
  it('refuses to declare a window the purge job would cut short', () => {
    expect(() => rateLimit({ bucket: 'slow', rule: { limit: 1, windowSeconds: 2 * 24 * 60 * 60 } })).toThrow(/longer than/)
  })
})
