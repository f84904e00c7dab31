// Discounts (admin and staff; decision 034): every code with its amount, dates, status, uses
// (of its limit), and the revenue and discount of its paid orders; search and a status filter;
// 'New code'; the code itself opens its dialog to edit it; Pause or Resume, and End (after a
// confirmation). The flow is
// use-discounts.ts; the form is discount-dialog.tsx.
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { Button } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { StatusBadge, type Tone } from '#app/components/ui/status-badge'
import { formatMoney, formatNumber, formatPercent, formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { DISCOUNT_STATUSES, type AdminDiscountCode, type DiscountStatus } from '#shared/contracts/admin-discounts'
import { DiscountDialog } from './discount-dialog'
import { useDiscounts } from './use-discounts'

const STATUS_TONES: Record<DiscountStatus, Tone> = { live: 'green', scheduled: 'blue', paused: 'yellow', ended: 'grey' }

export function AdminDiscountsPage() {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const d = useDiscounts()

  const amountOf = (c: AdminDiscountCode) => (c.kind === 'percent' ? formatPercent(c.amount, lang) : formatMoney(c.amount, lang))
  const columns: Column<AdminDiscountCode>[] = [
    {
      key: 'code',
      header: t('discounts.columns.code'),
      primary: true,
      // The code opens its dialog; the row's buttons, one above the other, change its status: so the table fits beside the menu.
      cell: (c) => (
        <button
          type="button"
          data-edit-row={c.id}
          onClick={() => d.edit(c)}
          aria-label={t('discounts.editCode', { code: c.code })}
          className="-mx-1 inline-flex min-h-11 items-center rounded px-1 text-left font-mono font-medium text-ink underline decoration-sand decoration-2 underline-offset-4 hover:decoration-cocoa focus-visible:outline-2 focus-visible:outline-cocoa"
        >
          {c.code}
        </button>
      ),
    },
    {
      key: 'amount',
      header: t('discounts.columns.amount'),
      cell: (c) => (c.minSubtotalCents ? t('discounts.amountWithMinimum', { amount: amountOf(c), minimum: formatMoney(c.minSubtotalCents, lang) }) : amountOf(c)),
    },
    {
      key: 'dates',
      header: t('discounts.columns.dates'),
      // One date a line, each kept whole: the column stays narrow without breaking a date.
      cell: (c) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap">{formatShortDate(c.startsAt, lang)}</span>
          <span className="whitespace-nowrap">{c.endsAt ? t('discounts.until', { to: formatShortDate(c.endsAt, lang) }) : t('discounts.noEnd')}</span>
        </span>
      ),
    },
    { key: 'status', header: t('discounts.columns.status'), cell: (c) => <StatusBadge tone={STATUS_TONES[c.status]}>{t(`discounts.statuses.${c.status}`)}</StatusBadge> },
    {
      key: 'uses',
      header: t('discounts.columns.uses'),
      cell: (c) => <span className="whitespace-nowrap">{c.usageLimit ? t('discounts.usesOf', { uses: formatNumber(c.uses, lang), limit: formatNumber(c.usageLimit, lang) }) : formatNumber(c.uses, lang)}</span>,
    },
    { key: 'revenue', header: t('discounts.columns.revenue'), cell: (c) => <span className="whitespace-nowrap">{formatMoney(c.revenueCents, lang)}</span> },
    { key: 'given', header: t('discounts.columns.given'), cell: (c) => <span className="whitespace-nowrap">{formatMoney(c.discountGivenCents, lang)}</span> },
    {
      key: 'actions',
      header: t('discounts.columns.actions'),
      actions: true,
      cell: (c) => (
        <span className="inline-flex flex-wrap justify-end gap-2 md:flex-col md:items-end">
          {c.status !== 'ended' && (
            <>
              <Button variant="secondary" size="sm" disabled={d.busy === c.id} onClick={() => void (c.status === 'paused' ? d.resume(c) : d.pause(c))} aria-label={t(c.status === 'paused' ? 'discounts.resumeCode' : 'discounts.pauseCode', { code: c.code })}>
                {t(c.status === 'paused' ? 'discounts.resume' : 'discounts.pause')}
              </Button>
              <Button variant="secondary" size="sm" disabled={d.busy === c.id} onClick={() => d.askEnd(c)} aria-label={t('discounts.endCode', { code: c.code })}>
                {t('discounts.end')}
              </Button>
            </>
          )}
        </span>
      ),
    },
  ]

  const total = d.codes.data?.total
  return (
    <AdminScreen
      title={t('pages.discounts')}
      subtitle={
        <>
          {t('discounts.subtitle')}
          {total !== undefined && <> · {t('discounts.count', { count: total })}</>}
        </>
      }
      actions={<Button onClick={d.create}>{t('discounts.add')}</Button>}
    >
      <FilterBar>
        <SearchBox label={t('discounts.searchLabel')} placeholder={t('discounts.search')} value={d.list.values.search} onSearch={(search) => d.list.set({ search })} />
        <FilterSelect
          label={t('discounts.statusFilter')}
          value={d.list.values.status}
          onChange={(status) => d.list.set({ status })}
          options={[{ value: 'all', label: t('discounts.allStatuses') }, ...DISCOUNT_STATUSES.map((s) => ({ value: s, label: t(`discounts.statuses.${s}`) }))]}
        />
      </FilterBar>
      <DataTable
        caption={t('discounts.caption')}
        columns={columns}
        rows={d.codes.data?.items}
        rowKey={(c) => c.id}
        status={d.codes.status}
        loadingText={t('discounts.loading')}
        errorText={t('discounts.fetchFailed')}
        onRetry={d.codes.reload}
        emptyText={t('discounts.empty')}
      />
      {d.codes.data && <Pagination page={d.codes.data.page} pageSize={d.codes.data.pageSize} total={d.codes.data.total} onPage={d.list.setPage} />}
      {d.editing && <DiscountDialog code={d.editing === 'new' ? null : d.editing} onClose={d.closeDialog} onSaved={d.codes.reload} />}
      <ConfirmDialog
        open={d.ending !== null}
        onOpenChange={(open) => !open && d.cancelEnd()}
        title={t('discounts.endTitle', { code: d.ending?.code ?? '' })}
        message={t('discounts.endConfirm')}
        confirmLabel={t('discounts.end')}
        busyLabel={t('discounts.ending')}
        destructive
        onConfirm={d.end}
      />
    </AdminScreen>
  )
}
