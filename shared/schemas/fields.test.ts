// Hidden characters in text fields: one-line fields refuse them (they would start a new header in
// an email subject or a forged line in a log), multi-line messages keep their paragraphs only.
import { describe, expect, it } from 'vitest'
import { adminCreateUserSchema, adminUserQuerySchema, registerFormSchema, registerSchema } from './auth'
import { checkoutSchema } from './checkout'
import { contactMessageSchema } from './contact'
import { isSingleLine, withoutHiddenCharacters } from './fields'
import { MESSAGES } from './messages'

const HIDDEN = {
  'line feed': 'Ana\nBcc: victim@example.com',
  'carriage return': 'Ana\rGómez',
  'NUL': 'Ana\u0000Gómez',
  'escape': 'Ana\u001b[31mGómez',
  'DEL': 'Ana\u007fGómez',
  'C1 control': 'Ana\u0085Gómez',
  'right-to-left override': 'Ana \u202egpj.exe',
  'left-to-right isolate': 'Ana \u2066Gómez\u2069',
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

  it('count their length after the hidden characters are gone', () => {
    const result = contactMessageSchema.safeParse({ ...contact, message: `Too short${'\u0000'.repeat(20)}` })
    expect(fieldMessage(result, 'message')).toBe(MESSAGES.messageMin)
  })
})
