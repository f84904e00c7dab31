// The app's error reports (decision 033). With a DSN (SENTRY_DSN, handed over with the site's
// public facts: GET /api/site, and every page the server draws), Sentry's browser SDK is loaded
// in a chunk of its own once the page is idle (lib/sentry-reports.ts) and reports what nothing
// catches (its global handlers) and what a route's error screen shows (reportError). Without a
// DSN nothing is loaded: a page downloads no byte of Sentry. An error the server answered (an
// ApiError, with its request id) is reported by the server, not again here.
import type { ErrorContext } from '#shared/error-reports'
import type { SiteInfo } from '#shared/schemas/site'
import { whenIdle } from './when-idle'

export type ReportError = (error: unknown, context: ErrorContext) => void

let reporter: Promise<ReportError | undefined> | undefined
const reported = new WeakSet<object>()

/** The DSN this page reports to: the one the page was drawn with, else the one this device last heard of; none in older answers. */
export const errorReportDsn = (site: Partial<Pick<SiteInfo, 'sentryDsn'>> | undefined): string | undefined => site?.sentryDsn ?? undefined

/** Loads and starts the SDK when the page is idle; nothing without a DSN. Once per page. */
export function startErrorReports(dsn: string | undefined, when: (task: () => void) => void = whenIdle) {
  if (!dsn || reporter) return
  reporter = new Promise<ReportError | undefined>((resolve) => {
    when(() => {
      import('./sentry-reports')
        .then(({ startSentry }) => resolve(startSentry(dsn)))
        // The chunk could not be fetched (offline): nothing can be sent anyway.
        .catch(() => resolve(undefined))
    })
  })
}

/** Hands an error to Sentry once, when reports are on; nothing otherwise. */
export function reportError(error: unknown, context: ErrorContext = {}) {
  if (!reporter) return
  if (typeof error === 'object' && error !== null) {
    // StrictMode runs an error screen's effect twice in development; an error is sent once.
    if (reported.has(error)) return
    reported.add(error)
  }
  void reporter.then((report) => report?.(error, context))
}
