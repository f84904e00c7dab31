// Accounts as a client sees them: registration, sign-in, sessions, password reset, abuse limits
// and cross-site refusal, against the real app on a fresh database.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import { emailOutbox, sessions, userCredentials, users, wholesaleAccounts } from '#worker/db/schema'
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '#worker/test/test-app'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

const M = AUTH_MESSAGES
const STRONG = 'Sculpt2026'
let serial = 0
const freshEmail = () => `shopper${++serial}@example.com`
const person = (over: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  password: STRONG,
  firstName: 'Valentina',
  lastName: 'Ríos',
  ...over,
})

/** Every response body of this file, to prove none of them ever carries a secret. */
const seenBodies: string[] = []
async function send(path: string, init: RequestInit & { json?: unknown } = {}, app: TestApp = t) {
  const res = await app.request(path, init)
  const text = await res.clone().text()
  seenBodies.push(text)
  return { res, status: res.status, body: text ? JSON.parse(text) : undefined }
}
const post = (path: string, json: unknown, headers: Record<string, string> = {}) => send(path, { method: 'POST', json, headers })
const me = (cookie?: string) => send('/api/auth/me', { headers: cookie ? { cookie } : {} })

async function expectValidation(path: string, json: unknown, field: string, message: string) {
  const { status, body } = await post(path, json)
  expect(status, `${path} ${JSON.stringify(json)}`).toBe(400)
  expect(body.error.code).toBe('validation_failed')
  expect(body.error.fields[field], `${field} of ${JSON.stringify(json)}`).toBe(message)
}

describe('validation messages of spec §5 come back from the server', () => {
  it('register', async () => {
    await expectValidation('/api/auth/register', person({ email: 'not-an-email' }), 'email', M.emailInvalid)
    await expectValidation('/api/auth/register', person({ email: undefined }), 'email', M.emailInvalid)
    await expectValidation('/api/auth/register', person({ password: 'Ab1' }), 'password', M.passwordMin8)
    await expectValidation('/api/auth/register', person({ password: 'ALLUPPER123' }), 'password', M.passwordLowercase)
    await expectValidation('/api/auth/register', person({ password: 'alllower123' }), 'password', M.passwordUppercase)
    await expectValidation('/api/auth/register', person({ password: 'NoDigitsHere' }), 'password', M.passwordDigit)
    await expectValidation('/api/auth/register', person({ firstName: 'V' }), 'firstName', M.firstNameMin)
    await expectValidation('/api/auth/register', person({ lastName: ' R ' }), 'lastName', M.lastNameMin)
    await expectValidation('/api/auth/register', person({ lastName: undefined }), 'lastName', M.lastNameRequired)
    await expectValidation('/api/auth/register', person({ preferredLanguage: 'de' }), 'preferredLanguage', M.languageInvalid)
    await expectValidation('/api/auth/register', person({ accountType: 'admin' }), 'accountType', M.accountTypeInvalid)
    // The headline message is the first problem, so a client without field mapping still says something useful.
    const { body } = await post('/api/auth/register', person({ password: 'alllower123' }))
    expect(body.error.message).toBe(M.passwordUppercase)
  })

  it('login, forgot password and reset password', async () => {
    await expectValidation('/api/auth/login', { email: 'nope', password: 'x' }, 'email', M.emailInvalid)
    await expectValidation('/api/auth/login', { email: 'a@example.com', password: '' }, 'password', M.passwordRequired)
    await expectValidation('/api/auth/forgot-password', { email: 'nope@' }, 'email', M.emailInvalid)
    await expectValidation('/api/auth/reset-password', { token: '', password: STRONG, confirmPassword: STRONG }, 'token', M.resetTokenRequired)
    await expectValidation('/api/auth/reset-password', { password: STRONG, confirmPassword: STRONG }, 'token', M.resetTokenRequired)
    await expectValidation('/api/auth/reset-password', { token: 'x', password: 'weakpassword1', confirmPassword: 'weakpassword1' }, 'password', M.passwordUppercase)
    await expectValidation('/api/auth/reset-password', { token: 'x', password: STRONG, confirmPassword: 'Sculpt2027' }, 'confirmPassword', M.passwordsDontMatch)
  })

  it('answers wrong types with 400, never 500', async () => {
    for (const json of [{ email: 42, password: ['x'] }, [], 'text', null, { email: { $ne: '' }, password: true }]) {
      const { status } = await post('/api/auth/login', json)
      expect(status, JSON.stringify(json)).toBe(400)
    }
    expect((await post('/api/auth/register', { ...person(), phone: 12345 })).status).toBe(400)
  })
})

