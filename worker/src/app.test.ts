// The error contract as a client sees it: every non-2xx /api answer is {"error":{code,message,fields?}}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { productsApi } from '#shared/contracts/catalogue'
import { contactApi, healthApi, newsletterApi } from '#shared/contracts/content'
import { MAX_BODY_BYTES } from './app'
import { createTestApp } from './test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('error contract', () => {
  it('answers an unknown /api path with a 404 JSON error', async () => {
    const res = await t.request('/api/does-not-exist')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const body = await res.json()
    expect(body.error.code).toBe('not_found')
    expect(typeof body.error.message).toBe('string')
  })

  it('rejects malformed JSON with 400 on any endpoint, never 500', async () => {
    for (const path of [contactApi.send.url, authApi.login.url, productsApi.list.url]) {
      const res = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "Ana",' })
      expect(res.status, path).toBe(400)
      expect((await res.json()).error.code).toBe('malformed_json')
    }
  })

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.request(newsletterApi.subscribe.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a@b.co' })
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('unsupported_content_type')
  })

  it('rejects a body over the size limit with 413', async () => {
    const res = await t.request(productsApi.list.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 10) },
      body: JSON.stringify({ blob: 'x'.repeat(MAX_BODY_BYTES + 10) }),
    })
    expect(res.status).toBe(413)
    expect((await res.json()).error.code).toBe('payload_too_large')
  })

  it('reports the health of the API and its database', async () => {
    const res = await t.request(healthApi.check.url)
    expect(res.status).toBe(200)
    expect(healthApi.check.output.parse(await res.json())).toMatchObject({ status: 'ok', database: 'ok', runtime: 'node' })
  })
})
