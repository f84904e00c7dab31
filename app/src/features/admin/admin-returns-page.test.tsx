// The Returns screen as staff use it, in Spanish: the list with its counts, a received case opened
// with its lines, evidence and how many of the size wanted in exchange are on the shelf, the
// server's itemised store credit shown before it is confirmed and sent, a refusal told in the error
// catalogue's words, and the focus back on Open when the dialog closes; and the replacement of an
// exchange confirmed with the return fee the customer will pay. The server is a stand-in fetch; the real API is tested in
// worker/src/routes/admin/returns.routes.test.ts.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import es from '#app/locales/es/admin.json'
import esCommon from '#app/locales/es/common.json'
import esValidation from '#app/locales/es/validation.json'
import { ToastProvider } from '#app/components/ui/toast'
import { formatMoney } from '#app/lib/format'
import { testI18n } from '#app/test/i18n'
import type { AdminReturnCase } from '#shared/contracts/admin-returns'
import type { ReturnAmount } from '#shared/schemas/returns'
import { AdminReturnsPage } from './admin-returns-page'

const ITEM = '3f1c9a52-8a0e-4b6f-9d51-2c7e4a1b0f11'
const amount = (outcome: ReturnAmount['outcome'], bonus: number): ReturnAmount => ({
  outcome,
  terms: 'size',
  entries: [
    { kind: 'merchandise', itemId: ITEM, cents: 10000 },
    { kind: 'size_deduction', itemId: ITEM, cents: -3000, percent: 30, baseCents: 10000 },
    ...(bonus ? [{ kind: 'store_credit_bonus' as const, cents: bonus, percent: 10, baseCents: 7000 }] : []),
  ],
  lines: [{ itemId: ITEM, quantity: 1, paidCents: 10000, totalCents: 7000 }],
  totalCents: 7000 + bonus,
  owedCents: 0,
})
const received: AdminReturnCase = {
  id: 'r1',
  caseNumber: 'R-1042',
  orderId: 'o1',
  orderNumber: 'FS-2001',
  status: 'received',
  reason: 'wrong_size',
  outcome: 'exchange',
  terms: 'size',
  message: 'Me queda grande, quisiera una talla S.',
  shipBackBy: '2026-11-20',
  amountCents: null,
  lines: [{ itemId: ITEM, productName: 'Faja Aurora', color: 'black', size: 'M', quantity: 1, exchangeColor: null, exchangeSize: 'S', condition: 'as_new', restock: true, damagedQuantity: 0, madeToMeasure: false, exchangeAvailable: 3 }],
  timeline: [{ id: 't1', author: 'customer', body: 'Me queda grande.', status: 'requested', createdAt: '2026-11-15T10:00:00.000Z' }],
  evidence: [{ id: 'e1', contentType: 'image/jpeg', sizeBytes: 1000, createdAt: '2026-11-15T10:00:00.000Z' }],
  customerEmail: 'ana@example.com',
  inspectionNote: null,
  decisionNote: null,
  refundId: null,
  amounts: {
    card_refund: amount('card_refund', 0),
    store_credit: amount('store_credit', 700),
    exchange: { ...amount('exchange', 0), entries: [{ kind: 'return_fee', cents: -695, baseCents: 695 }] },
  },
  exchangeOrder: null,
  createdAt: '2026-11-15T10:00:00.000Z',
  updatedAt: '2026-11-18T10:00:00.000Z',
}
let stored: AdminReturnCase
const sent: { method: string; url: string; body?: unknown }[] = []

