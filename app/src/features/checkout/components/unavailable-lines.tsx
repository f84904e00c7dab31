// Before payment: the cart lines that cannot be bought as they stand (decision 026), each with its
// fix (lower it to what is left, or remove it). The order is not placed while one remains.
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { LineShortfall } from '#shared/catalogue/variant-choices'
import type { LineKey } from '#shared/pricing/cart'
import { LineShortfallNotice } from '#app/components/orders/line-shortfall'

export type UnavailableLine = { key: LineKey; name: string; options: string; shortfall: LineShortfall }

type Props = { lines: UnavailableLine[]; onLower: (key: LineKey, quantity: number) => void; onRemove: (key: LineKey) => void }

export const UnavailableLines = forwardRef<HTMLElement, Props>(function UnavailableLines({ lines, onLower, onRemove }, ref) {
  const { t } = useTranslation('checkout')
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="unavailable-lines-title" className="mb-6 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 focus:outline-none sm:p-5" data-testid="unavailable-lines">
      <h2 id="unavailable-lines-title" className="font-serif text-xl text-ink">
        {t('unavailable.title')}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t('unavailable.body')}</p>
      <ul className="mt-3 space-y-3">
        {lines.map((line) => (
          <li key={`${line.key.productId}|${line.key.color}|${line.key.size}`}>
            <p className="text-sm font-medium text-ink">
              {line.name} <span className="font-normal text-muted">· {line.options}</span>
            </p>
            <LineShortfallNotice
              shortfall={line.shortfall}
              name={line.name}
              onLower={(quantity) => onLower(line.key, quantity)}
              onRemove={() => onRemove(line.key)}
              className="mt-1 bg-white/60"
            />
          </li>
        ))}
      </ul>
    </section>
  )
})