describe('registration', () => {
  it('creates a customer, signs them in with a 7-day HttpOnly Lax cookie and returns the user only', async () => {
    const email = freshEmail()
    const { res, status, body } = await post('/api/auth/register', person({ email: `  ${email.toUpperCase()} `, phone: '+57 300 123 4567', preferredLanguage: 'es' }))
    expect(status).toBe(201)
    expect(body).toMatchObject({ email, firstName: 'Valentina', lastName: 'Ríos', role: 'customer', preferredLanguage: 'es', phone: '+57 300 123 4567' })
    const setCookie = res.headers.getSetCookie().find((h) => h.startsWith('session='))!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Max-Age=604800/)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).not.toMatch(/Secure/i)
    const current = await me(sessionCookieFrom(res))
    expect(current.status).toBe(200)
    expect(current.body).toMatchObject({ id: body.id, email, role: 'customer' })
  })

  it('defaults to English and a customer account, and treats an empty phone as none', async () => {
    const { body } = await post('/api/auth/register', person({ phone: '' }))
    expect(body).toMatchObject({ preferredLanguage: 'en', role: 'customer', phone: null })
  })

  it('marks the cookie Secure when the shop is served over https (directly or behind a proxy)', async () => {
    const behindProxy = await send('/api/auth/register', { method: 'POST', json: person(), headers: { 'x-forwarded-proto': 'https' } })
    expect(behindProxy.res.headers.getSetCookie().find((h) => h.startsWith('session='))).toMatch(/Secure/i)
    const direct = await t.app.request('https://shop.example/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example' },
      body: JSON.stringify(person()),
    })
    expect(direct.status).toBe(201)
    expect(direct.headers.getSetCookie().find((h) => h.startsWith('session='))).toMatch(/Secure/i)
  })

  it('refuses a second account for the same email in any letter case with 409', async () => {
    const email = freshEmail()
    expect((await post('/api/auth/register', person({ email }))).status).toBe(201)
    const again = await post('/api/auth/register', person({ email: email.toUpperCase() }))
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('email_taken')
    expect(again.body.error.message).toMatch(/already exists/)
    expect(sessionCookieFrom(again.res)).toBeUndefined()
  })

  it('gives a wholesale sign-up the wholesale role and a pending wholesale account', async () => {
    const { status, body } = await post('/api/auth/register', person({ accountType: 'wholesale', firstName: 'Camila', lastName: 'Duarte' }))
    expect(status).toBe(201)
    expect(body.role).toBe('wholesale')
    const accounts = await t.db.select().from(wholesaleAccounts).where(eq(wholesaleAccounts.userId, body.id))
    expect(accounts).toHaveLength(1)
    expect(accounts[0]).toMatchObject({ status: 'pending', companyName: 'Camila Duarte' })
  })

  it('stores the password only as a PBKDF2 hash', async () => {
    const { body } = await post('/api/auth/register', person())
    const [cred] = await t.db.select().from(userCredentials).where(eq(userCredentials.userId, body.id))
    expect(cred!.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(cred!.passwordHash).not.toContain(STRONG)
  })
})

