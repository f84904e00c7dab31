// Wholesale accounts (decision 016): applications waiting for approval first, then the others; each
// opens a dialog to approve it with its terms or reject it (?account=<id>).
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { adminAccountsApi } from '#shared/contracts/wholesale'
import { ACCOUNT_STATUSES, type AdminAccount } from '#shared/schemas/wholesale'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { Button } from '#app/components/ui/button'
import { RecordStatus } from '#app/components/ui/status-badge'
import { useToast } from '#app/components/ui/toast'
import { formatShortDate, formatPercent } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { AccountDialog } from './account-dialog'
import { useUrlDialog } from '#app/features/admin/use-url-dialog'
import { choiceLabel } from './labels'
import { EmailAddress } from '#app/components/ui/email-address'

export function AccountsPanel() {
  const { t } = useTranslation('admin')
  const { t: ts } = useTranslation('status')
  const { lang } = useLang()
  const toast = useToast()
  const params = useListParams({ status: 'all', search: '', account: '' })
  const { values, page, set, setPage } = params
  const dialog = useUrlDialog(params, 'account')
  const list = useApiQuery(adminAccountsApi.list, { query: { status: values.status as (typeof ACCOUNT_STATUSES)[number] | 'all', search: values.search, page } })
  const open = list.data?.items.find((a) => a.id === dialog.openId)

  useEffect(() => {
    if (list.status === 'error') toast({ title: t('toast.errorTitle'), description: t('wholesale.accounts.fetchFailed'), variant: 'destructive' })
  }, [list.status, t, toast])

  const columns: Column<AdminAccount>[] = [
    {
      key: 'company',
      header: t('wholesale.accounts.columns.company'),
      primary: true,
      cell: (row) => (
        <>
          <span className="block font-medium text-ink">{row.companyName}</span>
          {row.taxId && <span className="block text-xs text-muted">{row.taxId}</span>}
        </>
      ),
    },
    {
      key: 'contact',
      header: t('wholesale.accounts.columns.contact'),
      cell: (row) => (
        <>
          <span className="block">
            {row.user.firstName} {row.user.lastName}
          </span>
          <EmailAddress email={row.user.email} className="block text-xs text-muted" />
        </>
      ),
    },
    { key: 'type', header: t('wholesale.accounts.columns.businessType'), cell: (row) => choiceLabel(t, 'businessTypes', row.businessType) ?? '—' },
    { key: 'status', header: t('wholesale.accounts.columns.status'), cell: (row) => <RecordStatus kind="account" value={row.status} /> },
    {
      key: 'terms',
      header: t('wholesale.accounts.columns.terms'),
      cell: (row) =>
        row.status === 'approved'
          ? t('wholesale.accounts.terms', { discount: formatPercent(row.discountPercentage, lang), tier: choiceLabel(t, 'pricingTiers', row.pricingTier) })
          : '—',
    },
    { key: 'date', header: t('wholesale.accounts.columns.date'), cell: (row) => <span className="whitespace-nowrap">{formatShortDate(row.createdAt, lang)}</span> },
    {
      key: 'actions',
      header: t('wholesale.accounts.columns.actions'),
      actions: true,
      cell: (row) => (
        <Button variant={row.status === 'pending' ? 'primary' : 'secondary'} size="sm" data-opens={row.id} onClick={() => dialog.open(row.id)} aria-label={t('wholesale.accounts.reviewNamed', { company: row.companyName })}>
          {t('wholesale.accounts.review')}
        </Button>
      ),
    },
  ]

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted" data-testid="account-count">
        {list.data ? t('wholesale.accounts.count', { count: list.data.total }) : '\u00a0'}
      </p>
      <FilterBar>
        <SearchBox label={t('wholesale.accounts.searchLabel')} placeholder={t('wholesale.accounts.search')} value={values.search} onSearch={(search) => set({ search })} />
        <FilterSelect
          label={t('wholesale.accounts.status')}
          value={values.status}
          onChange={(status) => set({ status })}
          options={[{ value: 'all', label: t('wholesale.accounts.all') }, ...ACCOUNT_STATUSES.map((s) => ({ value: s, label: ts(`account.${s}`) }))]}
        />
      </FilterBar>
      <DataTable
        caption={t('wholesale.accounts.caption')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        status={list.status}
        loadingText={t('wholesale.accounts.loading')}
        errorText={t('wholesale.accounts.fetchFailed')}
        onRetry={list.reload}
        emptyText={t('wholesale.accounts.empty')}
      />
      {list.data && <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />}
      {open && <AccountDialog key={open.id} account={open} onClose={dialog.close} onChanged={list.reload} />}
    </div>
  )
}
