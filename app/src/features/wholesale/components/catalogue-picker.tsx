// The catalogue beside the order form: every product from the copy on the device, so
// it works offline at a trade fair, each with its colour, size and quantity (12 to start, at
// least 1, anything not a number counts as 1) and an add button. A search narrows the list.
import { useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localized } from '#shared/catalogue/catalogue'
import type { Product } from '#shared/schemas/catalogue'
import { DEFAULT_LINE_QUANTITY, MAX_LINE_QUANTITY } from '#shared/schemas/wholesale'
import { imageFor } from '#app/components/product/product-info'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { Button } from '#app/components/ui/button'
import { PlusIcon } from 'lucide-react'
import type { Loadable } from '#app/lib/catalogue'
import { formatAmount } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { WholesaleDraftLine } from '#app/lib/wholesale-orders'

/** At least 1; what is not a whole number counts as 1. */
export function lineQuantity(text: string): number {
  const n = Math.floor(Number(text))
  if (!Number.isFinite(n) || n < 1 || text.trim() === '') return 1
  return Math.min(n, MAX_LINE_QUANTITY)
}

const SELECT = 'mt-1 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-sm text-ink outline-none focus:border-cocoa focus:ring-2 focus:ring-cocoa/30'

function ProductRow({ product, onAdd }: { product: Product; onAdd: (line: WholesaleDraftLine) => void }) {
  const { t } = useTranslation('wholesale')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const id = useId()
  const [color, setColor] = useState('')
  const [size, setSize] = useState('')
  const [quantity, setQuantity] = useState(String(DEFAULT_LINE_QUANTITY))
  const [problem, setProblem] = useState<'color' | 'size'>()
  const colorRef = useRef<HTMLSelectElement>(null)
  const sizeRef = useRef<HTMLSelectElement>(null)
  const name = localized(product, 'name', lang)

  const add = () => {
    if (!color || !size) {
      const missing = !color ? 'color' : 'size'
      setProblem(missing)
      ;(missing === 'color' ? colorRef : sizeRef).current?.focus()
      return
    }
    setProblem(undefined)
    const units = lineQuantity(quantity)
    setQuantity(String(units))
    onAdd({ productId: product.id, productCode: product.code, productName: name, color, size, quantity: units })
  }

  const errorId = `${id}-error`
  return (
    <li className="grid gap-3 rounded-3xl border border-sand/70 bg-white p-4 shadow-sm sm:grid-cols-[4.5rem_1fr]">
      <img src={imageFor(product, color)} alt="" width={72} height={72} loading="lazy" className="hidden size-18 rounded-2xl bg-sand/40 object-cover sm:block" />
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="font-serif text-lg leading-snug text-ink">
            {name}
          </h3>
          <p className="text-sm text-ink">
            {formatAmount(product.price, lang)} <span className="text-xs text-muted">{t('catalogue.perUnit')}</span>
          </p>
        </div>
        <p className="text-xs uppercase tracking-[0.15em] text-muted">{product.code}</p>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_5.5rem_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-color`} className="text-xs font-medium text-muted">
              {t('catalogue.color')}
            </label>
            <select
              id={`${id}-color`}
              ref={colorRef}
              value={color}
              onChange={(e) => {
                setColor(e.target.value)
                if (problem === 'color') setProblem(undefined)
              }}
              aria-invalid={problem === 'color' || undefined}
              aria-describedby={problem === 'color' ? errorId : undefined}
              className={`${SELECT} ${problem === 'color' ? 'border-red-400' : 'border-sand'}`}
            >
              <option value="">{t('catalogue.choose')}</option>
              {product.colors.map((c) => (
                <option key={c} value={c}>
                  {tc(`colors.${c}`, { defaultValue: c })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-size`} className="text-xs font-medium text-muted">
              {t('catalogue.size')}
            </label>
            <select
              id={`${id}-size`}
              ref={sizeRef}
              value={size}
              onChange={(e) => {
                setSize(e.target.value)
                if (problem === 'size') setProblem(undefined)
              }}
              aria-invalid={problem === 'size' || undefined}
              aria-describedby={problem === 'size' ? errorId : undefined}
              className={`${SELECT} ${problem === 'size' ? 'border-red-400' : 'border-sand'}`}
            >
              <option value="">{t('catalogue.choose')}</option>
              {product.sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-quantity`} className="text-xs font-medium text-muted">
              {t('catalogue.quantity')}
            </label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              step={1}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              onBlur={() => setQuantity(String(lineQuantity(quantity)))}
              className={`${SELECT} border-sand`}
            />
          </div>
          <Button size="sm" onClick={add} aria-label={t('catalogue.addNamed', { name })} className="h-11 self-end">
            <PlusIcon width={16} height={16} />
            {t('catalogue.add')}
          </Button>
        </div>
        {problem && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {t(problem === 'color' ? 'catalogue.chooseColor' : 'catalogue.chooseSize')}
          </p>
        )}
      </div>
    </li>
  )
}

export function CataloguePicker({ products, onAdd }: { products: Loadable<Product[]>; onAdd: (line: WholesaleDraftLine) => void }) {
  const { t } = useTranslation('wholesale')
  const { lang } = useLang()
  const [query, setQuery] = useState('')
  const searchId = useId()
  const shown = useMemo(() => {
    if (products.status !== 'ready') return []
    // A made-to-measure piece is cut to one person's measurements and lists no sizes (decision
    // 020): not something a boutique orders by the dozen, and the server refuses it as a line.
    const stocked = products.data.filter((p) => !p.isCustomMade)
    const needle = query.trim().toLocaleLowerCase()
    if (!needle) return stocked
    return stocked.filter((p) => `${localized(p, 'name', lang)} ${p.code}`.toLocaleLowerCase().includes(needle))
  }, [products, query, lang])

  return (
    <section aria-labelledby={`${searchId}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${searchId}-title`} className="text-2xl text-ink">
          {t('catalogue.title')}
        </h2>
        <div className="w-full sm:w-64">
          <label htmlFor={searchId} className="sr-only">
            {t('catalogue.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('catalogue.search')}
            className="block min-h-11 w-full rounded-full border border-sand bg-white px-4 py-2 text-sm outline-none focus:border-cocoa focus:ring-2 focus:ring-cocoa/30"
          />
        </div>
      </div>
      <div className="mt-4">
        {products.status === 'loading' && <LoadingState label={t('catalogue.loading')} />}
        {products.status === 'error' && <ErrorState message={t('catalogue.unavailable')} />}
        {products.status === 'ready' && shown.length === 0 && <p className="py-8 text-center text-muted">{t('catalogue.noMatch')}</p>}
        {shown.length > 0 && (
          <ul className="grid gap-3" data-testid="wholesale-catalogue">
            {shown.map((product) => (
              <ProductRow key={product.id} product={product} onAdd={onAdd} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
