// Messages (admin and staff; decision 038): what customers wrote from the contact page, newest
// first, with the count of each status, a search by name, email or subject and a status filter
// (kept in the URL with the page and the message open); Read opens the message in its dialog,
// where staff reply from their mail app and set its status. The flow is use-messages.ts.
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { Button } from '#app/components/ui/button'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { CONTACT_MESSAGE_STATUSES, type ContactMessageListItem } from '#shared/contracts/admin-messages'
import { languageName } from './language-name'
import { MessageDialog } from './message-dialog'
import { MessageStatus } from './message-status'
import { useMessages } from './use-messages'

export function AdminMessagesPage() {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const m = useMessages()
  const counts = m.messages.data?.counts

  const columns: Column<ContactMessageListItem>[] = [
    {
      key: 'subject',
      header: t('messages.columns.subject'),
      primary: true,
      cell: (row) => (
        <div lang={row.language} className="min-w-0">
          <p className="break-words font-medium text-ink">{row.subject}</p>
          <p className="mt-0.5 line-clamp-2 break-words text-xs font-normal text-muted">{row.preview}</p>
        </div>
      ),
    },
    {
      key: 'from',
      header: t('messages.columns.from'),
      cell: (row) => (
        <div className="min-w-0 max-w-64">
          <p className="truncate">{row.name}</p>
          <p className="truncate text-xs text-muted" title={row.email}>
            {row.email}
          </p>
        </div>
      ),
    },
    { key: 'language', header: t('messages.columns.language'), cell: (row) => languageName(row.language, lang) },
    { key: 'status', header: t('messages.columns.status'), cell: (row) => <MessageStatus status={row.status} /> },
    { key: 'received', header: t('messages.columns.received'), className: 'whitespace-nowrap', cell: (row) => formatShortDate(row.createdAt, lang) },
    {
      key: 'actions',
      header: t('messages.columns.actions'),
      actions: true,
      cell: (row) => (
        <Button variant="secondary" size="sm" className="max-md:h-11" data-opens={row.id} onClick={() => m.open(row.id)} aria-label={t('messages.readMessage', { name: row.name, subject: row.subject })}>
          {t('messages.read')}
        </Button>
      ),
    },
  ]

  const countOf = (status: (typeof CONTACT_MESSAGE_STATUSES)[number]) => counts?.[status] ?? 0
  const all = CONTACT_MESSAGE_STATUSES.reduce((sum, s) => sum + countOf(s), 0)
  const withCount = (label: string, count: number) => (counts ? t('messages.option', { label, count }) : label)
  return (
    <AdminScreen
      title={t('pages.messages')}
      subtitle={
        <>
          {t('messages.subtitle')}
          {counts &&
            CONTACT_MESSAGE_STATUSES.map((s) => (
              // The separator may break a line, a count never does.
              <Fragment key={s}>
                {' · '}
                <span className="whitespace-nowrap">{t(`messages.counts.${s}`, { count: countOf(s) })}</span>
              </Fragment>
            ))}
        </>
      }
    >
      <FilterBar>
        <SearchBox label={t('messages.searchLabel')} placeholder={t('messages.search')} value={m.list.values.search} onSearch={(search) => m.list.set({ search })} />
        <FilterSelect
          label={t('messages.statusFilter')}
          value={m.list.values.status}
          onChange={(status) => m.list.set({ status })}
          options={[
            { value: 'all', label: withCount(t('messages.allStatuses'), all) },
            ...CONTACT_MESSAGE_STATUSES.map((s) => ({ value: s, label: withCount(t(`messages.statuses.${s}`), countOf(s)) })),
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t('messages.caption')}
        columns={columns}
        rows={m.messages.data?.items}
        rowKey={(row) => row.id}
        status={m.messages.status}
        loadingText={t('messages.loading')}
        errorText={t('messages.fetchFailed')}
        onRetry={m.messages.reload}
        emptyText={t('messages.empty')}
      />
      {m.messages.data && <Pagination page={m.messages.data.page} pageSize={m.messages.data.pageSize} total={m.messages.data.total} onPage={m.list.setPage} />}
      {m.openId && <MessageDialog id={m.openId} onClose={m.close} onChanged={m.messages.reload} />}
    </AdminScreen>
  )
}
