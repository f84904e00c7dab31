// Accounts as a client sees them: registration, sign-in, sessions, password reset, abuse limits
// and cross-site refusal, against the real app on a fresh database.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { productsApi } from '#shared/contracts/catalogue'
import { MESSAGES } from '#shared/schemas/messages'
import { emailOutbox, sessions, userCredentials, users, wholesaleAccounts } from '#worker/db/schema'
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '#worker/test/test-app'
import { FORGOT_PASSWORD_MESSAGE } from './auth.routes'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

const M = MESSAGES
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
  // Forgot-password finishes after its answer: wait for it, as a reader of the mailbox would.
  await app.settled()
  const text = await res.clone().text()
  seenBodies.push(text)
  return { res, status: res.status, body: text ? JSON.parse(text) : undefined }
}
const post = (path: string, json: unknown, headers: Record<string, string> = {}) => send(path, { method: 'POST', json, headers })
const me = (cookie?: string) => send(authApi.me.url, { headers: cookie ? { cookie } : {} })

async function expectValidation(path: string, json: unknown, field: string, message: string) {
  const { status, body } = await post(path, json)
  expect(status, `${path} ${JSON.stringify(json)}`).toBe(400)
  expect(body.error.code).toBe('validation_failed')
  expect(body.error.fields[field], `${field} of ${JSON.stringify(json)}`).toBe(message)
}

describe('each field rule’s own message comes back from the server', () => {
  it('register', async () => {
    await expectValidation(authApi.register.url, person({ email: 'not-an-email' }), 'email', M.emailInvalid)
    await expectValidation(authApi.register.url, person({ email: undefined }), 'email', M.emailInvalid)
    await expectValidation(authApi.register.url, person({ password: 'Ab1' }), 'password', M.passwordMin8)
    await expectValidation(authApi.register.url, person({ password: 'ALLUPPER123' }), 'password', M.passwordLowercase)
    await expectValidation(authApi.register.url, person({ password: 'alllower123' }), 'password', M.passwordUppercase)
    await expectValidation(authApi.register.url, person({ password: 'NoDigitsHere' }), 'password', M.passwordDigit)
    await expectValidation(authApi.register.url, person({ firstName: 'V' }), 'firstName', M.firstNameMin)
    await expectValidation(authApi.register.url, person({ lastName: ' R ' }), 'lastName', M.lastNameMin)
    await expectValidation(authApi.register.url, person({ lastName: undefined }), 'lastName', M.lastNameRequired)
    await expectValidation(authApi.register.url, person({ preferredLanguage: 'de' }), 'preferredLanguage', M.languageInvalid)
    await expectValidation(authApi.register.url, person({ accountType: 'admin' }), 'accountType', M.accountTypeInvalid)
    // The headline message is the first problem, so a client without field mapping still says something useful.
    const { body } = await post(authApi.register.url, person({ password: 'alllower123' }))
    expect(body.error.message).toBe(M.passwordUppercase)
  })

  it('login, forgot password and reset password', async () => {
    await expectValidation(authApi.login.url, { email: 'nope', password: 'x' }, 'email', M.emailInvalid)
    await expectValidation(authApi.login.url, { email: 'a@example.com', password: '' }, 'password', M.passwordRequired)
    await expectValidation(authApi.forgotPassword.url, { email: 'nope@' }, 'email', M.emailInvalid)
    await expectValidation(authApi.resetPassword.url, { token: '', password: STRONG, confirmPassword: STRONG }, 'token', M.resetTokenRequired)
    await expectValidation(authApi.resetPassword.url, { password: STRONG, confirmPassword: STRONG }, 'token', M.resetTokenRequired)
    await expectValidation(authApi.resetPassword.url, { token: 'x', password: 'weakpassword1', confirmPassword: 'weakpassword1' }, 'password', M.passwordUppercase)
    await expectValidation(authApi.resetPassword.url, { token: 'x', password: STRONG, confirmPassword: 'Sculpt2027' }, 'confirmPassword', M.passwordsDontMatch)
  })

  it('answers wrong types with 400, never 500', async () => {
    for (const json of [{ email: 42, password: ['x'] }, [], 'text', null, { email: { $ne: '' }, password: true }]) {
      const { status } = await post(authApi.login.url, json)
      expect(status, JSON.stringify(json)).toBe(400)
    }
    expect((await post(authApi.register.url, { ...person(), phone: 12345 })).status).toBe(400)
  })
})

