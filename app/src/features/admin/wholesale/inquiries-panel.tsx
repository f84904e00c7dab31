// Wholesale inquiries: count, search over company, contact name and email, status
// filter, the table (cards on phones), pages, and the detail dialog, which ?inquiry=<id> opens
// (the sales notification links there).
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { adminInquiriesApi } from '#shared/contracts/wholesale'
import { INQUIRY_STATUSES, type InquiryListItem } from '#shared/schemas/wholesale'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { Button } from '#app/components/ui/button'
import { RecordStatus } from '#app/components/ui/status-badge'
import { useToast } from '#app/components/ui/toast'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { InquiryDialog } from './inquiry-dialog'
import { useUrlDialog } from '#app/features/admin/use-url-dialog'
import { choiceLabel } from './labels'
import { EmailAddress } from '#app/components/ui/email-address'

export function InquiriesPanel() {
  const { t } = useTranslation('admin')
  const { t: ts } = useTranslation('status')
  const { lang } = useLang()
  const toast = useToast()
  const params = useListParams({ status: 'all', search: '', inquiry: '' })
  const { values, page, set, setPage } = params
  const dialog = useUrlDialog(params, 'inquiry')
  const list = useApiQuery(adminInquiriesApi.list, { query: { status: values.status as (typeof INQUIRY_STATUSES)[number] | 'all', search: values.search, page } })

  useEffect(() => {
    if (list.status === 'error') toast({ title: t('toast.errorTitle'), description: t('wholesale.inquiries.fetchFailed'), variant: 'destructive' })
  }, [list.status, t, toast])

  const columns: Column<InquiryListItem>[] = [
    {
      key: 'company',
      header: t('wholesale.inquiries.columns.company'),
      primary: true,
      cell: (row) => (
        <>
          <span className="block font-medium text-ink">{row.companyName}</span>
          <span className="block text-xs tracking-wider text-muted">{row.reference}</span>
        </>
      ),
    },
    {
      key: 'contact',
      header: t('wholesale.inquiries.columns.contact'),
      cell: (row) => (
        <>
          <span className="block">{row.contactName}</span>
          <EmailAddress email={row.email} className="block text-xs text-muted" />
        </>
      ),
    },
    { key: 'type', header: t('wholesale.inquiries.columns.businessType'), cell: (row) => choiceLabel(t, 'businessTypes', row.businessType) ?? '—' },
    { key: 'monthly', header: t('wholesale.inquiries.columns.monthly'), cell: (row) => choiceLabel(t, 'monthly', row.estimatedMonthlyOrder) ?? '—' },
    { key: 'status', header: t('wholesale.inquiries.columns.status'), cell: (row) => <RecordStatus kind="inquiry" value={row.status} /> },
    { key: 'date', header: t('wholesale.inquiries.columns.date'), cell: (row) => <span className="whitespace-nowrap">{formatShortDate(row.createdAt, lang)}</span> },
    {
      key: 'actions',
      header: t('wholesale.inquiries.columns.actions'),
      actions: true,
      cell: (row) => (
        <Button variant="secondary" size="sm" data-opens={row.id} onClick={() => dialog.open(row.id)} aria-label={t('wholesale.inquiries.viewNamed', { company: row.companyName })}>
          {t('wholesale.inquiries.view')}
        </Button>
      ),
    },
  ]

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted" data-testid="inquiry-count">
        {list.data ? t('wholesale.inquiries.count', { count: list.data.total }) : '\u00a0'}
      </p>
      <FilterBar>
        <SearchBox label={t('wholesale.inquiries.searchLabel')} placeholder={t('wholesale.inquiries.search')} value={values.search} onSearch={(search) => set({ search })} />
        <FilterSelect
          label={t('wholesale.inquiries.status')}
          value={values.status}
          onChange={(status) => set({ status })}
          options={[{ value: 'all', label: t('wholesale.inquiries.all') }, ...INQUIRY_STATUSES.map((s) => ({ value: s, label: ts(`inquiry.${s}`) }))]}
        />
      </FilterBar>
      <DataTable
        caption={t('wholesale.inquiries.caption')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        status={list.status}
        loadingText={t('wholesale.inquiries.loading')}
        errorText={t('wholesale.inquiries.fetchFailed')}
        onRetry={list.reload}
        emptyText={t('wholesale.inquiries.empty')}
      />
      {list.data && <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />}
      {dialog.openId && <InquiryDialog id={dialog.openId} onClose={dialog.close} onChanged={list.reload} />}
    </div>
  )
}
