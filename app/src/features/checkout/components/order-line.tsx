// One item of an order as the checkout summary and the confirmation page show it: picture, name,
// colour, size (or a made-to-measure piece's measurements), quantity and the line's price.
import { useTranslation } from 'react-i18next'
import type { Measurements } from '#shared/catalogue/measures'
import { MeasurementsSummary } from '#app/components/measurements/measurements-summary'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'

export type OrderLineView = {
  name: string
  image: string | null
  color: string
  size: string
  measurements?: Measurements
  quantity: number
  lineCents: number
  /** Why the line cannot be bought as it stands (checkout, before payment). */
  warning?: string
}

export function OrderLine({ line }: { line: OrderLineView }) {
  const { t } = useTranslation('checkout')
  const { lang } = useLang()
  const color = t(`common:colors.${line.color}`, { defaultValue: line.color })
  return (
    <li className="flex gap-4 py-4" data-testid="order-line">
      <div className="relative shrink-0">
        {line.image ? (
          <img src={line.image} alt="" width={64} height={80} loading="lazy" className="h-20 w-16 rounded-xl bg-sand/40 object-cover" />
        ) : (
          <span aria-hidden="true" className="block h-20 w-16 rounded-xl bg-sand/40" />
        )}
        <span aria-hidden="true" className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full bg-ink text-xs text-cream">
          {line.quantity}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-serif text-lg leading-snug text-ink" data-testid="order-line-name">
          {line.name}
        </p>
        <p className="mt-1 text-xs text-muted">
          {line.measurements ? color : t('line.options', { color, size: line.size })} · {t('line.quantity', { count: line.quantity })}
        </p>
        {line.measurements && <MeasurementsSummary measurements={line.measurements} className="mt-1" />}
        {line.warning && (
          <p className="mt-1 text-xs font-medium text-amber-900" data-testid="order-line-warning">
            {line.warning}
          </p>
        )}
      </div>
      <p className="shrink-0 text-sm font-medium text-ink tabular-nums" data-testid="order-line-price">
        {formatMoney(line.lineCents, lang)}
      </p>
    </li>
  )
}
