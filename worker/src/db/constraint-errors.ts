// Telling which database rule refused a write. Several guarantees of the shop live in the database
// itself (CHECK constraints on stock, primary keys that let a settlement happen once, a trigger that
// keeps loyalty balances from going negative); the batch that breaks one fails as a whole, and the
// service turns the named rule into the answer the shopper gets.

/** The messages of an error and its causes (drizzle wraps the driver's error; libSQL names the rule). */
function messagesOf(error: unknown): string {
  const parts: string[] = []
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(e instanceof Error ? e.message : String(e))
  }
  return parts.join(' | ')
}

/**
 * True when the database refused the write because of `rule`: a CHECK constraint's name, a
 * `table.column` of a UNIQUE or PRIMARY KEY, or the message a trigger RAISEd.
 */
export const databaseRefused = (error: unknown, rule: string) => messagesOf(error).includes(rule)
