// The Return policy screen as an admin uses it, in Spanish: the policy's numbers shown, a value out
// of range refused on its field in Spanish before anything is sent, then the changed policy saved
// (the whole settings object, the fee in cents) and confirmed; and staff, who read it with every
// control disabled and no Save. The server is a stand-in fetch; the real API is tested in
// worker/src/routes/admin/return-policy.routes.test.ts.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import es from '#app/locales/es/admin.json'
import esValidation from '#app/locales/es/validation.json'
import { ToastProvider } from '#app/components/ui/toast'
import { setCurrentUser } from '#app/lib/auth/current-user'
import { testI18n } from '#app/test/i18n'
import type { ReturnPolicyAnswer } from '#shared/contracts/admin-return-policy'
import { DEFAULT_RETURN_POLICY } from '#shared/returns/policy-settings'
import type { Role } from '#shared/schemas/auth'
import { AdminReturnPolicyPage } from './admin-return-policy-page'

const F = es.returnPolicy.fields
const sent: { method: string; url: string; body?: unknown }[] = []

beforeEach(() => {
  sent.length = 0
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body = init.body ? (JSON.parse(String(init.body)) as ReturnPolicyAnswer['settings']) : undefined
    sent.push({ method, url, body })
    const answer: ReturnPolicyAnswer = body
      ? { settings: body, updatedAt: '2026-11-26T10:00:00.000Z', updatedBy: { id: 'u1', name: 'Valentina Gómez' }, storedInvalid: false }
      : { settings: DEFAULT_RETURN_POLICY, updatedAt: null, updatedBy: null, storedInvalid: false }
    return Response.json(answer)
  })
})
afterEach(() => {
  cleanup()
  act(() => setCurrentUser(null))
  vi.unstubAllGlobals()
})

function renderAs(role: Role) {
  act(() => setCurrentUser({ id: 'u1', email: 'equipo@example.com', firstName: 'Valentina', lastName: 'Gómez', phone: null, role, preferredLanguage: 'es' } as never))
  render(
    <MemoryRouter initialEntries={['/es/admin/returns/policy']}>
      <I18nextProvider i18n={testI18n('es')}>
        <ToastProvider>
          <AdminReturnPolicyPage />
        </ToastProvider>
      </I18nextProvider>
    </MemoryRouter>,
  )
}

describe('AdminReturnPolicyPage', () => {
  it('refuses a value out of range on its field, then saves the changed policy and confirms it', async () => {
    renderAs('admin')
    const problem = await screen.findByLabelText(F.problemDays)
    expect((problem as HTMLInputElement).value).toBe('7')
    expect((screen.getByLabelText(F.returnFee) as HTMLInputElement).value).toBe('6.95')

    fireEvent.change(problem, { target: { value: '400' } })
    // A Spanish admin may write the cents after a comma.
    fireEvent.change(screen.getByLabelText(F.returnFee), { target: { value: '5,00' } })
    fireEvent.click(screen.getByRole('button', { name: es.returnPolicy.save }))
    expect(await screen.findByText(esValidation.messages.returnPolicyDaysInvalid)).toBeTruthy()
    expect(problem.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(problem)
    expect(sent.some((r) => r.method === 'PUT')).toBe(false)

    fireEvent.change(problem, { target: { value: '10' } })
    // The policy's own value shows once a field differs from it.
    expect(screen.getByText(/Valor de la política: 7\./)).toBeTruthy()
    // The production costs are now taken from an exchange too.
    fireEvent.click(screen.getAllByRole('checkbox', { name: es.returns.outcomes.exchange })[0]!)
    fireEvent.click(screen.getByRole('button', { name: es.returnPolicy.save }))
    await waitFor(() => expect(sent.find((r) => r.method === 'PUT')).toBeTruthy())
    const put = sent.find((r) => r.method === 'PUT')!
    expect(put.url).toBe('/api/admin/returns/policy')
    expect(put.body).toEqual({
      ...DEFAULT_RETURN_POLICY,
      windows: { ...DEFAULT_RETURN_POLICY.windows, problemDays: 10 },
      deductions: { ...DEFAULT_RETURN_POLICY.deductions, productionOn: { card_refund: true, store_credit: false, exchange: true } },
      returnFeeCents: 500,
    })
    expect(await screen.findByText(es.returnPolicy.saved)).toBeTruthy()
    expect(await screen.findByText(/Último cambio: Valentina Gómez/)).toBeTruthy()
  })

  it('shows staff the policy with every control disabled and nothing to save', async () => {
    renderAs('staff')
    const problem = await screen.findByLabelText(F.problemDays)
    expect(problem.matches(':disabled')).toBe(true)
    expect(screen.getByText(es.returnPolicy.staffReadOnly)).toBeTruthy()
    expect(screen.queryByRole('button', { name: es.returnPolicy.save })).toBeNull()
    expect(screen.queryByRole('button', { name: es.returnPolicy.reset })).toBeNull()
  })
})
