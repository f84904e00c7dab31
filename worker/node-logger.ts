// The Node server's Logger (worker/src/log.ts): pino, one JSON object a line on standard output,
// or on the destination a test gives it.
import { pino, type DestinationStream } from 'pino'
import { errorFields, type LogFields, type Logger, type LogLevel } from './src/log'

function wrap(logger: pino.Logger): Logger {
  return {
    debug: (message, fields?: LogFields) => logger.debug(fields ?? {}, message),
    info: (message, fields?: LogFields) => logger.info(fields ?? {}, message),
    warn: (message, fields?: LogFields) => logger.warn(fields ?? {}, message),
    // `err` is written by errorFields (type, message and stack, without a failed query's values).
    error: (message, fields?: LogFields) => logger.error(fields ?? {}, message),
    child: (bindings) => wrap(logger.child(bindings)),
  }
}

/** Lines at `level` and above, with pino's fields (`level`, `time`, `pid`, `hostname`, `msg`). */
export function pinoLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, serializers: { err: errorFields } }
  return wrap(destination ? pino(options, destination) : pino(options))
}
