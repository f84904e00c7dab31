// The Messages screen as staff use it, in Spanish: the list with the count of each status, a
// message opened in its dialog with its whole text and a Reply link addressed to the customer,
// a status change sent and shown, and the focus back on Read when the dialog closes. The server is
// a stand-in fetch; the real API is tested in worker/src/routes/admin/messages.routes.test.ts.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import es from '#app/locales/es/admin.json'
import { ToastProvider } from '#app/components/ui/toast'
import { testI18n } from '#app/test/i18n'
import type { ContactMessageDetail, ContactMessageStatus } from '#shared/contracts/admin-messages'
import { AdminMessagesPage } from './admin-messages-page'

const message: ContactMessageDetail = {
  id: 'm1',
  name: 'Chloé Martin',
  email: 'chloe.martin@example.com',
  subject: 'Délai & livraison ?',
  language: 'fr',
  status: 'new',
  message: 'Bonjour,\n\nquand puis-je la recevoir ?',
  createdAt: '2026-11-20T10:00:00.000Z',
}
let stored: ContactMessageStatus
const sent: { method: string; url: string; body?: unknown }[] = []

beforeEach(() => {
  stored = 'new'
  sent.length = 0
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (method === 'PATCH') stored = (JSON.parse(String(init.body)) as { status: ContactMessageStatus }).status
    if (url.startsWith('/api/admin/contact-messages/m1')) return Response.json({ ...message, status: stored })
    const counts = { new: stored === 'new' ? 1 : 0, answered: stored === 'answered' ? 1 : 0, closed: stored === 'closed' ? 1 : 0 }
    const { message: text, ...item } = message
    return Response.json({ items: [{ ...item, status: stored, preview: text.replace(/\s+/g, ' ') }], total: 1, page: 1, pageSize: 50, counts })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('AdminMessagesPage', () => {
  it('lists, opens a message with Reply, changes its status and gives the focus back to Read', async () => {
    render(
      <MemoryRouter initialEntries={['/es/admin/messages']}>
        <I18nextProvider i18n={testI18n('es')}>
          <ToastProvider>
            <AdminMessagesPage />
          </ToastProvider>
        </I18nextProvider>
      </MemoryRouter>,
    )
    expect(await screen.findByText('1 nuevo', { exact: false })).toBeTruthy()
    const read = screen.getAllByRole('button', { name: 'Leer el mensaje de Chloé Martin: Délai & livraison ?' }).find((b) => b.closest('table'))!
    read.focus()
    fireEvent.click(read)

    const dialog = await screen.findByRole('dialog', { name: 'Délai & livraison ?' })
    expect(await within(dialog).findByText(/quand puis-je la recevoir/)).toHaveProperty('lang', 'fr')
    const reply = within(dialog).getByRole('link', { name: 'Responder a chloe.martin@example.com desde tu aplicación de correo' })
    expect(reply.getAttribute('href')).toBe('mailto:chloe.martin@example.com?subject=Re%3A%20D%C3%A9lai%20%26%20livraison%20%3F')

    const status = within(dialog).getByRole('group', { name: es.messages.dialog.status })
    expect(within(status).getByRole('button', { name: es.messages.statuses.new }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(status).getByRole('button', { name: es.messages.statuses.answered }))
    await waitFor(() => expect(within(status).getByRole('button', { name: es.messages.statuses.answered }).getAttribute('aria-pressed')).toBe('true'))
    expect(sent).toContainEqual({ method: 'PATCH', url: '/api/admin/contact-messages/m1/status', body: { status: 'answered' } })
    expect(await screen.findByText('1 respondido', { exact: false })).toBeTruthy()

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(read))
  })
})
