// The shop's size, colour, price and sort choices (native selects: the phone's own picker shows
// every option in full). Drawn in a row beside the grid from 768 px, and in the filters sheet on
// phones (filters-sheet.tsx); `idPrefix` keeps their ids apart when both are in the page.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_COLORS, PRODUCT_SIZES } from '#shared/catalogue/catalogue'
import { SORTS, type ShopFilters } from '#shared/catalogue/shop-filters'
import { cn } from '#app/components/ui/cn'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { PRICE_BANDS, priceBandOf } from '#app/features/catalogue/shop-filters'

export type FilterFieldsProps = {
  filters: ShopFilters
  update: (patch: Partial<ShopFilters>) => void
  idPrefix?: string
  /** 'row': side by side, each as wide as its longest option; 'stack': one per line, full width. */
  layout: 'row' | 'stack'
}

/** How many filters narrow the grid (size, colour, price): the count on the phone's button. */
export const activeFilterCount = (f: ShopFilters) => [f.size, f.color, f.min ?? f.max].filter((v) => v !== undefined).length

const arrow =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5 6 6.5 11 1.5' fill='none' stroke='%236f6259' stroke-width='1.5'/%3E%3C/svg%3E\")"

function FilterSelect({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-[0.7rem] font-medium uppercase tracking-[0.18em] text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 w-full appearance-none rounded-full border border-sand bg-white/70 bg-[length:12px] bg-[right_1rem_center] bg-no-repeat pl-4 pr-10 text-sm text-ink hover:border-muted/50"
        style={{ backgroundImage: arrow }}
      >
        {children}
      </select>
    </div>
  )
}

export function ShopFilterFields({ filters, update, idPrefix = 'filter', layout }: FilterFieldsProps) {
  const { t } = useTranslation('shop')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const band = priceBandOf(filters)
  const setBand = (id: string) => {
    const chosen = PRICE_BANDS.find((b) => b.id === id)
    update({ min: chosen && 'min' in chosen ? chosen.min : undefined, max: chosen && 'max' in chosen ? chosen.max : undefined })
  }
  return (
    // In a row each select is as wide as its longest option (no 'Price: high to low' cut short);
    // the row wraps when they do not fit.
    <div className={cn(layout === 'row' ? 'flex flex-wrap gap-4 [&>*]:w-auto' : 'grid gap-5')}>
      <FilterSelect id={`${idPrefix}-size`} label={t('filters.size')} value={filters.size ?? ''} onChange={(v) => update({ size: v || undefined })}>
        <option value="">{t('filters.anySize')}</option>
        {PRODUCT_SIZES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id={`${idPrefix}-color`} label={t('filters.color')} value={filters.color ?? ''} onChange={(v) => update({ color: v || undefined })}>
        <option value="">{t('filters.anyColor')}</option>
        {PRODUCT_COLORS.map((c) => (
          <option key={c} value={c}>
            {tc(`colors.${c}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id={`${idPrefix}-price`} label={t('filters.price')} value={band} onChange={setBand}>
        <option value="">{t('filters.anyPrice')}</option>
        {PRICE_BANDS.map((b) => (
          <option key={b.id} value={b.id}>
            {'from' in b.label && 'to' in b.label
              ? t('filters.bands.between', { min: formatMoney(b.label.from, lang), max: formatMoney(b.label.to, lang) })
              : 'to' in b.label
                ? t('filters.bands.under', { amount: formatMoney(b.label.to, lang) })
                : t('filters.bands.over', { amount: formatMoney(b.label.from, lang) })}
          </option>
        ))}
        {band === 'custom' && (
          <option value="custom" disabled>
            {t('filters.bands.between', { min: formatMoney(Math.round((filters.min ?? 0) * 100), lang), max: filters.max === undefined ? '∞' : formatMoney(Math.round(filters.max * 100), lang) })}
          </option>
        )}
      </FilterSelect>
      <FilterSelect id={`${idPrefix}-sort`} label={t('filters.sort')} value={filters.sort} onChange={(v) => update({ sort: v as ShopFilters['sort'] })}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sorts.${s}`)}
          </option>
        ))}
      </FilterSelect>
    </div>
  )
}