describe('sign-in and sessions', () => {
  it('answers /me with 401 for a visitor and for a forged or garbage cookie', async () => {
    expect((await me()).status).toBe(401)
    expect((await me('session=not-a-jwt')).status).toBe(401)
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl'
    expect((await me(`session=${forged}`)).status).toBe(401)
    expect((await me()).body.error.code).toBe('unauthorized')
  })

  it('signs in with any letter case of the email and refuses a wrong password or unknown email alike', async () => {
    const ok = await post('/api/auth/login', { email: 'Customer@Example.com', password: TEST_PASSWORD })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ email: 'customer@example.com', role: 'customer' })
    expect(sessionCookieFrom(ok.res)).toBeTruthy()
    const wrong = await post('/api/auth/login', { email: 'staff@example.com', password: 'Wrong12345' })
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'Wrong12345' })
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401)
      expect(r.body.error).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password' })
      expect(sessionCookieFrom(r.res)).toBeUndefined()
    }
  })

  it('ends the session on logout: a copied cookie stops working', async () => {
    const cookie = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
    const stolen = cookie
    expect((await me(stolen)).status).toBe(200)
    const out = await send('/api/auth/logout', { method: 'POST', json: {}, headers: { cookie } })
    expect(out.status).toBe(200)
    expect(out.res.headers.getSetCookie().join()).toMatch(/session=;/)
    expect((await me(stolen)).status).toBe(401)
  })

  it('sets a readable signed-in hint beside the session (no secret in it) and drops both when the session is gone', async () => {
    const login = await post('/api/auth/login', { email: 'customer@example.com', password: TEST_PASSWORD })
    const hint = login.res.headers.getSetCookie().find((h) => h.startsWith('signed_in='))!
    expect(hint).toMatch(/^signed_in=1;/)
    expect(hint).not.toMatch(/HttpOnly/i)
    const cookie = sessionCookieFrom(login.res)!
    await send('/api/auth/logout', { method: 'POST', headers: { cookie } })
    const stale = await me(`${cookie}; signed_in=1`)
    expect(stale.status).toBe(401)
    const cleared = stale.res.headers.getSetCookie().join('\n')
    expect(cleared).toMatch(/^session=;/m)
    expect(cleared).toMatch(/^signed_in=;/m)
  })

  it('keeps other sessions of the same user when one device logs out', async () => {
    const phone = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const laptop = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    await send('/api/auth/logout', { method: 'POST', headers: { cookie: phone } })
    expect((await me(phone)).status).toBe(401)
    expect((await me(laptop)).status).toBe(200)
  })

  it('answers logout without a session with success (nothing to end)', async () => {
    expect((await post('/api/auth/logout', {})).status).toBe(200)
  })

  it('refuses a session whose row has expired even though its token still verifies', async () => {
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [user] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(sessions.userId, user!.id))
    expect((await me(cookie)).status).toBe(401)
  })
})

