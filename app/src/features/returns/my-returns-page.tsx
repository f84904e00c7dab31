// /dashboard/returns: the signed-in customer's returns, newest first, each opening its case page.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { returnsApi } from '#shared/contracts/returns'
import { EmptyState, ErrorState, LoadingState } from '#app/components/ui/async-state'
import { PageMeta } from '#app/components/ui/page-meta'
import { formatDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { caseLink } from '#app/components/orders/return-links'

export function MyReturnsPage() {
  const { t } = useTranslation('returns')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const query = useApiQuery(returnsApi.mine)
  const cases = query.data?.cases
  return (
    // The customer area's frame: its title, its one h1 and a line under it.
    <section className="space-y-8 p-4 sm:p-8">
      <PageMeta title={`${t('pages.mine')} · ${tc('brand')}`} noindex />
      <header>
        <h1 className="text-3xl leading-tight text-ink sm:text-4xl">{t('pages.mine')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('mine.intro')}</p>
      </header>
      {query.status === 'error' ? (
        <ErrorState onRetry={query.reload} requestId={query.error?.requestId} />
      ) : !cases ? (
        <LoadingState />
      ) : cases.length === 0 ? (
            <EmptyState message={t('mine.empty')} />
          ) : (
            <ul className="space-y-3" data-testid="my-returns">
              {cases.map((c) => (
                <li key={c.id}>
                  <Link to={to(caseLink(c.id))} className="flex min-h-11 flex-wrap items-center justify-between gap-3 rounded-3xl bg-white p-5 ring-1 ring-sand/70 hover:ring-ink">
                    <span>
                      <span className="block font-serif text-xl text-ink">{t('pages.case', { number: c.caseNumber })}</span>
                      <span className="block text-sm text-muted">
                        {t('mine.order', { number: c.orderNumber })} · {t('mine.requestedOn', { date: formatDate(c.createdAt, lang, { dateStyle: 'long' }) })}
                      </span>
                    </span>
                    <span className="rounded-full bg-cream px-3 py-1 text-sm text-ink">{t(`status.${c.status}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
      )}
    </section>
  )
}
