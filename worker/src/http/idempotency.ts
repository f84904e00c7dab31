// Idempotency-Key support for writes that clients retry (the app's offline outbox, later the
// wholesale order drafts). The first request's answer is stored with the key; a replay with the
// same key and body gets that answer back and creates nothing. See docs/decisions/004.
import type { MiddlewareHandler } from 'hono'
import { requestTime, type AppEnv } from '#worker/context'
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
  takeOverAbandonedClaim,
} from '#worker/services/idempotency-keys'
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

const inProgress = () =>
  new ApiError(409, 'idempotency_request_in_progress', 'This request is already being processed. Please retry in a moment.', undefined, { 'Retry-After': '1' })

/**
 * Mounted by the resources whose writes clients retry, in front of the handler:
 * `.post(contactApi.send.path, idempotency(), handler)`. Requests without the header pass
 * straight through, so plain clients (curl, forms without JS) still work.
 */
export function idempotency(options: { ttlSeconds?: number } = {}): MiddlewareHandler<AppEnv> {
  const ttlMs = (options.ttlSeconds ?? IDEMPOTENCY_TTL_SECONDS) * 1000
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next()
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 255 visible ASCII characters (a UUID is ideal)')
    }
    const { db } = c.get('deps')
    const now = requestTime(c)
    const scope = `${c.req.method} ${c.req.path}`
    const requestHash = await sha256(await c.req.text())

    if (!(await claimIdempotencyKey(db, { scope, key, requestHash }, now, ttlMs))) {
      const existing = await findIdempotencyKey(db, scope, key)
      if (!existing) throw inProgress()
      if (existing.requestHash !== requestHash) {
        throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request')
      }
      if (existing.statusCode !== null) {
        return new Response(existing.responseBody || null, {
          status: existing.statusCode,
          headers: { 'Content-Type': 'application/json; charset=UTF-8', [REPLAYED_HEADER]: 'true' },
        })
      }
      // Take over a claim whose request died (crash, timeout); otherwise it is still running.
      const abandonedBefore = new Date(now.getTime() - ABANDONED_CLAIM_SECONDS * 1000)
      if (!(await takeOverAbandonedClaim(db, scope, key, abandonedBefore, now))) throw inProgress()
    }

    try {
      await next()
    } catch (error) {
      await releaseIdempotencyKey(db, scope, key)
      throw error
    }
    const status = c.res.status
    if (isStorable(status)) {
      await recordIdempotentAnswer(db, scope, key, { statusCode: status, responseBody: await c.res.clone().text() })
    } else {
      await releaseIdempotencyKey(db, scope, key)
    }
  }
}
