// The return policy's settings (decision 041) on the real migrations: the policy's defaults while
// nothing is stored, an admin's change reaching what a return is quoted (the return fee) and which
// windows are open, refusals field by field in the shared catalogue's messages, staff reading but
// not changing, every change audited, going back to the defaults, and a stored policy of an older
// or broken shape never breaking returns.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminReturnPolicyApi } from '#shared/contracts/admin-return-policy'
import { urlFor } from '#shared/contracts/contract'
import { returnsApi } from '#shared/contracts/returns'
import { DEFAULT_RETURN_POLICY, type ReturnPolicySettings } from '#shared/returns/policy-settings'
import { MESSAGES as M } from '#shared/schemas/messages'
import { adminAuditLog, orderItems, orders, orderShipments, shopSettings } from '#worker/db/schema'
import { consoleLogger } from '#worker/log'
import { currentReturnPolicy } from '#worker/services/return-policy-settings'
import { addProduct } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string, staff: string, customer: string
let order: { id: string; itemId: string }

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;({ admin, staff, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
  const productId = (await addProduct(t.db, { priceCents: 10_000, stock: 5 })).id
  // Delivered yesterday: every default window is open.
  const { orderId } = await buy(t, [{ productId, quantity: 1 }], { cookie: customer })
  const yesterday = new Date(Date.now() - 86_400_000).toISOString()
  await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId))
  await t.db.insert(orderShipments).values({ orderId, status: 'delivered', shippedAt: yesterday, deliveredAt: yesterday })
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  order = { id: orderId, itemId: item!.id }
})
afterAll(() => t.close())

const show = async (cookie: string) => adminReturnPolicyApi.show.output.parse(await (await t.request(adminReturnPolicyApi.show.url, { headers: { cookie } })).json())
const save = (cookie: string, json: unknown) => t.request(adminReturnPolicyApi.save.url, { method: 'PUT', json, headers: { cookie } })
const reset = (cookie: string) => t.request(adminReturnPolicyApi.reset.url, { method: 'POST', headers: { cookie } })
const changed = (change: (s: ReturnPolicySettings) => void) => {
  const copy = structuredClone(DEFAULT_RETURN_POLICY)
  change(copy)
  return copy
}
const quote = (reason: 'changed_mind' | 'defect_or_damage') =>
  t.request(urlFor(returnsApi.quote, { orderId: order.id }), { method: 'POST', json: { reason, lines: [{ itemId: order.itemId, quantity: 1 }] }, headers: { cookie: customer } })
const feeOf = async () => {
  const res = await quote('changed_mind')
  expect(res.status).toBe(200)
  const { amounts } = returnsApi.quote.output.parse(await res.json())
  return amounts.card_refund.entries.find((e) => e.kind === 'return_fee')?.cents
}
const auditOf = (action: 'return_policy.update' | 'return_policy.reset') =>
  t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, 'return_policy'), eq(adminAuditLog.action, action)))

