// The message catalogue: one key per text, and every message a schema can produce has a
// translation in the app, the English one identical to what the API answers with.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contactMessageSchema } from './contact'
import { MESSAGES, messageKey, type MessageKey } from './messages'
import { newsletterSubscribeSchema } from './newsletter'

const messagesIn = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, `../../app/src/locales/${lng}/validation.json`), 'utf8')).messages

/** Messages of fields the app fills itself (a shopper never sees them): the English translation reads friendlier. */
const REWORDED_IN_ENGLISH: MessageKey[] = ['languageCodeInvalid']

describe('message catalogue', () => {
  it('has one key per text, so a message finds its translation again', () => {
    const texts = Object.values(MESSAGES)
    expect(new Set(texts).size).toBe(texts.length)
    for (const [key, text] of Object.entries(MESSAGES)) expect(messageKey(text)).toBe(key)
    expect(messageKey('Something else')).toBeUndefined()
    expect(messageKey(undefined)).toBeUndefined()
  })

  it('is translated in en, es and fr; the English translation is the API text itself', () => {
    const en = messagesIn('en')
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      if (!REWORDED_IN_ENGLISH.includes(key)) expect(en[key], key).toBe(MESSAGES[key])
    }
    for (const lng of ['en', 'es', 'fr']) expect(Object.keys(messagesIn(lng)).sort(), lng).toEqual(Object.keys(MESSAGES).sort())
  })

  it('keeps each form’s own wording of the email rule', () => {
    const contact = contactMessageSchema.safeParse({ name: 'Ana', email: 'ana@', subject: 'Sizes', message: 'Which size for me?' })
    expect(contact.error?.issues[0]?.message).toBe('Invalid email address')
    const empty = newsletterSubscribeSchema.safeParse({ email: '   ' })
    expect(empty.error?.issues[0]?.message).toBe('Please enter your email address.')
    const invalid = newsletterSubscribeSchema.safeParse({ email: 'ana@example' })
    expect(invalid.error?.issues[0]?.message).toBe('Please enter a valid email address')
    expect(newsletterSubscribeSchema.parse({ email: '  Ana@Example.COM ' }).email).toBe('ana@example.com')
  })
})
