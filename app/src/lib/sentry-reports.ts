// Sentry's browser SDK, in a chunk of its own that only a page with a DSN loads (lib/error-reports.ts,
// decision 033). It starts with the options and scrubbing every SDK of the shop shares
// (shared/error-reports.ts), and without release-health sessions: a report is an error, never a
// page view.
import { captureException, init } from '@sentry/browser'
import { errorReportOptions, errorTags } from '#shared/error-reports'
import { SHOP_RELEASE } from '#shared/release'
import type { ReportError } from './error-reports'

export function startSentry(dsn: string): ReportError {
  init({
    ...errorReportOptions({ dsn, release: SHOP_RELEASE, environment: import.meta.env.MODE }),
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
  })
  return (error, context) => {
    captureException(error, { tags: errorTags(context) })
  }
}
