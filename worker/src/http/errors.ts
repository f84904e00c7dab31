// The error contract: every non-2xx /api response is
// {"error":{"code":"snake_case","message":"Human text","fields":{...},"requestId":"…"}}, the
// request id the response's X-Request-Id header carries (http/request-log.ts).
// ApiError is for what only HTTP knows (malformed bodies, sessions, body size); a service's
// refusals are DomainErrors (worker/src/services/domain-errors.ts), mapped here by kind.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isDatabaseBusy, isDatabaseUnreachable } from '#worker/db/client'
import type { Logger } from '#worker/log'
import { databaseUnavailable, DomainError, type DomainErrorKind } from '#worker/services/domain-errors'

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; requestId?: string } }

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } }
  }
}

/** Nobody is signed in (or the session has ended). */
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') => new ApiError(401, code, message)

const STATUS_OF: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  limited: 429,
  unavailable: 503,
}

/** The contract's answer for a thrown error; undefined for a crash (onError answers 500 and logs it). */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error
  if (error instanceof DomainError) {
    const { fields, retryAfterSeconds } = error.details
    const headers = retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }
    return new ApiError(STATUS_OF[error.kind], error.code, error.message, fields, headers)
  }
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status as ContentfulStatusCode, 'bad_request', error.message || 'Bad request')
  }
  // Another process kept the database locked longer than the busy timeout (db/client.ts): nothing
  // broke and nothing was written, so the client may simply try again.
  if (isDatabaseBusy(error)) {
    return new ApiError(503, 'database_busy', 'The shop is busy for a moment. Please try again.', undefined, { 'Retry-After': '1' })
  }
  // The one part the shop cannot work without is down: the answer names it, as worker/index.ts does
  // when the database cannot be prepared (and /api/health, services/health.ts).
  if (isDatabaseUnreachable(error)) return toApiError(databaseUnavailable())
  return undefined
}

/** The error contract's answer for a thrown error, or undefined for a crash (onError logs it and answers 500). */
export function errorAnswer(c: Context, error: unknown): Response | undefined {
  const known = toApiError(error)
  if (!known) return undefined
  // No crash of this request's, but the person on call must see it.
  if (isDatabaseUnreachable(error)) (c.get('log') as Logger | undefined)?.error('database does not answer', { err: error })
  for (const [name, value] of Object.entries(known.headers ?? {})) c.header(name, value)
  const body = known.body()
  const requestId = c.get('requestId') as string | undefined
  return c.json(requestId ? { error: { ...body.error, requestId } } : body, known.status)
}
