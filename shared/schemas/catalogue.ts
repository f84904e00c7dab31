// The public catalogue contract (spec §3 field names), as the API sends it and the app stores it.
import { z } from 'zod'

const localisedList = z.array(z.string())

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
  images: z.array(z.string()),
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
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  isCustomMade: z.boolean(),
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

/** The `since` query of GET /api/sync: the cursor of the last sync the client applied. */
export const syncQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'since must be a whole number of 0 or more (the cursor of the last sync)')
    .transform(Number)
    .default(0),
})

/** GET /api/sync?since=<cursor>: what changed in the public catalogue and blog since the cursor. */
export const syncDeltaSchema = z.object({
  /** The cursor to send as `since` next time. */
  cursor: z.number().int().nonnegative(),
  /** True when the client's cursor is ahead of the server (database restored or reset): drop local copies first. */
  reset: z.boolean(),
  products: z.array(productSchema),
  posts: z.array(blogPostSchema),
  /** Ids to drop locally: deleted rows, and products taken off sale (inactive). */
  deleted: z.object({ products: z.array(z.string()), posts: z.array(z.string()) }),
})
export type SyncDelta = z.infer<typeof syncDeltaSchema>
