// A stock figure the editor cannot send is said on its field, which takes the focus, as well as in
// the toast; editing the field clears it. Nothing is sent.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '#app/components/ui/toast'
import admin from '#app/locales/fr/admin.json'
import { testI18n } from '#app/test/i18n'
import { VariantEditor } from './variant-editor'

const sent: unknown[] = []
beforeEach(() => {
  sent.length = 0
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(init.body)
    return Response.json({})
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/fr/admin/inventory']}>
    <I18nextProvider i18n={testI18n('fr')}>
      <ToastProvider>{children}</ToastProvider>
    </I18nextProvider>
  </MemoryRouter>
)

const variant = { id: 'v1', sku: 'SS-1001-BLK-M', color: 'black', size: 'M', stock: 8, pendingQty: 1, soldQty: 3, available: 7, lowStockThreshold: 5, notOffered: false, isLow: false, waiting: 0 }

describe('VariantEditor', () => {
  it('says an invalid stock on its field and focuses it; editing it clears the message', async () => {
    render(<VariantEditor variant={variant} onSaved={() => {}} onClose={() => {}} />, { wrapper })
    const stock = screen.getByLabelText(admin.inventory.newStock)
    fireEvent.change(stock, { target: { value: '-3' } })
    fireEvent.click(screen.getByRole('button', { name: admin.common.save }))

    await waitFor(() => expect(document.activeElement).toBe(stock))
    expect(stock.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText(admin.inventory.invalid).length).toBeGreaterThanOrEqual(1)
    fireEvent.change(stock, { target: { value: '5' } })
    expect(stock.getAttribute('aria-invalid')).not.toBe('true')
    expect(sent).toEqual([])
  })
})
