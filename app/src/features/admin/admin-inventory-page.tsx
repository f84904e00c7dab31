// Inventory, per variant (decision 026): the three summary cards (Low Stock Alerts counts low
// variants), the table of each product's totals over its sizes and colours (cards on phones),
// its size × colour grid to change them, and the stock as CSV: export, and import with a preview.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localized } from '#shared/catalogue/catalogue'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { Button, buttonClasses } from '#app/components/ui/button'
import { StatCard } from '#app/components/ui/stat-card'
import { StatusBadge } from '#app/components/ui/status-badge'
import { formatAmount, formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminInventoryApi, type InventoryItem } from '#shared/contracts/admin-inventory'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { StockDialog } from './stock-dialog'
import { StockImportDialog } from './stock-import-dialog'

export function AdminInventoryPage() {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const { lang } = useLang()
  const list = useListParams({ search: '' })
  const inventory = useApiQuery(adminInventoryApi.list, { query: { search: list.values.search || undefined, page: list.page } })
  const [editing, setEditing] = useState<InventoryItem | null>(null)
  const [importing, setImporting] = useState(false)
  const n = (value: number | null) => (value === null ? '–' : formatNumber(value, lang))

  const columns: Column<InventoryItem>[] = [
    // Code and name stay in view when the figures scroll sideways (a narrow screen, a long language).
    { key: 'code', header: t('inventory.columns.code'), cell: (p) => <span className="whitespace-nowrap font-mono text-xs">{p.code}</span>, className: 'w-28 min-w-28' },
    { key: 'name', header: t('inventory.columns.name'), primary: true, cell: (p) => localized(p, 'name', lang), pin: 'left-28', className: 'min-w-40' },
    // Said by the code's prefix too; shown where the screen has room for it.
    { key: 'category', header: t('inventory.columns.category'), cell: (p) => common(`categories.${p.category}.short`, { defaultValue: p.category }), className: 'hidden 2xl:table-cell' },
    { key: 'price', header: t('inventory.columns.price'), cell: (p) => formatAmount(p.price, lang) },
    { key: 'stock', header: t('inventory.columns.stock'), cell: (p) => n(p.stock) },
    { key: 'pending', header: t('inventory.columns.pending'), cell: (p) => n(p.pendingQty) },
    { key: 'sold', header: t('inventory.columns.sold'), cell: (p) => n(p.soldQty) },
    { key: 'available', header: t('inventory.columns.available'), cell: (p) => <span className="font-medium">{n(p.available)}</span> },
    {
      key: 'status',
      header: t('inventory.columns.status'),
      cell: (p) =>
        p.madeToOrder ? (
          <StatusBadge tone="grey">{t('inventory.madeToOrder')}</StatusBadge>
        ) : p.isLowStock ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge tone="red">{t('inventory.lowStock')}</StatusBadge>
            <span className="whitespace-nowrap text-xs text-muted">{t('inventory.lowVariants', { count: p.lowVariants })}</span>
          </span>
        ) : (
          <StatusBadge tone="green">{t('inventory.inStock')}</StatusBadge>
        ),
    },
    {
      key: 'actions',
      header: t('inventory.columns.actions'),
      actions: true,
      // A made-to-measure piece keeps no stock: nothing to open.
      cell: (p) =>
        p.madeToOrder ? null : (
          <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={() => setEditing(p)} aria-label={t('inventory.openLabel', { code: p.code })}>
            {t('inventory.open')}
          </Button>
        ),
    },
  ]

  const summary = inventory.data?.summary
  return (
    <AdminScreen
      title={t('pages.inventory')}
      subtitle={t('inventory.subtitle')}
      actions={
        <>
          <a href={adminInventoryApi.exportCsv.url} download className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-11 sm:h-9' })}>
            {t('inventory.exportCsv')}
          </a>
          <Button variant="secondary" size="sm" className="h-11 sm:h-9" onClick={() => setImporting(true)}>
            {t('inventory.importCsv')}
          </Button>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t('inventory.totalProducts')} value={summary ? n(summary.totalProducts) : '–'} />
        <StatCard label={t('inventory.totalStock')} value={summary ? n(summary.totalStock) : '–'} />
        <StatCard label={t('inventory.lowStockAlerts')} value={summary ? n(summary.lowStockAlerts) : '–'} />
      </div>
      <FilterBar>
        <SearchBox label={t('inventory.searchLabel')} placeholder={t('inventory.search')} value={list.values.search} onSearch={(search) => list.set({ search })} />
      </FilterBar>
      <DataTable
        caption={t('inventory.caption')}
        columns={columns}
        rows={inventory.data?.items}
        rowKey={(p) => p.id}
        status={inventory.status}
        loadingText={t('inventory.loading')}
        errorText={t('inventory.fetchFailed')}
        onRetry={inventory.reload}
        emptyText={t('inventory.empty')}
      />
      {inventory.data && <Pagination page={inventory.data.page} pageSize={inventory.data.pageSize} total={inventory.data.total} onPage={list.setPage} />}
      {editing && <StockDialog product={editing} onClose={() => setEditing(null)} onChanged={inventory.reload} />}
      {importing && <StockImportDialog onClose={() => setImporting(false)} onApplied={inventory.reload} />}
    </AdminScreen>
  )
}
