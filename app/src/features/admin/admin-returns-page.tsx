// Returns (admin and staff; decision 039): the cases customers opened, those waiting on staff first
// (oldest first, as the server sorts them), with the count of each status, a search by case number,
// order number or email, and a status filter (kept in the URL with the page and the case open);
// Open shows the case in its dialog, where staff take its steps; the header links to the Return
// policy's settings. The flow is use-returns.ts.
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { Button, buttonClasses } from '#app/components/ui/button'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { adminReturnsApi } from '#shared/contracts/admin-returns'
import type { CallOutput } from '#shared/contracts/contract'
import { RETURN_STATES, type ReturnState } from '#shared/returns/states'
import { ReturnDialog } from './return-dialog'
import { ReturnStatus } from './return-status'
import { useReturns } from './use-returns'

type Row = CallOutput<typeof adminReturnsApi.list>['items'][number]

export function AdminReturnsPage() {
  const { t } = useTranslation('admin')
  const { lang, to } = useLang()
  const r = useReturns()
  const counts = r.cases.data?.counts

  const columns: Column<Row>[] = [
    {
      key: 'case',
      header: t('returns.columns.case'),
      primary: true,
      cell: (row) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">{row.caseNumber}</p>
          <p className="mt-0.5 text-xs font-normal text-muted">{t('returns.dialog.order')} {row.orderNumber}</p>
        </div>
      ),
    },
    {
      key: 'customer',
      header: t('returns.columns.customer'),
      cell: (row) => (
        <p className="max-w-64 truncate" title={row.customerEmail}>
          {row.customerEmail}
        </p>
      ),
    },
    {
      key: 'reason',
      header: t('returns.columns.reason'),
      cell: (row) => (
        <div>
          <p>{t(`returns.reasons.${row.reason}`)}</p>
          <p className="text-xs text-muted">{t(`returns.outcomes.${row.outcome}`)}</p>
        </div>
      ),
    },
    { key: 'units', header: t('returns.columns.units'), cell: (row) => t('returns.units', { count: row.units }) },
    { key: 'status', header: t('returns.columns.status'), cell: (row) => <ReturnStatus status={row.status} /> },
    { key: 'opened', header: t('returns.columns.opened'), className: 'whitespace-nowrap', cell: (row) => formatShortDate(row.createdAt, lang) },
    {
      key: 'actions',
      header: t('returns.columns.actions'),
      actions: true,
      cell: (row) => (
        <Button variant="secondary" size="sm" className="max-md:h-11" data-opens={row.id} onClick={() => r.open(row.id)} aria-label={t('returns.openCase', { number: row.caseNumber })}>
          {t('returns.open')}
        </Button>
      ),
    },
  ]

  const countOf = (status: ReturnState) => counts?.[status] ?? 0
  const all = RETURN_STATES.reduce((sum, s) => sum + countOf(s), 0)
  const withCount = (label: string, count: number) => (counts ? t('returns.option', { label, count }) : label)
  return (
    <AdminScreen
      title={t('pages.returns')}
      actions={
        <Link to={to('/admin/returns/policy')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('pages.returnPolicy')}
        </Link>
      }
      subtitle={
        <>
          {t('returns.subtitle')}
          {counts &&
            RETURN_STATES.filter((s) => countOf(s) > 0).map((s) => (
              // The separator may break a line, a count never does.
              <Fragment key={s}>
                {' · '}
                <span className="whitespace-nowrap">{t(`returns.counts.${s}`, { count: countOf(s) })}</span>
              </Fragment>
            ))}
        </>
      }
    >
      <FilterBar>
        <SearchBox label={t('returns.searchLabel')} placeholder={t('returns.search')} value={r.list.values.search} onSearch={(search) => r.list.set({ search })} />
        <FilterSelect
          label={t('returns.statusFilter')}
          value={r.list.values.status}
          onChange={(status) => r.list.set({ status })}
          options={[
            { value: 'all', label: withCount(t('returns.allStatuses'), all) },
            ...RETURN_STATES.map((s) => ({ value: s, label: withCount(t(`returns.statuses.${s}`), countOf(s)) })),
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t('returns.caption')}
        columns={columns}
        rows={r.cases.data?.items}
        rowKey={(row) => row.id}
        status={r.cases.status}
        loadingText={t('returns.loading')}
        errorText={t('returns.fetchFailed')}
        onRetry={r.cases.reload}
        emptyText={t('returns.empty')}
      />
      {r.cases.data && <Pagination page={r.cases.data.page} pageSize={r.cases.data.pageSize} total={r.cases.data.total} onPage={r.list.setPage} />}
      {r.openId && <ReturnDialog id={r.openId} onClose={r.close} onChanged={r.cases.reload} />}
    </AdminScreen>
  )
}
