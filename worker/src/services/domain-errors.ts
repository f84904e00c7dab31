// What a service says when the shop's rules refuse something. Services know nothing of HTTP
// (decision 007): they throw these, and worker/src/http/errors.ts turns each into the error
// contract's body with the status the catalogue gives its code. `code` is one of the catalogue's
// (shared/errors/catalogue.ts, decision 030), so a misspelt code does not compile; `message` is
// the human text shown when the app has none of its own.
import { statusOf, type ErrorCode, type ErrorCodeOf } from '#shared/errors/catalogue'

export class DomainError extends Error {
  override readonly name = 'DomainError'

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message)
  }

  /** An outage (a 5xx: a dependency that does not answer, missing configuration), not a refusal. */
  get isOutage() {
    return statusOf(this.code) >= 500
  }
}

// Each helper takes only the codes of its status, so `conflict()` cannot answer 404.

/** Input that is well-formed but breaks a rule (an expired link, a used token). */
export const invalid = (message: string, code: ErrorCodeOf<400>, fields?: Record<string, string>) => new DomainError(code, message, { fields })

/** The payment provider refused the payment (a declined card); the provider's message is shown to the shopper. */
export const paymentFailed = (message: string, code: ErrorCodeOf<402>) => new DomainError(code, message)

/** Known caller, not allowed to do this. */
export const forbidden = (message = 'You do not have permission to do this', code: ErrorCodeOf<403> = 'forbidden') => new DomainError(code, message)

export const notFound = (message = 'Not found', code: ErrorCodeOf<404> = 'not_found') => new DomainError(code, message)

/** The current state refuses the change: a taken email, not enough stock, a changed price. */
export const conflict = (message: string, code: ErrorCodeOf<409>, fields?: Record<string, string>) => new DomainError(code, message, { fields })

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export const limited = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new DomainError('too_many_requests', message, { retryAfterSeconds })

/** Missing configuration or an unreachable dependency: nothing the caller can fix. */
export const unavailable = (message: string, code: ErrorCodeOf<503>) => new DomainError(code, message)

/** The one part the shop cannot work without does not answer; the code names it. */
export const databaseUnavailable = () => unavailable('The database is not reachable right now. Please try again shortly.', 'database_unavailable')
