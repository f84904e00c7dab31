// The account contracts of spec §5, and the promise that every message they can produce has a
// translation in the app (en carries the exact English wording).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, authMessageKey, loginFormSchema, registerFormSchema, registerSchema } from './auth'

const locale = (lng: string) => JSON.parse(readFileSync(join(__dirname, `../../app/src/locales/${lng}/auth.json`), 'utf8'))

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message

describe('auth contracts', () => {
  it('has a translation for every message, with the English text identical to the schema', () => {
    expect(locale('en').validation).toEqual(AUTH_MESSAGES)
    for (const lng of ['es', 'fr']) expect(Object.keys(locale(lng).validation).sort()).toEqual(Object.keys(AUTH_MESSAGES).sort())
    expect(authMessageKey("Passwords don't match")).toBe('passwordsDontMatch')
    expect(authMessageKey('Something else')).toBeUndefined()
  })

  it('keeps the client rules of spec §5 looser than the server ones', () => {
    expect(firstMessage(loginFormSchema.safeParse({ email: 'a@b.co', password: '12345' }), 'password')).toBe(AUTH_MESSAGES.passwordMin6)
    expect(loginFormSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true)
    const client = registerFormSchema.safeParse({ email: 'a@b.co', password: 'lowercase', confirmPassword: 'lowercase', firstName: 'A', lastName: 'B' })
    expect(client.success).toBe(true)
    const server = registerSchema.safeParse({ email: 'a@b.co', password: 'lowercase', firstName: 'A', lastName: 'B' })
    expect(firstMessage(server, 'password')).toBe(AUTH_MESSAGES.passwordUppercase)
    expect(firstMessage(server, 'firstName')).toBe(AUTH_MESSAGES.firstNameMin)
  })

  it('normalises what people type: trimmed, lower-cased email; defaults for language and account type', () => {
    const parsed = registerSchema.parse({ email: '  Ana@Example.COM ', password: 'Sculpt2026', firstName: ' Ana ', lastName: 'Ruiz', phone: '  ' })
    expect(parsed).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', preferredLanguage: 'en', accountType: 'customer' })
    expect(parsed.phone).toBeUndefined()
  })

  it('reports mismatched confirmation on the confirm field', () => {
    const r = registerFormSchema.safeParse({ email: 'a@b.co', password: 'Sculpt2026', confirmPassword: 'Sculpt2027', firstName: 'A', lastName: 'B' })
    expect(firstMessage(r, 'confirmPassword')).toBe(AUTH_MESSAGES.passwordsDontMatch)
  })
})
