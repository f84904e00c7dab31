// The back office's wholesale screens as admin and staff use them: the inquiry list
// (search, filter, pages), an inquiry's detail and status, and the accounts waiting for approval.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminUsersApi } from '#shared/contracts/admin-users'
import { authApi } from '#shared/contracts/auth'
import { adminAccountsApi, adminInquiriesApi, wholesaleApi } from '#shared/contracts/wholesale'
import { urlFor } from '#shared/contracts/contract'
import { MESSAGES as M } from '#shared/schemas/messages'
import { PAGE_SIZE } from '#shared/schemas/paging'
import { adminAuditLog, products, users, wholesaleAccounts, wholesaleInquiries } from '#worker/db/schema'
import { sessionCookieFrom, signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

const NOW = new Date('2026-03-02T15:00:00.000Z')
let t: Awaited<ReturnType<typeof createTestApp>>
const cookie: Record<string, string> = {}
let product: typeof products.$inferSelect
beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW })
  for (const role of ['admin', 'staff', 'customer', 'wholesale']) cookie[role] = await signIn(t.request, `${role}@example.com`, TEST_PASSWORD)
  product = (await t.db.select().from(products).limit(1))[0]!
})
afterAll(() => t.close())

const as = (role: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: cookie[role]! } })

async function submitInquiry(over: Record<string, unknown>) {
  const res = await t.request(wholesaleApi.submit.url, {
    method: 'POST',
    json: {
      companyName: 'Curvas Boutique',
      contactName: 'Laura Méndez',
      email: 'laura@curvas.example',
      phone: '+52 55 5555 0101',
      country: 'Mexico',
      items: [{ productId: product.id, color: product.colors[0], size: product.sizes[0], quantity: 12 }],
      ...over,
    },
  })
  expect(res.status).toBe(201)
  return wholesaleApi.submit.output.parse(await res.json())
}

const list = async (role: string, query: Record<string, unknown> = {}) => {
  const res = await as(role, urlFor(adminInquiriesApi.list, {}, query))
  expect(res.status).toBe(200)
  return adminInquiriesApi.list.output.parse(await res.json())
}

