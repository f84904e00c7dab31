// Offers (admin and staff; decision 036): every dashboard offer with its title in the page
// language, who sees it, its linked code, dates and status; search and a status filter; 'New
// offer'; the title opens its dialog to edit it; End (after a confirmation) ends a running offer
// now. The flow is use-offers.ts; the form is offer-dialog.tsx.
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { Button } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { StatusBadge, type Tone } from '#app/components/ui/status-badge'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { OFFER_STATUSES, type AdminOffer, type OfferStatus } from '#shared/contracts/admin-offers'
import { OfferDialog } from './offer-dialog'
import { useOffers } from './use-offers'

const STATUS_TONES: Record<OfferStatus, Tone> = { live: 'green', scheduled: 'blue', ended: 'grey' }

export function AdminOffersPage() {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const o = useOffers()

  const columns: Column<AdminOffer>[] = [
    {
      key: 'title',
      header: t('offers.columns.title'),
      primary: true,
      // The title opens its dialog (an offer ended early stays as it was: nothing to edit).
      cell: (offer) =>
        offer.endedEarlyAt ? (
          <span className="font-medium text-ink" data-edit-row={offer.id} tabIndex={-1}>
            {o.titleOf(offer)}
          </span>
        ) : (
          <button
            type="button"
            data-edit-row={offer.id}
            onClick={() => o.edit(offer)}
            aria-label={t('offers.editOffer', { title: o.titleOf(offer) })}
            className="-mx-1 inline-flex min-h-11 items-center rounded px-1 text-left font-medium text-ink underline decoration-sand decoration-2 underline-offset-4 hover:decoration-cocoa focus-visible:outline-2 focus-visible:outline-cocoa"
          >
            {o.titleOf(offer)}
          </button>
        ),
    },
    { key: 'audience', header: t('offers.columns.audience'), cell: (offer) => t(`offers.audiences.${offer.audience}`) },
    {
      key: 'code',
      header: t('offers.columns.code'),
      cell: (offer) => (offer.discountCode ? <code className="font-mono text-sm">{offer.discountCode}</code> : <span className="text-muted">{t('offers.noCode')}</span>),
    },
    {
      key: 'dates',
      header: t('offers.columns.dates'),
      // One date a line, each kept whole: the column stays narrow without breaking a date.
      cell: (offer) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap">{formatShortDate(offer.startsAt, lang)}</span>
          <span className="whitespace-nowrap">
            {offer.endedEarlyAt ? t('offers.endedEarlyOn', { date: formatShortDate(offer.endedEarlyAt, lang) }) : t('offers.until', { date: formatShortDate(offer.endsAt, lang) })}
          </span>
        </span>
      ),
    },
    { key: 'status', header: t('offers.columns.status'), cell: (offer) => <StatusBadge tone={STATUS_TONES[offer.status]}>{t(`offers.statuses.${offer.status}`)}</StatusBadge> },
    {
      key: 'actions',
      header: t('offers.columns.actions'),
      actions: true,
      cell: (offer) =>
        offer.status !== 'ended' && (
          <Button variant="secondary" className="whitespace-nowrap" disabled={o.busy === offer.id} onClick={() => o.askEnd(offer)} aria-label={t('offers.endOffer', { title: o.titleOf(offer) })}>
            {t('offers.end')}
          </Button>
        ),
    },
  ]

  const total = o.offers.data?.total
  return (
    <AdminScreen
      title={t('pages.offers')}
      subtitle={
        <>
          {t('offers.subtitle')}
          {total !== undefined && <> · {t('offers.count', { count: total })}</>}
        </>
      }
      actions={<Button onClick={o.create}>{t('offers.add')}</Button>}
    >
      <FilterBar>
        <SearchBox label={t('offers.searchLabel')} placeholder={t('offers.search')} value={o.list.values.search} onSearch={(search) => o.list.set({ search })} />
        <FilterSelect
          label={t('offers.statusFilter')}
          value={o.list.values.status}
          onChange={(status) => o.list.set({ status })}
          options={[{ value: 'all', label: t('offers.allStatuses') }, ...OFFER_STATUSES.map((s) => ({ value: s, label: t(`offers.statuses.${s}`) }))]}
        />
      </FilterBar>
      <DataTable
        caption={t('offers.caption')}
        columns={columns}
        rows={o.offers.data?.items}
        rowKey={(offer) => offer.id}
        status={o.offers.status}
        loadingText={t('offers.loading')}
        errorText={t('offers.fetchFailed')}
        onRetry={o.offers.reload}
        emptyText={t('offers.empty')}
      />
      {o.offers.data && <Pagination page={o.offers.data.page} pageSize={o.offers.data.pageSize} total={o.offers.data.total} onPage={o.list.setPage} />}
      {o.editing && <OfferDialog offer={o.editing === 'new' ? null : o.editing} onClose={o.closeDialog} onSaved={o.offers.reload} />}
      <ConfirmDialog
        open={o.ending !== null}
        onOpenChange={(open) => !open && o.cancelEnd()}
        title={t('offers.endTitle', { title: o.ending ? o.titleOf(o.ending) : '' })}
        message={t('offers.endConfirm')}
        confirmLabel={t('offers.end')}
        busyLabel={t('offers.ending')}
        destructive
        onConfirm={o.end}
      />
    </AdminScreen>
  )
}
