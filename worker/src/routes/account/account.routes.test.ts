// The signed-in user's own account: what the checkout prefills (saved addresses, default first;
// the loyalty balance), and the customer area's profile, password, address book, data export and
// account deletion (decision 015). Each is the user's alone.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountApi } from '#shared/contracts/account'
import { authApi } from '#shared/contracts/auth'
import { loyaltyApi } from '#shared/contracts/loyalty'
import { loyaltyLedger, orders, sessions, userAddresses, users } from '#worker/db/schema'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: string
let wholesale: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  customer = await signIn(t.request, 'customer@example.com', TEST_PASSWORD)
  wholesale = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
})
afterAll(() => t.close())

const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id

describe('GET /api/account/addresses', () => {
  it('asks a visitor to sign in', async () => {
    expect((await t.request(accountApi.addresses.url)).status).toBe(401)
  })

  it('lists the signed-in user’s addresses, the default first, and nobody else’s', async () => {
    const userId = await idOf('customer@example.com')
    const address = { userId, fullName: 'Emily Carter', addressLine1: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US', phone: '+1 512 555 0142' }
    await t.db.insert(userAddresses).values([
      { ...address, addressLine1: '9 Old Road', createdAt: '2026-01-02T00:00:00.000Z' },
      { ...address, isDefault: true, createdAt: '2025-01-01T00:00:00.000Z' },
    ])
    await t.db.insert(userAddresses).values({ ...address, userId: await idOf('wholesale@example.com'), addressLine1: 'Not yours' })
    const res = await t.request(accountApi.addresses.url, { headers: { cookie: customer } })
    expect(res.status).toBe(200)
    const list = accountApi.addresses.output.parse(await res.json())
    expect(list.map((a) => [a.addressLine1, a.isDefault])).toEqual([
      ['245 Maple Avenue', true],
      ['9 Old Road', false],
    ])
    expect(list[0]).not.toHaveProperty('userId')
  })
})

describe('GET /api/loyalty/balance', () => {
  it('is earned minus redeemed, for the signed-in user only', async () => {
    expect((await t.request(loyaltyApi.balance.url)).status).toBe(401)
    const userId = await idOf('wholesale@example.com')
    await t.db.insert(loyaltyLedger).values([
      { userId, points: 800, transactionType: 'earned' },
      { userId, points: 500, transactionType: 'redeemed' },
    ])
    const res = await t.request(loyaltyApi.balance.url, { headers: { cookie: wholesale } })
    expect(loyaltyApi.balance.output.parse(await res.json())).toEqual({ points: 300 })
  })
})

// ---- The customer area (decision 015) ----

let serial = 0
/** A new customer through /register; their cookie and id. */
async function newCustomer(password = 'Second12345') {
  const email = `person${++serial}@example.com`
  const res = await t.request(authApi.register.url, {
    method: 'POST',
    json: { email, password, firstName: 'Lucía', lastName: 'Mejía', preferredLanguage: 'es' },
  })
  expect(res.status).toBe(201)
  return { email, password, cookie: sessionCookieFrom(res)!, id: await idOf(email) }
}

const send = (url: string, method: string, cookie: string | undefined, json?: unknown) =>
  t.request(url, { method, headers: cookie ? { cookie } : {}, ...(json === undefined ? {} : { json }) })

const home = { fullName: 'Lucía Mejía', addressLine1: 'Calle 10 # 43-12', city: 'Medellín', state: 'Antioquia', postalCode: '050021', country: 'CO', phone: '+57 300 555 0101' }

describe('the customer area asks a visitor to sign in', () => {
  it.each([
    ['GET', accountApi.profile.url],
    ['PATCH', accountApi.updateProfile.url],
    ['POST', accountApi.changePassword.url],
    ['POST', accountApi.addAddress.url],
    ['PATCH', accountApi.updateAddress.url.replace(':id', 'x')],
    ['DELETE', accountApi.removeAddress.url.replace(':id', 'x')],
    ['GET', accountApi.exportData.url],
    ['DELETE', accountApi.remove.url],
  ])('%s %s', async (method, url) => {
    expect((await send(url, method, undefined, method === 'GET' ? undefined : {})).status).toBe(401)
  })
})

describe('profile', () => {
  it('reads and changes name, phone and language by the register rules', async () => {
    const person = await newCustomer()
    const before = accountApi.profile.output.parse(await (await send(accountApi.profile.url, 'GET', person.cookie)).json())
    expect(before).toMatchObject({ email: person.email, firstName: 'Lucía', preferredLanguage: 'es', role: 'customer' })

    const change = { firstName: 'Lucía Fernanda', lastName: 'Mejía Ríos', phone: '+57 300 555 0199', preferredLanguage: 'fr' }
    const res = await send(accountApi.updateProfile.url, 'PATCH', person.cookie, change)
    expect(res.status).toBe(200)
    expect(accountApi.updateProfile.output.parse(await res.json())).toMatchObject(change)
    expect(await (await send(authApi.me.url, 'GET', person.cookie)).json()).toMatchObject(change)

    const bad = await send(accountApi.updateProfile.url, 'PATCH', person.cookie, { ...change, firstName: 'L', preferredLanguage: 'de' })
    expect(bad.status).toBe(400)
    const { error } = (await bad.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(error.fields).sort()).toEqual(['firstName', 'preferredLanguage'])
  })
})

describe('POST /api/account/password', () => {
  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const person = await newCustomer()
    const res = await send(accountApi.changePassword.url, 'POST', person.cookie, { currentPassword: 'Wrong12345', newPassword: 'Brand12345', confirmPassword: 'Brand12345' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'wrong_password', fields: { currentPassword: 'Your current password is incorrect' } } })
    await signIn(t.request, person.email, person.password)
  })

  it('holds the new password to the register rules and to the confirmation', async () => {
    const person = await newCustomer()
    const weak = await send(accountApi.changePassword.url, 'POST', person.cookie, { currentPassword: person.password, newPassword: 'short', confirmPassword: 'other' })
    expect(weak.status).toBe(400)
    const { error } = (await weak.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(error.fields).sort()).toEqual(['confirmPassword', 'newPassword'])
  })

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const person = await newCustomer()
    const elsewhere = await signIn(t.request, person.email, person.password)
    const res = await send(accountApi.changePassword.url, 'POST', person.cookie, { currentPassword: person.password, newPassword: 'Brand12345', confirmPassword: 'Brand12345' })
    expect(res.status).toBe(200)
    expect((await send(authApi.me.url, 'GET', person.cookie)).status).toBe(200)
    expect((await send(authApi.me.url, 'GET', elsewhere)).status).toBe(401)
    await expect(signIn(t.request, person.email, person.password)).rejects.toThrow(/401/)
    await signIn(t.request, person.email, 'Brand12345')
  })
})

