// The customer's returns screens against a stand-in fetch, in Spanish: the request page shows the
// windows, why a line cannot be returned (the error catalogue's text), the itemised quote in the
// page's money; a refusal keeps what was typed and takes the focus; a sent request opens the case
// page with its timeline, where "Ya lo envié" sends the tracking text and withdrawing is asked once
// more. The rules themselves are tested on the server (worker/src/routes/returns).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReturnCase, ReturnOptions, ReturnQuote } from '#shared/schemas/returns'
import { formatMoney } from '#app/lib/format'
import es from '#app/locales/es/returns.json'
import validation from '#app/locales/es/validation.json'
import { testI18n } from '#app/test/i18n'
import { ReturnCasePage } from './return-case-page'
import { ReturnRequestPage } from './return-request-page'

const ITEM = '11111111-1111-4111-8111-111111111111'
const SALE = '22222222-2222-4222-8222-222222222222'
const ok = { returnable: true, refusals: [], returnableQuantity: 2 }
const discounted = { returnable: false, refusals: ['heavily_discounted' as const], returnableQuantity: 0 }
const window = (lastDay: string, open: boolean) => ({ closesAt: `${lastDay}T23:59:59Z`, lastDay, open, extendedForHoliday: false })

const options: ReturnOptions = {
  orderId: 'o1',
  orderNumber: 'ABC123',
  orderRefusals: [],
  windows: {
    receivedAt: '2026-11-20T15:00:00Z',
    receivedOn: '2026-11-20',
    receipt: 'delivered',
    holidayOrder: false,
    windows: { problem: window('2026-11-27', true), size: window('2026-11-22', false), unworn: window('2026-12-20', true) },
  },
  reasons: {
    wrong_size: { window: 'size', terms: 'size' },
    defect_or_damage: { window: 'problem', terms: 'shop_fault' },
    not_as_described: { window: 'problem', terms: 'shop_fault' },
    changed_mind: { window: 'unworn', terms: 'standard' },
    other: { window: 'unworn', terms: 'standard' },
  },
  lines: [
    {
      itemId: ITEM,
      productName: 'Faja Clásica',
      productImage: null,
      color: 'beige',
      size: 'M',
      quantity: 2,
      returnedQuantity: 0,
      madeToMeasure: false,
      byReason: { wrong_size: ok, defect_or_damage: ok, not_as_described: ok, changed_mind: ok, other: ok },
      exchangeOptions: [
        { color: 'beige', size: 'L', inStock: true },
        { color: 'beige', size: 'XL', inStock: false },
      ],
    },
    {
      itemId: SALE,
      productName: 'Body Rebajado',
      productImage: null,
      color: 'black',
      size: 'S',
      quantity: 1,
      returnedQuantity: 0,
      madeToMeasure: false,
      byReason: { wrong_size: discounted, defect_or_damage: { ...ok, returnableQuantity: 1 }, not_as_described: discounted, changed_mind: discounted, other: discounted },
      exchangeOptions: [],
    },
  ],
}

const amount = (outcome: 'card_refund' | 'store_credit' | 'exchange') => ({
  outcome,
  terms: 'standard' as const,
  entries: [
    { kind: 'merchandise' as const, cents: 8900, itemId: ITEM },
    { kind: 'production_deduction' as const, cents: -890, itemId: ITEM, percent: 10, baseCents: 8900 },
    { kind: 'return_fee' as const, cents: -695 },
  ],
  lines: [{ itemId: ITEM, quantity: 1, paidCents: 8900, totalCents: 8010 }],
  totalCents: 7315,
  owedCents: 0,
})
const quote: ReturnQuote = { reason: 'changed_mind', terms: 'standard', amounts: { card_refund: amount('card_refund'), store_credit: amount('store_credit'), exchange: amount('exchange') } }

