// Fixed-window attempt counters in the database, so a limit holds across Workers isolates and
// Node restarts. `hit` records one attempt; `check` only reads. Requests reach these through the
// rateLimit() middleware (worker/src/http/rate-limit.ts).
import { eq, lte, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { rateLimits } from '#worker/db/schema'

export type RateLimitRule = { limit: number; windowSeconds: number }

/**
 * No rule may count over a longer window than this: rows do not store their rule, so the purge
 * job removes a row once its window has certainly passed, whatever rule it was counted under.
 */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = 24 * 60 * 60
export type RateLimitState = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/** `used` attempts so far in the window; `allowance` is how many the window admits. */
function stateOf(used: number, allowance: number, windowStart: string, rule: RateLimitRule, now: Date): RateLimitState {
  const resetAt = Date.parse(windowStart) + rule.windowSeconds * 1000
  if (resetAt <= now.getTime()) return { allowed: true, remaining: rule.limit, retryAfterSeconds: 0 }
  return {
    allowed: used <= allowance,
    remaining: Math.max(0, rule.limit - used),
    retryAfterSeconds: Math.ceil((resetAt - now.getTime()) / 1000),
  }
}

export async function checkRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitState> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key))
  // Another attempt is allowed while fewer than `limit` were made.
  return row ? stateOf(row.count, rule.limit - 1, row.windowStart, rule, now) : { allowed: true, remaining: rule.limit, retryAfterSeconds: 0 }
}

/** Records one attempt atomically (a new window starts when the old one has expired). */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitState> {
  const nowIso = now.toISOString()
  const expiredBefore = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: nowIso })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${expiredBefore} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${expiredBefore} THEN ${nowIso} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning()
  return stateOf(row!.count, rule.limit, row!.windowStart, rule, now)
}

export async function resetRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Counters whose window has passed count nothing any more; the scheduled jobs clear them. */
export async function purgeExpiredRateLimits(db: Db, now: Date): Promise<number> {
  const passedBefore = new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_SECONDS * 1000).toISOString()
  const gone = await db.delete(rateLimits).where(lte(rateLimits.windowStart, passedBefore)).returning({ key: rateLimits.key })
  return gone.length
}