describe('wholesale inquiries in the back office', () => {
  let lumiere: { id: string; reference: string }
  beforeAll(async () => {
    lumiere = await submitInquiry({
      companyName: 'Boutique Lumière',
      contactName: 'Sofía Herrera',
      email: 'sofia@lumiere.example',
      businessType: 'boutique',
      yearsInBusiness: '3_5',
      taxId: 'NIT 900.123.456-7',
      website: 'lumiere.example',
      targetMarket: 'Women 25-45 in Bogotá',
      estimatedMonthlyOrder: '5000_10000',
      currentSuppliers: 'Local workshops',
      notes: 'Samples first, please.',
    })
    await submitInquiry({ companyName: 'Northern Shapes Ltd', contactName: 'Emma Walsh', email: 'emma@northern.example' })
    await submitInquiry({ companyName: 'Atelier 50% Off', contactName: 'Zoé Martin', email: 'zoe@atelier.example' })
  })

  it('searches company, contact name and email, case-insensitively and literally', async () => {
    expect((await list('admin', { search: 'LUMIÈRE' })).items.map((i) => i.companyName)).toEqual(['Boutique Lumière'])
    expect((await list('admin', { search: 'emma walsh' })).items.map((i) => i.companyName)).toEqual(['Northern Shapes Ltd'])
    expect((await list('admin', { search: '@atelier.example' })).items.map((i) => i.companyName)).toEqual(['Atelier 50% Off'])
    // % is a character here, not a wildcard.
    expect((await list('admin', { search: '50%' })).total).toBe(1)
    expect((await list('admin', { search: 'nobody at all' })).items).toEqual([])
  })

  it('lists newest first with the columns the back office shows, and filters by status', async () => {
    const all = await list('staff')
    expect(all.total).toBe(3)
    const row = all.items.find((i) => i.id === lumiere.id)!
    expect(row).toMatchObject({
      reference: lumiere.reference,
      companyName: 'Boutique Lumière',
      contactName: 'Sofía Herrera',
      email: 'sofia@lumiere.example',
      businessType: 'boutique',
      estimatedMonthlyOrder: '5000_10000',
      status: 'pending',
      itemCount: 1,
      createdAt: NOW.toISOString(),
    })
    expect((await list('admin', { status: 'pending' })).total).toBe(3)
    expect((await list('admin', { status: 'reviewing' })).total).toBe(0)
    expect((await list('admin', { status: 'all' })).total).toBe(3)

    const bad = await as('admin', urlFor(adminInquiriesApi.list, {}, { status: 'shipped' }))
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.message).toBe(M.inquiryStatusInvalid)
    expect((await as('admin', urlFor(adminInquiriesApi.list, {}, { page: '0' }))).status).toBe(400)
  })

  it('shows every section of an inquiry: company, contact, business details, notes and lines', async () => {
    const res = await as('staff', urlFor(adminInquiriesApi.byId, { id: lumiere.id }))
    expect(res.status).toBe(200)
    const detail = adminInquiriesApi.byId.output.parse(await res.json())
    expect(detail).toMatchObject({
      companyName: 'Boutique Lumière',
      businessType: 'boutique',
      yearsInBusiness: '3_5',
      taxId: 'NIT 900.123.456-7',
      website: 'lumiere.example',
      contactName: 'Sofía Herrera',
      email: 'sofia@lumiere.example',
      phone: '+52 55 5555 0101',
      country: 'Mexico',
      productsInterested: [product.category],
      estimatedMonthlyOrder: '5000_10000',
      targetMarket: 'Women 25-45 in Bogotá',
      currentSuppliers: 'Local workshops',
      notes: 'Samples first, please.',
      totalUnits: 12,
      user: null,
      items: [{ productId: product.id, productCode: product.code, productName: product.nameEn, quantity: 12 }],
    })
    expect((await as('admin', urlFor(adminInquiriesApi.byId, { id: crypto.randomUUID() }))).status).toBe(404)
  })

  it('sets any of the five statuses from any other, audited, and refuses anything else', async () => {
    const url = urlFor(adminInquiriesApi.changeStatus, { id: lumiere.id })
    for (const status of ['reviewing', 'contacted', 'approved', 'rejected', 'pending', 'reviewing'] as const) {
      const res = await as('staff', url, { method: 'PATCH', json: { status } })
      expect(res.status, status).toBe(200)
      expect(adminInquiriesApi.changeStatus.output.parse(await res.json()).status).toBe(status)
    }
    // Setting the status it already has changes nothing and records nothing.
    expect((await as('admin', url, { method: 'PATCH', json: { status: 'reviewing' } })).status).toBe(200)
    const entries = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, lumiere.id), eq(adminAuditLog.action, 'wholesale_inquiry.status_change')))
    expect(entries).toHaveLength(6)
    const [staff] = await t.db.select().from(users).where(eq(users.email, 'staff@example.com'))
    expect(entries[0]).toMatchObject({ userId: staff!.id, before: { status: 'pending' }, after: { status: 'reviewing' } })
    expect((await list('admin', { status: 'reviewing' })).items.map((i) => i.id)).toEqual([lumiere.id])

    for (const status of ['shipped', '', 'REVIEWING', null]) {
      const res = await as('admin', url, { method: 'PATCH', json: { status } })
      expect(res.status, String(status)).toBe(400)
      expect((await res.json()).error.fields.status).toBe(M.inquiryStatusInvalid)
    }
    expect((await as('admin', urlFor(adminInquiriesApi.changeStatus, { id: 'nope' }), { method: 'PATCH', json: { status: 'contacted' } })).status).toBe(404)
  })

  it('pages 50 at a time with the total of every match', async () => {
    const rows = Array.from({ length: PAGE_SIZE + 7 }, (_, i) => ({
      reference: `WQ-PAGE${String(i).padStart(2, '0')}`,
      companyName: `Paged Boutique ${String(i).padStart(2, '0')}`,
      contactName: 'Page Tester',
      email: `page${i}@paged.example`,
      phone: '1',
      country: 'Peru',
      status: 'contacted' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }))
    await t.db.insert(wholesaleInquiries).values(rows)
    const first = await list('admin', { search: 'paged boutique' })
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([PAGE_SIZE + 7, 1, PAGE_SIZE, PAGE_SIZE])
    expect(first.items[0]!.companyName).toBe(`Paged Boutique ${PAGE_SIZE + 6}`)
    const second = await list('admin', { search: 'paged boutique', page: 2 })
    expect(second.items.map((i) => i.companyName)).toEqual(Array.from({ length: 7 }, (_, i) => `Paged Boutique 0${6 - i}`))
    expect((await list('admin', { status: 'contacted', search: 'paged', page: 3 })).items).toEqual([])
  })
})

