// Errors reported to Sentry when SENTRY_DSN is set (decision 033): the options every SDK of the
// shop starts with (@sentry/node, @sentry/cloudflare, @sentry/browser) and the scrubbing each
// event goes through before it leaves. Without a DSN no SDK is started, loaded or asked anything.
//
// What an event may carry: the error (type, message, stack), the release (package.json's version),
// the environment, the request id (tag `request_id`, the id the shopper quotes and every log line
// carries), the route pattern, the method, the path. Never a cookie, a header, a body, a query
// string (reset and unsubscribe links carry tokens), an IP address or anything of the user.
//
// No imports: the browser's lazy chunk, the Worker and Node all load this file.

/** The tag a report's request id goes in, so an event is found from the "Reference: …" a shopper quotes. */
export const REQUEST_ID_TAG = 'request_id'

export type ErrorReportSettings = {
  /** Sentry's DSN; public by design (it can only send events). */
  dsn: string
  /** package.json's version, as the health report shows it. */
  release: string
  environment: string
}

/** Where an error happened, as the report's tags. */
export type ErrorContext = {
  requestId?: string
  /** The route pattern (`/api/orders/:id`), never the URL. */
  route?: string
  method?: string
  /** A scheduled job's name. */
  job?: string
}

/** The tags of a report: only what is set. */
export function errorTags({ requestId, route, method, job }: ErrorContext): Record<string, string> {
  const tags: Record<string, string | undefined> = { [REQUEST_ID_TAG]: requestId, route, method, job }
  return Object.fromEntries(Object.entries(tags).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''))
}

/** A URL without its query and fragment; a path alone stays a path. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '')
}

/**
 * An error message (or stack) without the values of the query that failed: drizzle's "Failed
 * query: …\nparams: …" lists them (an email, a name, an address). What follows them in a stack,
 * its frames, stays. Every place an error leaves the process goes through this: the log lines
 * (worker/src/log.ts), the stored server errors and the error reports.
 */
export function withoutQueryParams(message: string): string {
  // A log line carries the message as JSON, its newlines escaped.
  return message.replace(/((?:\n|\\n)params: )[\s\S]*?(?=(?:\n|\\n)\s*at |$)/, '$1[Filtered]')
}

// The parts of a Sentry event the scrub touches, typed loosely so each SDK's own Event fits.
type Scrubbable = {
  request?: { url?: string; method?: string }
  user?: unknown
  exception?: { values?: Array<{ value?: string; stacktrace?: { frames?: Array<{ vars?: unknown }> } }> }
  breadcrumbs?: Array<{ message?: string; data?: Record<string, unknown> }>
}

const URL_FIELDS = ['url', 'from', 'to'] as const

/**
 * The event as it may leave: its request reduced to method and URL without the query (no cookies,
 * headers, body, query string or caller's address), no user, no local variables, error messages
 * without a failed query's values, and breadcrumbs whose URLs lose their query too. The
 * `beforeSend` of every SDK; tags, release, the error's type, message and stack are kept.
 */
export function scrubEvent<E extends Scrubbable>(event: E): E {
  const { request, user: _user, ...rest } = event
  const scrubbed = { ...rest } as E
  if (request) scrubbed.request = { ...(request.method ? { method: request.method } : {}), ...(request.url ? { url: withoutQuery(request.url) } : {}) }
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((error) => ({
        ...error,
        ...(error.value === undefined ? {} : { value: withoutQueryParams(error.value) }),
        ...(error.stacktrace?.frames ? { stacktrace: { ...error.stacktrace, frames: error.stacktrace.frames.map(({ vars: _vars, ...frame }) => frame) } } : {}),
      })),
    }
  }
  if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs.map((crumb) => {
      const data = crumb.data && { ...crumb.data }
      if (data) for (const field of URL_FIELDS) if (typeof data[field] === 'string') data[field] = withoutQuery(data[field])
      return { ...crumb, ...(crumb.message === undefined ? {} : { message: withoutQueryParams(crumb.message) }), ...(data ? { data } : {}) }
    })
  }
  return scrubbed
}

/**
 * The options every SDK starts with: no personal data (`sendDefaultPii: false`, then scrubEvent),
 * no performance tracing, and no trace headers added to the shop's own outgoing requests (Stripe,
 * Turso, the mail provider). A runtime adds its own (integrations, hooks).
 */
export function errorReportOptions(settings: ErrorReportSettings) {
  return {
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    sendDefaultPii: false,
    tracePropagationTargets: [] as string[],
    beforeSend: <E extends Scrubbable>(event: E): E => scrubEvent(event),
  }
}

/** The origin a DSN sends to (for the Content-Security-Policy's connect-src); undefined for anything that is not one. */
export function errorReportOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined
  try {
    const url = new URL(dsn)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}
