// The checkout's rules (required fields, delivery policy) as the form and the server apply them.
import { describe, expect, it } from 'vitest'
import { checkoutSchema, undeliverablePart } from './checkout'
import { MESSAGES } from './messages'

const valid = {
  customerName: 'Ana Ríos',
  customerEmail: ' Ana@Example.com ',
  customerPhone: '+57 (604) 444-1234',
  items: [{ productId: 'p1', productName: 'Faja', price: 1, color: 'black', size: 'M', quantity: 2 }],
  shippingAddress: { street: 'Carrera 43A #1-50', city: 'Medellín', state: '', postalCode: '', country: 'CO' },
}

describe('checkout schema', () => {
  it('keeps what the order needs and drops what it recomputes', () => {
    const parsed = checkoutSchema.parse({ ...valid, subtotal: 3, total: 3 })
    expect(parsed.customerEmail).toBe('ana@example.com')
    expect(parsed.items).toEqual([{ productId: 'p1', color: 'black', size: 'M', quantity: 2 }])
    // Optional address parts left empty are absent; the language defaults to English.
    expect(parsed.shippingAddress).toEqual({ street: 'Carrera 43A #1-50', city: 'Medellín', country: 'CO' })
    expect(parsed.language).toBe('en')
    expect(parsed.redeemPoints).toBeUndefined()
  })

  it('asks for name, email, phone, address, city and country; state and postal code are optional', () => {
    const result = checkoutSchema.safeParse({ ...valid, customerName: '', customerEmail: '', customerPhone: '', shippingAddress: { street: '', city: '', country: '' } })
    // The first message per field, as the form and the API show them.
    const messages: Record<string, string> = {}
    for (const issue of result.error!.issues) messages[issue.path.join('.')] ??= issue.message
    expect(messages).toEqual({
      customerName: MESSAGES.nameMin,
      customerEmail: MESSAGES.emailRequired,
      customerPhone: MESSAGES.phoneRequired,
      'shippingAddress.street': MESSAGES.streetRequired,
      'shippingAddress.city': MESSAGES.cityRequired,
      'shippingAddress.country': MESSAGES.countryRequired,
    })
    expect(checkoutSchema.safeParse({ ...valid, customerPhone: 'call me' }).error?.issues[0]?.message).toBe(MESSAGES.phoneInvalid)
    expect(checkoutSchema.safeParse({ ...valid, customerPhone: '12' }).error?.issues[0]?.message).toBe(MESSAGES.phoneInvalid)
  })

  it('takes 500, 1000 or 2000 points and nothing else', () => {
    expect(checkoutSchema.parse({ ...valid, redeemPoints: 1000 }).redeemPoints).toBe(1000)
    expect(checkoutSchema.parse({ ...valid, redeemPoints: null }).redeemPoints).toBeUndefined()
    expect(checkoutSchema.safeParse({ ...valid, redeemPoints: 750 }).error?.issues[0]?.message).toBe(MESSAGES.redeemPointsInvalid)
  })
})

describe('delivery policy', () => {
  const at = (street: string, city = 'Austin', state?: string, country = 'US') => undeliverablePart({ street, city, state, country })
  it('refuses PO boxes however they are written, in the shop’s languages', () => {
    for (const street of ['PO Box 12', 'P.O. Box 12', 'p o box 12', 'Post Office Box 9', 'Apartado Aéreo 4501', 'Apartado postal 3', 'Boîte postale 45', 'Case postale 7', 'Casilla de correo 88']) {
      expect(at(street), street).toBe('street')
    }
  })
  it('refuses APO/FPO/DPO mail and the armed forces "states" of US addresses', () => {
    expect(at('Unit 2050 Box 4190', 'APO', 'AE')).toBe('city')
    expect(at('PSC 802 Box 74', 'FPO')).toBe('city')
    expect(at('PSC 1234, Box 5678', 'Ramstein', 'AE')).toBe('state')
    expect(at('CMR 480 Box 1', 'DPO', 'AP')).toBe('city')
  })
  it('delivers to streets that merely look alike, and to AE elsewhere (the Emirates, a Spanish postal zone)', () => {
    expect(at('Carrera 43A #1-50, El Poblado', 'Medellín', undefined, 'CO')).toBeUndefined()
    expect(at('Calle 10 #5-20', 'Apartadó', 'Antioquia', 'CO')).toBeUndefined()
    expect(at('Apartamento 501, Calle 80', 'Bogotá', undefined, 'CO')).toBeUndefined()
    expect(at('Sheikh Zayed Road 1', 'Dubai', 'AE', 'AE')).toBeUndefined()
    expect(at('12 Boxwood Lane', 'Austin', 'TX')).toBeUndefined()
  })
})
