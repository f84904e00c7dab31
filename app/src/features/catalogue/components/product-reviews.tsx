// The product page's reviews (decision 042): the average and count, how the piece fits (how many
// said small, true to size or large, as one bar), and the approved reviews, newest or most helpful
// first, each with the size bought, when it is not the page's the language it was written in, and
// a "helpful" vote; more on request. Drawn by
// the server with the page. Review text is plain text: React writes it as text, never as markup.
import { useTranslation } from 'react-i18next'
import type { Language } from '#shared/catalogue/catalogue'
import { REVIEW_FITS, REVIEW_SORTS } from '#shared/reviews/reviews'
import type { FitSummary, ProductReviews, PublicReview } from '#shared/schemas/reviews'
import { RatingStars } from '#app/components/product/rating-stars'
import { buttonClasses } from '#app/components/ui/button'
import { formatDay, formatNumber } from '#app/lib/format'
import { useOnline } from '#app/lib/use-online'
import { useProductReviews } from './use-product-reviews'

const FIT_COLORS = { runs_small: 'bg-cocoa/45', true_to_size: 'bg-cocoa-dark', runs_large: 'bg-ink/75' } as const

function FitBar({ fit, lang }: { fit: FitSummary; lang: Language }) {
  const { t } = useTranslation('product')
  const total = REVIEW_FITS.reduce((sum, f) => sum + fit[f], 0)
  if (total === 0) return null
  return (
    <div className="mt-6" data-testid="fit-summary">
      <h3 className="text-sm font-medium text-ink">{t('reviews.fit.title')}</h3>
      <div className="mt-2 flex h-2.5 overflow-hidden rounded-full bg-sand/50" aria-hidden="true">
        {REVIEW_FITS.map((f) => (fit[f] > 0 ? <span key={f} className={FIT_COLORS[f]} style={{ width: `${(fit[f] / total) * 100}%` }} /> : null))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
        {REVIEW_FITS.map((f) => (
          <li key={f} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2 rounded-full ${FIT_COLORS[f]}`} />
            {t('reviews.fit.count', { fit: t(`reviews.fit.${f}`), count: fit[f], formatted: formatNumber(fit[f], lang) })}
          </li>
        ))}
      </ul>
    </div>
  )
}

function ReviewItem({ review, lang, voted, onVote }: { review: PublicReview; lang: Language; voted: boolean; onVote: () => void }) {
  const { t } = useTranslation('product')
  const { t: tc } = useTranslation()
  return (
    <li className="border-t border-sand py-6" lang={review.language}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars value={review.rating} lang={lang} />
        <h3 className="font-medium text-ink">{review.title}</h3>
      </div>
      <p className="mt-1 text-xs text-muted" lang={lang}>
        {review.author ?? t('reviews.anonymous')} · {t('reviews.verified')} · {formatDay(review.createdAt, lang)}
      </p>
      <p className="mt-1 text-xs text-muted" lang={lang}>
        {t('reviews.bought', { size: review.size, color: tc(`colors.${review.color}`, { defaultValue: review.color }) })} · {t(`reviews.fit.${review.fit}`)}
        {review.language !== lang && <> · {t('reviews.writtenIn', { language: t(`reviews.languages.${review.language}`) })}</>}
      </p>
      <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-ink">{review.body}</p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" lang={lang}>
          {review.photos.map((photo, n) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-cocoa">
                <img src={photo.url} alt={t('reviews.photo', { n: n + 1, name: review.author ?? t('reviews.anonymous') })} width={96} height={96} loading="lazy" decoding="async" className="size-24 rounded-lg bg-sand/40 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-4 rounded-xl bg-sand/40 p-4 text-sm">
          <p className="text-xs font-medium text-cocoa-dark" lang={lang}>
            {t('reviews.reply', { brand: tc('brand') })}
          </p>
          <p className="mt-1 whitespace-pre-line leading-relaxed text-ink">{review.reply}</p>
        </div>
      )}
      <button
        type="button"
        onClick={onVote}
        disabled={voted}
        aria-pressed={voted}
        lang={lang}
        className="mt-3 inline-flex min-h-11 items-center rounded-full px-3 text-xs text-muted hover:bg-sand/50 hover:text-ink disabled:cursor-default disabled:hover:bg-transparent"
      >
        {voted ? t('reviews.helpfulDone', { count: review.helpful }) : t('reviews.helpful', { count: review.helpful })}
      </button>
    </li>
  )
}

export function ProductReviewsSection({ productId, lang, seed }: { productId: string; lang: Language; seed: ProductReviews | null | undefined }) {
  const { t } = useTranslation('product')
  const { reviews, loading, failed, more, showMore, sort, setSort, voted, vote } = useProductReviews(productId, lang, seed)
  const online = useOnline()
  const rating = reviews?.rating
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-16 max-w-3xl scroll-mt-24" data-testid="product-reviews">
      <h2 id="reviews-title" className="text-3xl text-ink">
        {t('reviews.title')}
      </h2>
      {rating ? (
        <>
          <div className="mt-4 flex flex-wrap items-baseline gap-3">
            <p className="text-4xl text-ink" data-testid="reviews-average">
              {formatNumber(rating.average, lang)}
            </p>
            <RatingStars value={rating.average} lang={lang} className="text-xl" />
            <p className="text-sm text-muted" data-testid="reviews-count">
              {t('reviews.count', { count: rating.count, formatted: formatNumber(rating.count, lang) })}
            </p>
          </div>
          <FitBar fit={reviews.fit} lang={lang} />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-muted">{t('reviews.order')}</p>
            <div role="group" aria-label={t('reviews.sort.label')} className="flex gap-1">
              {REVIEW_SORTS.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={sort === s}
                  onClick={() => setSort(s)}
                  className="min-h-11 rounded-full px-4 text-xs text-muted aria-pressed:bg-ink aria-pressed:text-cream hover:text-ink aria-pressed:hover:text-cream"
                >
                  {t(`reviews.sort.${s}`)}
                </button>
              ))}
            </div>
          </div>
          <ul className="mt-2">
            {reviews.items.map((review) => (
              <ReviewItem key={review.id} review={review} lang={lang} voted={voted.has(review.id)} onVote={() => vote(review.id)} />
            ))}
          </ul>
          {more && (
            <button type="button" onClick={showMore} disabled={loading} className={buttonClasses({ variant: 'secondary', className: 'mt-2' })}>
              {loading ? t('reviews.loading') : t('reviews.more')}
            </button>
          )}
        </>
      ) : (
        reviews && <p className="mt-4 text-sm text-muted">{t('reviews.none')}</p>
      )}
      {failed && (
        <p role="status" className="mt-4 text-sm text-muted">
          {online ? t('reviews.failed') : t('reviews.offline')}
        </p>
      )}
    </section>
  )
}
