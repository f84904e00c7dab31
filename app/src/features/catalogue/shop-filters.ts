// The shop's price bands and the filtering itself, on the filters the URL carries
// (#shared/catalogue/shop-filters) so a filtered view can be shared and survives a reload.
// Pure: no React, no storage.
import type { Language } from '#shared/catalogue/catalogue'
import type { ShopFilters } from '#shared/catalogue/shop-filters'
import type { Product } from '#shared/schemas/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { matchScore, queryWords, searchEntry } from '#shared/catalogue/search'
import { LOCALE_TAGS } from '#app/lib/i18n/lang-path'
import { priceCents } from '#app/components/product/product-info'
import { hasInStock } from '#shared/catalogue/variant-choices'

/** Price bands offered in the filter; any min/max pair in the URL also works. */
export const PRICE_BANDS = [
  { id: 'under-50', max: 49.99, label: { to: 5000 } },
  { id: '50-100', min: 50, max: 99.99, label: { from: 5000, to: 10000 } },
  { id: '100-150', min: 100, max: 149.99, label: { from: 10000, to: 15000 } },
  { id: 'over-150', min: 150, label: { from: 15000 } },
] as const

export function priceBandOf(f: Pick<ShopFilters, 'min' | 'max'>): string {
  const band = PRICE_BANDS.find((b) => ('min' in b ? b.min : undefined) === f.min && ('max' in b ? b.max : undefined) === f.max)
  if (band) return band.id
  return f.min === undefined && f.max === undefined ? '' : 'custom'
}

/**
 * Filters then sorts; 'featured' keeps the catalogue order. Never mutates `products`. A search
 * (`f.q`) looks at category names too, in the page's language (`categoryName`).
 */
export function applyFilters(products: readonly Product[], f: ShopFilters, lang: Language, categoryName: (category: string) => string = () => ''): Product[] {
  const words = f.q ? queryWords(f.q) : []
  const minCents = f.min === undefined ? undefined : Math.round(f.min * 100)
  const maxCents = f.max === undefined ? undefined : Math.round(f.max * 100)
  const result = products.filter((p) => {
    if (f.category && p.category !== f.category) return false
    // A size or colour filter keeps what can be bought in it; both together, in that very pair (decision 026).
    if ((f.size || f.color) && !hasInStock(p, { size: f.size, color: f.color })) return false
    const price = priceCents(p)
    if (minCents !== undefined && price < minCents) return false
    if (maxCents !== undefined && price > maxCents) return false
    if (words.length > 0 && matchScore(searchEntry(p, lang, categoryName), words) === undefined) return false
    return true
  })
  switch (f.sort) {
    case 'price-asc':
      return result.sort((a, b) => priceCents(a) - priceCents(b))
    case 'price-desc':
      return result.sort((a, b) => priceCents(b) - priceCents(a))
    case 'newest':
      return result.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    case 'name': {
      const collator = new Intl.Collator(LOCALE_TAGS[lang], { sensitivity: 'base' })
      return result.sort((a, b) => collator.compare(localized(a, 'name', lang), localized(b, 'name', lang)))
    }
    default:
      return result
  }
}
