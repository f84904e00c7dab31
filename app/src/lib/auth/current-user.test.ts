// The current-user store: visitors cost no request; a signed-in browser asks once; 401 is "nobody";
// offline, the user last confirmed on this device, until the browser is back online.
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const user = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', phone: null, role: 'staff' as const, preferredLanguage: 'es', profileImageUrl: null, isEmailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' }

function clearCookies() {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}

beforeEach(() => {
  vi.resetModules()
  clearCookies()
  localStorage.clear()
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

  it('offline, shows the user the server last confirmed here, marked offline; back online it asks again by itself', async () => {
    document.cookie = 'signed_in=1; path=/'
    vi.stubGlobal('fetch', respond(200, user))
    const first = await import('./current-user')
    await first.refreshCurrentUser()

    // A reload with no network: the page's new store finds the last confirmed user.
    vi.resetModules()
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    const mod = await import('./current-user')
    const states: unknown[] = []
    const seen = new Promise<void>((resolve) => {
      renderHook(() => {
        const s = mod.useCurrentUser()
        states.push(s)
        if (s.status === 'ready' && !('offline' in s)) resolve()
        return s
      })
    })
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'ready', user, offline: true }))

    vi.stubGlobal('fetch', respond(200, { ...user, firstName: 'Ana María' }))
    window.dispatchEvent(new Event('online'))
    await seen
    expect(states.at(-1)).toEqual({ status: 'ready', user: { ...user, firstName: 'Ana María' } })
  })

  it('forgets the last user on 401 and on logout: offline, nobody is shown then', async () => {
    document.cookie = 'signed_in=1; path=/'
    vi.stubGlobal('fetch', respond(200, user))
    const mod = await import('./current-user')
    await mod.refreshCurrentUser()
    vi.stubGlobal('fetch', respond(401, { error: { code: 'unauthorized', message: 'Please sign in to continue' } }))
    await mod.refreshCurrentUser()
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await mod.refreshCurrentUser()).toBeNull()
    mod.setCurrentUser(user)
    mod.setCurrentUser(null)
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
