// The one reading of an error answer (decision 030): the error contract's body becomes a typed
// ApiError; anything else keeps its status under `unexpected_answer`.
import { describe, expect, it } from 'vitest'
import { apiErrorFrom, networkError } from './api-client'

const headers = (values: Record<string, string> = {}) => new Headers(values)

describe('apiErrorFrom', () => {
  it('reads the error contract: code, message, fields and request id', () => {
    const body = { error: { code: 'validation_failed', message: 'Invalid email address', fields: { email: 'Invalid email address' }, requestId: 'req-1' } }
    expect({ ...apiErrorFrom(400, JSON.stringify(body), headers()) }).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'Invalid email address' },
      requestId: 'req-1',
      name: 'ApiError',
    })
    expect(apiErrorFrom(400, JSON.stringify(body), headers()).message).toBe('Invalid email address')
  })

  it('takes the request id from X-Request-Id when the body has none', () => {
    const error = apiErrorFrom(409, JSON.stringify({ error: { code: 'email_taken', message: 'Taken' } }), headers({ 'X-Request-Id': 'req-2' }))
    expect(error).toMatchObject({ code: 'email_taken', requestId: 'req-2' })
  })

  it('answers unexpected_answer, with the status, for a body that is not the contract', () => {
    expect(apiErrorFrom(502, '<html>Bad gateway</html>', headers())).toMatchObject({ status: 502, code: 'unexpected_answer', message: '502: <html>Bad gateway</html>' })
    expect(apiErrorFrom(500, '', headers())).toMatchObject({ status: 500, code: 'unexpected_answer', message: '500: no answer body' })
    expect(apiErrorFrom(400, '{"error":"nope"}', headers())).toMatchObject({ code: 'unexpected_answer' })
    expect(apiErrorFrom(400, '[1]', headers())).toMatchObject({ code: 'unexpected_answer' })
  })

  it('answers unexpected_answer for a code the catalogue does not know, keeping the message', () => {
    const error = apiErrorFrom(409, JSON.stringify({ error: { code: 'brand_new_refusal', message: 'Not now', fields: { a: 1 } } }), headers())
    expect(error).toMatchObject({ status: 409, code: 'unexpected_answer', message: 'Not now', fields: undefined })
  })

  it('tells a request that got no answer', () => {
    expect(networkError()).toMatchObject({ status: 0, code: 'network_error', isNetworkError: true })
  })
})
