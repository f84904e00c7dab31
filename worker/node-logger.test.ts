// An error in a log line (decision 028): its type, message and stack frames, never the values of a
// query that failed, which drizzle lists in its message and stack (a name, an email, an address).
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { consoleLogger } from './src/log'
import { logLines } from './src/test/log-lines'
import { pinoLogger } from './node-logger'

const failedQuery = () =>
  new DrizzleQueryError('insert into "contact_messages" ("name", "email") values (?, ?)', ['Ana Ríos', 'ana.rios@example.com'], new Error('SQLITE_FULL: database or disk is full'))

describe("a failed query's values stay out of the logs", () => {
  it('on Node (pino)', () => {
    const logs = logLines()
    pinoLogger('info', logs.destination).error('request failed', { err: failedQuery() })
    expect(logs.text()).not.toMatch(/Ana Ríos|ana\.rios@example\.com/)
    const [line] = logs.lines()
    expect(line!.err).toMatchObject({ type: 'DrizzleQueryError', message: expect.stringContaining('params: [Filtered]'), stack: expect.stringMatching(/params: \[Filtered\]\n\s+at /) })
  })

  it('on Workers (console lines)', () => {
    const written: string[] = []
    consoleLogger('info', (line) => written.push(line)).error('request failed', { err: failedQuery() })
    expect(written.join('')).not.toMatch(/Ana Ríos|ana\.rios@example\.com/)
    expect(JSON.parse(written[0]!).err).toMatchObject({ message: expect.stringContaining('insert into "contact_messages"'), stack: expect.stringMatching(/\n\s+at /) })
  })
})
