// libSQL reports a broken unique index as "UNIQUE constraint failed: <table>.<column>", on the
// error or its cause (drizzle wraps it). Services use this to turn a race the index decided into
// the right answer (a taken email, a reference drawn twice).

/** True when `error` is a unique-index violation, on `column` ("table.column") when given. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error)
  return /UNIQUE constraint failed/i.test(text) && (column === undefined || text.includes(column))
}
