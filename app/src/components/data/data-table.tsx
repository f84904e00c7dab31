// The back office's and the customer area's lists: a table on wide screens, one card per row on
// phones (a wide table is unreadable there), with the three states every list has
// besides its rows (loading, failed with a retry, empty). While a new page or filter loads, the
// rows on show stay, dimmed, rather than flashing away. A table wider than the screen scrolls
// inside its card, never the page, its first column (what names the row) staying in view.
import type { ReactNode } from 'react'
import { EmptyState, ErrorState, LoadingState } from '#app/components/ui/async-state'
import { cn } from '#app/components/ui/cn'

export type Column<T> = {
  key: string
  header: string
  cell: (row: T) => ReactNode
  /** The card's heading on phones (one column). */
  primary?: boolean
  /** Buttons of the row: the card shows them at its foot, without a label. */
  actions?: boolean
  /**
   * The row's status badge: the card shows it in its top right corner, beside its heading, without
   * a label, where the customer area's order cards show theirs too.
   */
  corner?: boolean
  className?: string
  /**
   * Also stays in view while the table scrolls sideways, at this left offset (a Tailwind class,
   * e.g. `left-28` after a first column of `w-28`). The first column always does, at `left-0`.
   */
  pin?: string
}

type DataTableProps<T> = {
  /** Names the table for screen readers. */
  caption: string
  columns: Column<T>[]
  rows: T[] | undefined
  rowKey: (row: T) => string
  status: 'loading' | 'error' | 'ready'
  loadingText?: string
  errorText?: string
  onRetry?: () => void
  emptyText: string
  /** Under the empty text, e.g. a way to clear the filters. */
  emptyAction?: ReactNode
}

export function DataTable<T>({ caption, columns, rows, rowKey, status, loadingText, errorText, onRetry, emptyText, emptyAction }: DataTableProps<T>) {
  if (!rows || rows.length === 0) {
    if (status === 'loading') return <LoadingState label={loadingText} />
    if (status === 'error') return <ErrorState message={errorText} onRetry={onRetry} />
    return <EmptyState message={emptyText}>{emptyAction}</EmptyState>
  }
  const busy = status === 'loading'
  const primary = columns.find((c) => c.primary) ?? columns[0]!
  const corner = columns.find((c) => c.corner && c !== primary)
  const details = columns.filter((c) => c !== primary && c !== corner && !c.actions)
  const actions = columns.filter((c) => c.actions)
  /** The first column (and any `pin`ned) stays in view while the rest scrolls under it (opaque, so nothing shows through). */
  const pinned = (c: Column<T>) => (c === columns[0] || c.pin) && cn('sticky z-[1] bg-inherit', c.pin ?? 'left-0')
  return (
    <div aria-busy={busy || undefined} className={cn('transition-opacity', busy && 'opacity-60')}>
      {status === 'error' && <ErrorState message={errorText} onRetry={onRetry} />}
      <div className="hidden overflow-x-auto rounded-3xl border border-sand/70 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-sand/70 text-xs uppercase tracking-wider text-muted">
            <tr className="bg-[color-mix(in_srgb,var(--color-cream)_60%,white)]">
              {columns.map((c) => (
                <th key={c.key} scope="col" className={cn('px-4 py-3 font-medium', c.actions && 'text-right', pinned(c), c.className)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand/60">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="bg-white align-top hover:bg-[color-mix(in_srgb,var(--color-cream)_40%,white)]">
                {columns.map((c) => (
                  <td key={c.key} className={cn('px-4 py-3 text-ink', c.actions && 'text-right', pinned(c), c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-3xl border border-sand/70 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 font-medium text-ink">{primary.cell(row)}</div>
              {corner && <div className="shrink-0">{corner.cell(row)}</div>}
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {details.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-muted">{c.header}</dt>
                  <dd className="min-w-0 text-ink">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions.length > 0 && <div className="mt-3 flex flex-wrap justify-end gap-2">{actions.map((c) => <div key={c.key}>{c.cell(row)}</div>)}</div>}
          </li>
        ))}
      </ul>
    </div>
  )
}
