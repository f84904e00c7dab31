// Catalogue vocabulary shared by the API, the seed and the pages.

export const PRODUCT_CATEGORIES = [
  'everyday-confidence',
  'sculpt-support',
  'silhouette-enhancers',
  'face-neck-sculpt',
] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** Colours the shop makes; each maps to a swatch tint. */
export const PRODUCT_COLORS = ['beige', 'black', 'nude', 'cocoa'] as const
export type ProductColor = (typeof PRODUCT_COLORS)[number]

export const COLOR_SWATCHES: Record<ProductColor, string> = {
  beige: '#d9c3a5',
  black: '#1f1c1a',
  nude: '#e8b9a0',
  cocoa: '#6b4632',
}

/** Sizes in the size chart's order, smallest first. */
export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'] as const
export type ProductSize = (typeof PRODUCT_SIZES)[number]

/** A product's life in the catalogue: drafted, on sale, then archived (kept for past orders). */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** The widths (px) the back office resizes each photo to before upload; the storefront's srcset. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const

/**
 * An uploaded product photo: one colour's picture, stored under content-hash names at a few
 * widths, with alt text in each language. A product's photos are kept in display order.
 */
export type ProductPhoto = {
  id: string
  color: string
  altEn: string
  altEs: string
  altFr: string
  /** Narrowest first; each URL names its content hash, so it never changes and caches forever. */
  sources: { url: string; width: number }[]
}

/**
 * A product's `images` as the API promises them to any client: one picture per colour, in the
 * order of `colors` — the largest width of the colour's first uploaded photo, else its drawing —
 * then the drawings' back views, as stored. A product made in the editor has no drawings, so
 * without this its uploaded photos would leave `images` empty.
 */
export function imagesOf(product: { colors: readonly string[]; photos: readonly ProductPhoto[]; images: readonly string[] }): string[] {
  const fronts = product.colors.map((color, index) => {
    const sources = product.photos.find((photo) => photo.color === color && photo.sources.length > 0)?.sources
    return sources ? sources.reduce((a, b) => (b.width > a.width ? b : a)).url : product.images[index]
  })
  return [...fronts.filter((url): url is string => !!url), ...product.images.slice(product.colors.length)]
}

export const BLOG_CATEGORIES = ['health-benefits', 'post-surgery', 'care-tips', 'sizing-guide'] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export const LANGUAGES = ['en', 'es', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

/** The locale each language's numbers, amounts and dates are written in (pages and emails). */
export const LOCALE_TAGS: Record<Language, string> = { en: 'en-US', es: 'es-CO', fr: 'fr-FR' }

/** The stock level (units) under which a product is flagged low, unless its editor sets another. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5

/** Picks the field for a language: localized(product, 'name', 'es') → product.nameEs */
export function localized<T extends Record<string, unknown>, K extends string>(
  entity: T,
  field: K,
  lang: Language,
): T[`${K}En` & keyof T] {
  const suffix = lang === 'es' ? 'Es' : lang === 'fr' ? 'Fr' : 'En'
  return entity[`${field}${suffix}` as keyof T] as T[`${K}En` & keyof T]
}