describe('abuse limits', () => {
  const from = (app: TestApp, ip: string) => (path: string, json: unknown) =>
    app.app.request(new URL(path, TEST_ORIGIN).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify(json),
    }, { incoming: { socket: { remoteAddress: ip } } })

  it('refuses the 6th wrong password in a row with 429 and Retry-After, even with the right password', async () => {
    const app = await createTestApp({ seed: true })
    try {
      const attempt = from(app, '198.51.100.7')
      for (let i = 0; i < 5; i++) {
        expect((await attempt('/api/auth/login', { email: 'customer@example.com', password: `Wrong${i}2345` })).status).toBe(401)
      }
      const sixth = await attempt('/api/auth/login', { email: 'customer@example.com', password: 'Wrong62345' })
      expect(sixth.status).toBe(429)
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800)
      expect((await sixth.json()).error.code).toBe('too_many_requests')
      expect((await attempt('/api/auth/login', { email: 'customer@example.com', password: TEST_PASSWORD })).status).toBe(429)
      // The same account from another address is still locked (per email)…
      expect((await from(app, '203.0.113.9')('/api/auth/login', { email: 'customer@example.com', password: TEST_PASSWORD })).status).toBe(429)
      // …and the guessing address is locked for other accounts too (per IP).
      expect((await attempt('/api/auth/login', { email: 'staff@example.com', password: TEST_PASSWORD })).status).toBe(429)
      // Another address signs in to another account normally.
      expect((await from(app, '203.0.113.9')('/api/auth/login', { email: 'staff@example.com', password: TEST_PASSWORD })).status).toBe(200)
    } finally {
      app.close()
    }
  })

  it('limits password-reset requests per email and per IP', async () => {
    const app = await createTestApp({ seed: true })
    try {
      for (let i = 0; i < 5; i++) expect((await from(app, `192.0.2.${i}`)('/api/auth/forgot-password', { email: 'staff@example.com' })).status).toBe(200)
      const perEmail = await from(app, '192.0.2.99')('/api/auth/forgot-password', { email: 'staff@example.com' })
      expect(perEmail.status).toBe(429)
      expect(perEmail.headers.get('retry-after')).toBeTruthy()
      const ip = from(app, '192.0.2.200')
      for (let i = 0; i < 5; i++) expect((await ip('/api/auth/forgot-password', { email: `nobody${i}@example.com` })).status).toBe(200)
      expect((await ip('/api/auth/forgot-password', { email: 'nobody9@example.com' })).status).toBe(429)
    } finally {
      app.close()
    }
  })
  it('limits new accounts per IP, without counting refused attempts', async () => {
    const app = await createTestApp()
    try {
      const office = from(app, '198.51.100.40')
      expect((await office('/api/auth/register', person({ password: 'weak' }))).status).toBe(400)
      for (let i = 0; i < 20; i++) expect((await office('/api/auth/register', person())).status).toBe(201)
      const refused = await office('/api/auth/register', person())
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
      expect((await from(app, '198.51.100.41')('/api/auth/register', person())).status).toBe(201)
    } finally {
      app.close()
    }
  })
})

describe('forgot and reset password', () => {
  const outboxFor = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))
  const tokenIn = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]).searchParams.get('token')!

  it('answers the same whether or not the account exists, and emails only a real account', async () => {
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' })
    const known = await post('/api/auth/forgot-password', { email: 'Staff@Example.com' })
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(await outboxFor('ghost@example.com')).toHaveLength(0)
    const mails = await outboxFor('staff@example.com')
    expect(mails.length).toBeGreaterThan(0)
    expect(mails.at(-1)!.bodyText).toContain(`${TEST_ORIGIN}/reset-password?token=`)
  })

  it('resets with the emailed link: old sessions end, the new password works, the link works once', async () => {
    const email = freshEmail()
    const reg = await post('/api/auth/register', person({ email }))
    const oldSession = sessionCookieFrom(reg.res)!
    await post('/api/auth/forgot-password', { email })
    const [mail] = await outboxFor(email)
    const token = tokenIn(mail!.bodyText)
    const [cred] = await t.db.select().from(userCredentials).where(eq(userCredentials.userId, reg.body.id))
    expect(cred!.passwordResetToken).toMatch(/^[0-9a-f]{64}$/)
    expect(cred!.passwordResetToken).not.toBe(token)
    expect(Date.parse(cred!.passwordResetExpiry!) - Date.now()).toBeGreaterThan(59 * 60 * 1000)
    expect(Date.parse(cred!.passwordResetExpiry!) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000)

    const reset = await post('/api/auth/reset-password', { token, password: 'NewShape2026', confirmPassword: 'NewShape2026' })
    expect(reset.status).toBe(200)
    expect((await me(oldSession)).status).toBe(401)
    expect((await post('/api/auth/login', { email, password: STRONG })).status).toBe(401)
    expect((await post('/api/auth/login', { email, password: 'NewShape2026' })).status).toBe(200)

    const reused = await post('/api/auth/reset-password', { token, password: 'Another2026', confirmPassword: 'Another2026' })
    expect(reused.status).toBe(400)
    expect(reused.body.error.code).toBe('invalid_reset_token')
    expect(reused.body.error.message).toMatch(/invalid or has expired/)
  })

  it('refuses an expired link, and a newer request replaces the older link', async () => {
    const email = freshEmail()
    const reg = await post('/api/auth/register', person({ email }))
    await post('/api/auth/forgot-password', { email })
    const first = tokenIn((await outboxFor(email))[0]!.bodyText)
    await post('/api/auth/forgot-password', { email })
    const second = tokenIn((await outboxFor(email))[1]!.bodyText)
    expect((await post('/api/auth/reset-password', { token: first, password: 'NewShape2026', confirmPassword: 'NewShape2026' })).status).toBe(400)
    await t.db
      .update(userCredentials)
      .set({ passwordResetExpiry: new Date(Date.now() - 1000).toISOString() })
      .where(eq(userCredentials.userId, reg.body.id))
    const expired = await post('/api/auth/reset-password', { token: second, password: 'NewShape2026', confirmPassword: 'NewShape2026' })
    expect(expired.status).toBe(400)
    expect(expired.body.error.code).toBe('invalid_reset_token')
    expect((await post('/api/auth/login', { email, password: STRONG })).status).toBe(200)
  })

  it('writes the email in the account language with a link under its prefix, on the public URL when set', async () => {
    const app = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } })
    try {
      const email = 'lucie@example.com'
      await app.request('/api/auth/register', { method: 'POST', json: person({ email, preferredLanguage: 'fr', firstName: 'Lucie' }) })
      await app.request('/api/auth/forgot-password', { method: 'POST', json: { email } })
      const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))
      expect(mail!.subject).toBe('Réinitialisez votre mot de passe')
      expect(mail!.bodyText).toContain('Bonjour Lucie')
      expect(mail!.bodyText).toContain('https://shop.example.com/fr/reset-password?token=')
    } finally {
      app.close()
    }
  })
})

