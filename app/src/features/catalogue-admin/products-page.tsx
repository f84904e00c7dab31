// The catalogue as staff manage it (decision 019): every product, drafts and archived ones included,
// searched by code or name, filtered by category and status, with its photo, price, stock and status.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { buttonClasses } from '#app/components/ui/button'
import { formatAmount, formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, type ProductCategory, type ProductStatus as Status } from '#shared/catalogue/catalogue'
import { adminProductsApi } from '#shared/contracts/admin-products'
import type { AdminProductRow } from '#shared/schemas/catalogue-admin'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { displayName } from './product-draft'
import { ProductStatus } from './product-status'

export function ProductsPage() {
  const { t } = useTranslation('catalogue-admin')
  const { t: common } = useTranslation()
  const { lang, to } = useLang()
  const list = useListParams({ search: '', category: '', status: '' })
  const { search, category, status } = list.values
  const products = useApiQuery(adminProductsApi.list, {
    query: {
      search: search || undefined,
      category: (PRODUCT_CATEGORIES as readonly string[]).includes(category) ? (category as ProductCategory) : undefined,
      status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as Status) : undefined,
      page: list.page,
    },
  })

  const columns: Column<AdminProductRow>[] = [
    {
      key: 'photo',
      header: t('list.columns.photo'),
      cell: (p) =>
        p.thumbnail ? (
          <img src={p.thumbnail} alt="" width={48} height={60} loading="lazy" className="h-15 w-12 rounded-lg bg-sand/40 object-cover" />
        ) : (
          <span className="block h-15 w-12 rounded-lg bg-sand/40" />
        ),
    },
    {
      key: 'name',
      header: t('list.columns.name'),
      primary: true,
      cell: (p) => (
        <Link to={to(`/admin/products/${p.id}`)} className="font-medium text-ink underline-offset-4 hover:underline">
          {displayName(p, lang) || t('list.untitled')}
        </Link>
      ),
    },
    { key: 'code', header: t('list.columns.code'), cell: (p) => <span className="whitespace-nowrap font-mono text-xs">{p.code}</span> },
    { key: 'category', header: t('list.columns.category'), cell: (p) => common(`categories.${p.category}.short`, { defaultValue: p.category }) },
    { key: 'price', header: t('list.columns.price'), cell: (p) => formatAmount(p.price, lang) },
    { key: 'stock', header: t('list.columns.stock'), cell: (p) => formatNumber(p.stock, lang) },
    { key: 'status', header: t('list.columns.status'), cell: (p) => <ProductStatus status={p.status} /> },
  ]

  const total = products.data?.total
  return (
    <AdminScreen
      title={t('list.title')}
      subtitle={total === undefined ? undefined : t('list.count', { count: total })}
      actions={
        <Link to={to('/admin/products/new')} className={buttonClasses({ size: 'sm' })}>
          {t('list.new')}
        </Link>
      }
    >
      <FilterBar>
        <SearchBox label={t('list.searchLabel')} placeholder={t('list.search')} value={search} onSearch={(value) => list.set({ search: value })} />
        <FilterSelect
          label={t('list.category')}
          value={category}
          onChange={(value) => list.set({ category: value })}
          options={[{ value: '', label: t('list.allCategories') }, ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: common(`categories.${c}.short`) }))]}
        />
        <FilterSelect
          label={t('list.status')}
          value={status}
          onChange={(value) => list.set({ status: value })}
          options={[{ value: '', label: t('list.allStatuses') }, ...PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
        />
      </FilterBar>
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={products.data?.items}
        rowKey={(p) => p.id}
        status={products.status}
        loadingText={t('list.loading')}
        errorText={t('list.fetchFailed')}
        onRetry={products.reload}
        emptyText={t('list.empty')}
      />
      {products.data && <Pagination page={products.data.page} pageSize={products.data.pageSize} total={products.data.total} onPage={list.setPage} />}
    </AdminScreen>
  )
}
