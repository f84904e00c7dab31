// The error contract of DESIGN.md: every non-2xx /api response is
// {"error":{"code":"snake_case","message":"Human text","fields":{...}}}.
import type { ContentfulStatusCode } from 'hono/utils/http-status'

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

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message)
export const badRequest = (message: string, code = 'bad_request') => new ApiError(400, code, message)
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message)
export const unauthorized = (message = 'Authentication required') => new ApiError(401, 'unauthorized', message)
export const forbidden = (message = 'You do not have permission to do this', code = 'forbidden') =>
  new ApiError(403, code, message)
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new ApiError(429, 'too_many_requests', message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
