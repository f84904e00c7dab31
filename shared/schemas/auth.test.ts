// Sign-in, registration and password rules (their messages' translations: messages.test.ts).
import { describe, expect, it } from 'vitest'
import { loginFormSchema, PASSWORD_MAX_LENGTH, registerFormSchema, registerSchema } from './auth'
import { MESSAGES } from './messages'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message

describe('auth contracts', () => {
  it('says in its message how long a password may be', () => {
    expect(MESSAGES.passwordTooLong).toContain(String(PASSWORD_MAX_LENGTH))
  })

  it('keeps the sign-in and register form rules looser than the server ones', () => {
    expect(firstMessage(loginFormSchema.safeParse({ email: 'a@b.co', password: '12345' }), 'password')).toBe(MESSAGES.passwordMin6)
    expect(loginFormSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true)
    const client = registerFormSchema.safeParse({ email: 'a@b.co', password: 'lowercase', confirmPassword: 'lowercase', firstName: 'A', lastName: 'B' })
    expect(client.success).toBe(true)
    const server = registerSchema.safeParse({ email: 'a@b.co', password: 'lowercase', firstName: 'A', lastName: 'B' })
    expect(firstMessage(server, 'password')).toBe(MESSAGES.passwordUppercase)
    expect(firstMessage(server, 'firstName')).toBe(MESSAGES.firstNameMin)
  })

  it('normalises what people type: trimmed, lower-cased email; defaults for language and account type', () => {
    const parsed = registerSchema.parse({ email: '  Ana@Example.COM ', password: 'Sculpt2026', firstName: ' Ana ', lastName: 'Ruiz', phone: '  ' })
    expect(parsed).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', preferredLanguage: 'en', accountType: 'customer' })
    expect(parsed.phone).toBeUndefined()
  })

  it('reports mismatched confirmation on the confirm field', () => {
    const r = registerFormSchema.safeParse({ email: 'a@b.co', password: 'Sculpt2026', confirmPassword: 'Sculpt2027', firstName: 'A', lastName: 'B' })
    expect(firstMessage(r, 'confirmPassword')).toBe(MESSAGES.passwordsDontMatch)
  })
})