describe('address book', () => {
  const list = async (cookie: string) => accountApi.addresses.output.parse(await (await send(accountApi.addresses.url, 'GET', cookie)).json())
  const defaults = async (cookie: string) => (await list(cookie)).filter((a) => a.isDefault).map((a) => a.addressLine1)

  it('makes the first address the default, moves it on request, and always keeps exactly one', async () => {
    const person = await newCustomer()
    const first = await send(accountApi.addAddress.url, 'POST', person.cookie, home)
    expect(first.status).toBe(201)
    const a = accountApi.addAddress.output.parse(await first.json())
    expect(a).toMatchObject({ ...home, addressLine2: null, isDefault: true })

    const b = accountApi.addAddress.output.parse(await (await send(accountApi.addAddress.url, 'POST', person.cookie, { ...home, addressLine1: 'Carrera 7 # 72-41', city: 'Bogotá', state: '', phone: '' })).json())
    expect(b).toMatchObject({ isDefault: false, state: null, phone: null })
    expect(await defaults(person.cookie)).toEqual(['Calle 10 # 43-12'])

    const c = accountApi.addAddress.output.parse(await (await send(accountApi.addAddress.url, 'POST', person.cookie, { ...home, addressLine1: 'Avenida 5N # 23-50', city: 'Cali', isDefault: true })).json())
    expect(c.isDefault).toBe(true)
    expect(await defaults(person.cookie)).toEqual(['Avenida 5N # 23-50'])

    const made = await send(accountApi.updateAddress.url.replace(':id', b.id), 'PATCH', person.cookie, { isDefault: true, city: 'Bogotá D.C.' })
    expect(made.status).toBe(200)
    expect(accountApi.updateAddress.output.parse(await made.json())).toMatchObject({ city: 'Bogotá D.C.', isDefault: true })
    expect((await list(person.cookie)).map((x) => [x.addressLine1, x.isDefault])).toEqual([
      ['Carrera 7 # 72-41', true],
      ['Avenida 5N # 23-50', false],
      ['Calle 10 # 43-12', false],
    ])

    const unset = await send(accountApi.updateAddress.url.replace(':id', b.id), 'PATCH', person.cookie, { isDefault: false })
    expect(unset.status).toBe(400)

    // Removing the default hands it to the newest remaining address.
    expect((await send(accountApi.removeAddress.url.replace(':id', b.id), 'DELETE', person.cookie)).status).toBe(204)
    expect(await defaults(person.cookie)).toEqual(['Avenida 5N # 23-50'])
    expect((await send(accountApi.removeAddress.url.replace(':id', c.id), 'DELETE', person.cookie)).status).toBe(204)
    expect(await defaults(person.cookie)).toEqual(['Calle 10 # 43-12'])
    expect(a.id).toBe((await list(person.cookie))[0]!.id)
  })

  it('keeps one default when several addresses are added at once to an empty book', async () => {
    const person = await newCustomer()
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(accountApi.addAddress.url, 'POST', person.cookie, { ...home, addressLine1: `Calle ${i}` })))
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201))
    expect(await defaults(person.cookie)).toHaveLength(1)
  })

  it('refuses what the checkout refuses: missing parts, an unknown country, a PO box', async () => {
    const person = await newCustomer()
    const missing = await send(accountApi.addAddress.url, 'POST', person.cookie, { ...home, addressLine1: ' ', country: 'XX' })
    expect(missing.status).toBe(400)
    expect(Object.keys(((await missing.json()) as { error: { fields: object } }).error.fields).sort()).toEqual(['addressLine1', 'country'])
    const poBox = await send(accountApi.addAddress.url, 'POST', person.cookie, { ...home, addressLine1: 'PO Box 123' })
    expect(poBox.status).toBe(400)
    const added = accountApi.addAddress.output.parse(await (await send(accountApi.addAddress.url, 'POST', person.cookie, home)).json())
    const patched = await send(accountApi.updateAddress.url.replace(':id', added.id), 'PATCH', person.cookie, { addressLine1: 'P.O. Box 9' })
    expect(patched.status).toBe(400)
  })

  it('answers 404 for another user’s address, and leaves it as it was', async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const address = accountApi.addAddress.output.parse(await (await send(accountApi.addAddress.url, 'POST', owner.cookie, home)).json())
    const url = accountApi.updateAddress.url.replace(':id', address.id)
    expect((await send(url, 'PATCH', other.cookie, { city: 'Elsewhere' })).status).toBe(404)
    expect((await send(url, 'DELETE', other.cookie)).status).toBe(404)
    expect(await list(other.cookie)).toEqual([])
    expect(await list(owner.cookie)).toEqual([address])
  })

  it('adds an address once for one Idempotency-Key', async () => {
    const person = await newCustomer()
    const headers = { cookie: person.cookie, 'idempotency-key': 'address-once-1' }
    const [one, two] = [await t.request(accountApi.addAddress.url, { method: 'POST', headers, json: home }), await t.request(accountApi.addAddress.url, { method: 'POST', headers, json: home })]
    expect([one.status, two.status]).toEqual([201, 201])
    expect(await two.json()).toEqual(await one.json())
    expect(await list(person.cookie)).toHaveLength(1)
  })
})

