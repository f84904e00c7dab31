// The stored side of Idempotency-Key (docs/decisions/004): one row per scope and key, claimed by
// the first request and holding its final answer for replays. The HTTP side, hashing the body
// and replaying answers, is worker/src/http/idempotency.ts.
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { idempotencyKeys } from '#worker/db/schema'

type IdempotencyClaim = { scope: string; key: string; requestHash: string }

const rowOf = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))

/**
 * Claims a key for a request that may now run: true for a new key, or one whose time is up (an
 * expired row is taken over in the same statement, so two requests cannot both win it).
 */
export async function claimIdempotencyKey(db: Db, claim: IdempotencyClaim, now: Date, ttlMs: number): Promise<boolean> {
  const nowIso = now.toISOString()
  const fresh = { requestHash: claim.requestHash, createdAt: nowIso, expiresAt: new Date(now.getTime() + ttlMs).toISOString() }
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { ...fresh, statusCode: null, responseBody: null },
      setWhere: lt(idempotencyKeys.expiresAt, nowIso),
    })
    .returning({ key: idempotencyKeys.key })
  return claimed.length > 0
}

export async function findIdempotencyKey(db: Db, scope: string, key: string) {
  const [row] = await db.select().from(idempotencyKeys).where(rowOf(scope, key))
  return row
}

/** Takes over a claim with no answer begun before `abandonedBefore`; exactly one retry wins it. */
export async function takeOverAbandonedClaim(db: Db, scope: string, key: string, abandonedBefore: Date, now: Date): Promise<boolean> {
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: now.toISOString() })
    .where(and(rowOf(scope, key), isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, abandonedBefore.toISOString())))
    .returning({ key: idempotencyKeys.key })
  return takenOver.length > 0
}

type IdempotentAnswer = { statusCode: number; responseBody: string }

/**
 * The statement that stores a request's final answer with its key. A write endpoint puts it into
 * the same batch as the record it creates, so the record never exists without its answer: a
 * crash between the two can no longer make a retry create the record again.
 */
export const storeIdempotentAnswer = (db: Db, scope: string, key: string, answer: IdempotentAnswer) =>
  db.update(idempotencyKeys).set(answer).where(rowOf(scope, key))

export async function recordIdempotentAnswer(db: Db, scope: string, key: string, answer: IdempotentAnswer) {
  await storeIdempotentAnswer(db, scope, key, answer)
}

/**
 * Frees every claim that has no answer. Only for a process that is the sole user of its database
 * (the Node entry on its embedded file) at start: such claims belong to requests that died with
 * the previous process, and their retries should run now rather than wait out the abandonment time.
 */
export async function releaseUnansweredClaims(db: Db): Promise<number> {
  const freed = await db.delete(idempotencyKeys).where(isNull(idempotencyKeys.statusCode)).returning({ key: idempotencyKeys.key })
  return freed.length
}

/** Frees a key whose request ended without a final answer, so a retry with it runs again. */
export async function releaseIdempotencyKey(db: Db, scope: string, key: string) {
  await db.delete(idempotencyKeys).where(rowOf(scope, key))
}

/** Expired keys are free again (a claim takes them over); the scheduled jobs clear them. */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now.toISOString())).returning({ key: idempotencyKeys.key })
  return gone.length
}