describe('wholesale accounts in the back office', () => {
  const decide = (role: string, id: string, json: unknown) => as(role, urlFor(adminAccountsApi.decide, { id }), { method: 'PATCH', json })
  const accounts = async (query: Record<string, unknown> = {}) =>
    adminAccountsApi.list.output.parse(await (await as('staff', urlFor(adminAccountsApi.list, {}, query))).json())

  async function registerWholesale(email: string, companyName?: string) {
    const res = await t.request(authApi.register.url, {
      method: 'POST',
      json: { email, password: 'Sculpt2026', firstName: 'Inés', lastName: 'Duarte', accountType: 'wholesale', companyName },
    })
    expect(res.status).toBe(201)
    return sessionCookieFrom(res)!
  }

  it('lists a wholesale registration as pending, ahead of approved accounts', async () => {
    await registerWholesale('ines@atelier.example', 'Atelier Duarte')
    const { items, total } = await accounts()
    expect(total).toBe(2)
    expect(items.map((a) => [a.companyName, a.status])).toEqual([
      ['Atelier Duarte', 'pending'],
      ['Boutique Silhouette Montréal', 'approved'],
    ])
    expect(items[0]).toMatchObject({
      user: { email: 'ines@atelier.example', firstName: 'Inés', lastName: 'Duarte', role: 'wholesale' },
      discountPercentage: '0.00',
      minimumOrderQuantity: 10,
      pricingTier: 'standard',
      approvedAt: null,
      approvedBy: null,
    })
    expect(items[1]!.approvedBy?.name).toBe('Alejandra Restrepo')
    expect((await accounts({ status: 'pending' })).items.map((a) => a.companyName)).toEqual(['Atelier Duarte'])
    expect((await accounts({ search: 'ines@' })).items.map((a) => a.companyName)).toEqual(['Atelier Duarte'])
  })

  it('approves with the terms, stamps who and when, and the buyer sees the discount', async () => {
    const buyer = await registerWholesale('marta@formas.example', 'Formas Lima')
    const pending = (await accounts({ search: 'Formas Lima' })).items[0]!
    const res = await decide('staff', pending.id, { status: 'approved', discountPercentage: 15, creditLimit: '2500', pricingTier: 'gold', minimumOrderQuantity: 24, notes: 'Met at Colombiamoda' })
    expect(res.status).toBe(200)
    const approved = adminAccountsApi.decide.output.parse(await res.json())
    expect(approved).toMatchObject({
      status: 'approved',
      discountPercentage: '15.00',
      creditLimit: '2500.00',
      pricingTier: 'gold',
      minimumOrderQuantity: 24,
      notes: 'Met at Colombiamoda',
      approvedAt: NOW.toISOString(),
      approvedBy: { name: 'Santiago Gómez' },
      user: { role: 'wholesale' },
    })
    const [mine] = await (await t.request(wholesaleApi.myAccounts.url, { headers: { cookie: buyer } })).json()
    expect(mine).toMatchObject({ status: 'approved', discountRate: '15.00', creditLimit: '2500.00', minimumOrderQuantity: 24 })

    const [audit] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, pending.id), eq(adminAuditLog.action, 'wholesale_account.approve')))
    expect(audit).toMatchObject({ before: { status: 'pending', discountPercentage: '0.00' }, after: { status: 'approved', discountPercentage: '15.00', pricingTier: 'gold' } })

    // Changing the terms later keeps the first approval's stamp; leaving terms out keeps them.
    const later = await (await decide('admin', pending.id, { status: 'approved', discountPercentage: '12.5' })).json()
    expect(later).toMatchObject({ discountPercentage: '12.50', creditLimit: '2500.00', approvedBy: { name: 'Santiago Gómez' } })
  })

  it('makes a customer holding an account a wholesale buyer on approval, audited', async () => {
    await registerWholesale('pablo@medidas.example', 'Medidas Quito')
    const [user] = await t.db.select().from(users).where(eq(users.email, 'pablo@medidas.example'))
    expect((await as('admin', urlFor(adminUsersApi.changeRole, { id: user!.id }), { method: 'PATCH', json: { role: 'customer' } })).status).toBe(200)
    const account = (await accounts({ search: 'Medidas' })).items[0]!
    expect(account.user.role).toBe('customer')
    expect((await decide('admin', account.id, { status: 'approved' })).status).toBe(200)
    const [promoted] = await t.db.select().from(users).where(eq(users.id, user!.id))
    expect(promoted!.role).toBe('wholesale')
    const roleChanges = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, user!.id), eq(adminAuditLog.action, 'user.role_change')))
    expect(roleChanges.at(-1)).toMatchObject({ before: { role: 'customer' }, after: { role: 'wholesale' } })
  })

  it('rejects without touching the role, clearing the approval stamp, and never demotes staff', async () => {
    const buyer = await registerWholesale('nadia@curvas.example', 'Curvas Santiago')
    const account = (await accounts({ search: 'Curvas Santiago' })).items[0]!
    await decide('admin', account.id, { status: 'approved', discountPercentage: 10 })
    const res = await decide('admin', account.id, { status: 'rejected', notes: 'Retail only in that market' })
    expect(await res.json()).toMatchObject({ status: 'rejected', approvedAt: null, approvedBy: null, notes: 'Retail only in that market', user: { role: 'wholesale' } })
    const [mine] = await (await t.request(wholesaleApi.myAccounts.url, { headers: { cookie: buyer } })).json()
    expect(mine).toMatchObject({ status: 'rejected', discountRate: null })

    // A staff member holding an account (odd, but possible) stays staff when it is approved.
    const [staff] = await t.db.select().from(users).where(eq(users.email, 'staff@example.com'))
    const [staffAccount] = await t.db.insert(wholesaleAccounts).values({ userId: staff!.id, companyName: 'Staff test shop' }).returning()
    expect((await decide('admin', staffAccount!.id, { status: 'approved' })).status).toBe(200)
    expect((await t.db.select().from(users).where(eq(users.id, staff!.id)))[0]!.role).toBe('staff')
  })

  it('refuses a decision other than approve or reject, and terms out of range', async () => {
    const { id } = (await accounts({ status: 'approved' })).items[0]!
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 'pending' }, 'status', M.accountDecisionInvalid],
      [{ status: 'approved', discountPercentage: 100.5 }, 'discountPercentage', M.discountInvalid],
      [{ status: 'approved', discountPercentage: '12.345' }, 'discountPercentage', M.discountInvalid],
      [{ status: 'approved', discountPercentage: -1 }, 'discountPercentage', M.discountInvalid],
      [{ status: 'approved', creditLimit: '-5' }, 'creditLimit', M.creditLimitInvalid],
      [{ status: 'approved', pricingTier: 'diamond' }, 'pricingTier', M.pricingTierInvalid],
      [{ status: 'approved', minimumOrderQuantity: 0 }, 'minimumOrderQuantity', M.minimumOrderQuantityInvalid],
    ]
    for (const [json, field, message] of cases) {
      const res = await decide('admin', id, json)
      expect(res.status, JSON.stringify(json)).toBe(400)
      expect((await res.json()).error.fields[field]).toBe(message)
    }
    expect((await decide('admin', crypto.randomUUID(), { status: 'approved' })).status).toBe(404)
  })
})

