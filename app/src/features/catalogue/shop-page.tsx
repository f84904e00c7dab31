// The product grid (spec §2.4) with category buttons and the size, colour, price and sort
// filters, all in the URL. Filtering itself is the pure module shop-filters.ts. The grid shows
// SHOP_PAGE_SIZE cards and adds as many each time the shopper reaches its end, so the page costs
// the same with 30 products or 10,000.
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoaderData, useSearchParams } from 'react-router-dom'
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_SIZES } from '#shared/catalogue/catalogue'
import { filtersToParams, hasActiveFilters, parseFilters, SHOP_PAGE_SIZE, SORTS, type ShopFilters } from '#shared/catalogue/shop-filters'
import type { ShopPage as ShopPageData, StorefrontData } from '#shared/render/storefront-render'
import type { Product } from '#shared/schemas/catalogue'
import { FREE_SHIPPING_THRESHOLD_CENTS } from '#shared/pricing/shipping'
import { ProductCard, ProductCardSkeleton } from '#app/components/product/product-card'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { PageMeta } from '#app/components/ui/page-meta'
import { useProductPage } from '#app/lib/catalogue'
import { formatMoney } from '#app/lib/format'
import type { Language } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'
import { applyFilters, PRICE_BANDS, priceBandOf } from './shop-filters'
import { PageHeader } from '#app/components/ui/page-header'

export const SKELETON_CARDS = 8

/** What the server drew the grid with, and for which filters. */
type ShopSeed = ShopPageData & { query: string }

/** The server's read for this page (decision 010): the first cards for the URL's filters. */
export async function loadShopPage(storefront: StorefrontData, { url, lang }: { url: URL; lang: Language }): Promise<ShopSeed> {
  const filters = parseFilters(url.searchParams)
  const page = await storefront.shopPage(filters, lang, SHOP_PAGE_SIZE)
  return { ...page, query: filtersToParams(filters).toString() }
}

