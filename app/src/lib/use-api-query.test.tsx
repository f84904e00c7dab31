// A signed-in screen's data: loading, then the answer; a failure keeps what was shown and can be
// retried; new inputs fetch again while the previous answer stays on screen.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { get, resource } from '#shared/contracts/contract'
import { useApiQuery } from './use-api-query'

const ordersApi = resource('/api/test-orders', { list: get('/', { access: 'signed-in', query: z.object({ page: z.number() }), output: z.array(z.string()) }) })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useApiQuery', () => {
  it('loads, keeps the last answer while the next page loads, reports a failure and retries', async () => {
    const answers: Array<() => Response> = [
      () => Response.json(['A1', 'A2']),
      () => new Response(JSON.stringify({ error: { code: 'internal_error', message: 'down' } }), { status: 500 }),
      () => Response.json(['B1']),
    ]
    const urls: string[] = []
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (urls.push(url), answers.shift()!())))
    const { result, rerender } = renderHook(({ page }) => useApiQuery(ordersApi.list, { query: { page } }), { initialProps: { page: 1 } })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data).toEqual(['A1', 'A2'])

    rerender({ page: 2 })
    expect(result.current).toMatchObject({ status: 'loading', data: ['A1', 'A2'] })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.status).toBe(500)
    expect(result.current.data).toEqual(['A1', 'A2'])

    act(() => result.current.reload())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data).toEqual(['B1'])
    expect(urls).toEqual(['/api/test-orders?page=1', '/api/test-orders?page=2', '/api/test-orders?page=2'])
  })
})
