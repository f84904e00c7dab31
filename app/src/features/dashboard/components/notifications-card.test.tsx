// The profile's notification settings as a customer meets them (decision 043): nothing about push
// is loaded until the settings are opened; a browser without push says so; with push, turning on a
// first topic asks the browser's permission, subscribes with the shop's key and saves the topic in
// the page's language. The browser's push objects and the server are stand-ins here; the server's
// side is tested for real in worker/src/routes/push and worker/src/services/push-delivery.test.ts.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import es from '#app/locales/es/dashboard.json'
import { testI18n } from '#app/test/i18n'
import { NotificationsCard } from './notifications-card'

const PUBLIC_KEY = `B${'A'.repeat(86)}`

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const renderCard = () =>
  render(
    <I18nextProvider i18n={testI18n('es')}>
      <MemoryRouter initialEntries={['/es/dashboard/profile']}>
        <NotificationsCard />
      </MemoryRouter>
    </I18nextProvider>,
  )

describe('the notification settings', () => {
  it('load nothing until opened, then tell a browser without push that it cannot have them', async () => {
    const fetched = vi.fn()
    vi.stubGlobal('fetch', fetched)
    renderCard()
    expect(fetched).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: es.notifications.open }))
    expect(await screen.findByText(es.notifications.unsupported)).toBeTruthy()
    expect(fetched).not.toHaveBeenCalled()
  })

  it('subscribe this device when a first topic is turned on, after the browser’s permission', async () => {
    const requests: { method: string; url: string; body?: unknown }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined })
      const chosen = method === 'PUT' ? { topics: ['returns'], language: 'es' } : null
      return Response.json({ publicKey: PUBLIC_KEY, topics: ['order_progress', 'returns', 'back_in_stock'], subscription: chosen })
    })
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/phone', toJSON: () => ({ keys: { p256dh: 'p', auth: 'a' } }), unsubscribe: vi.fn() }
    const subscribe = vi.fn(async () => subscription)
    const requestPermission = vi.fn(async () => 'granted')
    vi.stubGlobal('PushManager', class {})
    vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission }))
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => null, subscribe } }) } })

    renderCard()
    fireEvent.click(screen.getByRole('button', { name: es.notifications.open }))
    const returns = await screen.findByRole('switch', { name: es.notifications.topics.returns })
    expect(screen.getAllByRole('switch').map((s) => (s as HTMLInputElement).checked)).toEqual([false, false, false])
    fireEvent.click(returns)
    await waitFor(() => expect((returns as HTMLInputElement).checked).toBe(true))
    expect(requestPermission).toHaveBeenCalledOnce()
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) })
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/push/subscription',
      body: { endpoint: subscription.endpoint, keys: { p256dh: 'p', auth: 'a' }, topics: ['returns'], language: 'es' },
    })
  })
})
