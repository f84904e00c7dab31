// A signed-in customer with no saved address finds their last order's address filled in and is
// offered to keep it; once the order is placed it is saved as their default, only if they agreed.
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PublicUser } from '#shared/schemas/auth'
import { useKnownAddress } from './use-known-address'

const user: PublicUser = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', phone: null, role: 'customer', preferredLanguage: 'es', profileImageUrl: null, isEmailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' }
const lastOrder = { items: [{ shippingAddress: { street: '12 rue de la République', city: 'Lyon', postalCode: '69002', country: 'FR' } }], total: 1, page: 1, pageSize: 20 }
const values = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '+33 4 78 00 00 00', address: '12 rue de la République', city: 'Lyon', state: '', postalCode: '69002', country: 'FR' }

const posted: { url: string; body: unknown }[] = []
beforeEach(() => {
  posted.length = 0
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      posted.push({ url, body: JSON.parse(String(init.body)) })
      return Response.json({}, { status: 201 })
    }
    if (url.startsWith('/api/account/addresses')) return Response.json([])
    return Response.json(lastOrder)
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('useKnownAddress', () => {
  it('fills the last order’s address and saves it as the default once the order is placed', async () => {
    const fill = vi.fn()
    const { result } = renderHook(() => useKnownAddress(user, fill))
    await waitFor(() => expect(fill).toHaveBeenCalledWith({ address: '12 rue de la République', city: 'Lyon', state: '', postalCode: '69002', country: 'FR' }))
    expect(result.current.offerSave).toBe(true)
    result.current.remember(values)
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({ url: '/api/account/addresses', body: expect.objectContaining({ fullName: 'Ana Ruiz', addressLine1: '12 rue de la République', country: 'FR', isDefault: true }) })
  })

  it('saves nothing when the customer unticks the offer', async () => {
    const { result } = renderHook(() => useKnownAddress(user, vi.fn()))
    await waitFor(() => expect(result.current.offerSave).toBe(true))
    result.current.setSave(false)
    await waitFor(() => expect(result.current.save).toBe(false))
    result.current.remember(values)
    // An absence: a save would have reached the stand-in fetch within this moment.
    await new Promise((r) => setTimeout(r, 20))
    expect(posted).toEqual([])
  })
})
