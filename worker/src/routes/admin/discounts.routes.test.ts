// Discount codes in the back office (decision 034) against the real migrations and the demo data:
// creating (a code taken in any case refused), editing, pausing (the shopper's check then refuses
// the code), ending, the figures of paid and unpaid orders, the audit entries, and who may do it.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminDiscountsApi, type AdminDiscountCode } from '#shared/contracts/admin-discounts'
import { urlFor } from '#shared/contracts/contract'
import { promoCodesApi } from '#shared/contracts/promo-codes'
import { MESSAGES } from '#shared/schemas/messages'
import { adminAuditLog } from '#worker/db/schema'
import { addProduct, checkoutBody } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string, staff: string, customer: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;({ admin, staff, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
})
afterAll(() => t.close())

const DAY = 86_400_000
const input = (rules: Record<string, unknown> = {}) => ({
  code: ' welcome10 ',
  kind: 'percent',
  amount: '10',
  minSubtotal: null,
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  audience: 'everyone',
  scope: 'order',
  includesMadeToMeasure: true,
  includesDiscountedItems: false,
  combinesWithRewards: true,
  ...rules,
})

const send = async (cookie: string, url: string, method: string, json?: unknown) => {
  const res = await t.request(url, { method, headers: { cookie }, ...(json !== undefined && { json }) })
  return { status: res.status, body: await res.json() }
}
const create = (rules: Record<string, unknown>, cookie = staff) => send(cookie, adminDiscountsApi.create.url, 'POST', input(rules))
const act = (id: string, call: 'pause' | 'resume' | 'end', cookie = staff) => send(cookie, urlFor(adminDiscountsApi[call], { id }), 'POST')
const list = async (query = '') => (await send(staff, `${adminDiscountsApi.list.url}${query}`, 'GET')).body as { items: AdminDiscountCode[]; total: number }
const check = async (code: string, productId: string) => {
  const res = await t.request(promoCodesApi.check.url, { method: 'POST', json: { code, items: checkoutBody([{ productId }]).items } })
  return (await res.json()) as { error?: { code: string } }
}

