// A rating drawn as five stars filled to the average (decision 042), read out as one phrase
// ("Rated 4.5 out of 5"). Pure markup and CSS: nothing to load, so shop cards carry it at no cost.
import { useTranslation } from 'react-i18next'
import type { Language } from '#shared/catalogue/catalogue'
import { cn } from '#app/components/ui/cn'
import { formatNumber } from '#app/lib/format'

const STARS = '★★★★★'

/** Five stars filled to `value` out of 5; `label` is what a screen reader hears instead. */
export function RatingStars({ value, lang, className }: { value: number; lang: Language; className?: string }) {
  const { t } = useTranslation()
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span role="img" aria-label={t('rating.outOf5', { average: formatNumber(value, lang) })} className={cn('relative inline-block leading-none tracking-[0.1em]', className)}>
      <span aria-hidden="true" className="text-sand">
        {STARS}
      </span>
      <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-cocoa" style={{ width: `${percent}%` }}>
        {STARS}
      </span>
    </span>
  )
}

/** The rating a shop card shows: the stars and the count of reviews beside them. */
export function CardRating({ rating, lang }: { rating: { average: number; count: number }; lang: Language }) {
  const { t } = useTranslation()
  return (
    <p className="mt-1 flex items-center gap-1.5 text-xs text-muted" data-testid="card-rating">
      <RatingStars value={rating.average} lang={lang} className="text-sm" />
      <span>{t('rating.count', { count: rating.count, formatted: formatNumber(rating.count, lang) })}</span>
    </p>
  )
}