describe('cross-site requests', () => {
  it('refuses a state-changing request from another site with 403', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: TEST_ORIGIN, 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await t.app.request(`${TEST_ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'customer@example.com', password: TEST_PASSWORD }),
      })
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect((await res.json()).error.code).toBe('cross_site_request')
      expect(sessionCookieFrom(res)).toBeUndefined()
    }
    const logout = await t.app.request(`${TEST_ORIGIN}/api/auth/logout`, { method: 'POST', headers: { origin: 'http://localhost.evil.example' } })
    expect(logout.status).toBe(403)
  })

  it('lets same-origin browsers, the configured public origin and non-browser clients through', async () => {
    const body = JSON.stringify({ email: 'customer@example.com', password: TEST_PASSWORD })
    const json = { 'content-type': 'application/json' }
    for (const headers of [{ origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const res = await t.app.request(`${TEST_ORIGIN}/api/auth/login`, { method: 'POST', headers: { ...json, ...headers }, body })
      expect(res.status, JSON.stringify(headers)).toBe(200)
    }
    const app = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://shop.example.com' } })
    try {
      const viaProxy = await app.app.request('http://127.0.0.1:8787/api/auth/login', {
        method: 'POST',
        headers: { ...json, origin: 'https://shop.example.com', host: '127.0.0.1:8787' },
        body,
      })
      expect(viaProxy.status).toBe(200)
    } finally {
      app.close()
    }
  })

  it('does not block reads from other sites (GET is not state-changing)', async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/api/products`, { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(200)
  })
})

describe('secrets never leave the server', () => {
  it('no response of this file carried a password hash, a reset token or a session token in its body', async () => {
    const stored = (await t.db.select().from(userCredentials)).flatMap((c) => [c.passwordHash, c.passwordResetToken])
    const emailed = (await t.db.select().from(emailOutbox)).map((m) => /token=([\w-]+)/.exec(m.bodyText)?.[1])
    const tokens = [...stored, ...emailed].filter(Boolean) as string[]
    expect(emailed.length).toBeGreaterThan(3)
    expect(seenBodies.length).toBeGreaterThan(40)
    for (const text of seenBodies) {
      expect(text).not.toMatch(/"(password_?hash|password_?reset_?token|password_?reset_?expiry|session_?token)"\s*:|pbkdf2/i)
      expect(text).not.toMatch(/eyJhbGciOi/) // a JWT header
      for (const secret of tokens) expect(text).not.toContain(secret)
    }
  })
})
