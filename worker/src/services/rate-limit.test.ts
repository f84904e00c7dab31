import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDb } from '#worker/test/test-app'
import { giveBackRateLimit, hitRateLimit, resetRateLimit, type RateLimitRule } from './rate-limit'

let t: Awaited<ReturnType<typeof createTestDb>>
beforeEach(async () => {
  t = await createTestDb()
})
afterEach(() => t.close())

const rule = { limit: 3, windowSeconds: 60 }
const start = new Date('2026-01-01T00:00:00Z')
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)

describe('rate limit', () => {
  it('allows up to the limit within a window, then refuses with a retry delay', async () => {
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(t.db, 'k', rule, start)).allowed).toBe(true)
    const fourth = await hitRateLimit(t.db, 'k', rule, at(10))
    expect(fourth).toMatchObject({ allowed: false, retryAfterSeconds: 50 })
  })

  it('lets no more than the limit through when attempts arrive together', async () => {
    const states = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit(t.db, 'k', rule, start)))
    expect(states.filter((s) => s.allowed)).toHaveLength(3)
  })

  it('starts a fresh window once the old one has passed', async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(t.db, 'k', rule, start)
    expect(await hitRateLimit(t.db, 'k', rule, at(61))).toMatchObject({ allowed: true, remaining: 2 })
  })

  it('keeps keys apart, can be reset, and takes back a slot given back', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, 'a', rule, start)
    expect((await hitRateLimit(t.db, 'b', rule, start)).allowed).toBe(true)
    expect((await hitRateLimit(t.db, 'a', rule, start)).allowed).toBe(false)
    await giveBackRateLimit(t.db, 'a')
    expect((await hitRateLimit(t.db, 'a', rule, start)).allowed).toBe(true)
    await resetRateLimit(t.db, 'a')
    expect(await hitRateLimit(t.db, 'a', rule, start)).toMatchObject({ allowed: true, remaining: 2 })
  })

  it('does not count refused attempts: a flood does not move the next turn further away', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, 'k', rule, start)
    for (let i = 0; i < 20; i++) await hitRateLimit(t.db, 'k', rule, at(1))
    await giveBackRateLimit(t.db, 'k')
    expect((await hitRateLimit(t.db, 'k', rule, at(2))).allowed).toBe(true)
  })
})

describe('rate limit that slows down past its limit', () => {
  const slow: RateLimitRule = { limit: 2, windowSeconds: 3600, slowDown: { firstDelaySeconds: 1, maxDelaySeconds: 8 } }

  it('lets one attempt through at a time, each gap twice the last, never more than the cap', async () => {
    expect((await hitRateLimit(t.db, 'k', slow, start)).allowed).toBe(true)
    expect((await hitRateLimit(t.db, 'k', slow, start)).allowed).toBe(true)
    // Turns past the limit open 1, 2, 4, 8, 8… seconds apart, counted from the window's start.
    const turns = [1, 3, 7, 15, 23, 31]
    for (const turn of turns) {
      const early = await hitRateLimit(t.db, 'k', slow, at(turn - 0.5))
      expect(early, `just before ${turn} s`).toMatchObject({ allowed: false, retryAfterSeconds: 1 })
      expect((await hitRateLimit(t.db, 'k', slow, at(turn))).allowed, `at ${turn} s`).toBe(true)
    }
    expect(await hitRateLimit(t.db, 'k', slow, at(31))).toMatchObject({ allowed: false, retryAfterSeconds: 8 })
  })

  it('gives each turn to exactly one of many attempts arriving together', async () => {
    await hitRateLimit(t.db, 'k', slow, start)
    await hitRateLimit(t.db, 'k', slow, start)
    const states = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(t.db, 'k', slow, at(5))))
    // Turns at 1 s and 3 s have come by 5 s: exactly two attempts get through, the rest wait for 7 s.
    expect(states.filter((s) => s.allowed)).toHaveLength(2)
    expect(Math.max(...states.filter((s) => !s.allowed).map((s) => s.retryAfterSeconds))).toBeLessThanOrEqual(2)
  })

  it('starts over when the window has passed', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, 'k', slow, start)
    expect((await hitRateLimit(t.db, 'k', slow, at(3601))).allowed).toBe(true)
    expect((await hitRateLimit(t.db, 'k', slow, at(3601))).allowed).toBe(true)
  })
})
