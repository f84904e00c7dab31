// The catalogue editor's shapes (issue 19): what admin and staff send to create and edit
// products and their photos, and what the back office reads back.
import { z } from 'zod'
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_SIZES, PRODUCT_STATUSES } from '#shared/catalogue/catalogue'
import { parseAmount } from '#shared/pricing/money'
import { multiLineText, singleLineText } from './fields'
import { MESSAGES as M } from './messages'
import { pageQuery, pagedListSchema, searchQuery } from './paging'

const name = singleLineText().max(120, M.productNameTooLong)
const description = multiLineText().max(5000, M.productDescriptionTooLong)
const lines = z.array(singleLineText().max(300, M.productLineTooLong)).max(20, M.productLinesTooMany)
const unique = <T>(list: T[]) => new Set(list).size === list.length

export const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: M.productStatusInvalid })
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: M.productCategoryInvalid })

/** "89.00" as staff type it (a comma is read as the decimal point), checked and kept as text. */
export const priceInput = z
  .string({ error: M.productPriceInvalid })
  .trim()
  .transform((v) => v.replace(',', '.'))
  .refine((v) => /^\d{1,5}(\.\d{1,2})?$/.test(v), M.productPriceInvalid)
  .transform((v) => parseAmount(v))

/** Every field the editor changes; all optional in a PATCH, code and category required to create. */
const editable = {
  code: singleLineText(M.productCodeInvalid)
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, M.productCodeInvalid),
  nameEn: name,
  nameEs: name,
  nameFr: name,
  descriptionEn: description,
  descriptionEs: description,
  descriptionFr: description,
  benefitsEn: lines,
  benefitsEs: lines,
  benefitsFr: lines,
  careEn: lines,
  careEs: lines,
  careFr: lines,
  howToUseEn: lines,
  howToUseEs: lines,
  howToUseFr: lines,
  category: productCategorySchema,
  /** Cents after parsing. */
  price: priceInput,
  colors: z.array(z.enum(PRODUCT_COLORS, { error: M.productColorsInvalid })).refine(unique, M.productColorsInvalid),
  sizes: z.array(z.enum(PRODUCT_SIZES, { error: M.productSizesInvalid })).refine(unique, M.productSizesInvalid),
  lowStockThreshold: z.number({ error: M.lowStockThresholdInvalid }).int(M.lowStockThresholdInvalid).min(0, M.lowStockThresholdInvalid).max(1000, M.lowStockThresholdInvalid),
  isCustomMade: z.boolean(),
  status: productStatusSchema,
}

export const productChangesSchema = z.strictObject(editable).partial()
export type ProductChanges = z.output<typeof productChangesSchema>

export const newProductSchema = productChangesSchema.required({ code: true, category: true })
export type NewProduct = z.output<typeof newProductSchema>

export const adminProductQuerySchema = z.object({
  search: searchQuery,
  category: productCategorySchema.optional(),
  status: productStatusSchema.optional(),
  page: pageQuery,
})

export const productPhotoSchema = z.object({
  id: z.string(),
  color: z.string(),
  altEn: z.string(),
  altEs: z.string(),
  altFr: z.string(),
  sources: z.array(z.object({ url: z.string(), width: z.number().int() })),
})

/** A product as the editor sees it: every field, the raw stock, and what still blocks publishing. */
export const adminProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  nameFr: z.string(),
  descriptionEn: z.string(),
  descriptionEs: z.string(),
  descriptionFr: z.string(),
  benefitsEn: z.array(z.string()),
  benefitsEs: z.array(z.string()),
  benefitsFr: z.array(z.string()),
  careEn: z.array(z.string()),
  careEs: z.array(z.string()),
  careFr: z.array(z.string()),
  howToUseEn: z.array(z.string()),
  howToUseEs: z.array(z.string()),
  howToUseFr: z.array(z.string()),
  category: z.string(),
  price: z.string(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  images: z.array(z.string()),
  photos: z.array(productPhotoSchema),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  isCustomMade: z.boolean(),
  status: productStatusSchema,
  /** Fields (and `photos.<colour>`) still missing before the product can be published; empty when ready. */
  missing: z.array(z.string()),
  /** Ordered at least once: it can be archived, never deleted. */
  ordered: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminProduct = z.infer<typeof adminProductSchema>

export const adminProductRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  nameFr: z.string(),
  category: z.string(),
  price: z.string(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  status: productStatusSchema,
  /** The first photo's narrowest source, else the first drawing, else null. */
  thumbnail: z.string().nullable(),
  updatedAt: z.string(),
})
export type AdminProductRow = z.infer<typeof adminProductRowSchema>
export const adminProductPageSchema = pagedListSchema(adminProductRowSchema)

const alt = singleLineText().max(200, M.photoAltTooLong)
/** The text fields of a photo upload (multipart, beside the files `w400`, `w800`, `w1600`). */
export const photoUploadFieldsSchema = z.object({
  color: z.string({ error: M.photoColorInvalid }),
  altEn: alt.default(''),
  altEs: alt.default(''),
  altFr: alt.default(''),
})

export const photoChangesSchema = z.strictObject({ altEn: alt, altEs: alt, altFr: alt }).partial()

/** The product's photo ids in their new order (all of them, each once). */
export const photoOrderSchema = z.strictObject({ order: z.array(z.string(), { error: M.photoOrderInvalid }).max(200, M.photoOrderInvalid) })