describe('privacy: a copy of one’s data and deleting the account', () => {
  it('exports the user’s records as a JSON download, and nobody else’s', async () => {
    const res = await send(accountApi.exportData.url, 'GET', customer)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="forma-bella-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = accountApi.exportData.output.parse(await res.json())
    expect(data.stockAlerts).toEqual([])
    const camille = await idOf('wholesale@example.com')
    expect(data.profile.email).toBe('customer@example.com')
    expect(data.orders.length).toBeGreaterThanOrEqual(4)
    expect(data.orders.every((o) => o.customerEmail === 'customer@example.com' && o.items.length > 0)).toBe(true)
    expect(data.loyalty.entries.length).toBeGreaterThanOrEqual(4)
    expect(data.storeCredit).toMatchObject({ balance: '10.00', entries: [{ kind: 'issued', reason: 'goodwill', note: 'Welcome back' }] })
    expect(data.addresses.map((a) => a.addressLine1)).not.toContain('Not yours')
    expect(data.wholesaleAccounts).toEqual([])
    const text = JSON.stringify(data)
    expect(text).not.toContain('wholesale@example.com')
    expect(text).not.toContain('Boutique Silhouette')
    expect(text).not.toContain(camille)

    const buyer = accountApi.exportData.output.parse(await (await send(accountApi.exportData.url, 'GET', wholesale)).json())
    expect(buyer.wholesaleAccounts.map((a) => [a.businessName, a.status])).toEqual([['Boutique Silhouette Montréal', 'approved']])
    expect(buyer.orders).toEqual([])
  })

  it('deletes the account with its password: sessions, addresses and credentials go, orders stay detached', async () => {
    const person = await newCustomer()
    await send(accountApi.addAddress.url, 'POST', person.cookie, home)
    const [order] = await t.db
      .insert(orders)
      .values({ orderNumber: 'FB-KEPT-1', userId: person.id, customerEmail: person.email, customerName: 'Lucía Mejía', status: 'delivered', subtotalCents: 5000, totalCents: 5000, paidAt: '2026-01-01T00:00:00.000Z' })
      .returning()

    const wrong = await send(accountApi.remove.url, 'DELETE', person.cookie, { password: 'Wrong12345' })
    expect(wrong.status).toBe(400)
    expect((await send(authApi.me.url, 'GET', person.cookie)).status).toBe(200)

    const res = await send(accountApi.remove.url, 'DELETE', person.cookie, { password: person.password })
    expect(res.status).toBe(204)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('session=;'))).toBe(true)
    expect((await send(authApi.me.url, 'GET', person.cookie)).status).toBe(401)
    await expect(signIn(t.request, person.email, person.password)).rejects.toThrow(/401/)
    expect(await t.db.select().from(users).where(eq(users.id, person.id))).toEqual([])
    expect(await t.db.select().from(userAddresses).where(eq(userAddresses.userId, person.id))).toEqual([])
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([])
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id))
    expect(kept).toMatchObject({ userId: null, orderNumber: 'FB-KEPT-1', customerEmail: person.email })
  })

  it('keeps the only admin from deleting themself', async () => {
    const admin = await signIn(t.request, 'admin@example.com', TEST_PASSWORD)
    const res = await send(accountApi.remove.url, 'DELETE', admin, { password: TEST_PASSWORD })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: { code: 'last_admin' } })
    expect((await send(authApi.me.url, 'GET', admin)).status).toBe(200)
  })
})