describe('registration', () => {
  it('creates a customer, signs them in with a 7-day HttpOnly Lax cookie and returns the user only', async () => {
    const email = freshEmail()
    const { res, status, body } = await post(authApi.register.url, person({ email: `  ${email.toUpperCase()} `, phone: '+57 300 123 4567', preferredLanguage: 'es' }))
    expect(status).toBe(201)
    expect(authApi.register.output.parse(body)).toMatchObject({ email, firstName: 'Valentina', lastName: 'Ríos', role: 'customer', preferredLanguage: 'es', phone: '+57 300 123 4567' })
    const setCookie = res.headers.getSetCookie().find((h) => h.startsWith('session='))!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Max-Age=604800/)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).not.toMatch(/Secure/i)
    const current = await me(sessionCookieFrom(res))
    expect(current.status).toBe(200)
    expect(authApi.me.output.parse(current.body)).toMatchObject({ id: body.id, email, role: 'customer' })
  })

  it('defaults to English and a customer account, and treats an empty phone as none', async () => {
    const { body } = await post(authApi.register.url, person({ phone: '' }))
    expect(body).toMatchObject({ preferredLanguage: 'en', role: 'customer', phone: null })
  })

  it('marks the cookie Secure when the shop is served over https (directly or behind a proxy)', async () => {
    const behindProxy = await send(authApi.register.url, { method: 'POST', json: person(), headers: { 'x-forwarded-proto': 'https' } })
    expect(behindProxy.res.headers.getSetCookie().find((h) => h.startsWith('session='))).toMatch(/Secure/i)
    const direct = await t.app.request(`https://shop.example${authApi.register.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example' },
      body: JSON.stringify(person()),
    })
    expect(direct.status).toBe(201)
    expect(direct.headers.getSetCookie().find((h) => h.startsWith('session='))).toMatch(/Secure/i)
  })

  it('refuses a second account for the same email in any letter case with 409', async () => {
    const email = freshEmail()
    expect((await post(authApi.register.url, person({ email }))).status).toBe(201)
    const again = await post(authApi.register.url, person({ email: email.toUpperCase() }))
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('email_taken')
    expect(again.body.error.message).toMatch(/already exists/)
    expect(sessionCookieFrom(again.res)).toBeUndefined()
  })

  it('gives a wholesale sign-up the wholesale role and a pending wholesale account', async () => {
    const { status, body } = await post(authApi.register.url, person({ accountType: 'wholesale', firstName: 'Camila', lastName: 'Duarte' }))
    expect(status).toBe(201)
    expect(body.role).toBe('wholesale')
    const accounts = await t.db.select().from(wholesaleAccounts).where(eq(wholesaleAccounts.userId, body.id))
    expect(accounts).toHaveLength(1)
    expect(accounts[0]).toMatchObject({ status: 'pending', companyName: 'Camila Duarte' })
  })

  it('stores the password only as a PBKDF2 hash', async () => {
    const { body } = await post(authApi.register.url, person())
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
    const ok = await post(authApi.login.url, { email: 'Customer@Example.com', password: TEST_PASSWORD })
    expect(ok.status).toBe(200)
    expect(authApi.login.output.parse(ok.body)).toMatchObject({ email: 'customer@example.com', role: 'customer' })
    expect(sessionCookieFrom(ok.res)).toBeTruthy()
    const wrong = await post(authApi.login.url, { email: 'staff@example.com', password: 'Wrong12345' })
    const unknown = await post(authApi.login.url, { email: 'nobody@example.com', password: 'Wrong12345' })
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401)
      expect(r.body.error).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password', requestId: expect.any(String) })
      expect(sessionCookieFrom(r.res)).toBeUndefined()
    }
  })

  it('ends the session on logout: a copied cookie stops working', async () => {
    const cookie = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
    const stolen = cookie
    expect((await me(stolen)).status).toBe(200)
    const out = await send(authApi.logout.url, { method: 'POST', json: {}, headers: { cookie } })
    expect(out.status).toBe(200)
    expect(authApi.logout.output.parse(out.body)).toEqual({ ok: true })
    expect(out.res.headers.getSetCookie().join()).toMatch(/session=;/)
    expect((await me(stolen)).status).toBe(401)
  })

  it('sets a readable signed-in hint beside the session (no secret in it) and drops both when the session is gone', async () => {
    const login = await post(authApi.login.url, { email: 'customer@example.com', password: TEST_PASSWORD })
    const hint = login.res.headers.getSetCookie().find((h) => h.startsWith('signed_in='))!
    expect(hint).toMatch(/^signed_in=1;/)
    expect(hint).not.toMatch(/HttpOnly/i)
    const cookie = sessionCookieFrom(login.res)!
    await send(authApi.logout.url, { method: 'POST', headers: { cookie } })
    const stale = await me(`${cookie}; signed_in=1`)
    expect(stale.status).toBe(401)
    const cleared = stale.res.headers.getSetCookie().join('\n')
    expect(cleared).toMatch(/^session=;/m)
    expect(cleared).toMatch(/^signed_in=;/m)
  })

  it('keeps other sessions of the same user when one device logs out', async () => {
    const phone = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const laptop = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    await send(authApi.logout.url, { method: 'POST', headers: { cookie: phone } })
    expect((await me(phone)).status).toBe(401)
    expect((await me(laptop)).status).toBe(200)
  })

  it('answers logout without a session with success (nothing to end)', async () => {
    expect((await post(authApi.logout.url, {})).status).toBe(200)
  })

  it('refuses a session whose row has expired even though its token still verifies', async () => {
    const cookie = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
    const [user] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(sessions.userId, user!.id))
    expect((await me(cookie)).status).toBe(401)
  })
})

/** A client at one address; `cookies` it is given back are sent again, as a browser would. */
function clientAt(app: TestApp, ip: string) {
  const jar = new Map<string, string>()
  return async (path: string, json: unknown) => {
    const res = await app.fetchApp(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        body: JSON.stringify(json),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    )
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const [name, value] = pair!.split('=')
      jar.set(name!, value!)
    }
    await app.settled()
    return res
  }
}

const signInAs = (email: string, password: string) => ({ email, password })
const STILL = new Date('2026-03-02T10:00:00Z')

describe('sign-in limits (decision 014)', () => {
  it('refuses the 6th attempt at one account from one address with 429 and Retry-After, even with the right password', async () => {
    const app = await createTestApp({ seed: true })
    try {
      const attacker = clientAt(app, '198.51.100.7')
      for (let i = 0; i < 5; i++) expect((await attacker(authApi.login.url, signInAs('customer@example.com', `Wrong${i}2345`))).status).toBe(401)
      const sixth = await attacker(authApi.login.url, signInAs('customer@example.com', TEST_PASSWORD))
      expect(sixth.status).toBe(429)
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800)
      expect((await sixth.json()).error.code).toBe('too_many_requests')
      // The address is not shut out of other accounts by five failures at one.
      expect((await attacker(authApi.login.url, signInAs('staff@example.com', TEST_PASSWORD))).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('lets the owner sign in from another address at once after five wrong passwords from an attacker', async () => {
    const app = await createTestApp({ seed: true })
    try {
      const attacker = clientAt(app, '198.51.100.8')
      for (let i = 0; i < 6; i++) await attacker(authApi.login.url, signInAs('admin@example.com', `Wrong${i}2345`))
      expect((await attacker(authApi.login.url, signInAs('admin@example.com', TEST_PASSWORD))).status).toBe(429)
      const owner = clientAt(app, '203.0.113.9')
      expect((await owner(authApi.login.url, signInAs('admin@example.com', TEST_PASSWORD))).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('clears an account’s failures from one place when it signs in there', async () => {
    const app = await createTestApp({ seed: true })
    try {
      const home = clientAt(app, '198.51.100.60')
      for (let i = 0; i < 4; i++) expect((await home(authApi.login.url, signInAs('customer@example.com', `Wrong${i}2345`))).status).toBe(401)
      expect((await home(authApi.login.url, signInAs('customer@example.com', TEST_PASSWORD))).status).toBe(200)
      // A new browser at the same address starts afresh: five more failures before the sixth is refused.
      const cafe = clientAt(app, '198.51.100.60')
      for (let i = 0; i < 5; i++) expect((await cafe(authApi.login.url, signInAs('customer@example.com', `Wrong${i}2345`))).status).toBe(401)
      expect((await cafe(authApi.login.url, signInAs('customer@example.com', TEST_PASSWORD))).status).toBe(429)
      // The browser that signed in is a known device of the account: counted on its own, still let in.
      expect((await home(authApi.login.url, signInAs('customer@example.com', TEST_PASSWORD))).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('limits one address guessing across many accounts to 30 failures an hour', async () => {
    const app = await createTestApp({ seed: true })
    try {
      const sprayer = clientAt(app, '198.51.100.90')
      for (let i = 0; i < 30; i++) expect((await sprayer(authApi.login.url, signInAs(`someone${i}@example.com`, 'Spring2026'))).status).toBe(401)
      const refused = await sprayer(authApi.login.url, signInAs('customer@example.com', TEST_PASSWORD))
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
      expect((await clientAt(app, '198.51.100.91')(authApi.login.url, signInAs('customer@example.com', TEST_PASSWORD))).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('slows distributed guessing at one account down with growing gaps, never locking it', async () => {
    let now = new Date('2026-03-02T10:00:00Z')
    const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000))
    const app = await createTestApp({ seed: true, now: () => now })
    try {
      let address = 0
      const stranger = () => clientAt(app, `192.0.2.${++address}`)
      for (let i = 0; i < 10; i++) expect((await stranger()(authApi.login.url, signInAs('staff@example.com', `Wrong${i}2345`))).status).toBe(401)
      // The 11th guess waits for its turn, 1 s after the first failure; the next for 2 s more, then 4 s.
      const early = await stranger()(authApi.login.url, signInAs('staff@example.com', 'Wrong102345'))
      expect(early.status).toBe(429)
      expect(early.headers.get('retry-after')).toBe('1')
      for (const gap of [1, 2, 4]) {
        later(gap)
        expect((await stranger()(authApi.login.url, signInAs('staff@example.com', 'Wrong112345'))).status).toBe(401)
        const next = await stranger()(authApi.login.url, signInAs('staff@example.com', 'Wrong122345'))
        expect(next.status).toBe(429)
        expect(next.headers.get('retry-after')).toBe(String(gap * 2))
      }
      // The owner on a new device waits like anyone for the next turn, and then signs in.
      const owner = clientAt(app, '203.0.113.50')
      expect((await owner(authApi.login.url, signInAs('staff@example.com', TEST_PASSWORD))).status).toBe(429)
      later(8)
      expect((await owner(authApi.login.url, signInAs('staff@example.com', TEST_PASSWORD))).status).toBe(200)
      // Only failures count: the turn the owner's success used goes to the next stranger.
      expect((await stranger()(authApi.login.url, signInAs('staff@example.com', 'Wrong132345'))).status).toBe(401)
      expect((await stranger()(authApi.login.url, signInAs('staff@example.com', 'Wrong142345'))).status).toBe(429)
      // From then on the owner's browser is a known device: strangers' guesses no longer hold it back.
      expect((await owner(authApi.login.url, signInAs('staff@example.com', TEST_PASSWORD))).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('lets the browser that reset the password through the emailed link sign in at once while strangers are slowed down', async () => {
    // A clock that stands still: no slowed-down turn comes while the test runs.
    const app = await createTestApp({ seed: true, now: () => STILL })
    try {
      for (let i = 0; i < 12; i++) await clientAt(app, `192.0.2.${10 + i}`)(authApi.login.url, signInAs('staff@example.com', `Wrong${i}2345`))
      const owner = clientAt(app, '192.0.2.31')
      expect((await owner(authApi.login.url, signInAs('staff@example.com', TEST_PASSWORD))).status).toBe(429)
      await owner(authApi.forgotPassword.url, { email: 'staff@example.com' })
      const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'staff@example.com'))
      const token = new URL(/https?:\/\/\S+/.exec(mail!.bodyText)![0]).searchParams.get('token')!
      expect((await owner(authApi.resetPassword.url, { token, password: 'NewShape2026', confirmPassword: 'NewShape2026' })).status).toBe(200)
      expect((await owner(authApi.login.url, signInAs('staff@example.com', 'NewShape2026'))).status).toBe(200)
      expect((await clientAt(app, '192.0.2.40')(authApi.login.url, signInAs('staff@example.com', 'NewShape2026'))).status).toBe(429)
    } finally {
      await app.close()
    }
  })

  it('does not trust a known-device cookie issued for another account, or a forged one', async () => {
    // A clock that stands still: no slowed-down turn comes while the test runs.
    const app = await createTestApp({ seed: true, now: () => STILL })
    try {
      for (let i = 0; i < 12; i++) await clientAt(app, `192.0.2.${60 + i}`)(authApi.login.url, signInAs('staff@example.com', `Wrong${i}2345`))
      const other = clientAt(app, '192.0.2.90')
      expect((await other(authApi.login.url, signInAs('customer@example.com', TEST_PASSWORD))).status).toBe(200)
      expect((await other(authApi.login.url, signInAs('staff@example.com', TEST_PASSWORD))).status).toBe(429)
      const forged = await app.fetchApp(authApi.login.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: 'known_device=eyJhbGciOiJIUzI1NiJ9.e30.forged' },
        body: JSON.stringify(signInAs('staff@example.com', TEST_PASSWORD)),
      })
      expect(forged.status).toBe(429)
    } finally {
      await app.close()
    }
  })
})

describe('other abuse limits', () => {
  it('limits password-reset requests per email and per IP', async () => {
    const app = await createTestApp({ seed: true })
    try {
      for (let i = 0; i < 5; i++) expect((await clientAt(app, `192.0.2.${i}`)(authApi.forgotPassword.url, { email: 'staff@example.com' })).status).toBe(200)
      const perEmail = await clientAt(app, '192.0.2.99')(authApi.forgotPassword.url, { email: 'staff@example.com' })
      expect(perEmail.status).toBe(429)
      expect(perEmail.headers.get('retry-after')).toBeTruthy()
      const ip = clientAt(app, '192.0.2.200')
      for (let i = 0; i < 5; i++) expect((await ip(authApi.forgotPassword.url, { email: `nobody${i}@example.com` })).status).toBe(200)
      expect((await ip(authApi.forgotPassword.url, { email: 'nobody9@example.com' })).status).toBe(429)
    } finally {
      await app.close()
    }
  })

  it('limits new accounts per IP, without counting refused attempts', async () => {
    const app = await createTestApp()
    try {
      const office = clientAt(app, '198.51.100.40')
      expect((await office(authApi.register.url, person({ password: 'weak' }))).status).toBe(400)
      const taken = freshEmail()
      expect((await clientAt(app, '198.51.100.39')(authApi.register.url, person({ email: taken }))).status).toBe(201)
      expect((await office(authApi.register.url, person({ email: taken }))).status).toBe(409)
      for (let i = 0; i < 20; i++) expect((await office(authApi.register.url, person())).status).toBe(201)
      const refused = await office(authApi.register.url, person())
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
      expect((await clientAt(app, '198.51.100.41')(authApi.register.url, person())).status).toBe(201)
    } finally {
      await app.close()
    }
  })

  it('creates no more than 20 accounts from one address when 40 sign-ups arrive at once', async () => {
    const app = await createTestApp()
    try {
      const office = clientAt(app, '198.51.100.42')
      const answers = await Promise.all(Array.from({ length: 40 }, () => office(authApi.register.url, person())))
      expect(answers.filter((r) => r.status === 201)).toHaveLength(20)
      expect(answers.filter((r) => r.status === 429)).toHaveLength(20)
      expect(await app.db.select().from(users)).toHaveLength(20)
    } finally {
      await app.close()
    }
  })
})

describe('forgot and reset password', () => {
  const outboxFor = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))
  const tokenIn = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]).searchParams.get('token')!

  it('answers the same whether or not the account exists, and emails only a real account', async () => {
    const unknown = await post(authApi.forgotPassword.url, { email: 'ghost@example.com' })
    const known = await post(authApi.forgotPassword.url, { email: 'Staff@Example.com' })
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(authApi.forgotPassword.output.parse(known.body).message).toMatch(/If an account exists/)
    expect(await outboxFor('ghost@example.com')).toHaveLength(0)
    const mails = await outboxFor('staff@example.com')
    expect(mails.length).toBeGreaterThan(0)
    expect(mails.at(-1)!.bodyText).toContain(`${TEST_ORIGIN}/reset-password?token=`)
  })

  it('resets with the emailed link: old sessions end, the new password works, the link works once', async () => {
    const email = freshEmail()
    const reg = await post(authApi.register.url, person({ email }))
    const oldSession = sessionCookieFrom(reg.res)!
    await post(authApi.forgotPassword.url, { email })
    const [mail] = await outboxFor(email)
    const token = tokenIn(mail!.bodyText)
    const [cred] = await t.db.select().from(userCredentials).where(eq(userCredentials.userId, reg.body.id))
    expect(cred!.passwordResetToken).toMatch(/^[0-9a-f]{64}$/)
    expect(cred!.passwordResetToken).not.toBe(token)
    expect(Date.parse(cred!.passwordResetExpiry!) - Date.now()).toBeGreaterThan(59 * 60 * 1000)
    expect(Date.parse(cred!.passwordResetExpiry!) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000)

    const reset = await post(authApi.resetPassword.url, { token, password: 'NewShape2026', confirmPassword: 'NewShape2026' })
    expect(reset.status).toBe(200)
    authApi.resetPassword.output.parse(reset.body)
    expect((await me(oldSession)).status).toBe(401)
    expect((await post(authApi.login.url, { email, password: STRONG })).status).toBe(401)
    expect((await post(authApi.login.url, { email, password: 'NewShape2026' })).status).toBe(200)

    const reused = await post(authApi.resetPassword.url, { token, password: 'Another2026', confirmPassword: 'Another2026' })
    expect(reused.status).toBe(400)
    expect(reused.body.error.code).toBe('invalid_reset_token')
    expect(reused.body.error.message).toMatch(/invalid or has expired/)
  })

  it('refuses an expired link, and a newer request replaces the older link', async () => {
    const email = freshEmail()
    const reg = await post(authApi.register.url, person({ email }))
    await post(authApi.forgotPassword.url, { email })
    const first = tokenIn((await outboxFor(email))[0]!.bodyText)
    await post(authApi.forgotPassword.url, { email })
    const second = tokenIn((await outboxFor(email))[1]!.bodyText)
    expect((await post(authApi.resetPassword.url, { token: first, password: 'NewShape2026', confirmPassword: 'NewShape2026' })).status).toBe(400)
    await t.db
      .update(userCredentials)
      .set({ passwordResetExpiry: new Date(Date.now() - 1000).toISOString() })
      .where(eq(userCredentials.userId, reg.body.id))
    const expired = await post(authApi.resetPassword.url, { token: second, password: 'NewShape2026', confirmPassword: 'NewShape2026' })
    expect(expired.status).toBe(400)
    expect(expired.body.error.code).toBe('invalid_reset_token')
    expect((await post(authApi.login.url, { email, password: STRONG })).status).toBe(200)
  })

  it('keeps no reset link whose email could not be queued, logs why, and answers as for any address', async () => {
    const app = await createTestApp()
    try {
      const email = freshEmail()
      const reg = await send(authApi.register.url, { method: 'POST', json: person({ email }) }, app)
      await app.client.execute("CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END")
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const failed = await send(authApi.forgotPassword.url, { method: 'POST', json: { email } }, app)
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/password reset request failed/)])
      logged.mockRestore()
      // An error only for real accounts would tell who has one.
      expect(failed.status).toBe(200)
      expect(failed.body.message).toBe(FORGOT_PASSWORD_MESSAGE)
      const [cred] = await app.db.select().from(userCredentials).where(eq(userCredentials.userId, reg.body.id))
      expect(cred!.passwordResetToken).toBeNull()
      expect(await app.db.select().from(emailOutbox)).toHaveLength(0)
    } finally {
      await app.close()
    }
  })

  it('writes the email in the account language with a link under its prefix, on the public URL when set', async () => {
    const app = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } })
    try {
      const email = 'lucie@example.com'
      await app.request(authApi.register.url, { method: 'POST', json: person({ email, preferredLanguage: 'fr', firstName: 'Lucie' }) })
      await app.request(authApi.forgotPassword.url, { method: 'POST', json: { email } })
      await app.settled()
      const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))
      expect(mail!.subject).toBe('Réinitialisez votre mot de passe')
      expect(mail!.bodyText).toContain('Bonjour Lucie')
      expect(mail!.bodyText).toContain('https://shop.example.com/fr/reset-password?token=')
    } finally {
      await app.close()
    }
  })
})

describe('cross-site requests', () => {
  it('refuses a state-changing request from another site with 403', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: TEST_ORIGIN, 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await t.app.request(`${TEST_ORIGIN}${authApi.login.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'customer@example.com', password: TEST_PASSWORD }),
      })
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect((await res.json()).error.code).toBe('cross_site_request')
      expect(sessionCookieFrom(res)).toBeUndefined()
    }
    const logout = await t.app.request(`${TEST_ORIGIN}${authApi.logout.url}`, { method: 'POST', headers: { origin: 'http://localhost.evil.example' } })
    expect(logout.status).toBe(403)
  })

  it('lets same-origin browsers, the configured public origin and non-browser clients through', async () => {
    const body = JSON.stringify({ email: 'customer@example.com', password: TEST_PASSWORD })
    const json = { 'content-type': 'application/json' }
    for (const headers of [{ origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const res = await t.app.request(`${TEST_ORIGIN}${authApi.login.url}`, { method: 'POST', headers: { ...json, ...headers }, body })
      expect(res.status, JSON.stringify(headers)).toBe(200)
    }
    const app = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://shop.example.com' } })
    try {
      const viaProxy = await app.app.request(`http://127.0.0.1:8787${authApi.login.url}`, {
        method: 'POST',
        headers: { ...json, origin: 'https://shop.example.com', host: '127.0.0.1:8787' },
        body,
      })
      expect(viaProxy.status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('does not block reads from other sites (GET is not state-changing)', async () => {
    const res = await t.app.request(`${TEST_ORIGIN}${productsApi.list.url}`, { headers: { origin: 'https://evil.example' } })
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
