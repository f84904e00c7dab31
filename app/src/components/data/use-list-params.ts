// A list screen's search, filters and page, kept in the URL, so a
// reload, the back button or a shared link shows the same rows. Values equal to their default
// stay out of the URL; changing a filter or the search goes back to page 1.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

export type ListParams<K extends string> = {
  values: Record<K, string>
  page: number
  /**
   * Changes some values. A change of what is listed (search, filter) starts again at page 1;
   * `keepPage` is for values that do not change the rows, e.g. the record open in a dialog.
   */
  set: (changes: Partial<Record<K, string>>, options?: { keepPage?: boolean }) => void
  setPage: (page: number) => void
}

export function useListParams<K extends string>(defaults: Record<K, string>): ListParams<K> {
  const [params, setParams] = useSearchParams()
  // Screens pass a literal: its values, not its identity, matter.
  const defaultsKey = JSON.stringify(defaults)
  const fallback = useMemo(() => JSON.parse(defaultsKey) as Record<K, string>, [defaultsKey])
  const keys = Object.keys(fallback) as K[]
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? fallback[k]])) as Record<K, string>
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)

  const write = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [key, value] of Object.entries(changes)) {
            const isDefault = key === 'page' ? value === '1' : value === fallback[key as K]
            if (value === undefined || value === '' || isDefault) next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        { replace: true },
      ),
    [setParams, fallback],
  )

  const set = useCallback(
    (changes: Partial<Record<K, string>>, options: { keepPage?: boolean } = {}) => write(options.keepPage ? changes : { ...changes, page: '1' }),
    [write],
  )
  const setPage = useCallback((next: number) => write({ page: String(next) }), [write])
  return { values, page, set, setPage }
}
