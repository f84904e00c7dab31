// Reviews (admin and staff; decision 042): the moderation queue, waiting reviews first and oldest
// first, filtered by status and rating (kept in the URL with the page); each review with its stars,
// fit, size bought, product, author and language, flagged when another buyer wrote the same text.
// Approve publishes it (the author is emailed the first time); Reject asks for a reason, kept for
// staff; Reply writes the shop's public answer. The flow is use-reviews.ts.
import { useTranslation } from 'react-i18next'
import { REVIEW_STATUSES } from '#shared/reviews/reviews'
import type { AdminReview } from '#shared/schemas/reviews'
import { lineNameIn } from '#shared/schemas/orders'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { RatingStars } from '#app/components/product/rating-stars'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { Button } from '#app/components/ui/button'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { languageName } from './language-name'
import { ReviewDecisionDialog } from './review-decision-dialog'
import { useReviews } from './use-reviews'

export function AdminReviewsPage() {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const r = useReviews()
  const counts = r.reviews.data?.counts

  const columns: Column<AdminReview>[] = [
    {
      key: 'review',
      header: t('reviews.columns.review'),
      primary: true,
      cell: (row) => (
        <div lang={row.language} className="min-w-0 max-w-md">
          <RatingStars value={row.rating} lang={lang} />
          <p className="mt-1 break-words font-medium text-ink">{row.title}</p>
          <p className="mt-0.5 line-clamp-3 whitespace-pre-line break-words text-xs font-normal text-muted">{row.body}</p>
          <p className="mt-1 text-xs text-muted" lang={lang}>
            {t(`reviews.fit.${row.fit}`)} · {t('reviews.bought', { size: row.size, color: tc(`colors.${row.color}`, { defaultValue: row.color }) })}
          </p>
          {row.photos.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {row.photos.map((photo, n) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noopener" className="block rounded-md">
                    <img src={photo.url} alt={t('reviews.photo', { n: n + 1 })} width={56} height={56} loading="lazy" className="size-14 rounded-md bg-sand/40 object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {row.flags.includes('duplicate_text') && (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900" lang={lang}>
              {t('reviews.duplicate')}
            </p>
          )}
          {row.rejectReason && (
            <p className="mt-1 text-xs text-muted" lang={lang}>
              {t('reviews.rejectedFor', { reason: row.rejectReason })}
            </p>
          )}
          {row.reply && (
            <p className="mt-1 text-xs text-muted" lang={lang}>
              {t('reviews.replied', { reply: row.reply })}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'product',
      header: t('reviews.columns.product'),
      cell: (row) => (
        <div className="min-w-0 max-w-56">
          <p className="break-words">{lineNameIn(row, lang)}</p>
          <p className="text-xs text-muted">{t('reviews.order', { number: row.orderNumber })}</p>
        </div>
      ),
    },
    {
      key: 'author',
      header: t('reviews.columns.author'),
      cell: (row) => (
        <div className="min-w-0 max-w-56">
          <p className="truncate">{row.authorName || t('reviews.noName')}</p>
          <p className="truncate text-xs text-muted" title={row.customerEmail}>
            {row.customerEmail}
          </p>
          {row.display === 'anonymous' && <p className="text-xs text-muted">{t('reviews.anonymous')}</p>}
        </div>
      ),
    },
    { key: 'language', header: t('reviews.columns.language'), cell: (row) => languageName(row.language, lang) },
    { key: 'status', header: t('reviews.columns.status'), cell: (row) => t(`reviews.statuses.${row.status}`) },
    { key: 'written', header: t('reviews.columns.written'), className: 'whitespace-nowrap', cell: (row) => formatShortDate(row.updatedAt, lang) },
    {
      key: 'actions',
      header: t('reviews.columns.actions'),
      actions: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          {row.status !== 'approved' && (
            <Button size="sm" className="max-md:h-11" disabled={r.busy === row.id} onClick={() => void r.approve(row).catch(() => undefined)} aria-label={t('reviews.approveNamed', { title: row.title })}>
              {t('reviews.approve')}
            </Button>
          )}
          {row.status !== 'rejected' && (
            <Button variant="secondary" size="sm" className="max-md:h-11" disabled={r.busy === row.id} onClick={() => r.openDialog({ kind: 'reject', review: row })} aria-label={t('reviews.rejectNamed', { title: row.title })}>
              {t('reviews.rejectButton')}
            </Button>
          )}
          <Button variant="ghost" size="sm" className="max-md:h-11" disabled={r.busy === row.id} onClick={() => r.openDialog({ kind: 'reply', review: row })} aria-label={t('reviews.replyNamed', { title: row.title })}>
            {t('reviews.replyButton')}
          </Button>
        </div>
      ),
    },
  ]

  const countOf = (status: (typeof REVIEW_STATUSES)[number]) => counts?.[status] ?? 0
  const withCount = (label: string, count: number) => (counts ? t('messages.option', { label, count }) : label)
  const dialog = r.dialog
  return (
    <AdminScreen title={t('pages.reviews')} subtitle={t('reviews.subtitle')}>
      <FilterBar>
        <FilterSelect
          label={t('reviews.statusFilter')}
          value={r.list.values.status}
          onChange={(status) => r.list.set({ status })}
          options={[
            ...REVIEW_STATUSES.map((s) => ({ value: s, label: withCount(t(`reviews.statuses.${s}`), countOf(s)) })),
            { value: 'all', label: withCount(t('reviews.allStatuses'), REVIEW_STATUSES.reduce((sum, s) => sum + countOf(s), 0)) },
          ]}
        />
        <FilterSelect
          label={t('reviews.ratingFilter')}
          value={r.list.values.rating}
          onChange={(rating) => r.list.set({ rating })}
          options={[{ value: '', label: t('reviews.allRatings') }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('reviews.stars', { count: n }) }))]}
        />
      </FilterBar>
      <DataTable
        caption={t('reviews.caption')}
        columns={columns}
        rows={r.reviews.data?.items}
        rowKey={(row) => row.id}
        status={r.reviews.status}
        loadingText={t('reviews.loading')}
        errorText={t('reviews.fetchFailed')}
        onRetry={r.reviews.reload}
        emptyText={t('reviews.empty')}
      />
      {r.reviews.data && <Pagination page={r.reviews.data.page} pageSize={r.reviews.data.pageSize} total={r.reviews.data.total} onPage={r.list.setPage} />}
      {dialog && (
        <ReviewDecisionDialog
          dialog={dialog}
          busy={r.busy === dialog.review.id}
          onClose={r.closeDialog}
          onSend={(text) => (dialog.kind === 'reject' ? r.reject(dialog.review, text) : r.reply(dialog.review, text))}
        />
      )}
    </AdminScreen>
  )
}
