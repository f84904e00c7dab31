// Unhandled errors go to Sentry when SENTRY_DSN is set (decision 033). The code that catches a
// crash (the app's onError, the entries' last resort, a page the server could not draw, a failed
// scheduled job or work after an answer) logs it and hands it to the runtime's reporter, given like
// the logger: Node's (worker/node-error-reports.ts) or the Worker's (worker/index.ts). Without a
// DSN there is none, and nothing is reported. Each error is handed over once, where it is caught.
import type { ErrorContext } from '#shared/error-reports'

export type ReportError = (error: unknown, context: ErrorContext) => void
