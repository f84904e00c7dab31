// The buyer's wholesale accounts as the customer area shows them (kept apart from the order
// tests of wholesale.routes.test.ts): terms only once approved, and only one's own.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wholesaleApi } from '#shared/contracts/wholesale'
import { users, wholesaleAccounts } from '#worker/db/schema'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => void (t = await createTestApp({ seed: true })))
afterAll(() => t.close())

const accountsOf = async (email: string) => {
  const res = await t.request(wholesaleApi.myAccounts.url, { headers: { cookie: await signIn(t.request, email, TEST_PASSWORD) } })
  expect(res.status).toBe(200)
  return wholesaleApi.myAccounts.output.parse(await res.json())
}

describe('GET /api/wholesale/accounts', () => {
  it('asks a visitor to sign in', async () => {
    expect((await t.request(wholesaleApi.myAccounts.url)).status).toBe(401)
  })

  it('shows the approved buyer their terms', async () => {
    expect(await accountsOf('wholesale@example.com')).toEqual([
      expect.objectContaining({ businessName: 'Boutique Silhouette Montréal', taxId: 'CA-123456789', status: 'approved', discountRate: '15.00', creditLimit: '5000.00' }),
    ])
  })

  it('hides the terms of an account not approved, and shows nobody else’s accounts', async () => {
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'))
    expect(await accountsOf('customer@example.com')).toEqual([])
    await t.db.insert(wholesaleAccounts).values({ userId: customer!.id, companyName: 'Carter Boutique', discountBasisPoints: 2000, creditLimitCents: 100_000 })
    expect(await accountsOf('customer@example.com')).toEqual([
      expect.objectContaining({ businessName: 'Carter Boutique', status: 'pending', discountRate: null, creditLimit: null, minimumOrderQuantity: null }),
    ])
    expect((await accountsOf('staff@example.com')).length).toBe(0)
  })
})
