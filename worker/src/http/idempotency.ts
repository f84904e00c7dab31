// Idempotency-Key support for writes that clients retry (the app's offline outbox, wholesale
// order drafts, checkout). The first request's answer is stored with the key; a replay with the
// same key, body and caller gets that answer back and creates nothing. See docs/decisions/004.
//
// A write that creates a record stores its answer in the same batch as the record (`answerOnce`),
// so no crash can leave the record without its answer; other answers (a 4xx, or a call that
// creates nothing) are stored by the middleware once the handler is done.
import type { BatchItem } from 'drizzle-orm/batch'
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { requestTime, type AppEnv } from '#worker/context'
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  takeOverAbandonedClaim,
} from '#worker/services/idempotency-keys'
import { currentUser } from './auth'
import { ApiError } from './errors'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REPLAYED_HEADER = 'Idempotent-Replayed'
/** Long enough for a phone to come back online the next day; short enough to keep the table small. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60
/** A claim without an answer older than this belongs to a request that died mid-way (crash, timeout). */
const ABANDONED_CLAIM_SECONDS = 60

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
  new ApiError('idempotency_request_in_progress', 'This request is already being processed. Please retry in a moment.', undefined, { 'Retry-After': '1' })

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
      throw new ApiError('invalid_idempotency_key', 'Idempotency-Key must be 8 to 255 visible ASCII characters (a UUID is ideal)')
    }
    const { db } = c.get('deps')
    const now = requestTime(c)
    const scope = `${c.req.method} ${c.req.path}`
    // The caller is part of what the key stands for: another account (or a signed-out retry)
    // sending the same key never receives the first caller's answer, which may be private.
    const caller = (await currentUser(c))?.id ?? 'visitor'
    const requestHash = await sha256(`${caller}\n${await c.req.text()}`)

    if (!(await claimIdempotencyKey(db, { scope, key, requestHash }, now, ttlMs))) {
      const existing = await findIdempotencyKey(db, scope, key)
      if (!existing) throw inProgress()
      if (existing.requestHash !== requestHash) {
        throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was already used for a different request')
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

    c.set('idempotency', { scope, key, answered: false })
    try {
      await next()
    } catch (error) {
      // Keep the key only if the handler's batch stored its answer before the failure.
      const stored = c.get('idempotency')?.answered ? await findIdempotencyKey(db, scope, key) : undefined
      if (stored?.statusCode == null) await releaseIdempotencyKey(db, scope, key)
      throw error
    }
    // The app's error handler turns a failed handler into a 500 answer here rather than a throw:
    // the key is kept only if the handler's batch did store its answer.
    if (c.get('idempotency')?.answered && (await findIdempotencyKey(db, scope, key))?.statusCode != null) return
    const status = c.res.status
    if (isStorable(status)) {
      await recordIdempotentAnswer(db, scope, key, { statusCode: status, responseBody: await c.res.clone().text() })
    } else {
      await releaseIdempotencyKey(db, scope, key)
    }
  }
}

/**
 * The answer of a call that creates a record, stored with that record when the request carries an
 * Idempotency-Key. The service takes `writes` and adds its statements to the batch that creates
 * the record; the route then sends the same answer:
 *
 *   const answer = answerOnce(c, 201, (m: Message) => ({ id: m.id, status: m.status }))
 *   const message = await receiveContactMessage(db, input, { …, alsoWrite: answer.writes })
 *   return answer.send(message)
 */
export function answerOnce<T, B extends object>(c: Context<AppEnv>, status: ContentfulStatusCode, shape: (created: T) => B) {
  return {
    writes: (created: T): BatchItem<'sqlite'>[] => {
      const claim = c.get('idempotency')
      if (!claim) return []
      claim.answered = true
      const { db } = c.get('deps')
      return [storeIdempotentAnswer(db, claim.scope, claim.key, { statusCode: status, responseBody: JSON.stringify(shape(created)) })]
    },
    send: (created: T) => c.json(shape(created), status),
  }
}
