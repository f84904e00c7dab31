// Newsletter subscribers (admin and staff; decision 038): how many are active and how many left,
// each address with its language, status and dates, newest first; a search by email and a status
// filter (kept in the URL with the page); Export downloads the active subscribers as CSV.
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { buttonClasses } from '#app/components/ui/button'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminSubscribersApi, SUBSCRIBER_STATUSES, type AdminSubscriber, type SubscriberStatus } from '#shared/contracts/admin-subscribers'
import { languageName } from './language-name'
import { SubscriberStatusBadge } from './message-status'

const statusIn = (value: string): SubscriberStatus | undefined => ((SUBSCRIBER_STATUSES as readonly string[]).includes(value) ? (value as SubscriberStatus) : undefined)

export function AdminSubscribersPage() {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const list = useListParams({ status: 'all', search: '' })
  const subscribers = useApiQuery(adminSubscribersApi.list, {
    query: { status: statusIn(list.values.status), search: list.values.search || undefined, page: list.page },
  })
  const counts = subscribers.data?.counts

  const columns: Column<AdminSubscriber>[] = [
    {
      key: 'email',
      header: t('subscribers.columns.email'),
      primary: true,
      cell: (s) => (
        <span className="block max-w-full truncate font-medium" title={s.email}>
          {s.email}
        </span>
      ),
    },
    { key: 'language', header: t('subscribers.columns.language'), cell: (s) => languageName(s.language, lang) },
    { key: 'status', header: t('subscribers.columns.status'), cell: (s) => <SubscriberStatusBadge status={s.status} /> },
    { key: 'subscribed', header: t('subscribers.columns.subscribed'), className: 'whitespace-nowrap', cell: (s) => formatShortDate(s.subscribedAt, lang) },
    {
      key: 'unsubscribed',
      header: t('subscribers.columns.unsubscribed'),
      className: 'whitespace-nowrap',
      cell: (s) => (s.unsubscribedAt && s.status === 'unsubscribed' ? formatShortDate(s.unsubscribedAt, lang) : t('audit.none')),
    },
  ]

  const withCount = (label: string, count: number) => (counts ? t('subscribers.option', { label, count }) : label)
  return (
    <AdminScreen
      title={t('pages.subscribers')}
      subtitle={
        <>
          {t('subscribers.subtitle')}
          {counts &&
            SUBSCRIBER_STATUSES.map((s) => (
              // The separator may break a line, a count never does.
              <Fragment key={s}>
                {' · '}
                <span className="whitespace-nowrap">{t(`subscribers.counts.${s}`, { count: counts[s] })}</span>
              </Fragment>
            ))}
        </>
      }
      actions={
        <a href={adminSubscribersApi.exportCsv.url} download className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'max-md:h-11' })}>
          {t('subscribers.exportCsv')}
        </a>
      }
    >
      <FilterBar>
        <SearchBox label={t('subscribers.searchLabel')} placeholder={t('subscribers.search')} value={list.values.search} onSearch={(search) => list.set({ search })} />
        <FilterSelect
          label={t('subscribers.statusFilter')}
          value={list.values.status}
          onChange={(status) => list.set({ status })}
          options={[
            { value: 'all', label: withCount(t('subscribers.allStatuses'), (counts?.active ?? 0) + (counts?.unsubscribed ?? 0)) },
            ...SUBSCRIBER_STATUSES.map((s) => ({ value: s, label: withCount(t(`subscribers.statuses.${s}`), counts?.[s] ?? 0) })),
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t('subscribers.caption')}
        columns={columns}
        rows={subscribers.data?.items}
        rowKey={(s) => s.id}
        status={subscribers.status}
        loadingText={t('subscribers.loading')}
        errorText={t('subscribers.fetchFailed')}
        onRetry={subscribers.reload}
        emptyText={t('subscribers.empty')}
      />
      {subscribers.data && <Pagination page={subscribers.data.page} pageSize={subscribers.data.pageSize} total={subscribers.data.total} onPage={list.setPage} />}
    </AdminScreen>
  )
}
