import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDb } from '#worker/test/test-app'
import { checkRateLimit, hitRateLimit, resetRateLimit } from './rate-limit'

let t: Awaited<ReturnType<typeof createTestDb>>
beforeEach(async () => {
  t = await createTestDb()
})
afterEach(() => t.close())

const rule = { limit: 3, windowSeconds: 60 }

describe('rate limit', () => {
  it('allows up to the limit within a window, then refuses with a retry delay', async () => {
    const start = new Date('2026-01-01T00:00:00Z')
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(t.db, 'k', rule, start)).allowed).toBe(true)
    const fourth = await hitRateLimit(t.db, 'k', rule, new Date(start.getTime() + 10_000))
    expect(fourth.allowed).toBe(false)
    expect(fourth.retryAfterSeconds).toBe(50)
    expect((await checkRateLimit(t.db, 'k', rule, new Date(start.getTime() + 10_000))).allowed).toBe(false)
  })
  it('starts a fresh window once the old one has passed', async () => {
    const start = new Date('2026-01-01T00:00:00Z')
    for (let i = 0; i < 4; i++) await hitRateLimit(t.db, 'k', rule, start)
    const later = await hitRateLimit(t.db, 'k', rule, new Date(start.getTime() + 61_000))
    expect(later).toMatchObject({ allowed: true, remaining: 2 })
  })
  it('keeps keys apart and can be reset', async () => {
    const now = new Date()
    for (let i = 0; i < 4; i++) await hitRateLimit(t.db, 'a', rule, now)
    expect((await checkRateLimit(t.db, 'b', rule, now)).allowed).toBe(true)
    await resetRateLimit(t.db, 'a')
    expect((await checkRateLimit(t.db, 'a', rule, now)).allowed).toBe(true)
  })
})
