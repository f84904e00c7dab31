// Size guide: how to measure waist, hips and thighs, the chart as listed, and
// the size finder.
import { useTranslation } from 'react-i18next'
import { PageMeta } from '#app/components/ui/page-meta'
import { MeasureIllustration } from './measure-illustration'
import { chartSpan, SIZE_CHART, type ChartRow } from './size-chart'
import { SizeFinder } from './size-finder'
import { PageHeader } from '#app/components/ui/page-header'
import { useLang } from '#app/lib/i18n/use-lang'

const STEPS = ['waist', 'hips', 'thighs'] as const

/** Centimetres, with the inches under them on a phone and beside them from 640 px. */
function ChartCell({ cm, inches, locale }: { cm: ChartRow['waistCm']; inches: ChartRow['waistIn']; locale: string }) {
  return (
    <td className="px-3 py-3.5 tabular-nums text-muted sm:px-5">
      <span className="text-ink sm:text-muted">{chartSpan(cm, locale)}</span> <span className="block text-xs sm:inline sm:text-sm">({chartSpan(inches, locale)})</span>
    </td>
  )
}

export function SizeGuidePage() {
  const { t } = useTranslation('size-guide')
  const { t: tc } = useTranslation()
  const { locale } = useLang()
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-10 sm:px-6 lg:pt-16">
      <PageMeta title={`${t('title')} · ${tc('brand')}`} description={t('meta.description')} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <section aria-labelledby="measure-heading" className="mt-14 grid items-center gap-10 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-16">
        <div className="flex justify-center">
          <MeasureIllustration title={t('measure.illustration')} labels={[t('measure.waist.title'), t('measure.hips.title'), t('measure.thighs.title')]} />
        </div>
        <div>
          <h2 id="measure-heading" className="text-3xl text-ink">
            {t('measure.title')}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-muted">{t('measure.intro')}</p>
          <ol className="mt-8 space-y-6">
            {STEPS.map((step, i) => (
              <li key={step} className="flex gap-5">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-ink text-sm font-semibold text-cream" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-xl text-ink">{t(`measure.${step}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{t(`measure.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-8 rounded-2xl bg-sand/50 px-5 py-4 text-sm leading-relaxed text-cocoa-dark">{t('measure.tip')}</p>
        </div>
      </section>

      <section aria-labelledby="chart-heading" className="mt-20">
        <h2 id="chart-heading" className="text-3xl text-ink">
          {t('chart.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('chart.intro')}</p>
        {/* Fits a phone (inches go under the centimetres); should it still be wider than the screen
            (large text, zoom), the region scrolls and takes keyboard focus to do so. */}
        <div className="mt-6 overflow-x-auto rounded-2xl border border-sand" role="region" aria-labelledby="chart-heading" tabIndex={0} data-testid="size-chart-region">
          <table className="w-full border-collapse text-left text-sm" data-testid="size-chart">
            <caption className="sr-only">{t('chart.caption')}</caption>
            <thead className="bg-sand/50 text-xs uppercase tracking-[0.15em] text-ink">
              <tr>
                <th scope="col" className="px-3 py-4 font-semibold sm:px-5">
                  {t('chart.size')}
                </th>
                <th scope="col" className="px-3 py-4 font-semibold sm:px-5">
                  {t('chart.waist')}
                </th>
                <th scope="col" className="px-3 py-4 font-semibold sm:px-5">
                  {t('chart.hips')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand bg-white/60">
              {SIZE_CHART.map((row) => (
                <tr key={row.size}>
                  <th scope="row" className="px-3 py-3.5 font-serif text-lg font-normal text-ink sm:px-5">
                    {row.size}
                  </th>
                  <ChartCell cm={row.waistCm} inches={row.waistIn} locale={locale} />
                  <ChartCell cm={row.hipsCm} inches={row.hipsIn} locale={locale} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="mt-20">
        <SizeFinder />
      </section>
    </div>
  )
}
