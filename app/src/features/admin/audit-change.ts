// An audit entry's before and after (JSON objects, or null for a creation or a deletion) as the
// fields that differ, each value as short text, so the change reads "status: processing → shipped".

type FieldChange = { field: string; before: string | null; after: string | null }

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : value === null || value === undefined ? {} : { value }

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const a = asRecord(before)
  const b = asRecord(after)
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return fields
    .map((field) => ({ field, before: text(a[field]), after: text(b[field]) }))
    .filter((c) => c.before !== c.after)
}
