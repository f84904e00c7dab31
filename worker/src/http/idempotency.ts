// Idempotency-Key support for writes that clients retry (the app's offline outbox, later the
// wholesale order drafts). The first request's answer is stored with the key; a replay with the
// same key and body gets that answer back and creates nothing. See docs/decisions/004.
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '#worker/context'
import { idempotencyKeys } from '#worker/db/schema'
import { ApiError } from './errors'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REPLAYED_HEADER = 'Idempotent-Replayed'
/** Long enough for a phone to come back online the next day; short enough to keep the table small. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60
/** A claim without an answer older than this belongs to a request that died mid-way (crash, timeout). */
export const ABANDONED_CLAIM_SECONDS = 60

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Only final answers are remembered: a 5xx, a 429 (rate limited) or a 408 must stay retryable
 * with the same key, or one busy moment would stick to the request for a whole day.
 */
const isStorable = (status: number) =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 408 && status !== 429)

/**
 * Mount before the routes it guards: `app.use('/api/contact', idempotency())`. Requests without
 * the header pass straight through, so plain clients (curl, forms without JS) still work.
 */
export function idempotency(options: { ttlSeconds?: number } = {}): MiddlewareHandler<AppEnv> {
  const ttlMs = (options.ttlSeconds ?? IDEMPOTENCY_TTL_SECONDS) * 1000
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next()
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 255 visible ASCII characters (a UUID is ideal)')
    }
    const { db, now: clock } = c.get('deps')
    const now = clock?.() ?? new Date()
    const nowIso = now.toISOString()
    const scope = `${c.req.method} ${c.req.path}`
    const requestHash = await sha256(await c.req.text())
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))

    // Expired keys are cleared lazily, on the way in; the index on expires_at keeps this cheap.
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, nowIso))

    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, createdAt: nowIso, expiresAt: new Date(now.getTime() + ttlMs).toISOString() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })

    if (claimed.length === 0) {
      const [existing] = await db.select().from(idempotencyKeys).where(where)
      if (!existing) throw new ApiError(409, 'idempotency_request_in_progress', 'This request is already being processed. Please retry in a moment.', undefined, { 'Retry-After': '1' })
      if (existing.requestHash !== requestHash) {
        throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request')
      }
      if (existing.statusCode !== null) {
        return new Response(existing.responseBody || null, {
          status: existing.statusCode,
          headers: { 'Content-Type': 'application/json; charset=UTF-8', [REPLAYED_HEADER]: 'true' },
        })
      }
      const abandonedBefore = new Date(now.getTime() - ABANDONED_CLAIM_SECONDS * 1000).toISOString()
      // Take over a claim whose request died; the conditional update lets exactly one retry win.
      const takenOver = await db
        .update(idempotencyKeys)
        .set({ createdAt: nowIso })
        .where(and(where, isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, abandonedBefore)))
        .returning({ key: idempotencyKeys.key })
      if (takenOver.length === 0) {
        throw new ApiError(409, 'idempotency_request_in_progress', 'This request is already being processed. Please retry in a moment.', undefined, { 'Retry-After': '1' })
      }
    }

    try {
      await next()
    } catch (error) {
      await db.delete(idempotencyKeys).where(where)
      throw error
    }
    const status = c.res.status
    if (isStorable(status)) {
      const responseBody = await c.res.clone().text()
      await db.update(idempotencyKeys).set({ statusCode: status, responseBody }).where(where)
    } else {
      await db.delete(idempotencyKeys).where(where)
    }
  }
}
