// What an error report may carry (decision 033), checked on events shaped as the SDKs build them.
import { describe, expect, it } from 'vitest'
import { errorReportOptions, errorReportOrigin, errorTags, scrubEvent, withoutQuery } from './error-reports'

const SETTINGS = { dsn: 'https://public@o1.ingest.sentry.io/2', release: '1.2.3', environment: 'production' }

describe('error reports', () => {
  it('start every SDK without personal data, tracing or trace headers on the shop’s own requests', () => {
    expect(errorReportOptions(SETTINGS)).toMatchObject({ ...SETTINGS, sendDefaultPii: false, tracePropagationTargets: [] })
    expect(errorReportOptions(SETTINGS)).not.toHaveProperty('tracesSampleRate')
  })

  it('tag a report with what is known of where it happened, and nothing empty', () => {
    expect(errorTags({ requestId: 'abc-123', route: '/api/orders/:id', method: 'GET' })).toEqual({ request_id: 'abc-123', route: '/api/orders/:id', method: 'GET' })
    expect(errorTags({ job: 'deliver-email', requestId: undefined })).toEqual({ job: 'deliver-email' })
  })

  it('send to the DSN’s origin only, and to none for something that is not a DSN', () => {
    expect(errorReportOrigin(SETTINGS.dsn)).toBe('https://o1.ingest.sentry.io')
    expect(errorReportOrigin('http://publickey@127.0.0.1:9999/1')).toBe('http://127.0.0.1:9999')
    expect(errorReportOrigin(undefined)).toBeUndefined()
    expect(errorReportOrigin('')).toBeUndefined()
    expect(errorReportOrigin('javascript:alert(1)')).toBeUndefined()
  })

  it('keep the error, tags and release, and drop cookies, headers, bodies, query strings, the user, local variables and a failed query’s values', () => {
    const event = {
      event_id: 'e1',
      release: '1.2.3',
      tags: { request_id: 'abc-123' },
      request: {
        method: 'POST',
        url: 'https://shop.example/reset-password?token=secret-token#top',
        query_string: 'token=secret-token',
        headers: { cookie: 'session=secret-session', authorization: 'Bearer secret-bearer', 'user-agent': 'phone' },
        cookies: { session: 'secret-session' },
        data: '{"password":"secret-password"}',
        env: { REMOTE_ADDR: '203.0.113.9' },
      },
      user: { id: 'u1', email: 'ana@example.com', ip_address: '203.0.113.9' },
      exception: {
        values: [
          {
            type: 'DrizzleQueryError',
            value: 'Failed query: insert into "users" ("email") values (?)\nparams: ana@example.com,Calle 10',
            stacktrace: { frames: [{ function: 'signUp', vars: { password: 'secret-password' } }] },
          },
        ],
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/auth/reset?token=secret-token', method: 'POST' } },
        { category: 'navigation', data: { from: '/unsubscribe?token=secret-token', to: '/' } },
        { category: 'console', message: '{"level":50,"err":{"message":"Failed query: select\\nparams: ana@example.com"}}' },
      ],
    }
    const scrubbed = scrubEvent(event)
    expect(scrubbed).toEqual({
      event_id: 'e1',
      release: '1.2.3',
      tags: { request_id: 'abc-123' },
      request: { method: 'POST', url: 'https://shop.example/reset-password' },
      exception: {
        values: [{ type: 'DrizzleQueryError', value: 'Failed query: insert into "users" ("email") values (?)\nparams: [Filtered]', stacktrace: { frames: [{ function: 'signUp' }] } }],
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/auth/reset', method: 'POST' } },
        { category: 'navigation', data: { from: '/unsubscribe', to: '/' } },
        { category: 'console', message: '{"level":50,"err":{"message":"Failed query: select\\nparams: [Filtered]' },
      ],
    })
    expect(JSON.stringify(scrubbed)).not.toMatch(/secret|ana@example\.com|203\.0\.113\.9|Calle 10/)
    // The event handed in is left as it was.
    expect(event.user.email).toBe('ana@example.com')
  })

  it('leave a path or a URL without a query as it is', () => {
    expect(withoutQuery('/shop')).toBe('/shop')
    expect(withoutQuery('https://shop.example/es/tienda')).toBe('https://shop.example/es/tienda')
  })
})
