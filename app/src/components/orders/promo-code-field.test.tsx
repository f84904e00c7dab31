// The promo code field as a shopper meets it in the cart panel: Enter applies a code, its discount
// and the server's total show at once and stay with the cart on the device; a refusal says why in
// the page language (the missing amount as money there) and the typed code stays; offline, a new
// code is not sent and the shopper is told why, while a code applied before still shows; a kept
// code the server no longer accepts for a changed cart says so. The server is a stand-in fetch;
// the real check is tested in worker/src/routes/promo-codes.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Dexie from 'dexie'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartLineFixture } from '#app/lib/catalogue.fixtures'
import { cart, useCart } from '#app/lib/cart'
import { useCartPromo } from '#app/lib/cart-promo'
import { setDbForTests, ShopDb } from '#app/lib/db'
import { formatMoney } from '#app/lib/format'
import type { Language } from '#app/lib/i18n/lang-path'
import en from '#app/locales/en/cart.json'
import es from '#app/locales/es/cart.json'
import fr from '#app/locales/fr/cart.json'
import { testI18n } from '#app/test/i18n'
import { PromoCodeField } from './promo-code-field'

let db: ShopDb
const sent: { url: string; body: unknown }[] = []
let answer: () => Response

beforeEach(async () => {
  db = new ShopDb(`promo-${crypto.randomUUID()}`)
  setDbForTests(db)
  await cart.add(cartLineFixture('p1', 2))
  sent.length = 0
  answer = () => Response.json({ promo: { code: 'GRACIAS15', discount: '26.70' }, totals: { subtotal: '178.00', shipping: '0.00', tax: '0.00', discount: '26.70', total: '151.30' } })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) })
    return answer()
  })
})
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setDbForTests(undefined)
  db.close()
  await Dexie.delete(db.name)
})

/** The cart panel's part: the field, and the total it shows (the server's with a code). */
function CartFooter({ email }: { email?: string }) {
  const { lines, totals } = useCart()
  const promo = useCartPromo(lines)
  const total = promo.current?.ok ? promo.current.totals.totalCents : totals.totalCents
  return (
    <>
      <PromoCodeField lines={lines} promo={promo} customerEmail={email} />
      <output data-testid="total">{total}</output>
    </>
  )
}

function renderIn(lng: Language, email?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[lng === 'en' ? '/shop' : `/${lng}/shop`]}>
      <I18nextProvider i18n={testI18n(lng)}>{children}</I18nextProvider>
    </MemoryRouter>
  )
  render(<CartFooter email={email} />, { wrapper })
}

describe('PromoCodeField', () => {
  it('applies a code with Enter, shows its discount and the new total, keeps it on the device, and removes it', async () => {
    renderIn('en')
    const input = await screen.findByLabelText(en.promo.label)
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('17800'))
    fireEvent.change(input, { target: { value: ' gracias15 ' } })
    fireEvent.keyDown(input, { key: 'Enter' })

    expect(await screen.findByTestId('promo-code-applied')).toHaveProperty('textContent', 'GRACIAS15')
    expect(screen.getByTestId('promo-code-status').textContent).toBe('Applied: $26.70 off')
    expect(screen.getByTestId('total').textContent).toBe('15130')
    expect(sent).toEqual([
      { url: '/api/promo-codes/check', body: { code: 'GRACIAS15', items: [expect.objectContaining({ productId: 'p1', color: 'beige', size: 'M', quantity: 2 })] } },
    ])
    expect(await db.cartPromo.get('cart')).toMatchObject({ code: 'GRACIAS15', check: { ok: true, discountCents: 2670 } })

    fireEvent.click(screen.getByRole('button', { name: 'Remove the code GRACIAS15' }))
    expect(await screen.findByLabelText(en.promo.label)).toHaveProperty('value', '')
    expect(await db.cartPromo.count()).toBe(0)
  })

  it('says why a code is refused, with the amount missing in the page’s money, and keeps the typed code', async () => {
    answer = () =>
      Response.json(
        { error: { code: 'promo_code_minimum_not_reached', message: 'Add more', fields: { promoCode: 'Add more', missingAmount: '12.50' } } },
        { status: 400 },
      )
    renderIn('es')
    const input = await screen.findByLabelText(es.promo.label)
    fireEvent.change(input, { target: { value: 'VERANO50' } })
    fireEvent.click(screen.getByRole('button', { name: es.promo.apply }))

    const message = await screen.findByRole('alert')
    expect(message.textContent).toBe(`Agrega ${formatMoney(1250, 'es')} más a tu pedido para usar este código.`)
    expect(input).toHaveProperty('value', 'VERANO50')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(await db.cartPromo.count()).toBe(0)
  })

  it('at checkout, sends the email typed so far once it is a whole address, so a guest’s own limit is told at once', async () => {
    /** What the apply sent as the email. */
    const applyWith = async (email: string) => {
      cleanup()
      sent.length = 0
      renderIn('en', email)
      const input = await screen.findByLabelText(en.promo.label)
      fireEvent.change(input, { target: { value: 'GRACIAS15' } })
      fireEvent.keyDown(input, { key: 'Enter' })
      await screen.findByTestId('promo-code-applied')
      await act(() => db.cartPromo.clear())
      return (sent[0]!.body as { customerEmail?: string }).customerEmail
    }
    expect(await applyWith('ana@')).toBeUndefined()
    expect(await applyWith(' Ana@Example.com ')).toBe('ana@example.com')
  })

  it('offline: shows the code applied before, and a new code is not sent but said to need the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderIn('fr')
    // Applied while online: the same cart shows it and its discount.
    const lines = [cartLineFixture('p1', 2)]
    const { checkedFor } = await import('#app/lib/cart-promo')
    await act(() =>
      db.cartPromo.put({
        key: 'cart',
        code: 'GRACIAS15',
        checkedFor: checkedFor(lines),
        check: { ok: true, discountCents: 2670, totals: { subtotalCents: 17800, shippingCents: 0, discountCents: 2670, totalCents: 15130 } },
      }),
    )
    expect(await screen.findByTestId('promo-code-status')).toHaveProperty('textContent', `Appliqué : ${formatMoney(2670, 'fr')} de réduction`)
    expect(screen.getByTestId('total').textContent).toBe('15130')

    fireEvent.click(screen.getByRole('button', { name: 'Retirer le code GRACIAS15' }))
    const input = await screen.findByLabelText(fr.promo.label)
    fireEvent.change(input, { target: { value: 'MAYORISTA-FIT' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect((await screen.findByRole('alert')).textContent).toBe(fr.promo.offline)
    expect(input).toHaveProperty('value', 'MAYORISTA-FIT')
    expect(sent).toEqual([])
  })

  it('checks a kept code again when the cart changes, and shows one no longer valid with the reason', async () => {
    renderIn('en')
    const input = await screen.findByLabelText(en.promo.label)
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('17800'))
    fireEvent.change(input, { target: { value: 'GRACIAS15' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await screen.findByTestId('promo-code-applied')

    answer = () => Response.json({ error: { code: 'promo_code_nothing_applies', message: 'No', fields: { promoCode: 'No' } } }, { status: 400 })
    await act(() => cart.setQuantity({ productId: 'p1', color: 'beige', size: 'M' }, 3))
    await waitFor(() =>
      expect(screen.getByTestId('promo-code-status').textContent).toBe("Not applied: This code doesn't apply to any item in your cart."),
    )
    expect(screen.getByTestId('promo-code-applied').textContent).toBe('GRACIAS15')
    expect(screen.getByTestId('total').textContent).toBe('26700')
    expect(sent).toHaveLength(2)
  })
})
