// What the checkout prefills for a signed-in shopper: their saved addresses (default first) and
// their loyalty balance. Both are theirs alone.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountApi } from '#shared/contracts/account'
import { loyaltyApi } from '#shared/contracts/loyalty'
import { loyaltyLedger, userAddresses, users } from '#worker/db/schema'
import { signIn } from '#worker/test/session-cookie'
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