beforeEach(() => {
  stored = received
  sent.length = 0
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (url === '/api/admin/returns/r1/close') {
      return Response.json({ error: { code: 'return_transition_not_allowed', message: 'Not from here' } }, { status: 409 })
    }
    if (url === '/api/admin/returns/r1/finish') {
      const exchanged = JSON.parse(String(init.body)).outcome === 'exchange'
      stored = exchanged
        ? { ...stored, status: 'exchanged', amountCents: 0, amounts: null, exchangeOrder: { id: 'o2', number: 'FS-2002', status: 'pending', accessKey: 'k' } }
        : { ...stored, status: 'credited', amountCents: 7700, amounts: null }
    }
    if (url.startsWith('/api/admin/returns/r1')) return Response.json(stored)
    const { lines, timeline, evidence, amounts, inspectionNote, decisionNote, refundId, exchangeOrder, ...item } = stored
    void [lines, timeline, evidence, amounts, inspectionNote, decisionNote, refundId, exchangeOrder]
    const counts = { requested: 2, approved: 0, rejected: 0, shipped_back: 0, received: stored.status === 'received' ? 1 : 0, refunded: 0, credited: stored.status === 'credited' ? 1 : 0, exchanged: 0, closed: 0 }
    return Response.json({ items: [{ ...item, units: 1 }], total: 1, page: 1, pageSize: 50, counts })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/es/admin/returns']}>
      <I18nextProvider i18n={testI18n('es')}>
        <ToastProvider>
          <AdminReturnsPage />
        </ToastProvider>
      </I18nextProvider>
    </MemoryRouter>,
  )

describe('AdminReturnsPage', () => {
  it('opens a received case, shows the store credit itemised before it is confirmed, finishes it and gives the focus back', async () => {
    renderPage()
    expect(await screen.findByText('2 por revisar', { exact: false })).toBeTruthy()
    const open = screen.getAllByRole('button', { name: 'Abrir la devolución R-1042' }).find((b) => b.closest('table'))!
    open.focus()
    fireEvent.click(open)

    const dialog = await screen.findByRole('dialog', { name: 'Devolución R-1042' })
    expect(await within(dialog).findByText('Quiere a cambio: S', { exact: false })).toBeTruthy()
    expect(within(dialog).getByText('3 disponibles')).toBeTruthy()
    expect(within(dialog).getByRole('img', { name: 'Foto 1' }).getAttribute('src')).toBe('/api/returns/r1/evidence/e1')

    // Pressed as a person does, so it has the focus (the confirmation gives it back to what opened it).
    const finish = within(dialog).getByRole('button', { name: es.returns.dialog.finishCredit })
    finish.focus()
    fireEvent.click(finish)
    const confirm = await screen.findByRole('dialog', { name: `¿Dar ${formatMoney(7700, 'es')} de saldo a favor?` })
    expect(within(confirm).getByText('Bono de saldo a favor (10 %)')).toBeTruthy()
    expect(within(confirm).getByText('Deducción por devolución de talla (30 %)')).toBeTruthy()
    expect(sent.some((r) => r.method === 'POST')).toBe(false)
    fireEvent.click(within(confirm).getByRole('button', { name: /^Abonar/ }))
    await waitFor(() => expect(sent).toContainEqual({ method: 'POST', url: '/api/admin/returns/r1/finish', body: { outcome: 'store_credit' } }))
    expect(await screen.findByText('1 en saldo a favor', { exact: false })).toBeTruthy()
    // The finishing buttons are gone: the focus is on the next step.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(es.returns.dialog.close))

    // Closing refused by the server: its catalogue text in Spanish.
    fireEvent.click(await within(dialog).findByRole('button', { name: es.returns.dialog.close }))
    const closing = await screen.findByRole('dialog', { name: es.returns.confirm.closeTitle })
    fireEvent.click(within(closing).getByRole('button', { name: es.returns.dialog.close }))
    expect(await screen.findByText(esValidation.errors.return_transition_not_allowed)).toBeTruthy()
    // One Escape closes the confirmation, the error toast on top of it notwithstanding.
    await waitFor(() => expect(closing.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: es.returns.confirm.closeTitle })).toBeNull())

    fireEvent.click(within(dialog).getByRole('button', { name: esCommon.dialog.close }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(open))
  })

  it('sends the replacement of an exchange, saying first that the customer pays the return fee, and shows its order', async () => {
    renderPage()
    fireEvent.click((await screen.findAllByRole('button', { name: 'Abrir la devolución R-1042' })).find((b) => b.closest('table'))!)
    const dialog = await screen.findByRole('dialog', { name: 'Devolución R-1042' })
    fireEvent.click(await within(dialog).findByRole('button', { name: es.returns.dialog.finishExchange }))
    const confirm = await screen.findByRole('dialog', { name: es.returns.confirm.exchangeTitle })
    expect(within(confirm).getByText(es.returns.confirm.exchangeFee.replace('{{amount}}', formatMoney(695, 'es')).replace(/\s+/g, ' '))).toBeTruthy()
    expect(within(confirm).getByText('1 × Faja Aurora · Negro · S', { exact: false })).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: es.returns.dialog.finishExchange }))
    await waitFor(() => expect(sent).toContainEqual({ method: 'POST', url: '/api/admin/returns/r1/finish', body: { outcome: 'exchange' } }))
    expect(await within(dialog).findByText('Pedido FS-2002 · Pendiente', { exact: false })).toBeTruthy()
  })
})
