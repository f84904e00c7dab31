// The product grid with category buttons and the size, colour, price and sort
// filters, all in the URL. Filtering itself is the pure module shop-filters.ts. The grid shows
// SHOP_PAGE_SIZE cards and adds as many each time the shopper reaches its end, so the page costs
// the same with 30 products or 10,000.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoaderData, useSearchParams } from 'react-router-dom'
import { PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import { filtersToParams, hasActiveFilters, parseFilters, SHOP_PAGE_SIZE, type ShopFilters } from '#shared/catalogue/shop-filters'
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
import { readBundle } from '#app/lib/i18n/i18n'
import { useLang } from '#app/lib/i18n/use-lang'
import { useDialogOnDemand } from '#app/components/ui/dialog-on-demand'
import { PageHeader } from '#app/components/ui/page-header'
import { SlidersHorizontalIcon } from 'lucide-react'
import { whenIdle } from '#app/lib/when-idle'
import { activeFilterCount, ShopFilterFields } from './components/shop-filter-fields'
import { applyFilters } from './shop-filters'

const loadFiltersSheet = () => import('./components/filters-sheet')
const FiltersSheet = lazy(() => loadFiltersSheet().then((m) => ({ default: m.FiltersSheet })))

export const SKELETON_CARDS = 8

/** What the server drew the grid with, and for which filters. */
type ShopSeed = ShopPageData & { query: string }

/** The server's read for this page (decision 010): the first cards for the URL's filters. */
export async function loadShopPage(storefront: StorefrontData, { url, lang }: { url: URL; lang: Language }): Promise<ShopSeed> {
  const filters = parseFilters(url.searchParams)
  const page = await storefront.shopPage(filters, lang, SHOP_PAGE_SIZE, filters.q ? await categoryNames(lang) : undefined)
  return { ...page, query: filtersToParams(filters).toString() }
}

/** The category names a search looks at, in `lang`, as the page shows them. */
async function categoryNames(lang: Language): Promise<Record<string, string>> {
  const common = (await readBundle(lang, 'common')) as { categories: Record<string, { name: string }> }
  return Object.fromEntries(PRODUCT_CATEGORIES.map((c) => [c, common.categories[c]?.name ?? '']))
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

export function ShopPage() {
  const { t } = useTranslation('shop')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => parseFilters(params), [params])
  const query = filtersToParams(filters).toString()
  // The category is read through its index; the other filters and the sort narrow that in memory.
  const narrowed = Boolean(filters.q || filters.size || filters.color || filters.min !== undefined || filters.max !== undefined || filters.sort !== 'featured')
  const narrow = useMemo(
    () => (narrowed ? (list: Product[]) => applyFilters(list, filters, lang, (c) => tc(`categories.${c}.name`)) : undefined),
    [narrowed, filters, lang, tc],
  )
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
  const sheet = useDialogOnDemand()
  useEffect(() => whenIdle(() => void loadFiltersSheet()), [])

  // A category chosen (from a home tile, a link or a button) starts the grid from the top.
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [filters.category])

  // Changes build on the URL as it is now, not on the last render: two quick changes (size, then
  // colour) arrive before the router re-renders, and the second must not undo the first.
  const latest = () => parseFilters(new URLSearchParams(window.location.search))
  const update = (patch: Partial<ShopFilters>) => setParams(filtersToParams({ ...latest(), ...patch }), { preventScrollReset: true })
  const clear = () => setParams(filtersToParams({ sort: latest().sort }), { preventScrollReset: true })

  const heading = filters.q ? t('searchTitle', { query: filters.q }) : filters.category ? tc(`categories.${filters.category}.name`) : t('title')
  const activeCount = activeFilterCount(filters)

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:px-6 sm:pt-10 lg:pt-16">
      <PageMeta
        title={`${heading} · ${tc('brand')}`}
        description={filters.category ? `${tc(`categories.${filters.category}.blurb`)} ${t('meta.description', { threshold: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang) })}` : t('meta.description', { threshold: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang) })}
        keepQuery={['category']}
        // A search's results are not a page of their own for search engines.
        noindex={Boolean(filters.q)}
      />
      <PageHeader
        eyebrow={t('eyebrow')}
        title={heading}
        intro={filters.q ? undefined : filters.category ? tc(`categories.${filters.category}.blurb`) : t('intro')}
        // On phones the pieces come first: the introduction waits for wider screens.
        introClassName="hidden sm:block"
      />

      <div role="group" aria-label={t('categoriesLabel')} className="-mx-4 mt-5 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:mt-10 sm:flex-wrap sm:px-0">
        {[undefined, ...PRODUCT_CATEGORIES].map((category) => {
          const active = filters.category === category
          return (
            <button
              key={category ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => setParams(filtersToParams({ ...latest(), category }))}
              className={cn(
                'min-h-11 shrink-0 rounded-full border px-5 py-2.5 text-sm transition-colors',
                active ? 'border-ink bg-ink text-cream' : 'border-sand bg-white/60 text-ink hover:border-ink/50',
              )}
            >
              {category ? tc(`categories.${category}.short`) : t('all')}
            </button>
          )
        })}
      </div>

      {/* From 768 px the choices sit in a row; on phones one button opens them in a sheet. */}
      <div className="mt-6 hidden border-y border-sand py-5 md:block">
        <ShopFilterFields filters={filters} update={update} layout="row" />
      </div>

      {sheet.used && (
        <Suspense fallback={null}>
          <FiltersSheet
            open={sheet.open}
            onOpenChange={sheet.setOpen}
            opener={sheet.opener}
            filters={filters}
            update={update}
            total={products.status === 'ready' ? total : undefined}
            onClear={hasActiveFilters(filters) ? clear : undefined}
          />
        </Suspense>
      )}

      <div className="mt-3 flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted md:mt-5 md:min-h-9">
        <button
          {...sheet.openerProps}
          className="md:hidden inline-flex h-11 shrink-0 items-center gap-2 rounded-full border border-ink/80 px-5 text-sm font-medium text-ink"
          data-testid="filters-button"
        >
          <SlidersHorizontalIcon width={18} height={18} />
          {t('filters.open')}
          {activeCount > 0 && (
            <>
              {' '}
              <span className="grid h-5 min-w-5 place-items-center rounded-full bg-cocoa px-1 text-[0.7rem] font-semibold text-cream" data-testid="filters-count">
                {activeCount}
              </span>
              {/* Read as "Filters 2 active": the visible words first, as the button shows them. */}
              <span className="sr-only"> {t('filters.active', { count: activeCount })}</span>
            </>
          )}
        </button>
        <p aria-live="polite" data-testid="result-count" className="mr-auto">
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
