// The public catalogue contract, as the API sends it and the app stores it.
import { z } from 'zod'
import { PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import type { VariantStock } from '#shared/catalogue/variants'
import { singleLineText } from './fields'

const localisedList = z.array(z.string())

const productPhotoSchema = z.object({
  id: z.string(),
  color: z.string(),
  altEn: z.string(),
  altEs: z.string(),
  altFr: z.string(),
  sources: z.array(z.object({ url: z.string(), width: z.number().int() })),
})

const variantStockSchema = z.object({
  sku: z.string(),
  color: z.string(),
  size: z.string(),
  available: z.number().int().nonnegative(),
}) satisfies z.ZodType<VariantStock>

export const productSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  nameFr: z.string(),
  descriptionEn: z.string(),
  descriptionEs: z.string(),
  descriptionFr: z.string(),
  /** USD, two decimals: "89.00" */
  price: z.string(),
  category: z.string(),
  /** The drawings: the fallback when a colour has no photo. */
  images: z.array(z.string()),
  /** Uploaded photos per colour, in display order (sources narrowest first, for srcset). */
  photos: z.array(productPhotoSchema),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  benefitsEn: localisedList,
  benefitsEs: localisedList,
  benefitsFr: localisedList,
  careEn: localisedList,
  careEs: localisedList,
  careFr: localisedList,
  howToUseEn: localisedList,
  howToUseEs: localisedList,
  howToUseFr: localisedList,
  /** Units a shopper can still buy over all the product's variants (0 for a made-to-measure piece, which keeps no stock). */
  stock: z.number().int(),
  /**
   * The colour × size combinations the shop makes of this product, each with the units a shopper
   * can still buy (decision 026). A combination not listed is not made; a made-to-measure piece
   * lists none.
   */
  variants: z.array(variantStockSchema),
  isCustomMade: z.boolean(),
  /** The approved reviews' average (one decimal) and count (decision 042); absent while it has none. */
  rating: z.object({ average: z.number(), count: z.number().int() }).optional(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Product = z.infer<typeof productSchema>

export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  keywords: z.array(z.string()),
  titleEn: z.string(),
  titleEs: z.string(),
  titleFr: z.string(),
  excerptEn: z.string(),
  excerptEs: z.string(),
  excerptFr: z.string(),
  contentEn: z.string(),
  contentEs: z.string(),
  contentFr: z.string(),
  seoDescriptionEn: z.string(),
  seoDescriptionEs: z.string(),
  seoDescriptionFr: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
})
export type BlogPost = z.infer<typeof blogPostSchema>

/** A whole number in a query string, between `min` and `max`. */
const wholeNumber = (name: string, min: number, max: number) =>
  singleLineText()
    .regex(/^\d{1,15}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`)

/** Most products one page of GET /api/products or GET /api/sync carries. */
export const MAX_PAGE_SIZE = 500

/**
 * The query of GET /api/products. Without any of it the answer is the whole active catalogue
 * (what the storefront's pages load); `limit` and `after` page through it in catalogue order,
 * Stripe-style: `after` is the id of the last product of the previous page, so a client needs
 * nothing but the list itself.
 */
export const productListQuerySchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES, { error: 'category must be one of the four product categories' }).optional(),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).optional(),
  after: singleLineText().min(1, 'after must be the id of a product').max(100, 'after must be the id of a product').optional(),
})
export type ProductListQuery = z.output<typeof productListQuerySchema>

/**
 * The query of GET /api/sync: `since` is the cursor of the last sync the client applied; a
 * first sync (or a long absence) comes in pages of at most `limit` records.
 */
export const syncQuerySchema = z.object({
  since: singleLineText()
    .regex(/^\d{1,15}$/, 'since must be a whole number of 0 or more (the cursor of the last sync)')
    .transform(Number)
    .default(0),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
})

/** GET /api/sync?since=<cursor>: what changed in the public catalogue and blog since the cursor. */
export const syncDeltaSchema = z.object({
  /** The cursor to send as `since` next time. */
  cursor: z.number().int().nonnegative(),
  /** True when this is one page of a longer answer: ask again right away with `since` = `cursor`. */
  more: z.boolean(),
  /** True when the client's cursor is ahead of the server (database restored or reset): drop local copies first. */
  reset: z.boolean(),
  products: z.array(productSchema),
  posts: z.array(blogPostSchema),
  /** Ids to drop locally: deleted rows, and products taken off sale (inactive). */
  deleted: z.object({ products: z.array(z.string()), posts: z.array(z.string()) }),
})
export type SyncDelta = z.infer<typeof syncDeltaSchema>
