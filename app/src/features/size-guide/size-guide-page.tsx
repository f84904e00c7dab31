// Size guide (spec §2.4, §3): how to measure waist, hips and thighs, the chart as listed, and
// the size finder.
import { useTranslation } from 'react-i18next'
import { PageMeta } from '#app/components/ui/page-meta'
import { MeasureIllustration } from './measure-illustration'
import { chartCell, SIZE_CHART } from './size-chart'
import { SizeFinder } from './size-finder'
import { PageHeader } from '#app/components/ui/page-header'

const STEPS = ['waist', 'hips', 'thighs'] as const

export function SizeGuidePage() {
  const { t } = useTranslation('size-guide')
  const { t: tc } = useTranslation()
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
        <div className="mt-6 overflow-x-auto rounded-2xl border border-sand">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid="size-chart">
            <caption className="sr-only">{t('chart.caption')}</caption>
            <thead className="bg-sand/50 text-xs uppercase tracking-[0.15em] text-ink">
              <tr>
                <th scope="col" className="px-5 py-4 font-semibold">
                  {t('chart.size')}
                </th>
                <th scope="col" className="px-5 py-4 font-semibold">
                  {t('chart.waist')}
                </th>
                <th scope="col" className="px-5 py-4 font-semibold">
                  {t('chart.hips')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand bg-white/60">
              {SIZE_CHART.map((row) => (
                <tr key={row.size}>
                  <th scope="row" className="px-5 py-3.5 font-serif text-lg font-normal text-ink">
                    {row.size}
                  </th>
                  <td className="px-5 py-3.5 tabular-nums text-muted">{chartCell(row.waistCm, row.waistIn)}</td>
                  <td className="px-5 py-3.5 tabular-nums text-muted">{chartCell(row.hipsCm, row.hipsIn)}</td>
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
