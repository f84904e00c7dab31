// Retail Orders in the back office (decision 017): the count, search and status filter (kept in the URL with the page
// and the order open in the dialog), the table (cards on phones), and Export CSV for the filter.
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { Button, buttonClasses } from '#app/components/ui/button'
import { RecordStatus } from '#app/components/ui/status-badge'
import { formatAmount, formatNumber, formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminOrdersApi, DISPUTE_FILTERS, type AdminOrderListItem } from '#shared/contracts/admin-orders'
import { urlFor } from '#shared/contracts/contract'
import { ORDER_STATUSES } from '#shared/schemas/orders'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { OrderDialog } from './order-dialog'
import { useUrlDialog } from './use-url-dialog'

export function AdminOrdersPage() {
  const { t } = useTranslation('admin')
  const { t: status } = useTranslation('status')
  const { lang } = useLang()
  const list = useListParams({ status: 'all', search: '', dispute: '', order: '' })
  const filter = {
    status: list.values.status as (typeof ORDER_STATUSES)[number] | 'all',
    search: list.values.search || undefined,
    dispute: (DISPUTE_FILTERS as readonly string[]).includes(list.values.dispute) ? (list.values.dispute as (typeof DISPUTE_FILTERS)[number]) : undefined,
  }
  const orders = useApiQuery(adminOrdersApi.list, { query: { ...filter, page: list.page } })
  const dialog = useUrlDialog(list, 'order')

  const columns: Column<AdminOrderListItem>[] = [
    { key: 'number', header: t('orders.columns.number'), primary: true, cell: (o) => <span className="font-medium tabular-nums">{o.reference}</span> },
    {
      key: 'customer',
      header: t('orders.columns.customer'),
      cell: (o) => (
        <div className="min-w-0">
          <p className="truncate">{o.customerName}</p>
          <p className="truncate text-xs text-muted">{o.customerEmail}</p>
        </div>
      ),
    },
    { key: 'items', header: t('orders.columns.items'), cell: (o) => formatNumber(o.itemCount, lang) },
    { key: 'total', header: t('orders.columns.total'), cell: (o) => formatAmount(o.totalAmount, lang) },
    {
      key: 'status',
      header: t('orders.columns.status'),
      corner: true,
      cell: (o) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <RecordStatus kind="order" value={o.status} />
          {o.dispute && (
            <span className={o.dispute === 'open' ? 'rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white' : 'rounded-full bg-sand px-2 py-0.5 text-xs text-ink'}>
              {o.dispute === 'open' ? t('orders.disputeOpen') : t('orders.disputeClosed')}
            </span>
          )}
        </span>
      ),
    },
    { key: 'date', header: t('orders.columns.date'), cell: (o) => formatShortDate(o.createdAt, lang), className: 'whitespace-nowrap' },
    {
      key: 'actions',
      header: t('orders.columns.actions'),
      actions: true,
      cell: (o) => (
        <Button variant="secondary" size="sm" data-opens={o.id} onClick={() => dialog.open(o.id)} aria-label={t('orders.viewOrder', { number: o.reference })}>
          {t('common.view')}
        </Button>
      ),
    },
  ]

  const total = orders.data?.total
  return (
    <AdminScreen
      title={t('pages.orders')}
      subtitle={
        <>
          {t('orders.subtitle')}
          {total !== undefined && <> · {t('orders.count', { count: total })}</>}
        </>
      }
      actions={
        <a href={urlFor(adminOrdersApi.exportCsv, {}, filter)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('orders.exportCsv')}
        </a>
      }
    >
      <FilterBar>
        <SearchBox label={t('orders.searchLabel')} placeholder={t('orders.search')} value={list.values.search} onSearch={(search) => list.set({ search })} />
        <FilterSelect
          label={t('orders.statusFilter')}
          value={list.values.status}
          onChange={(value) => list.set({ status: value })}
          options={[{ value: 'all', label: t('orders.allStatuses') }, ...ORDER_STATUSES.map((s) => ({ value: s, label: status(`order.${s}`) }))]}
        />
        <FilterSelect
          label={t('orders.disputeFilter')}
          value={list.values.dispute}
          onChange={(value) => list.set({ dispute: value })}
          options={[
            { value: '', label: t('orders.disputeAll') },
            { value: 'open', label: t('orders.disputeFilterOpen') },
            { value: 'any', label: t('orders.disputeFilterAny') },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t('orders.caption')}
        columns={columns}
        rows={orders.data?.items}
        rowKey={(o) => o.id}
        status={orders.status}
        loadingText={t('orders.loading')}
        errorText={t('orders.fetchFailed')}
        onRetry={orders.reload}
        emptyText={t('orders.empty')}
      />
      {orders.data && <Pagination page={orders.data.page} pageSize={orders.data.pageSize} total={orders.data.total} onPage={list.setPage} />}
      {dialog.openId && <OrderDialog id={dialog.openId} onClose={dialog.close} onChanged={orders.reload} />}
    </AdminScreen>
  )
}
