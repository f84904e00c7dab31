// What a made-to-measure piece asks for instead of a standard size (decision 020): the measures
// it is cut from, in cm or inches, checked with the size finder's rules, and the production and
// delivery times (made for each order, so stock plays no part).
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useMeasureFields } from '#app/components/measurements/measure-fields'
import { useLang } from '#app/lib/i18n/use-lang'
import { measuredSize } from '#shared/pricing/cart'
import { MEASURES, type Measurements } from '#shared/catalogue/measures'

export function useMadeToMeasure() {
  const { t } = useTranslation('product')
  const { to } = useLang()
  const fields = useMeasureFields(MEASURES)

  /** The line's size and measurements, or null when a measure is missing or out of range (shown on its field). */
  function read(): { size: string; measurements: Measurements } | null {
    const measurements = fields.read()
    return measurements && { size: measuredSize(measurements), measurements }
  }

  const form = (
    <fieldset data-testid="made-to-measure">
      <legend className="text-sm font-medium text-ink">{t('madeToMeasure.title')}</legend>
      <p className="mt-1 text-sm text-muted">
        {t('madeToMeasure.intro')}{' '}
        <Link to={to('/size-guide')} className="text-ink underline underline-offset-4 hover:text-cocoa">
          {t('madeToMeasure.howTo')}
        </Link>
      </p>
      <div className="mt-4">{fields.unitChoice()}</div>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">{MEASURES.map((m) => fields.input(m))}</div>
      <p className="mt-4 rounded-2xl bg-sand/50 px-4 py-3 text-sm text-cocoa-dark" data-testid="made-to-measure-times">
        {t('customMade')}
      </p>
    </fieldset>
  )

  return { form, read }
}
