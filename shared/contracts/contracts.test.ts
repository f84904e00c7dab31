// Every shared contract is served by a route of createApp() with the same method and path, so a
// renamed route or a typo in a contract fails here rather than as a 404 in the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '#worker/test/test-app'
import { API_CALLS } from './index'
import { urlFor } from './contract'

const calls = API_CALLS.map(({ resource, name, call }) => ({ name: `${resource}.${name}`, call }))

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => void (t = await createTestApp()))
afterAll(() => t.close())

describe('shared contracts', () => {
  it('lists every call once', () => {
    const keys = calls.map(({ call }) => `${call.method} ${call.url}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(calls.length).toBeGreaterThan(15)
  })

  it.each(calls)('$name is a route of the app', ({ call }) => {
    const routes = t.app.routes.filter((r) => r.method === call.method).map((r) => r.path)
    expect(routes).toContain(call.url)
  })

  it('builds URLs with encoded parameters and query', () => {
    const call = { url: '/api/orders/:id' }
    expect(urlFor(call, { id: 'a b/c' })).toBe('/api/orders/a%20b%2Fc')
    expect(urlFor(call, { id: '1' }, { page: 2, search: '', status: undefined })).toBe('/api/orders/1?page=2')
    expect(() => urlFor(call, {})).toThrow(/Missing path parameter "id"/)
  })
})
