// A made-to-measure line's measurements as the customer gave them ("Waist 72 cm · Hips 98 cm ·
// Thigh 56 cm"), the same in the cart, checkout, the order confirmation and the account's and
// back office's order views. Its strings live in the `cart` namespace, which every page loads.
import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { MEASURES, type Measurements } from '#shared/catalogue/measures'

export function MeasurementsSummary({ measurements, className }: { measurements: Measurements; className?: string }) {
  const { t } = useTranslation('cart')
  const { lang } = useLang()
  const unit = t(`measurements.units.${measurements.unit}`)
  return (
    <div className={cn('text-xs text-muted', className)} data-testid="measurements">
      <p className="font-medium text-cocoa-dark">{t('measurements.madeToMeasure')}</p>
      <dl className="flex flex-wrap gap-x-3">
        {MEASURES.map((measure) => (
          <div key={measure} className="flex gap-1">
            <dt>{t(`measurements.${measure}`)}</dt>
            <dd className="tabular-nums text-ink">
              {formatNumber(measurements[measure], lang)} {unit}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
