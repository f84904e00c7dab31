// The shop's filters and sort as they ride in the URL (?q=&category=&size=&color=&min=&max=&sort=),
// shared by the shop page (app) and the server that renders its first page of cards. Pure.
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_SIZES } from './catalogue'
import { SEARCH_MAX_LENGTH } from './search'

export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'name'] as const
type Sort = (typeof SORTS)[number]

export type ShopFilters = {
  /** Words searched for (the header's 'see all results'; ./search.ts). */
  q?: string
  category?: string
  size?: string
  color?: string
  /** Whole US dollars, inclusive. */
  min?: number
  max?: number
  sort: Sort
}

/** Cards the shop shows at first, and adds each time the shopper reaches the end of the grid. */
export const SHOP_PAGE_SIZE = 24

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined

const amount = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

/** Reads the filters from a query string; unknown or malformed values are ignored, never fatal. */
export function parseFilters(params: URLSearchParams): ShopFilters {
  const q = params.get('q')?.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH)
  return {
    q: q || undefined,
    category: oneOf(PRODUCT_CATEGORIES, params.get('category')),
    size: oneOf(PRODUCT_SIZES, params.get('size')),
    color: oneOf(PRODUCT_COLORS, params.get('color')),
    min: amount(params.get('min')),
    max: amount(params.get('max')),
    sort: oneOf(SORTS, params.get('sort')) ?? 'featured',
  }
}

/** The query string of a set of filters, in a stable order; defaults are left out. */
export function filtersToParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.category) params.set('category', filters.category)
  if (filters.size) params.set('size', filters.size)
  if (filters.color) params.set('color', filters.color)
  if (filters.min !== undefined) params.set('min', String(filters.min))
  if (filters.max !== undefined) params.set('max', String(filters.max))
  if (filters.sort !== 'featured') params.set('sort', filters.sort)
  return params
}

export const hasActiveFilters = (f: ShopFilters) =>
  Boolean(f.q || f.category || f.size || f.color || f.min !== undefined || f.max !== undefined)
