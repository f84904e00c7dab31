// The server's logs (decision 028): one JSON object a line, on both runtimes. Code logs through a
// Logger and never through the console: the request's one (`c.get('log')`, bound to its request
// id) in handlers, the one its caller hands it in services and jobs. Node's Logger is pino
// (worker/node-logger.ts); Workers use consoleLogger() below, whose lines Workers Logs index
// field by field (wrangler.toml [observability]). This file is the only server code that writes
// to the console.
//
// What a line may carry: ids (request, user, order, payment, job), counts, statuses, durations,
// route patterns, error messages and stacks. Never a request or email body, a header, a password,
// a token, a card detail, an address or an email address.

import { withoutQueryParams } from '#shared/error-reports'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export type LogFields = Record<string, unknown>

export type Logger = {
  debug: (message: string, fields?: LogFields) => void
  info: (message: string, fields?: LogFields) => void
  warn: (message: string, fields?: LogFields) => void
  /** Give the error as `err`: its type, message and stack are logged. */
  error: (message: string, fields?: LogFields) => void
  /** A logger whose every line also carries `bindings` (the request id, a job's name). */
  child: (bindings: LogFields) => Logger
}

/**
 * An error as a log field on both runtimes: pino's shape (`type`, `message`, `stack`), a `code`
 * when it has one, and never the values of a query that failed (they may be an address or an email).
 */
export function errorFields(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const code = (error as { code?: unknown }).code
  const stack = error.stack === undefined ? undefined : withoutQueryParams(error.stack)
  // The class's name, as pino gives it (a DrizzleQueryError's `name` is plain 'Error').
  return { type: error.constructor.name || error.name, message: withoutQueryParams(error.message), stack, ...(code === undefined ? {} : { code }) }
}

const RANK: Record<LogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50, silent: Number.POSITIVE_INFINITY }

type LineLevel = Exclude<LogLevel, 'silent'>

/** Each line through the console method of its level, from which Workers Logs take the line's level. */
const toConsole = (line: string, level: LineLevel) => {
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else if (level === 'debug') console.debug(line)
  else console.log(line)
}

/**
 * One JSON object a line through `write` (the console by default: Workers Logs parse it). The
 * fields are pino's (`level` as a number, `time` in ms, `msg`), so lines from both runtimes read
 * alike.
 */
export function consoleLogger(level: LogLevel = 'info', write: (line: string, level: LineLevel) => void = toConsole, bindings: LogFields = {}): Logger {
  const threshold = RANK[level]
  const at =
    (name: LineLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (RANK[name] < threshold) return
      const { err, ...rest } = fields
      const line = { level: RANK[name], time: Date.now(), ...bindings, ...rest, ...(err === undefined ? {} : { err: errorFields(err) }), msg: message }
      write(JSON.stringify(line), name)
    }
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (more) => consoleLogger(level, write, { ...bindings, ...more }),
  }
}

/** Where nothing is wanted (a test that does not look at its logs). */
export const silentLogger: Logger = consoleLogger('silent', () => undefined)

const fallback = consoleLogger()

/** The logger a caller handed a service, or JSON console lines at `info` when it handed none (a test, a script). */
export const loggerOr = (log: Logger | undefined): Logger => log ?? fallback