const returnCase = (status: ReturnCase['status'], timeline: ReturnCase['timeline']): ReturnCase => ({
  id: 'c1',
  caseNumber: 'RMA-1001',
  orderId: 'o1',
  orderNumber: 'ABC123',
  status,
  reason: 'changed_mind',
  outcome: 'card_refund',
  terms: 'standard',
  message: 'No me queda bien',
  shipBackBy: status === 'requested' ? null : '2026-11-27',
  amountCents: null,
  exchangeOrder: null,
  lines: [{ itemId: ITEM, productName: 'Faja Clásica', color: 'beige', size: 'M', quantity: 1, exchangeColor: null, exchangeSize: null, condition: null }],
  timeline,
  evidence: [],
  createdAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
})
const requested = { id: 't1', author: 'customer' as const, body: 'No me queda bien', status: 'requested' as const, createdAt: '2026-11-24T10:00:00Z' }
const approved = { id: 't2', author: 'staff' as const, body: 'Aprobada', status: 'approved' as const, createdAt: '2026-11-24T11:00:00Z' }

type Sent = { method: string; url: string; body: unknown }
const sent: Sent[] = []
let requestAnswer: () => Response

beforeEach(() => {
  sent.length = 0
  requestAnswer = () => Response.json(returnCase('requested', [requested]), { status: 201 })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (method === 'GET' && url.startsWith('/api/returns/orders/o1')) return Response.json(options)
    if (url.startsWith('/api/returns/orders/o1/quote')) return Response.json(quote)
    if (method === 'POST' && url.startsWith('/api/returns/orders/o1')) return requestAnswer()
    if (method === 'GET' && url.startsWith('/api/returns/c1')) return Response.json(returnCase('approved', [requested, approved]))
    if (url.startsWith('/api/returns/c1/shipped'))
      return Response.json({
        ...returnCase('shipped_back', [requested, approved, { id: 't3', author: 'customer', body: 'SERVI 123', status: 'shipped_back', createdAt: '2026-11-25T10:00:00Z' }]),
        updatedAt: '2026-11-25T10:00:00Z',
      })
    if (url.startsWith('/api/returns/c1/withdraw'))
      return Response.json({ ...returnCase('closed', [requested, approved, { id: 't3', author: 'customer', body: '', status: 'closed', createdAt: '2026-11-25T10:00:00Z' }]), updatedAt: '2026-11-25T10:00:00Z' })
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={testI18n('es')}>
        <Routes>
          <Route path="/es/returns/new/:orderId" element={<ReturnRequestPage />} />
          <Route path="/es/returns/:caseId" element={<ReturnCasePage />} />
        </Routes>
      </I18nextProvider>
    </MemoryRouter>,
  )
}

