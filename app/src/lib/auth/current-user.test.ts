// The current-user store: visitors cost no request; a signed-in browser asks once; 401 is "nobody".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const user = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'staff' }

function clearCookies() {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}

beforeEach(() => {
  vi.resetModules()
  clearCookies()
})
afterEach(() => vi.unstubAllGlobals())

const respond = (status: number, body: unknown) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))

describe('current user', () => {
  it('makes no request for a visitor (no signed-in hint cookie)', async () => {
    const fetch = respond(200, user)
    vi.stubGlobal('fetch', fetch)
    const mod = await import('./current-user')
    expect(await mod.refreshCurrentUser()).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks GET /api/auth/me once when the hint is present, and shares the answer', async () => {
    document.cookie = 'signed_in=1; path=/'
    const fetch = respond(200, user)
    vi.stubGlobal('fetch', fetch)
    const mod = await import('./current-user')
    const [a, b] = await Promise.all([mod.refreshCurrentUser(), mod.refreshCurrentUser()])
    expect(a).toEqual(user)
    expect(b).toEqual(user)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe('/api/auth/me')
  })

  it('treats 401 as signed out, and another failure as an error to retry', async () => {
    document.cookie = 'signed_in=1; path=/'
    vi.stubGlobal('fetch', respond(401, { error: { code: 'unauthorized', message: 'Please sign in to continue' } }))
    const mod = await import('./current-user')
    expect(await mod.refreshCurrentUser()).toBeNull()
    vi.stubGlobal('fetch', respond(503, { error: { code: 'database_unavailable', message: 'Down' } }))
    expect(await mod.refreshCurrentUser()).toBeNull()
  })

  it('sends admin and staff to the back office and everyone else to the dashboard; initials from both names', async () => {
    const { homeFor, initialsOf } = await import('./current-user')
    expect(homeFor('admin')).toBe('/admin/orders')
    expect(homeFor('staff')).toBe('/admin/orders')
    expect(homeFor('wholesale')).toBe('/dashboard')
    expect(homeFor('customer')).toBe('/dashboard')
    expect(initialsOf({ firstName: ' élodie', lastName: 'Martin' })).toBe('ÉM')
  })
})
