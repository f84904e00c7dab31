// The Subscribers screen in French: the counts of active and unsubscribed, each address with its
// language and status, the export link to the active subscribers' CSV, and the status filter sent
// to the server. The server is a stand-in fetch; the real API is tested in
// worker/src/routes/admin/subscribers.routes.test.ts.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fr from '#app/locales/fr/admin.json'
import { testI18n } from '#app/test/i18n'
import { adminSubscribersApi, type AdminSubscriber } from '#shared/contracts/admin-subscribers'
import { AdminSubscribersPage } from './admin-subscribers-page'

const subscribers: AdminSubscriber[] = [
  { id: 's1', email: 'amelie.dubois@example.com', language: 'fr', status: 'active', subscribedAt: '2026-11-20T10:00:00.000Z', unsubscribedAt: null },
  { id: 's2', email: 'jessica.taylor@example.com', language: 'en', status: 'unsubscribed', subscribedAt: '2026-10-16T10:00:00.000Z', unsubscribedAt: '2026-11-13T10:00:00.000Z' },
]
const asked: string[] = []

beforeEach(() => {
  asked.length = 0
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    const status = new URL(url, 'http://shop.test').searchParams.get('status')
    const items = subscribers.filter((s) => !status || s.status === status)
    return Response.json({ items, total: items.length, page: 1, pageSize: 50, counts: { active: 5, unsubscribed: 1 } })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('AdminSubscribersPage', () => {
  it('shows the counts, languages and statuses, links the active export, and filters by status', async () => {
    render(
      <MemoryRouter initialEntries={['/fr/admin/subscribers']}>
        <I18nextProvider i18n={testI18n('fr')}>
          <AdminSubscribersPage />
        </I18nextProvider>
      </MemoryRouter>,
    )
    await screen.findByText('5 abonnements actifs')
    screen.getByText('1 résilié')
    const table = screen.getByRole('table', { name: fr.subscribers.caption })
    expect(table.textContent).toContain('Français')
    expect(table.textContent).toContain('Résilié')
    expect(screen.getByRole('link', { name: fr.subscribers.exportCsv }).getAttribute('href')).toBe(adminSubscribersApi.exportCsv.url)

    fireEvent.change(screen.getByLabelText(fr.subscribers.statusFilter), { target: { value: 'unsubscribed' } })
    await waitFor(() => expect(asked.at(-1)).toBe('/api/admin/newsletter-subscribers?status=unsubscribed&page=1'))
    await waitFor(() => expect(screen.queryByText('amelie.dubois@example.com')).toBeNull())
  })
})
