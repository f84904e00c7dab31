// "Email me when it's back" as a shopper meets it: a guest gives an address (Enter sends the
// alert, never the purchase form around it), a signed-in customer taps once, the confirmation is
// in the page language and takes the focus, and refusals read as sentences in that language.
// The server is answered by a stand-in fetch; the real API is tested in worker/src/routes/stock-alerts.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '#app/components/ui/toast'
import { setCurrentUser } from '#app/lib/auth/current-user'
import { productFixture } from '#app/lib/catalogue.fixtures'
import type { Language } from '#app/lib/i18n/lang-path'
import fr from '#app/locales/fr/stock-alerts.json'
import es from '#app/locales/es/stock-alerts.json'
import { testI18n } from '#app/test/i18n'
import { BackInStockForm } from './back-in-stock-form'

const product = productFixture('p1', { nameFr: 'Body sculptant', nameEs: 'Body moldeador' })
const sent: { url: string; body: unknown }[] = []
let answer: () => Response

beforeEach(() => {
  sent.length = 0
  answer = () => Response.json({ subscribed: true })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) })
    return answer()
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => setCurrentUser(null))
})

function renderIn(lng: Language) {
  const path = lng === 'en' ? '/product/p1' : `/${lng}/product/p1`
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={testI18n(lng)}>
        <ToastProvider>{children}</ToastProvider>
      </I18nextProvider>
    </MemoryRouter>
  )
  const submitted = vi.fn()
  render(
    <form onSubmit={submitted}>
      <BackInStockForm product={product} color="black" size="M" />
    </form>,
    { wrapper },
  )
  return { submitted }
}

describe('BackInStockForm', () => {
  it('takes a guest’s address with Enter, sends the alert only, and confirms in the page language', async () => {
    const { submitted } = renderIn('fr')
    const email = await screen.findByLabelText(fr.form.label)
    fireEvent.change(email, { target: { value: 'ana@example.com' } })
    fireEvent.keyDown(email, { key: 'Enter' })

    const done = await screen.findByRole('status')
    expect(done.textContent).toBe('Nous vous écrirons quand Body sculptant en noir, taille M, sera de nouveau disponible.')
    await waitFor(() => expect(document.activeElement).toBe(done))
    expect(sent).toEqual([{ url: '/api/stock-alerts', body: { productId: 'p1', color: 'black', size: 'M', language: 'fr', email: 'ana@example.com' } }])
    expect(submitted).not.toHaveBeenCalled()
  })

  it('asks a guest for an address before sending anything', async () => {
    renderIn('es')
    fireEvent.click(await screen.findByRole('button', { name: es.form.submit }))
    const email = screen.getByLabelText(es.form.label)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Por favor ingresa tu correo electrónico.')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('needs one tap from a signed-in customer, and names the address it writes to', async () => {
    act(() =>
      setCurrentUser({ id: 'u1', email: 'camila@example.com', firstName: 'Camila', lastName: 'Restrepo', phone: null, role: 'customer', preferredLanguage: 'es' } as never),
    )
    renderIn('es')
    expect((await screen.findByText(/camila@example\.com/)).textContent).toContain('Te escribiremos a camila@example.com')
    expect(screen.queryByLabelText(es.form.label)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: es.form.submit }))
    await screen.findByRole('status')
    expect(sent[0]!.body).toEqual({ productId: 'p1', color: 'black', size: 'M', language: 'es' })
  })

  it('says in the page language when the size is on sale again', async () => {
    answer = () => Response.json({ error: { code: 'variant_in_stock', message: 'This colour and size can be bought now' } }, { status: 409 })
    renderIn('es')
    fireEvent.change(await screen.findByLabelText(es.form.label), { target: { value: 'ana@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: es.form.submit }))
    expect(await screen.findByText(es.errors.inStock)).toBeTruthy()
    expect(screen.queryByRole('status', { name: /Te escribiremos/ })).toBeNull()
  })
})
