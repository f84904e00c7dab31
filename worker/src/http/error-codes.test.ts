// The error catalogue and the contracts agree (decision 030): every code the catalogue holds is one
// some call answers, and a representative set of real refusals answers a code its call declares,
// with the catalogue's status. (Every API test's answers are checked against the OpenAPI document,
// whose error responses are errorsOf(call), by the hook in worker/src/test/test-app.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminUsersApi } from '#shared/contracts/admin-users'
import { authApi } from '#shared/contracts/auth'
import type { Call } from '#shared/contracts/contract'
import { checkoutApi, ordersApi } from '#shared/contracts/orders'
import { ERROR_CODES, errorsOf, isErrorCode, statusOf, type ErrorCode } from '#shared/errors/catalogue'
import { contractCalls } from '#worker/test/api-routes'
import { addProduct, checkoutBody } from '#worker/test/checkout'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'
import { createAccount } from '#worker/services/accounts'

describe('the error catalogue', () => {
  it('holds only codes some call answers, declared or implicit', () => {
    const answered = new Set(contractCalls().flatMap((call) => errorsOf(call)))
    expect(ERROR_CODES.filter((code) => !answered.has(code))).toEqual([])
  })

  it('gives every call the implicit codes of its kind', () => {
    expect(errorsOf(authApi.me)).toEqual(expect.arrayContaining(['unauthorized', 'internal_error', 'database_unavailable']))
    expect(errorsOf(authApi.me)).not.toContain('validation_failed')
    expect(errorsOf(authApi.login)).toEqual(expect.arrayContaining(['invalid_credentials', 'validation_failed', 'malformed_json', 'cross_site_request']))
    expect(errorsOf(authApi.login)).not.toContain('unauthorized')
    expect(errorsOf(adminUsersApi.list)).toEqual(expect.arrayContaining(['unauthorized', 'forbidden', 'validation_failed']))
  })
})

describe('real refusals answer a code their call declares', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
    const now = new Date()
    for (const role of ['customer', 'staff'] as const) {
      await createAccount(t.db, { email: `${role}@codes.test`, password: TEST_PASSWORD, firstName: 'Ana', lastName: 'Ruiz', preferredLanguage: 'en', role }, { now })
    }
  })
  afterAll(() => t.close())

  /** The answer's code, checked against the call's codes and the catalogue's status. */
  const expectDeclared = async (call: Call, res: Response, expected: ErrorCode) => {
    const body = (await res.json()) as { error: { code: string } }
    expect(body.error.code).toBe(expected)
    expect(isErrorCode(body.error.code)).toBe(true)
    expect(errorsOf(call)).toContain(body.error.code)
    expect(res.status).toBe(statusOf(expected))
  }

  it('a wrong password at sign-in', async () => {
    const res = await t.request(authApi.login.url, { method: 'POST', json: { email: 'customer@codes.test', password: 'Wrong12345' } })
    await expectDeclared(authApi.login, res, 'invalid_credentials')
  })

  it('a reset with a token that was never sent', async () => {
    const res = await t.request(authApi.resetPassword.url, { method: 'POST', json: { token: 'a'.repeat(64), password: 'NewPassword1', confirmPassword: 'NewPassword1' } })
    await expectDeclared(authApi.resetPassword, res, 'invalid_reset_token')
  })

  it('a checkout for more than is in stock', async () => {
    const faja = await addProduct(t.db, { priceCents: 9000, stock: 1 })
    const res = await t.request(checkoutApi.createPaymentIntent.url, { method: 'POST', json: checkoutBody([{ productId: faja.id, quantity: 2 }]) })
    await expectDeclared(checkoutApi.createPaymentIntent, res, 'insufficient_stock')
  })

  it('an order that does not exist', async () => {
    const res = await t.request(ordersApi.guest.url.replace(':id', crypto.randomUUID()))
    await expectDeclared(ordersApi.guest, res, 'not_found')
  })

  it('a member of staff calling an admin-only route', async () => {
    const cookie = await signIn(t.request, 'staff@codes.test', TEST_PASSWORD)
    const res = await t.request(adminUsersApi.list.url, { headers: { cookie } })
    await expectDeclared(adminUsersApi.list, res, 'forbidden')
  })

  it('a body that is not JSON', async () => {
    const res = await t.request(authApi.login.url, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: '{"email":' })
    await expectDeclared(authApi.login, res, 'malformed_json')
  })
})
