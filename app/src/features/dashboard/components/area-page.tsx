// The frame of every customer-area screen: its document title, its one h1 and an optional line
// under it. The page's data states (loading, failed, empty) come from QueryView.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '#app/components/ui/page-meta'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import type { ApiQuery } from '#app/lib/use-api-query'

export function AreaPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section className="space-y-8 p-4 sm:p-8">
      <PageMeta title={`${title} · ${t('brand')}`} noindex />
      <header>
        <h1 className="text-3xl leading-tight text-ink sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-2xl text-muted">{intro}</p>}
      </header>
      {children}
    </section>
  )
}

/** A loaded screen's content once its data is there; loading and failure (with a retry) before. */
export function QueryView<T>({ query, children }: { query: ApiQuery<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined && query.status !== 'error') return <>{children(query.data)}</>
  if (query.status === 'error') return <ErrorState onRetry={query.reload} requestId={query.error?.requestId} />
  return <LoadingState />
}

/** A white card with a heading: the dashboard's blocks and the profile's sections. */
export function Card({ title, action, children, labelledBy }: { title: string; action?: ReactNode; children: ReactNode; labelledBy: string }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-3xl border border-sand/70 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={labelledBy} className="font-serif text-2xl text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