/** Adds the next cards when the end of the grid comes near (the button does it for keyboards). */
function useMoreOnScroll(more: (() => void) | undefined) {
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = sentinel.current
    if (!element || !more || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), { rootMargin: '600px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [more])
  return sentinel
}

function FilterSelect({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (value: string) => void; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-[0.7rem] font-medium uppercase tracking-[0.18em] text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 w-full min-w-0 appearance-none rounded-full border border-sand bg-white/70 bg-[length:12px] bg-[right_1rem_center] bg-no-repeat px-4 pr-9 text-sm text-ink hover:border-muted/50"
        style={{ backgroundImage: "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5 6 6.5 11 1.5' fill='none' stroke='%236f6259' stroke-width='1.5'/%3E%3C/svg%3E\")" }}
      >
        {children}
      </select>
    </div>
  )
}

export function ShopPage() {
  const { t } = useTranslation('shop')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => parseFilters(params), [params])
  const query = filtersToParams(filters).toString()
  // The category is read through its index; the other filters and the sort narrow that in memory.
  const narrowed = Boolean(filters.size || filters.color || filters.min !== undefined || filters.max !== undefined || filters.sort !== 'featured')
  const narrow = useMemo(() => (narrowed ? (list: Product[]) => applyFilters(list, filters, lang) : undefined), [narrowed, filters, lang])
  // Back to the first page whenever the filters change.
  const [paging, setPaging] = useState({ query, limit: SHOP_PAGE_SIZE })
  const limit = paging.query === query ? paging.limit : SHOP_PAGE_SIZE
  const seed = useLoaderData() as ShopSeed | undefined
  const products = useProductPage(
    { category: filters.category, narrow, key: `${query}|${lang}`, limit },
    seed?.query === query && limit === SHOP_PAGE_SIZE ? seed : undefined,
  )
  const shown = products.status === 'ready' ? products.data.products : []
  const total = products.status === 'ready' ? products.data.total : 0
  const more = useMemo(
    () => (shown.length < total ? () => setPaging({ query, limit: limit + SHOP_PAGE_SIZE }) : undefined),
    [shown.length, total, query, limit],
  )
  const sentinel = useMoreOnScroll(more)

  // A category chosen (from a home tile, a link or a button) starts the grid from the top.
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [filters.category])

  // Changes build on the URL as it is now, not on the last render: two quick changes (size, then
  // colour) arrive before the router re-renders, and the second must not undo the first.
  const latest = () => parseFilters(new URLSearchParams(window.location.search))
  const update = (patch: Partial<ShopFilters>) => setParams(filtersToParams({ ...latest(), ...patch }), { preventScrollReset: true })
  const clear = () => setParams(filtersToParams({ sort: latest().sort }), { preventScrollReset: true })
  const setBand = (id: string) => {
    const band = PRICE_BANDS.find((b) => b.id === id)
    update({ min: band && 'min' in band ? band.min : undefined, max: band && 'max' in band ? band.max : undefined })
  }

  const heading = filters.category ? tc(`categories.${filters.category}.name`) : t('title')
  const band = priceBandOf(filters)

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 lg:pt-16">
      <PageMeta
        title={`${heading} · ${tc('brand')}`}
        description={filters.category ? `${tc(`categories.${filters.category}.blurb`)} ${t('meta.description', { threshold: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang) })}` : t('meta.description', { threshold: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang) })}
        keepQuery={['category']}
      />
      <PageHeader
        eyebrow={t('eyebrow')}
        title={heading}
        intro={filters.category ? tc(`categories.${filters.category}.blurb`) : t('intro')}
      />

      <div role="group" aria-label={t('categoriesLabel')} className="-mx-4 mt-10 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
        {[undefined, ...PRODUCT_CATEGORIES].map((category) => {
          const active = filters.category === category
          return (
            <button
              key={category ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => setParams(filtersToParams({ ...latest(), category }))}
              className={cn(
                'shrink-0 rounded-full border px-5 py-2.5 text-sm transition-colors',
                active ? 'border-ink bg-ink text-cream' : 'border-sand bg-white/60 text-ink hover:border-ink/50',
              )}
            >
              {category ? tc(`categories.${category}.short`) : t('all')}
            </button>
          )
        })}
      </div>

      <div className="mt-6 grid grid-cols-2 gap-3 border-y border-sand py-5 md:grid-cols-4 md:gap-4">
        <FilterSelect id="filter-size" label={t('filters.size')} value={filters.size ?? ''} onChange={(v) => update({ size: v || undefined })}>
          <option value="">{t('filters.anySize')}</option>
          {PRODUCT_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="filter-color" label={t('filters.color')} value={filters.color ?? ''} onChange={(v) => update({ color: v || undefined })}>
          <option value="">{t('filters.anyColor')}</option>
          {PRODUCT_COLORS.map((c) => (
            <option key={c} value={c}>
              {tc(`colors.${c}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="filter-price" label={t('filters.price')} value={band} onChange={setBand}>
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
        <FilterSelect id="filter-sort" label={t('filters.sort')} value={filters.sort} onChange={(v) => update({ sort: v as ShopFilters['sort'] })}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </FilterSelect>
      </div>

      <div className="mt-5 flex min-h-9 items-center justify-between gap-4 text-sm text-muted">
        <p aria-live="polite" data-testid="result-count">
          {products.status === 'ready' ? t('count', { count: total }) : products.status === 'loading' ? t('loading') : ''}
        </p>
        {hasActiveFilters(filters) && (
          <button type="button" onClick={clear} className="rounded-full px-3 py-1.5 text-ink underline underline-offset-4 hover:text-cocoa">
            {t('clear')}
          </button>
        )}
      </div>

      {products.status === 'error' ? (
        <div role="alert" className="mx-auto max-w-md py-24 text-center">
          <p className="font-serif text-3xl text-ink">{tc('errors.generic')}</p>
          <p className="mt-3 text-muted">{tc('errors.reload')}</p>
          <Button variant="secondary" className="mt-8" onClick={() => window.location.reload()}>
            {tc('errors.reloadButton')}
          </Button>
        </div>
      ) : products.status === 'loading' ? (
        <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <div className="mx-auto max-w-md py-24 text-center" data-testid="shop-empty">
          <p className="font-serif text-3xl text-ink">{t('empty.title')}</p>
          <p className="mt-3 text-muted">{t('empty.body')}</p>
          <Button className="mt-8" onClick={clear}>
            {t('clear')}
          </Button>
        </div>
      ) : (
        <section aria-labelledby="shop-grid-title">
          <h2 id="shop-grid-title" className="sr-only">
            {t('gridTitle')}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
            {shown.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} initialColor={filters.color} eager={i < 4} />
              </li>
            ))}
          </ul>
          {more && (
            <div ref={sentinel} className="mt-12 flex flex-col items-center gap-3 text-sm text-muted">
              <p>{t('shownOf', { shown: shown.length, total })}</p>
              <Button variant="secondary" onClick={more}>
                {t('more')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  )
}