describe('who may use them', () => {
  it('refuses every wholesale back-office call to visitors (401), customers and wholesale buyers (403)', async () => {
    const id = crypto.randomUUID()
    const calls: [string, string, unknown?][] = [
      ['GET', adminInquiriesApi.list.url],
      ['GET', urlFor(adminInquiriesApi.byId, { id })],
      ['PATCH', urlFor(adminInquiriesApi.changeStatus, { id }), { status: 'reviewing' }],
      ['GET', adminAccountsApi.list.url],
      ['PATCH', urlFor(adminAccountsApi.decide, { id }), { status: 'approved' }],
    ]
    for (const [method, path, json] of calls) {
      const init = { method, ...(json ? { json } : {}) }
      expect((await t.request(path, init)).status, `visitor ${method} ${path}`).toBe(401)
      for (const role of ['customer', 'wholesale']) expect((await as(role, path, init)).status, `${role} ${method} ${path}`).toBe(403)
      expect((await as('staff', path, init)).status, `staff ${method} ${path}`).not.toBe(403)
    }
  })

  it('draws another reference when one is already taken', async () => {
    await t.db.insert(wholesaleInquiries).values({ reference: 'WQ-AAAAAA', companyName: 'Taken', contactName: 'x', email: 'x@x.example', phone: '1', country: 'x' })
    const random = vi.spyOn(crypto, 'getRandomValues')
    // The first draw repeats the taken reference (byte 0 → 'A'); the next one is random again.
    random.mockImplementationOnce((array) => {
      new Uint8Array(array.buffer).fill(0)
      return array
    })
    try {
      const receipt = await submitInquiry({ companyName: 'Second draw' })
      expect(receipt.reference).not.toBe('WQ-AAAAAA')
      expect(receipt.reference).toMatch(/^WQ-/)
      // Drawn twice: the taken one, then the one stored.
      expect(random.mock.calls.filter(([array]) => (array as Uint8Array).length === 6)).toHaveLength(2)
    } finally {
      random.mockRestore()
    }
  })
})
