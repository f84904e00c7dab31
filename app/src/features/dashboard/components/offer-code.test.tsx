// An offer's code on the dashboard as a customer meets it: with an empty cart the code is kept as
// the cart's promo code (no call; checked once the cart holds something); with pieces in the cart
// the server checks it and it becomes the cart's code; a refusal says why in the page language and
// keeps the code applied before. The server is a stand-in fetch; the real check is tested in
// worker/src/routes/promo-codes.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Dexie from 'dexie'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartLineFixture } from '#app/lib/catalogue.fixtures'
import { cart } from '#app/lib/cart'
import { setDbForTests, ShopDb } from '#app/lib/db'
import type { Language } from '#app/lib/i18n/lang-path'
import en from '#app/locales/en/dashboard.json'
import es from '#app/locales/es/dashboard.json'
import esValidation from '#app/locales/es/validation.json'
import { testI18n } from '#app/test/i18n'
import { OfferCode } from './offer-code'

let db: ShopDb
const sent: string[] = []
let answer: () => Response

beforeEach(() => {
  db = new ShopDb(`offer-code-${crypto.randomUUID()}`)
  setDbForTests(db)
  sent.length = 0
  answer = () => Response.json({ promo: { code: 'GRACIAS15', discount: '26.70' }, totals: { subtotal: '178.00', shipping: '0.00', tax: '0.00', discount: '26.70', total: '151.30' } })
  vi.stubGlobal('fetch', async (url: string) => {
    sent.push(url)
    return answer()
  })
})
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  setDbForTests(undefined)
  db.close()
  await Dexie.delete(db.name)
})

function renderIn(lng: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <I18nextProvider i18n={testI18n(lng)}>{children}</I18nextProvider>
    </MemoryRouter>
  )
  render(<OfferCode code="GRACIAS15" />, { wrapper })
}

/** Clicks the offer's button once the cart is read (it waits for it). */
async function apply(label: string) {
  const button = await screen.findByRole('button', { name: new RegExp(`^${label}\\s*GRACIAS15$`) })
  await waitFor(() => expect(button).toHaveProperty('disabled', false))
  fireEvent.click(button)
}
const status = async (text: string) => expect(await screen.findByText(text)).toHaveProperty('role', 'status')

describe('OfferCode', () => {
  it('with an empty cart, keeps the code as the cart’s promo code without a call', async () => {
    renderIn('en')
    await apply(en.home.applyCode)
    await status(en.home.code_kept.replace('{{code}}', 'GRACIAS15'))
    expect(sent).toEqual([])
    expect((await db.cartPromo.get('cart'))?.code).toBe('GRACIAS15')
  })

  it('with pieces in the cart, applies the code the server accepts', async () => {
    await cart.add(cartLineFixture('p1', 2))
    renderIn('en')
    await apply(en.home.applyCode)
    await status(en.home.code_applied.replace('{{code}}', 'GRACIAS15'))
    expect(sent).toHaveLength(1)
    expect(await db.cartPromo.get('cart')).toMatchObject({ code: 'GRACIAS15', check: { ok: true, discountCents: 2670 } })
  })

  it('says in the page language why the cart cannot take it, and keeps nothing', async () => {
    await cart.add(cartLineFixture('p1', 2))
    answer = () => Response.json({ error: { code: 'promo_code_nothing_applies', message: 'No', fields: { promoCode: 'No' } } }, { status: 400 })
    renderIn('es')
    await apply(es.home.applyCode)
    const reason = esValidation.errors.promo_code_nothing_applies
    await status(es.home.codeRefused.replace('{{code}}', 'GRACIAS15').replace('{{reason}}', reason))
    expect(await db.cartPromo.get('cart')).toBeUndefined()
  })
})