describe('the returns screens', () => {
  it('shows the windows, each line’s refusals and the itemised quote; a refusal keeps what was typed; a sent request opens its case', async () => {
    renderAt('/es/returns/new/o1?key=k1')
    expect(await screen.findByRole('heading', { level: 1, name: es.pages.request })).toBeTruthy()
    // Wrong size is chosen first: its window (closed on the 22nd) is the one marked, and the discounted line says why not.
    expect(screen.getByTestId('return-windows').textContent).toContain(es.request.appliesHere)
    expect(screen.getByTestId('line-refusals').textContent).toContain(validation.errors.return_heavily_discounted)

    fireEvent.click(screen.getByLabelText(es.reason.changed_mind))
    fireEvent.change(screen.getAllByLabelText(es.request.quantity)[0]!, { target: { value: '1' } })
    const total = await screen.findByTestId('return-total')
    expect(total.textContent).toBe(formatMoney(7315, 'es'))
    const itemised = screen.getByTestId('return-amount').textContent
    expect(itemised).toContain('Faja Clásica × 1')
    expect(itemised).toContain(formatMoney(-890, 'es'))
    expect(itemised).toContain(es.entry.return_fee)
    expect(sent.find((s) => s.url.includes('/quote'))).toMatchObject({ url: '/api/returns/orders/o1/quote?key=k1', body: { reason: 'changed_mind', lines: [{ itemId: ITEM, quantity: 1 }] } })

    fireEvent.change(screen.getByLabelText(es.request.messageLabel), { target: { value: 'No me queda bien' } })
    requestAnswer = () =>
      Response.json({ error: { code: 'return_window_closed', message: 'closed', fields: { 'lines.0': 'return_window_closed return_already_returned' } } }, { status: 409 })
    fireEvent.click(screen.getByRole('button', { name: es.request.send }))
    const error = await screen.findByTestId('return-error')
    expect(error.textContent).toContain(validation.errors.return_window_closed)
    await waitFor(() => expect(document.activeElement).toBe(error))
    // The refused line (the first sent) says each of its refusals in Spanish.
    expect(screen.getByTestId('line-errors').textContent).toBe(validation.errors.return_window_closed + validation.errors.return_already_returned)
    expect(screen.getByLabelText(es.request.messageLabel)).toHaveProperty('value', 'No me queda bien')

    requestAnswer = () => Response.json(returnCase('requested', [requested]), { status: 201 })
    fireEvent.click(screen.getByRole('button', { name: es.request.send }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Devolución RMA-1001' })).toBeTruthy()
    expect(sent.filter((s) => s.method === 'POST' && s.url === '/api/returns/orders/o1?key=k1').at(-1)!.body).toEqual({
      reason: 'changed_mind',
      outcome: 'card_refund',
      lines: [{ itemId: ITEM, quantity: 1 }],
      message: 'No me queda bien',
    })
  })

  it('an exchange offers the product’s own sizes and colours (those sold out disabled), asks for one before it can be sent, and sends it', async () => {
    renderAt('/es/returns/new/o1')
    fireEvent.click(await screen.findByLabelText(es.reason.changed_mind))
    fireEvent.change(screen.getAllByLabelText(es.request.quantity)[0]!, { target: { value: '1' } })
    fireEvent.click(screen.getByLabelText(es.outcome.exchange))
    const send = screen.getByRole('button', { name: es.request.send })
    expect(screen.getByText(es.request.exchangeMissing)).toBeTruthy()
    expect(send).toHaveProperty('disabled', true)
    const wanted = screen.getByLabelText(es.request.exchangeWanted) as HTMLSelectElement
    expect([...wanted.options].map((o) => [o.textContent, o.disabled])).toEqual([
      [es.request.exchangeChoose, false],
      ['Beige · talla L', false],
      ['Beige · talla XL (agotado)', true],
    ])
    // What it costs: the replacement nothing, the return fee the quote takes.
    expect((await screen.findByTestId('return-amount')).textContent).toContain(es.request.exchangeFree)
    fireEvent.change(wanted, { target: { value: 'beige/L' } })
    expect(send).toHaveProperty('disabled', false)
    fireEvent.click(send)
    await screen.findByRole('heading', { level: 1, name: 'Devolución RMA-1001' })
    expect(sent.filter((s) => s.method === 'POST' && s.url === '/api/returns/orders/o1').at(-1)!.body).toMatchObject({
      outcome: 'exchange',
      lines: [{ itemId: ITEM, quantity: 1, exchangeSize: 'L', exchangeColor: 'beige' }],
    })
  })

  it('the case page shows the timeline with the approval and sends "I have shipped it" with the tracking text', async () => {
    renderAt('/es/returns/c1?key=k1')
    const timeline = await screen.findByTestId('return-timeline')
    expect(timeline.textContent).toContain(`Estado: ${es.status.approved}`)
    expect(timeline.textContent).toContain(es.case.author.staff)
    expect(screen.getByTestId('return-status').textContent).toBe(es.status.approved)

    fireEvent.change(screen.getByLabelText(es.case.trackingLabel), { target: { value: 'SERVI 123' } })
    fireEvent.click(screen.getByRole('button', { name: es.case.shippedSend }))
    expect((await screen.findByTestId('step-done')).textContent).toBe(es.case.done.shipped)
    expect(screen.getByTestId('return-status').textContent).toBe(es.status.shipped_back)
    expect(sent.at(-1)).toEqual({ method: 'POST', url: '/api/returns/c1/shipped?key=k1', body: { message: 'SERVI 123' } })
    // Shipped back: no more "I've shipped it" nor withdrawing.
    expect(screen.queryByRole('button', { name: es.case.withdraw })).toBeNull()
  })

  it('withdrawing asks once more, then closes the case', async () => {
    renderAt('/es/returns/c1')
    fireEvent.click(await screen.findByRole('button', { name: es.case.withdraw }))
    const dialog = await screen.findByRole('dialog')
    expect(sent.some((s) => s.url.includes('/withdraw'))).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: es.case.withdraw }))
    expect((await screen.findByTestId('step-done')).textContent).toBe(es.case.done.withdraw)
    expect(screen.getByTestId('return-status').textContent).toBe(es.status.closed)
    expect(sent.at(-1)).toEqual({ method: 'POST', url: '/api/returns/c1/withdraw', body: { message: '' } })
  })
})
