// The order summary splits the order's discount: the code's part on its own line naming the code,
// the loyalty reward's on its line (decision 034), each only when there is one; store credit and
// what the card pays when credit pays part of the order (decision 035).
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney } from '#app/lib/format'
import { testI18n } from '#app/test/i18n'
import { OrderSummary } from './order-summary'

afterEach(cleanup)

const figures = (discountCents: number) => ({ subtotalCents: 13900, shippingCents: 0, taxCents: 0, discountCents, totalCents: 13900 - discountCents })

function renderIn(lng: 'en' | 'fr', children: ReactNode) {
  render(
    <MemoryRouter initialEntries={[lng === 'en' ? '/checkout' : `/${lng}/checkout`]}>
      <I18nextProvider i18n={testI18n(lng)}>{children}</I18nextProvider>
    </MemoryRouter>,
  )
}

describe('OrderSummary', () => {
  it('shows the code’s discount and the reward’s apart', () => {
    renderIn('fr', <OrderSummary lines={[]} figures={figures(2585)} pointsRedeemed={500} promo={{ code: 'GRACIAS15', discountCents: 2085 }} />)
    expect(screen.getByText('Code GRACIAS15')).toBeTruthy()
    expect(screen.getByTestId('summary-promo').textContent).toBe(`−${formatMoney(2085, 'fr')}`)
    expect(screen.getByTestId('summary-discount').textContent).toBe(`−${formatMoney(500, 'fr')}`)
  })

  it('shows only the code when no reward is spent, and only the reward without a code', () => {
    renderIn('en', <OrderSummary lines={[]} figures={figures(2085)} promo={{ code: 'GRACIAS15', discountCents: 2085 }} />)
    expect(screen.getByTestId('summary-promo').textContent).toBe('−$20.85')
    expect(screen.queryByTestId('summary-discount')).toBeNull()
    cleanup()
    renderIn('en', <OrderSummary lines={[]} figures={figures(500)} pointsRedeemed={500} promo={null} />)
    expect(screen.queryByTestId('summary-promo')).toBeNull()
    expect(screen.getByText('Reward (500 points)')).toBeTruthy()
  })

  it('shows the store credit and what the card pays, and neither without credit', () => {
    renderIn('en', <OrderSummary lines={[]} figures={figures(0)} storeCreditCents={2500} />)
    expect(screen.getByTestId('summary-store-credit').textContent).toBe('−$25.00')
    expect(screen.getByText('To pay by card')).toBeTruthy()
    expect(screen.getByTestId('summary-to-pay').textContent).toBe('$114.00')
    cleanup()
    renderIn('fr', <OrderSummary lines={[]} figures={figures(0)} />)
    expect(screen.queryByTestId('summary-store-credit')).toBeNull()
    expect(screen.queryByTestId('summary-to-pay')).toBeNull()
  })
})
