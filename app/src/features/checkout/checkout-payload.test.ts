// The checkout form as the API payload, and refusals back onto the form's fields.
import { describe, expect, it } from 'vitest'
import { checkoutSchema } from '#shared/schemas/checkout'
import { MESSAGES } from '#shared/schemas/messages'
import { cartLineFixture } from '#app/lib/catalogue.fixtures'
import { checkoutPayload, EMPTY_CUSTOMER, formMessages, isComplete, messagesByPath, type CustomerValues } from './checkout-payload'

const filled: CustomerValues = { name: 'Ana Ríos', email: 'ana@example.com', phone: '+57 300 555 0101', address: 'Calle 10 #43-12', city: 'Medellín', state: '', postalCode: '', country: 'CO' }

describe('checkout payload', () => {
  it('sends the cart lines and the address in the API’s shape, with the cart’s own figures', () => {
    const lines = [cartLineFixture('a', 2), { ...cartLineFixture('b'), priceCents: 1500 }]
    const body = checkoutPayload(filled, lines, { language: 'es', redeemPoints: 500 })
    expect(body.items[0]).toEqual({ productId: 'a', productCode: 'FB-a', productName: 'Faja a', productImage: '/images/products/a.svg', color: 'beige', size: 'M', quantity: 2, price: 89 })
    expect(body.shippingAddress).toEqual({ street: 'Calle 10 #43-12', city: 'Medellín', state: '', postalCode: '', country: 'CO' })
    expect(body.billingAddress).toEqual(body.shippingAddress)
    expect(body).toMatchObject({ subtotal: 193, shipping: 0, tax: 0, discount: 5, total: 188, redeemPoints: 500, language: 'es' })
    expect(checkoutSchema.safeParse(body).success).toBe(true)
  })

  it('sends the cart’s discount code, and none when the cart has none', () => {
    const body = checkoutPayload(filled, [cartLineFixture('a')], { language: 'en', promoCode: 'GRACIAS15' })
    expect(checkoutSchema.parse(body).promoCode).toBe('GRACIAS15')
    expect(checkoutSchema.parse(checkoutPayload(filled, [cartLineFixture('a')], { language: 'en' })).promoCode).toBeUndefined()
  })

  it('asks for the store credit only when the customer chose it (decision 035)', () => {
    const lines = [cartLineFixture('a')]
    expect(checkoutSchema.parse(checkoutPayload(filled, lines, { language: 'en', useStoreCredit: true })).useStoreCredit).toBe(true)
    expect(checkoutSchema.parse(checkoutPayload(filled, lines, { language: 'en' })).useStoreCredit).toBe(false)
  })

  it('is complete once name, email, phone, address, city and country are filled', () => {
    expect(isComplete(EMPTY_CUSTOMER)).toBe(false)
    expect(isComplete(filled)).toBe(true)
    expect(isComplete({ ...filled, phone: '  ' })).toBe(false)
    expect(isComplete({ ...filled, state: '', postalCode: '' })).toBe(true)
  })

  it('puts the schema’s and the server’s messages on the form’s fields', () => {
    const refused = checkoutSchema.safeParse(checkoutPayload({ ...filled, address: 'PO Box 4', email: 'ana@' }, [cartLineFixture('a')], { language: 'en' }))
    expect(formMessages(messagesByPath(refused.error!))).toEqual({ fields: { address: MESSAGES.noPoBox, email: MESSAGES.emailInvalid }, other: [] })
    expect(formMessages({ 'shippingAddress.country': MESSAGES.countryRequired, redeemPoints: MESSAGES.pointsInsufficient })).toEqual({
      fields: { country: MESSAGES.countryRequired },
      other: [MESSAGES.pointsInsufficient],
    })
  })
})
