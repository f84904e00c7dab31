// Hidden characters in text fields: one-line fields refuse them (they would start a new header in
// an email subject or a forged line in a log), multi-line messages keep their paragraphs only.
import { describe, expect, it } from 'vitest'
import { adminCreateUserSchema, adminUserQuerySchema, profileUpdateSchema, registerFormSchema, registerSchema } from './auth'
import { addressInputSchema } from './addresses'
import { checkoutSchema } from './checkout'
import { contactMessageSchema } from './contact'
import { isSingleLine, withoutHiddenCharacters } from './fields'
import { MESSAGES } from './messages'
import { wholesaleOrderSchema } from './wholesale'

const HIDDEN = {
  'line feed': 'Ana\nBcc: victim@example.com',
  'carriage return': 'Ana\rGómez',
  'NUL': 'Ana\u0000Gómez',
  'escape': 'Ana\u001b[31mGómez',
  'DEL': 'Ana\u007fGómez',
  'C1 control': 'Ana\u0085Gómez',
  'right-to-left override': 'Ana \u202egpj.exe',
  'left-to-right isolate': 'Ana \u2066Gómez\u2069',
  'line separator': 'Ana\u2028Gómez',
  'lone high surrogate': 'Ana \ud83dGómez',
  'lone low surrogate': 'Ana \ude00Gómez',
}
const contact = { name: 'Ana Gómez', email: 'ana@example.com', subject: 'Sizing question', message: 'Which size fits a 70 cm waist?' }
const person = { email: 'ana@example.com', password: 'Sculpt2026', firstName: 'Ana', lastName: 'Gómez' }
const order = {
  customerName: 'Ana Gómez',
  customerEmail: 'ana@example.com',
  customerPhone: '+1 512 555 0142',
  items: [{ productId: 'p1', color: 'Beige', size: 'M', quantity: 1 }],
  shippingAddress: { street: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
}

const address = { fullName: 'Ana Gómez', addressLine1: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US', phone: '+1 512 555 0142' }
const wholesale = {
  companyName: 'Boutique Ana',
  contactName: 'Ana Gómez',
  email: 'ana@example.com',
  phone: '+57 300 555 0142',
  country: 'Colombia',
  items: [{ productId: 'p1', color: 'beige', size: 'M', quantity: 12 }],
}

const fieldMessage = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message

describe('one-line text fields', () => {
  it.each(Object.entries(HIDDEN))('refuse a %s with the catalogue message, in every form that has them', (_, text) => {
    expect(isSingleLine(text)).toBe(false)
    for (const field of ['name', 'subject']) {
      expect(fieldMessage(contactMessageSchema.safeParse({ ...contact, [field]: text }), field), `contact ${field}`).toBe(MESSAGES.textSingleLine)
    }
    for (const field of ['firstName', 'lastName', 'phone']) {
      expect(fieldMessage(registerSchema.safeParse({ ...person, [field]: text }), field), `register ${field}`).toBe(MESSAGES.textSingleLine)
      expect(fieldMessage(adminCreateUserSchema.safeParse({ ...person, [field]: text }), field), `admin ${field}`).toBe(MESSAGES.textSingleLine)
    }
    const form = registerFormSchema.safeParse({ ...person, confirmPassword: person.password, firstName: text })
    expect(fieldMessage(form, 'firstName')).toBe(MESSAGES.textSingleLine)
    expect(fieldMessage(adminUserQuerySchema.safeParse({ search: text }), 'search')).toBe(MESSAGES.textSingleLine)
    expect(fieldMessage(checkoutSchema.safeParse({ ...order, customerName: text }), 'customerName')).toBe(MESSAGES.textSingleLine)
    for (const part of ['street', 'city', 'state', 'postalCode']) {
      const result = checkoutSchema.safeParse({ ...order, shippingAddress: { ...order.shippingAddress, [part]: text } })
      expect(result.error?.issues.find((issue) => issue.path.join('.') === `shippingAddress.${part}`)?.message, part).toBe(MESSAGES.textSingleLine)
    }
    for (const field of ['fullName', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'phone']) {
      expect(fieldMessage(addressInputSchema.safeParse({ ...address, [field]: text }), field), `address ${field}`).toBe(MESSAGES.textSingleLine)
    }
    for (const field of ['companyName', 'contactName', 'phone', 'country', 'taxId', 'targetMarket', 'currentSuppliers']) {
      expect(fieldMessage(wholesaleOrderSchema.safeParse({ ...wholesale, [field]: text }), field), `wholesale ${field}`).toBe(MESSAGES.textSingleLine)
    }
  })

  it('keep a character written with two surrogates (an emoji, a rare CJK character) and the direction marks', () => {
    for (const name of ['Ana 😀', '𠜎 Li', 'אנה\u200f Gómez', 'Ana\u200e']) expect(isSingleLine(name), name).toBe(true)
    expect(addressInputSchema.parse({ ...address, fullName: 'Ana 😀 Gómez' }).fullName).toBe('Ana 😀 Gómez')
  })

  it('accept names in any script, accents, apostrophes and the spaces around them (trimmed)', () => {
    for (const name of ['José María', "D'Artagnan", 'Nguyễn Thị', 'Ørsted-Lund', 'محمد', '  Ana  ']) {
      expect(isSingleLine(name), name).toBe(true)
      expect(registerSchema.parse({ ...person, firstName: name }).firstName).toBe(name.trim())
    }
    // A line break typed at either end is only whitespace: trimmed away, not refused.
    expect(contactMessageSchema.parse({ ...contact, subject: 'Sizing question\r\n' }).subject).toBe('Sizing question')
  })
})

describe('multi-line messages', () => {
  it('keep their paragraphs and tabs, and lose NUL, other controls and bidi overrides', () => {
    const message = 'Hello,\r\n\r\nWhich size\tfits\u0000 a 70 cm waist?\u202e\u0007\nThanks'
    expect(contactMessageSchema.parse({ ...contact, message }).message).toBe('Hello,\n\nWhich size\tfits a 70 cm waist?\nThanks')
    expect(withoutHiddenCharacters('a\u2066b\u2069c\u0085d')).toBe('abcd')
  })

  it('lose lone surrogates too, keep whole characters, and turn a Unicode line separator into a line break', () => {
    expect(withoutHiddenCharacters('a\ud83db😀c\ude00\u2028d')).toBe('ab😀c\nd')
  })

  it('count their length after the hidden characters are gone', () => {
    const result = contactMessageSchema.safeParse({ ...contact, message: `Too short${'\u0000'.repeat(20)}` })
    expect(fieldMessage(result, 'message')).toBe(MESSAGES.messageMin)
  })
})

describe('phone fields', () => {
  const phoneMessage = (phone: string) => ({
    checkout: fieldMessage(checkoutSchema.safeParse({ ...order, customerPhone: phone }), 'customerPhone'),
    wholesale: fieldMessage(wholesaleOrderSchema.safeParse({ ...wholesale, phone }), 'phone'),
    register: fieldMessage(registerSchema.safeParse({ ...person, phone }), 'phone'),
    profile: fieldMessage(profileUpdateSchema.safeParse({ firstName: 'Ana', lastName: 'Gómez', preferredLanguage: 'es', phone }), 'phone'),
    address: fieldMessage(addressInputSchema.safeParse({ ...address, phone }), 'phone'),
  })

  it('follow the checkout’s rule everywhere: digits and the usual separators, at least 6 digits, at most 30 characters', () => {
    const everywhere = (message: string | undefined) => ({ checkout: message, wholesale: message, register: message, profile: message, address: message })
    for (const phone of ['<script>', 'call me', '12345', '+1 (305) 555-0142 ext 2']) expect(phoneMessage(phone), phone).toEqual(everywhere(MESSAGES.phoneInvalid))
    expect(phoneMessage('+1 305 555 0142 0000 0000 0000 0')).toEqual(everywhere(MESSAGES.phoneTooLong))
    expect(phoneMessage('+1 (305) 555-0142')).toEqual(everywhere(undefined))
    expect(phoneMessage('+57 300.555.0142')).toEqual(everywhere(undefined))
  })

  it('are optional where they were: an empty phone is no phone on a profile and an address, and required at checkout and in the wholesale form', () => {
    expect(registerSchema.parse({ ...person, phone: '' }).phone).toBeUndefined()
    expect(addressInputSchema.parse({ ...address, phone: '' }).phone).toBeNull()
    expect(fieldMessage(checkoutSchema.safeParse({ ...order, customerPhone: '' }), 'customerPhone')).toBe(MESSAGES.phoneRequired)
    expect(fieldMessage(wholesaleOrderSchema.safeParse({ ...wholesale, phone: ' ' }), 'phone')).toBe(MESSAGES.phoneRequired)
  })
})
