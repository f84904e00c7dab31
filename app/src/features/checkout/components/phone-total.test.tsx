// The phone's line at the top of the checkout: the order's total and its pieces, in the page
// language, leading to the full summary.
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney } from '#app/lib/format'
import { testI18n } from '#app/test/i18n'
import { PhoneTotal } from './phone-total'

afterEach(cleanup)

describe('PhoneTotal', () => {
  it('says the total and how many pieces, in French, and leads to the summary', () => {
    render(
      <MemoryRouter initialEntries={['/fr/checkout']}>
        <I18nextProvider i18n={testI18n('fr')}>
          <PhoneTotal totalCents={13_800} pieces={2} summaryId="checkout-summary" />
        </I18nextProvider>
      </MemoryRouter>,
    )
    const link = screen.getByTestId('phone-total')
    expect(link.getAttribute('href')).toBe('#checkout-summary')
    expect(link.textContent).toBe(`2 pièces · voir le récapitulatif${formatMoney(13_800, 'fr')}`)
  })
})
