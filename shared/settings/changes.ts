// A setting of the shop is stored as what differs from its defaults in shared/ (decision 041):
// what was never changed follows the defaults, a default changed in code reaches every shop that
// kept it, and a setting added later starts at its default. Objects are compared and laid over key
// by key; anything else (a number, a list) is one value.

type Plain = Record<string, unknown>

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value)

const same = (a: unknown, b: unknown): boolean => {
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) => same(a[key], b[key]))
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]))
  return Object.is(a, b)
}

/** What `value` changes of `defaults`: only the parts that differ, nested as in the defaults; `{}` when nothing does. */
export function changesFrom<T extends Plain>(defaults: T, value: T): Plain {
  const changes: Plain = {}
  for (const key of Object.keys(defaults)) {
    const [was, is] = [defaults[key], value[key]]
    if (isPlain(was) && isPlain(is)) {
      const nested = changesFrom(was, is)
      if (Object.keys(nested).length > 0) changes[key] = nested
    } else if (!same(was, is)) changes[key] = is
  }
  return changes
}

/**
 * The defaults with stored changes laid over them. Whatever the stored value is (an older shape, a
 * part missing, a key no longer known), the result has the defaults' keys: a missing part keeps its
 * default and an unknown key is dropped. The result is not validated: the caller parses it.
 */
export function withChanges<T extends Plain>(defaults: T, changes: unknown): T {
  if (!isPlain(changes)) return structuredClone(defaults)
  const result: Plain = {}
  for (const key of Object.keys(defaults)) {
    const [was, is] = [defaults[key], changes[key]]
    if (isPlain(was)) result[key] = withChanges(was, is)
    else result[key] = Object.hasOwn(changes, key) ? structuredClone(is) : structuredClone(was)
  }
  return result as T
}

/** Every value of a settings object by its dotted path (`windows.problemDays`); a list is one value. */
export function leaves(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isPlain(value)) return { [prefix]: value }
  return Object.assign({}, ...Object.entries(value).map(([key, v]) => leaves(v, prefix ? `${prefix}.${key}` : key))) as Record<string, unknown>
}

/** The values that differ between two settings objects, by dotted path, as the audit log records a change. */
export function changedLeaves(before: unknown, after: unknown): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const [was, is] = [leaves(before), leaves(after)]
  const paths = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((path) => !same(was[path], is[path]))
  return { before: Object.fromEntries(paths.map((p) => [p, was[p]])), after: Object.fromEntries(paths.map((p) => [p, is[p]])) }
}
