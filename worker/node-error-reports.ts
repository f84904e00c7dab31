// Node's error reports (decision 033): @sentry/node, imported only when SENTRY_DSN is set, so a
// shop without one never loads the SDK (nor OpenTelemetry under it). The SDK starts with the shared
// options and scrubbing (shared/error-reports.ts); each crash is captured once where the server
// catches it (worker/src/report-error.ts), with its request id as a tag. The SDK also reports what
// nothing catches: an uncaught exception, and an unhandled rejection, after which the process
// still ends, as Node's own default has it.
import { errorReportOptions, errorTags, type ErrorReportSettings } from '#shared/error-reports'
import type { ReportError } from './src/report-error'

export type ErrorReports = {
  report: ReportError
  /** Sends what is still queued (at most 2 s) and stops reporting. */
  close: () => Promise<void>
}

export async function startErrorReports(settings: ErrorReportSettings | undefined): Promise<ErrorReports | undefined> {
  if (!settings) return undefined
  const Sentry = await import('@sentry/node')
  Sentry.init({
    ...errorReportOptions(settings),
    // The server is already loaded: no import hooks (they instrument modules for performance
    // tracing, which is off).
    registerEsmLoaderHooks: false,
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== 'OnUnhandledRejection'),
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
  })
  return {
    report: (error, context) => {
      Sentry.captureException(error, { tags: errorTags(context) })
    },
    close: async () => {
      await Sentry.close(2000)
    },
  }
}
