// A product's stock as a size × colour grid (decision 026): sizes as columns in chart order and
// colours as rows, turned on a phone (colours as columns, sizes as rows) so it fits 390 px. Each
// cell is a button (Tab or the arrow keys move between them) naming its colour, size and figures
// for screen readers; it shows what can still be bought, marked low, sold out or not offered in
// words as well as colour, and a bell with how many people wait for a back-in-stock email.
import { BellIcon } from 'lucide-react'
import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { localized } from '#shared/catalogue/catalogue'
import { cn } from '#app/components/ui/cn'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { ProductStock, VariantStockRow } from '#shared/contracts/admin-inventory'
import { useWideScreen } from './use-wide-screen'

type Props = {
  product: ProductStock
  selected: string | null
  onSelect: (variant: VariantStockRow) => void
  /** The cell buttons by variant id, so focus can return to the cell an edit started from. */
  cellRef: (id: string) => Ref<HTMLButtonElement>
}

/** The word a cell shows under its figure, and its look. */
function cellState(v: VariantStockRow): { key: 'notOffered' | 'soldOut' | 'low' | null; look: string } {
  if (v.notOffered) return { key: 'notOffered', look: 'border-dashed border-stone-300 bg-stone-100 text-stone-600' }
  if (v.available <= 0) return { key: 'soldOut', look: 'border-red-300 bg-red-50 text-red-900' }
  if (v.isLow) return { key: 'low', look: 'border-amber-300 bg-amber-50 text-amber-900' }
  return { key: null, look: 'border-sand bg-white text-ink' }
}

export function StockGrid({ product, selected, onSelect, cellRef }: Props) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const { lang } = useLang()
  const wide = useWideScreen()
  const colorName = (color: string) => common(`colors.${color}`, { defaultValue: color })
  const byOption = new Map(product.variants.map((v) => [`${v.color}/${v.size}`, v]))
  const [rows, columns] = wide ? [product.colors, product.sizes] : [product.sizes, product.colors]
  const option = (row: string, column: string) => (wide ? { color: row, size: column } : { color: column, size: row })

  const cell = (row: string, column: string) => {
    const { color, size } = option(row, column)
    const v = byOption.get(`${color}/${size}`)
    if (!v) return <span className="block px-1 py-3 text-center text-xs text-muted">{t('inventory.grid.noVariant')}</span>
    const state = cellState(v)
    const inStock = t('inventory.grid.inStock', { n: formatNumber(v.stock, lang) })
    return (
      <button
        type="button"
        ref={cellRef(v.id)}
        data-cell={`${rows.indexOf(row)}/${columns.indexOf(column)}`}
        onClick={() => onSelect(v)}
        aria-pressed={selected === v.id}
        className={cn(
          'flex min-h-14 w-full min-w-14 flex-col items-center justify-center rounded-xl border px-1 py-1.5 text-center transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cocoa',
          state.look,
          selected === v.id && 'ring-2 ring-cocoa',
        )}
      >
        {/* Read as "Black, size M: 5 available, 8 in stock, 3 held by pending orders"; seen as the figure and one word. */}
        <span className="sr-only">{t('inventory.grid.cellOption', { color: colorName(color), size })} </span>
        <span className="text-base font-semibold tabular-nums">{formatNumber(v.available, lang)}</span>
        <span className="sr-only"> {t('inventory.grid.availableWord')} </span>
        <span className="text-[11px] leading-tight">{state.key ? t(`inventory.grid.${state.key}`) : inStock}</span>
        <span className="sr-only">
          {state.key ? `, ${inStock}` : ''}, {t('inventory.grid.held', { n: formatNumber(v.pendingQty, lang) })}
          {v.waiting > 0 && `, ${t('inventory.waiting', { count: v.waiting })}`}
        </span>
        {v.waiting > 0 && (
          <span aria-hidden className="mt-0.5 inline-flex items-center gap-0.5 text-[11px] font-medium">
            <BellIcon className="size-3" />
            {formatNumber(v.waiting, lang)}
          </span>
        )}
      </button>
    )
  }

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-1 text-sm" onKeyDown={moveAcross}>
        <caption className="sr-only">{t('inventory.grid.caption', { name: localized(product, 'name', lang) })}</caption>
        <thead>
          <tr>
            <th scope="col" className="px-1 text-left text-xs font-medium text-muted">
              {wide ? t('inventory.grid.colorSize') : t('inventory.grid.sizeColor')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-1 text-center text-xs font-semibold uppercase tracking-wider text-ink">
                {wide ? column : colorName(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row" className="whitespace-nowrap px-1 text-left text-xs font-semibold text-ink">
                {wide ? colorName(row) : row}
              </th>
              {columns.map((column) => (
                <td key={column} className="p-0 align-top">
                  {cell(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const STEPS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }

/** Arrow keys move between the cells as well as Tab does (a missing combination is stepped over). */
function moveAcross(event: KeyboardEvent<HTMLTableElement>) {
  const step = STEPS[event.key]
  const from = (event.target as HTMLElement).dataset.cell
  if (!step || !from) return
  const [row, column] = from.split('/').map(Number) as [number, number]
  const cells = event.currentTarget
  for (let r = row + step[0], c = column + step[1], i = 0; i < 10; r += step[0], c += step[1], i++) {
    const next = cells.querySelector<HTMLButtonElement>(`[data-cell="${r}/${c}"]`)
    if (next) {
      event.preventDefault()
      next.focus()
      return
    }
  }
}
