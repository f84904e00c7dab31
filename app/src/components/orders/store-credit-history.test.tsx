// The store-credit ledger as the customer and the back office read it (decision 035): what each
// entry was, its order, the staff's reason and who issued it, and its signed amount.
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney } from '#app/lib/format'
import { testI18n } from '#app/test/i18n'
import { StoreCreditHistory } from './store-credit-history'

afterEach(cleanup)

const entries = [
  { id: '2', kind: 'spent' as const, amount: '-12.50', reason: 'order' as const, note: null, orderNumber: 'ORD-100007', createdAt: '2026-11-25T10:00:00Z' },
  { id: '1', kind: 'issued' as const, amount: '25.00', reason: 'goodwill' as const, note: 'Late delivery', orderNumber: null, createdAt: '2026-11-20T10:00:00Z', issuedBy: 'Alejandra Restrepo' },
]

describe('StoreCreditHistory', () => {
  it('names each entry, its order, reason and issuer, with its signed amount, in the page language', () => {
    render(
      <MemoryRouter initialEntries={['/fr/dashboard/loyalty']}>
        <I18nextProvider i18n={testI18n('fr')}>
          <StoreCreditHistory entries={entries} label="Historique" empty={<p>vide</p>} />
        </I18nextProvider>
      </MemoryRouter>,
    )
    const items = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(items[0]).toContain('Avoir utilisé · commande')
    expect(items[0]).toContain('Commande ORD-100007')
    expect(items[0]).toContain(`−${formatMoney(1250, 'fr')}`)
    expect(items[1]).toContain('Avoir crédité · geste commercial')
    expect(items[1]).toContain('par Alejandra Restrepo')
    expect(items[1]).toContain('Late delivery')
    expect(items[1]).toContain(`+${formatMoney(2500, 'fr')}`)
  })

  it('shows the empty state when there is no entry', () => {
    render(
      <MemoryRouter>
        <I18nextProvider i18n={testI18n('en')}>
          <StoreCreditHistory entries={[]} label="History" empty={<p>No store credit yet.</p>} />
        </I18nextProvider>
      </MemoryRouter>,
    )
    expect(screen.getByText('No store credit yet.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
