// Guesses sent all at once get no more password checks than guesses sent one after another
// (decision 014). Each check is counted where it happens: the password verification
// itself is wrapped (and still runs), so the count does not depend on timing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { verifyPassword } from '#worker/services/passwords'
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '#worker/test/test-app'
import { LOGIN_ACCOUNT_RULE, LOGIN_PAIR_RULE } from '#worker/services/rate-limit-rules'

vi.mock('#worker/services/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('#worker/services/passwords')>()
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) }
})
const verifications = () => vi.mocked(verifyPassword).mock.calls.length

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let app: TestApp
const now = new Date('2026-03-02T10:00:00Z')
beforeEach(async () => {
  // A clock that stands still: no slowed-down turn comes while the guesses are in flight.
  app = await createTestApp({ seed: true, now: () => now })
  vi.mocked(verifyPassword).mockClear()
})
afterEach(() => app.close())

const guess = (ip: string, email: string, password: string) =>
  app.fetchApp(
    authApi.login.url,
    { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: JSON.stringify({ email, password }) },
    { incoming: { socket: { remoteAddress: ip } } },
  )

describe('sign-in guesses sent in parallel', () => {
  it('60 wrong passwords at one account from one address: at most 5 checked, the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => guess('198.51.100.7', 'customer@example.com', `Wrong${i}2345`)))
    expect(verifications()).toBeLessThanOrEqual(LOGIN_PAIR_RULE.limit)
    expect(verifications()).toBeGreaterThan(0)
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(verifications())
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - verifications())
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await refused.json()).error.code).toBe('too_many_requests')
    }
  })

  it('60 wrong passwords at one account from 60 addresses: at most 10 checked, the rest wait for their turn', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => guess(`192.0.2.${i + 1}`, 'staff@example.com', `Wrong${i}2345`)))
    expect(verifications()).toBeLessThanOrEqual(LOGIN_ACCOUNT_RULE.limit)
    expect(answers.filter((r) => r.status === 429)).toHaveLength(60 - verifications())
    expect(Math.max(...answers.filter((r) => r.status === 429).map((r) => Number(r.headers.get('retry-after'))))).toBe(1)
  })

  it('200 guesses from one address with the right password last: the limit is used up and the right one does not sign in', async () => {
    const passwords = [...Array.from({ length: 199 }, (_, i) => `Wrong${i}2345`), TEST_PASSWORD]
    const answers = await Promise.all(passwords.map((password) => guess('198.51.100.66', 'admin@example.com', password)))
    expect(verifications()).toBeLessThanOrEqual(LOGIN_PAIR_RULE.limit)
    expect(answers.filter((r) => r.status === 200)).toHaveLength(0)
    expect(answers.at(-1)!.status).toBe(429)
    expect(answers.at(-1)!.headers.getSetCookie()).toEqual([])
  })
})
