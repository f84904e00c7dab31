// The error contract: every non-2xx /api response is
// {"error":{"code":"snake_case","message":"Human text","fields":{...},"requestId":"…"}}, the
// request id the response's X-Request-Id header carries (http/request-log.ts).
// ApiError is for what only HTTP knows (malformed bodies, sessions, body size); a service's
// refusals are DomainErrors (worker/src/services/domain-errors.ts). Either carries a code of the
// catalogue (shared/errors/catalogue.ts, decision 030), which gives its status.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { statusOf, type ErrorCode, type ErrorCodeOf, type ErrorStatus } from '#shared/errors/catalogue'
import { isDatabaseBusy, isDatabaseUnreachable } from '#worker/db/client'
import type { Logger } from '#worker/log'
import { databaseUnavailable, DomainError } from '#worker/services/domain-errors'

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string>; requestId?: string } }

export class ApiError extends Error {
  readonly status: ErrorStatus

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.status = statusOf(code)
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } }
  }
}

/** Nobody is signed in (or the session has ended). */
export const unauthorized = (message = 'Authentication required', code: ErrorCodeOf<401> = 'unauthorized') => new ApiError(code, message)

/** The contract's answer for a thrown error; undefined for a crash (onError answers 500 and logs it). */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error
  if (error instanceof DomainError) {
    const { fields, retryAfterSeconds } = error.details
    const headers = retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }
    return new ApiError(error.code, error.message, fields, headers)
  }
  // Hono's own refusal of a request (a 4xx HTTPException) is the catalogue's bad_request.
  if (error instanceof HTTPException && error.status < 500) return new ApiError('bad_request', error.message || 'Bad request')
  // Another process kept the database locked longer than the busy timeout (db/client.ts): nothing
  // broke and nothing was written, so the client may simply try again.
  if (isDatabaseBusy(error)) {
    return new ApiError('database_busy', 'The shop is busy for a moment. Please try again.', undefined, { 'Retry-After': '1' })
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
