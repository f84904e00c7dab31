// Fixed-window attempt counters in the database, so a limit holds across Workers isolates and
// Node restarts. An attempt takes a slot atomically before it is evaluated (`hitRateLimit`), so N
// requests arriving together get at most the allowed number through; a slot can be given back
// once the answer shows the attempt should not count (`giveBackRateLimit`). Requests reach these
// through the rateLimit() middleware (worker/src/http/rate-limit.ts); the sign-in policy built
// from them is docs/decisions/014.
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { rateLimits } from '#worker/db/schema'

export type RateLimitRule = {
  limit: number
  windowSeconds: number
  /**
   * Past the limit, instead of refusing everything until the window ends, let attempts through one
   * at a time with growing gaps: the first `firstDelaySeconds` after the window opened, each next
   * gap doubled, never more than `maxDelaySeconds`. Slows guessing down without locking anyone out.
   */
  slowDown?: { firstDelaySeconds: number; maxDelaySeconds: number }
}

/**
 * No rule may count over a longer window than this: rows do not store their rule, so the purge
 * job removes a row once its window has certainly passed, whatever rule it was counted under.
 */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = 24 * 60 * 60
type RateLimitState = { allowed: boolean; remaining: number; retryAfterSeconds: number }

const SECOND = 1000

/** Seconds after the window opened before the `n`-th attempt past the limit may run (slowDown). */
function slowDownOffsetSeconds(n: number, slowDown: NonNullable<RateLimitRule['slowDown']>): number {
  let total = 0
  for (let k = 0; k < n; k++) total += Math.min(slowDown.firstDelaySeconds * 2 ** k, slowDown.maxDelaySeconds)
  return total
}

const refused = (until: number, now: Date): RateLimitState => ({
  allowed: false,
  remaining: 0,
  retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / SECOND)),
})

/**
 * Takes one slot for an attempt, atomically: a new window starts when the old one has passed; an
 * attempt over the limit is refused and does not count (so refused floods never push a
 * slowed-down limit further away). With `slowDown`, the attempt past the limit whose turn has come
 * takes it with a compare-and-set on the count, so exactly one of many parallel attempts gets it.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitState> {
  const nowIso = now.toISOString()
  const expiredBefore = new Date(now.getTime() - rule.windowSeconds * SECOND).toISOString()
  const expired = lte(rateLimits.windowStart, expiredBefore)
  const [taken] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: nowIso })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowIso} ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: sql`${expired} OR ${rateLimits.count} < ${rule.limit}`,
    })
    .returning()
  if (taken) return { allowed: true, remaining: Math.max(0, rule.limit - taken.count), retryAfterSeconds: 0 }

  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key))
  // Cleared or purged between the two statements: this attempt starts a new count.
  if (!row) return hitRateLimit(db, key, rule, now)
  const windowStart = Date.parse(row.windowStart)
  const windowEnd = windowStart + rule.windowSeconds * SECOND
  if (!rule.slowDown) return refused(windowEnd, now)

  const turn = windowStart + slowDownOffsetSeconds(row.count - rule.limit + 1, rule.slowDown) * SECOND
  if (turn > now.getTime()) return refused(Math.min(turn, windowEnd), now)
  const [won] = await db
    .update(rateLimits)
    .set({ count: row.count + 1 })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.count, row.count), eq(rateLimits.windowStart, row.windowStart)))
    .returning()
  if (won) return { allowed: true, remaining: 0, retryAfterSeconds: 0 }
  // Another attempt took this turn first: look again, the next turn may have come too.
  return hitRateLimit(db, key, rule, now)
}

/** Returns the slot an attempt took, when its answer shows it should not count (a success, a refusal further on). */
export async function giveBackRateLimit(db: Db, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)))
}

export async function resetRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Counters whose window has passed count nothing any more; the scheduled jobs clear them. */
export async function purgeExpiredRateLimits(db: Db, now: Date): Promise<number> {
  const passedBefore = new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_SECONDS * SECOND).toISOString()
  const gone = await db.delete(rateLimits).where(lte(rateLimits.windowStart, passedBefore)).returning({ key: rateLimits.key })
  return gone.length
}
