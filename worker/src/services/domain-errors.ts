// What a service says when the shop's rules refuse something. Services know nothing of HTTP
// (decision 007): they throw these, and worker/src/http/errors.ts turns each kind into its status
// code and the error contract's body. `code` is the stable snake_case the app may translate;
// `message` is the human text shown when it does not.

export type DomainErrorKind = 'invalid' | 'payment_failed' | 'forbidden' | 'not_found' | 'conflict' | 'limited' | 'unavailable'

export class DomainError extends Error {
  override readonly name = 'DomainError'

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message)
  }
}

/** Input that is well-formed but breaks a rule (an expired link, a used token). */
export const invalid = (message: string, code = 'invalid', fields?: Record<string, string>) =>
  new DomainError('invalid', code, message, { fields })

/** The payment provider refused the payment (a declined card); the provider's message is shown to the shopper. */
export const paymentFailed = (message: string, code = 'payment_failed') => new DomainError('payment_failed', code, message)

/** Known caller, not allowed to do this. */
export const forbidden = (message = 'You do not have permission to do this', code = 'forbidden') =>
  new DomainError('forbidden', code, message)

export const notFound = (message = 'Not found', code = 'not_found') => new DomainError('not_found', code, message)

/** The current state refuses the change: a taken email, not enough stock, a changed price. */
export const conflict = (message: string, code = 'conflict') => new DomainError('conflict', code, message)

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export const limited = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.', code = 'too_many_requests') =>
  new DomainError('limited', code, message, { retryAfterSeconds })

/** Missing configuration or an unreachable dependency: nothing the caller can fix. */
export const unavailable = (message: string, code = 'unavailable') => new DomainError('unavailable', code, message)

/** The one part the shop cannot work without does not answer; the code names it. */
export const databaseUnavailable = () => unavailable('The database is not reachable right now. Please try again shortly.', 'database_unavailable')
