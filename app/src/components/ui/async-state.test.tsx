// A failed load names the server's request id, so a shopper can quote it to the shop (decision
// 028), in each of the shop's languages; the id comes from the error body, or the header when
// the body is not the shop's.
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { get, resource } from '#shared/contracts/contract'
import { ApiError, callApi } from '#app/lib/api-client'
import { testI18n } from '#app/test/i18n'
import { ErrorState } from './async-state'

const pingApi = resource('/api/ping', { ping: get('/', { access: 'public', output: z.object({}) }) })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function failedCall(response: Response): Promise<ApiError> {
  vi.stubGlobal('fetch', vi.fn(async () => response))
  return callApi(pingApi.ping).then(
    () => {
      throw new Error('the call should fail')
    },
    (error: unknown) => error as ApiError,
  )
}

describe('the request id of a failed call', () => {
  it('is read from the error body, or from X-Request-Id when the body has none', async () => {
    const body = { error: { code: 'internal_error', message: 'Something went wrong', requestId: 'id-from-body' } }
    expect((await failedCall(Response.json(body, { status: 500, headers: { 'X-Request-Id': 'id-from-header' } }))).requestId).toBe('id-from-body')
    expect((await failedCall(new Response('Bad gateway', { status: 502, headers: { 'X-Request-Id': 'id-from-header' } }))).requestId).toBe('id-from-header')
    expect((await failedCall(new Response('Bad gateway', { status: 502 }))).requestId).toBeUndefined()
  })

  it.each([
    ['en', 'Reference: 7f3a-91'],
    ['es', 'Referencia: 7f3a-91'],
    ['fr', 'Référence : 7f3a-91'],
  ] as const)('is shown on the error state in %s', async (lng, text) => {
    render(
      <I18nextProvider i18n={testI18n(lng)}>
        <ErrorState requestId="7f3a-91" />
      </I18nextProvider>,
    )
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text))
  })

  it('is left out when there is none (the request never reached the server)', () => {
    render(
      <I18nextProvider i18n={testI18n('en')}>
        <ErrorState />
      </I18nextProvider>,
    )
    expect(screen.getByRole('alert').textContent).not.toContain('Reference')
  })
})
