// The operations screen's charts of the last 30 days (decision 032): paid orders, takings, emails
// and scheduled job runs per UTC day, drawn with visx (its own chunk, loaded by the operations
// screen only). Each chart is a figure with its title, a one-line summary (also the picture's
// accessible description) and its figures as a table under "Figures by day"; it fills its column,
// from a 390 px phone to a desktop.
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DailyFigures, OperationsDay } from '#shared/contracts/admin-operations'
import { formatDay, formatMoney, formatNumber } from '#app/lib/format'
import { LOCALE_TAGS, type Language } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'

type Series = { key: string; label: string; className: string; value: (day: OperationsDay) => number }

const HEIGHT = 180
const MARGIN = { top: 8, right: 20, bottom: 28 }
/** About the width of a character of the axis' 11 px labels. */
const LABEL_CHAR_PX = 6.5

export function OperationsCharts({ figures }: { figures: DailyFigures }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const count = (value: number) => formatNumber(value, lang)
  const money = (cents: number) => formatMoney(cents, lang)
  const compactMoney = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'currency', currency: figures.currency, notation: 'compact' })
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DayBars id="chart-orders" title={t('operations.charts.orders.title')} days={figures.days} format={count} series={[{ key: 'orders', label: t('operations.charts.orders.series'), className: 'fill-cocoa', value: (d) => d.orders }]} />
      <DayBars
        id="chart-revenue"
        title={t('operations.charts.revenue.title')}
        note={t('operations.charts.revenue.note')}
        days={figures.days}
        format={money}
        axisFormat={(cents) => compactMoney.format(cents / 100)}
        least={100}
        series={[{ key: 'revenue', label: t('operations.charts.revenue.series'), className: 'fill-ink', value: (d) => d.revenueCents }]}
      />
      <DayBars
        id="chart-emails"
        title={t('operations.charts.emails.title')}
        days={figures.days}
        format={count}
        series={[
          { key: 'sent', label: t('operations.charts.emails.sent'), className: 'fill-cocoa', value: (d) => d.emailsSent },
          { key: 'failed', label: t('operations.charts.emails.failed'), className: 'fill-red-700', value: (d) => d.emailsFailed },
        ]}
      />
      <DayBars
        id="chart-jobs"
        title={t('operations.charts.jobs.title')}
        days={figures.days}
        format={count}
        series={[
          { key: 'ok', label: t('operations.charts.jobs.ok'), className: 'fill-cocoa', value: (d) => d.jobsOk },
          { key: 'failed', label: t('operations.charts.jobs.failed'), className: 'fill-red-700', value: (d) => d.jobsFailed },
        ]}
      />
    </div>
  )
}

/** The width of the element, followed as it changes (a phone turned, a window resized). */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

const dayLabel = (day: string, lang: Language, month: 'short' | 'long' = 'short') => formatDay(`${day}T00:00:00.000Z`, lang, { month, day: 'numeric' })

type DayBarsProps = {
  id: string
  title: string
  note?: string
  days: OperationsDay[]
  /** Stacked bottom to top in this order. */
  series: Series[]
  format: (value: number) => string
  axisFormat?: (value: number) => string
  /** The top of the value axis at the least (a quiet month's revenue axis reaches $1, not 1 cent). */
  least?: number
}

/** One bar per day, its series stacked, with the figures as text beside it. */
function DayBars({ id, title, note, days, series, format, axisFormat = format, least = 1 }: DayBarsProps) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const [ref, width] = useWidth<HTMLDivElement>()
  const total = (day: OperationsDay) => series.reduce((sum, s) => sum + s.value(day), 0)
  const busiest = days.reduce((best, day) => (total(day) > total(best) ? day : best), days[0]!)
  const totals = series.map((s) => t('operations.charts.total', { series: s.label, value: format(days.reduce((sum, day) => sum + s.value(day), 0)) })).join(', ')
  const summary =
    total(busiest) === 0
      ? t('operations.charts.summaryNone')
      : t('operations.charts.summary', { totals, day: dayLabel(busiest.day, lang, 'long'), value: format(total(busiest)) })

  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const y = scaleLinear({ domain: [0, Math.max(least, ...days.map(total))], range: [innerHeight, 0], nice: true })
  // Whole numbers only on a count's axis, whose labels set the room on its left; a day's label every seven days, today's included.
  const valueTicks = y.ticks(4).filter((v) => Number.isInteger(v))
  const left = Math.ceil(Math.max(...valueTicks.map((v) => axisFormat(v).length)) * LABEL_CHAR_PX) + 10
  const innerWidth = Math.max(0, width - left - MARGIN.right)
  const x = scaleBand({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.25 })
  const dayTicks = days.filter((_, i) => (days.length - 1 - i) % 7 === 0).map((d) => d.day)

  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0 rounded-3xl border border-sand/70 bg-white p-4 shadow-sm sm:p-5">
      <figcaption>
        <h3 id={`${id}-title`} className="font-medium text-ink">
          {title}
        </h3>
        <p id={`${id}-summary`} className="mt-1 text-sm text-muted">
          {summary}
        </p>
        {note && <p className="mt-1 text-xs text-muted">{note}</p>}
        {series.length > 1 && (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink" aria-hidden="true">
            {series.map((s) => (
              <li key={s.key} className="flex items-center gap-1.5">
                <svg width="10" height="10" className="shrink-0">
                  <rect width="10" height="10" rx="2" className={s.className} />
                </svg>
                {s.label}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
      <div ref={ref} className="mt-3 w-full">
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="img" aria-labelledby={`${id}-title ${id}-summary`}>
            <Group left={left} top={MARGIN.top}>
              {valueTicks.map((v) => (
                <line key={v} x1={0} x2={innerWidth} y1={y(v)} y2={y(v)} className="stroke-sand" />
              ))}
              {days.map((day) => {
                let base = 0
                return series.map((s) => {
                  const value = s.value(day)
                  const top = y(base + value)
                  const height = y(base) - top
                  base += value
                  return value > 0 ? <Bar key={`${day.day}-${s.key}`} x={x(day.day)} y={top} width={x.bandwidth()} height={height} className={s.className} /> : null
                })
              })}
              <AxisLeft
                scale={y}
                tickValues={valueTicks}
                tickFormat={(v) => axisFormat(Number(v))}
                hideTicks
                axisLineClassName="stroke-beige"
                tickLabelProps={{ className: 'fill-muted', fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={dayTicks}
                tickFormat={(day) => dayLabel(day, lang)}
                axisLineClassName="stroke-beige"
                tickLineProps={{ className: 'stroke-beige' }}
                tickLabelProps={{ className: 'fill-muted', fontSize: 11, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer py-3 text-cocoa underline-offset-4 hover:underline">{t('operations.charts.table')}</summary>
        <div className="max-h-72 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs uppercase tracking-wider text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('operations.charts.day')}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand/60">
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <time dateTime={day.day}>{dayLabel(day.day, lang)}</time>
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                      {format(s.value(day))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
