// The offline indicator and the network gate believe the last sync, not just navigator.onLine:
// a captive portal's page or a 511 means offline, a server error does not.
import { act, renderHook, waitFor } from '@testing-library/react'
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setDbForTests, ShopDb } from '#app/lib/db'
import { syncNow } from '#app/lib/sync'
import { useOnline } from './use-online'

let db: ShopDb
beforeEach(() => {
  db = new ShopDb(`online-${crypto.randomUUID()}`)
  setDbForTests(db)
})
afterEach(async () => {
  setDbForTests(undefined)
  db.close()
  await Dexie.delete(db.name)
})

const answer = (body: string | null, status: number, type?: string) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status, headers: type ? { 'content-type': type } : {} }))

describe('useOnline', () => {
  it('says offline after a sync met a captive portal or a 511, and online again once a sync gets through', async () => {
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(true)

    await act(() => syncNow(db, answer('<html>Accept the terms to use this Wi-Fi</html>', 200, 'text/html')))
    await waitFor(() => expect(result.current).toBe(false))

    await act(() => syncNow(db, answer(null, 304)))
    await waitFor(() => expect(result.current).toBe(true))

    await act(() => syncNow(db, answer('Network authentication required', 511)))
    await waitFor(() => expect(result.current).toBe(false))
  })

  it('stays online when the shop’s own server answers with an error', async () => {
    const { result } = renderHook(() => useOnline())
    await act(() => syncNow(db, answer(JSON.stringify({ error: { code: 'internal_error', message: 'Oops' } }), 500, 'application/json')))
    expect((await db.syncState.toArray())[0]?.error).toBe('server')
    expect(result.current).toBe(true)
  })
})