describe('/api/admin/discount-codes', () => {
  it('creates a code normalised; the same code in another case is a 409 on the code field; the figures start at zero', async () => {
    const created = await create({ code: ' welcome10 ' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ code: 'WELCOME10', kind: 'percent', amount: 10, status: 'live', uses: 0, revenueCents: 0, discountGivenCents: 0 })
    const again = await create({ code: 'Welcome10' }, admin)
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'discount_code_taken', fields: { code: 'The code WELCOME10 already exists' } } } })
    const [entry] = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'discount_code.create'), eq(adminAuditLog.targetId, created.body.id)))
    expect(entry).toMatchObject({ targetType: 'discount_code', after: expect.objectContaining({ code: 'WELCOME10', amount: 10, pausedAt: null }) })
  })

  it('refuses what breaks a rule, each message on its field; named accounts and products must exist', async () => {
    const start = new Date(Date.now() + DAY).toISOString()
    const refused = await create({ code: 'BAD', amount: '150', startsAt: start, endsAt: new Date().toISOString() })
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } })
    expect((await create({ code: 'BAD', amount: '150' })).body.error.fields).toEqual({ amount: MESSAGES.discountPercentInvalid })
    expect((await create({ code: 'BAD', startsAt: start, endsAt: new Date().toISOString() })).body.error.fields).toEqual({ endsAt: MESSAGES.discountEndBeforeStart })
    expect((await create({ code: 'BAD', usageLimit: 0 })).body.error.fields).toEqual({ usageLimit: MESSAGES.discountLimitInvalid })
    expect((await create({ code: 'BAD', kind: 'fixed', amount: '0.00' })).body.error.fields).toEqual({ amount: MESSAGES.refundAmountInvalid })
    expect((await create({ code: 'BAD', audience: 'accounts' })).body.error.fields).toEqual({ accountEmails: MESSAGES.discountAccountsRequired })
    expect((await create({ code: 'BAD', audience: 'accounts', accountEmails: ['nobody@example.com'] })).body.error).toMatchObject({
      code: 'discount_code_accounts_unknown',
      fields: { accountEmails: 'No account has the email nobody@example.com' },
    })
    expect((await create({ code: 'BAD', scope: 'products', productCodes: ['NO-SUCH'] })).body.error.code).toBe('discount_code_products_unknown')
    const named = await create({ code: 'FOR-ANA', kind: 'fixed', amount: '12,50', minSubtotal: '50.00', audience: 'accounts', accountEmails: ['Customer@Example.com'], scope: 'categories', categories: ['sculpt-support'] })
    expect(named.body).toMatchObject({ amount: 1250, minSubtotalCents: 5000, accountEmails: ['customer@example.com'], categories: ['sculpt-support'], productCodes: [] })
  })

  it('edits a code, keeps its text once orders used it, pauses it (the shopper’s check refuses it), resumes it and ends it', async () => {
    const faja = await addProduct(t.db, { priceCents: 8000, stock: 10 })
    const { body: code } = await create({ code: 'SPRING', usageLimit: 5 })
    const edited = await send(staff, urlFor(adminDiscountsApi.update, { id: code.id }), 'PATCH', input({ code: 'spring20', amount: '20', usageLimit: 5, perCustomerLimit: 2 }))
    expect(edited.body).toMatchObject({ code: 'SPRING20', amount: 20, usageLimit: 5, perCustomerLimit: 2 })

    await buy(t, [{ productId: faja.id }], { promoCode: 'SPRING20', email: 'paid@example.com' })
    await buy(t, [{ productId: faja.id }], { promoCode: 'SPRING20', email: 'unpaid@example.com', pay: false })
    const renamed = await send(staff, urlFor(adminDiscountsApi.update, { id: code.id }), 'PATCH', input({ code: 'SPRING25' }))
    expect(renamed.body.error.code).toBe('discount_code_in_use')

    // Two uses; only the paid order's $80 − $16 + $10 shipping counts as revenue, its $16 as discount given.
    const [row] = (await list('?search=spring2')).items
    expect(row).toMatchObject({ code: 'SPRING20', uses: 2, revenueCents: 7400, discountGivenCents: 1600 })

    const paused = await act(code.id, 'pause')
    expect(paused.body).toMatchObject({ status: 'paused', pausedAt: expect.any(String) })
    expect((await check('spring20', faja.id)).error?.code).toBe('promo_code_paused')
    expect((await list('?status=paused')).items.map((c) => c.code)).toContain('SPRING20')
    expect((await list('?status=live')).items.map((c) => c.code)).not.toContain('SPRING20')
    expect((await act(code.id, 'resume')).body).toMatchObject({ status: 'live', pausedAt: null })
    expect((await check('spring20', faja.id)).error).toBeUndefined()

    const ended = await act(code.id, 'end', admin)
    expect(ended.body).toMatchObject({ status: 'ended', endsAt: expect.any(String) })
    expect((await check('spring20', faja.id)).error?.code).toBe('promo_code_expired')
    expect((await act(code.id, 'pause')).body.error.code).toBe('discount_code_ended')
    expect((await list('?status=ended')).items.map((c) => c.code)).toContain('SPRING20')

    const actions = await t.db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.targetId, code.id))
    expect(actions.map((a) => a.action).sort()).toEqual(['discount_code.create', 'discount_code.end', 'discount_code.pause', 'discount_code.resume', 'discount_code.update'])
  })

  it('ends a scheduled code with its start moved to now, so its dates stay in order', async () => {
    const { body: code } = await create({ code: 'LATER', startsAt: new Date(Date.now() + DAY).toISOString() })
    expect(code.status).toBe('scheduled')
    const ended = (await act(code.id, 'end')).body as AdminDiscountCode
    expect(ended.status).toBe('ended')
    expect(ended.startsAt).toBe(ended.endsAt)
  })

  it('is for admins and staff only', async () => {
    expect((await send(customer, adminDiscountsApi.list.url, 'GET')).status).toBe(403)
    expect((await send(customer, adminDiscountsApi.create.url, 'POST', input({ code: 'MINE' }))).status).toBe(403)
    expect((await send(admin, adminDiscountsApi.list.url, 'GET')).status).toBe(200)
    expect((await send(staff, urlFor(adminDiscountsApi.pause, { id: 'nope' }), 'POST')).status).toBe(404)
  })
})
