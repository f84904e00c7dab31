// The one-time offer of notifications (decision 043) as a signed-in customer meets it after an
// order: made where the browser can take them and has not been asked, only when the shop sends
// them; "Not now" closes it and it is not made again on this device; "Turn on" opens the settings
// in place. Nothing is offered to a visitor. The browser's push objects and the server are
// stand-ins here; the server's side is tested in worker/src/routes/push.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import es from '#app/locales/es/dashboard.json'
import { setCurrentUser } from '#app/lib/auth/current-user'
import { testI18n } from '#app/test/i18n'
import { PUSH_OFFER_ANSWERED, PushPrompt } from './push-prompt'

const PUBLIC_KEY = `B${'A'.repeat(86)}`
const CUSTOMER = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ríos', phone: null, role: 'customer', preferredLanguage: 'es' } as never

beforeEach(() => {
  localStorage.clear()
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission: vi.fn() }))
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => null } }) } })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => setCurrentUser(null))
})

const offered = (publicKey: string | null) =>
  vi.stubGlobal('fetch', async () => Response.json({ publicKey, topics: ['order_progress', 'returns'], subscription: null }))

const renderPrompt = () =>
  render(
    <I18nextProvider i18n={testI18n('es')}>
      <MemoryRouter initialEntries={['/es/order-confirmation/o1']}>
        <PushPrompt moment="order" />
      </MemoryRouter>
    </I18nextProvider>,
  )

describe('the offer of notifications after an order', () => {
  it('is made once to a signed-in customer: “Not now” closes it for good on this device', async () => {
    offered(PUBLIC_KEY)
    act(() => setCurrentUser(CUSTOMER))
    renderPrompt()
    expect(await screen.findByText(es.notifications.offer.order)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: es.notifications.offerNo }))
    await waitFor(() => expect(screen.queryByTestId('push-offer')).toBeNull())
    expect(localStorage.getItem(PUSH_OFFER_ANSWERED)).not.toBeNull()
    cleanup()
    renderPrompt()
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByTestId('push-offer')).toBeNull()
  })

  it('opens the settings in place when turned on', async () => {
    offered(PUBLIC_KEY)
    act(() => setCurrentUser(CUSTOMER))
    renderPrompt()
    fireEvent.click(await screen.findByRole('button', { name: es.notifications.offerYes }))
    expect(await screen.findByRole('switch', { name: es.notifications.topics.order_progress })).toBeTruthy()
    expect(screen.getByTestId('push-offer')).toBeTruthy()
  })

  it('is not made to a visitor, nor where the shop sends no notifications', async () => {
    const fetched = vi.fn(async () => Response.json({ publicKey: null, topics: [], subscription: null }))
    vi.stubGlobal('fetch', fetched)
    renderPrompt()
    await new Promise((r) => setTimeout(r, 50))
    expect(fetched).not.toHaveBeenCalled()
    act(() => setCurrentUser(CUSTOMER))
    await waitFor(() => expect(fetched).toHaveBeenCalled())
    expect(screen.queryByTestId('push-offer')).toBeNull()
  })
})