describe('the return policy settings', () => {
  it('are the policy’s defaults while nothing is stored; staff read them', async () => {
    expect(await show(staff)).toEqual({ settings: DEFAULT_RETURN_POLICY, updatedAt: null, updatedBy: null, storedInvalid: false })
    expect(await feeOf()).toBe(-DEFAULT_RETURN_POLICY.returnFeeCents)
    expect((await t.request(adminReturnPolicyApi.show.url, { headers: { cookie: customer } })).status).toBe(403)
  })

  it('refuse staff a change or a reset: only admins change the policy', async () => {
    const refused = await save(staff, changed((s) => (s.returnFeeCents = 0)))
    expect(refused.status).toBe(403)
    expect((await reset(staff)).status).toBe(403)
    expect(await t.db.select().from(shopSettings)).toEqual([])
  })

  it('refuse invalid values field by field, in the shared catalogue’s messages, and keep the policy', async () => {
    const res = await save(
      admin,
      changed((s) => {
        s.windows.problemDays = -1
        s.returnFeeCents = 6.95
        s.deductions.sizePercent = 90
        s.autoClose.remindAfterDays = 9
        s.holiday.returnUntil = { month: 2, day: 30 }
      }),
    )
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({
      'windows.problemDays': M.returnPolicyDaysInvalid,
      returnFeeCents: M.returnPolicyFeeInvalid,
      'holiday.returnUntil': M.returnPolicyDateInvalid,
    })
    // The rules across fields are checked once every field is in range.
    const across = await save(admin, changed((s) => ((s.deductions.sizePercent = 90), (s.autoClose.remindAfterDays = 9))))
    expect(((await across.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'deductions.damagePercent': M.returnPolicyDeductionsTooHigh,
      'autoClose.remindAfterDays': M.returnPolicyReminderTooLate,
    })
    expect((await show(admin)).settings).toEqual(DEFAULT_RETURN_POLICY)
  })

  it('saved by an admin, change what a return is quoted and which windows are open, audited with the values before and after', async () => {
    const res = await save(admin, changed((s) => ((s.returnFeeCents = 500), (s.windows.problemDays = 0))))
    expect(res.status).toBe(200)
    const saved = adminReturnPolicyApi.save.output.parse(await res.json())
    expect(saved.settings).toMatchObject({ returnFeeCents: 500, windows: { problemDays: 0, sizeHours: 48 } })
    expect(saved.updatedBy?.name).toBeTruthy()
    expect(saved.updatedAt).not.toBeNull()

    expect(await feeOf()).toBe(-500)
    // Delivered yesterday, a defect had to be reported the same day.
    const late = await quote('defect_or_damage')
    expect(late.status).toBe(409)
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('return_window_closed')

    // Only what differs from the defaults is stored: the rest keeps following them.
    const [row] = await t.db.select().from(shopSettings)
    expect(row!.value).toEqual({ windows: { problemDays: 0 }, returnFeeCents: 500 })
    const [entry] = await auditOf('return_policy.update')
    expect(entry).toMatchObject({ before: { 'windows.problemDays': 7, returnFeeCents: 695 }, after: { 'windows.problemDays': 0, returnFeeCents: 500 } })

    // The same policy again changes nothing and records nothing.
    expect((await save(admin, saved.settings)).status).toBe(200)
    expect(await auditOf('return_policy.update')).toHaveLength(1)
  })

  it('go back to the policy’s defaults on reset, audited', async () => {
    const res = await reset(admin)
    expect(res.status).toBe(200)
    expect(adminReturnPolicyApi.reset.output.parse(await res.json())).toMatchObject({ settings: DEFAULT_RETURN_POLICY, updatedAt: null })
    expect(await feeOf()).toBe(-DEFAULT_RETURN_POLICY.returnFeeCents)
    expect((await quote('defect_or_damage')).status).toBe(200)
    const [entry] = await auditOf('return_policy.reset')
    expect(entry).toMatchObject({ before: { 'windows.problemDays': 0, returnFeeCents: 500 }, after: { 'windows.problemDays': 7, returnFeeCents: 695 } })
    expect(await t.db.select().from(shopSettings)).toEqual([])
  })

  it('stored in an older shape keep what still applies; a stored policy that is not valid gives the defaults and a warning', async () => {
    const at = new Date().toISOString()
    await t.db.insert(shopSettings).values({ key: 'returns_policy', value: { windows: { unwornDays: 14 }, giftWrapRefund: true }, updatedAt: at })
    expect(await currentReturnPolicy(t.db)).toEqual(changed((s) => (s.windows.unwornDays = 14)))

    await t.db.update(shopSettings).set({ value: { windows: { unwornDays: -3 }, returnFeeCents: 100 } })
    const lines: string[] = []
    const log = consoleLogger('warn', (line) => lines.push(line))
    expect(await currentReturnPolicy(t.db, log)).toEqual(DEFAULT_RETURN_POLICY)
    expect(lines.map((l) => JSON.parse(l) as { msg: string; fields: string[] })).toEqual([expect.objectContaining({ fields: ['windows.unwornDays'] })])
    expect((await show(admin)).storedInvalid).toBe(true)
    expect(await feeOf()).toBe(-DEFAULT_RETURN_POLICY.returnFeeCents)
    await t.db.delete(shopSettings)
  })
})
