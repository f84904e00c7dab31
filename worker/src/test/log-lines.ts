// The log lines a test reads: a destination for the Node server's logger (startNodeServer's
// `logDestination`, worker/node-logger.ts), collected as pino writes them, synchronously.
export type LogLine = Record<string, unknown> & { level: number; time: number; msg: string }

export function logLines() {
  const written: string[] = []
  return {
    destination: {
      write: (chunk: string) => {
        written.push(chunk)
      },
    },
    /** Every line, parsed: one that is not a JSON object fails here. */
    lines: (): LogLine[] =>
      written
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as LogLine),
    /** Everything written, as written. */
    text: () => written.join(''),
  }
}
