// The catalogue editor's shapes (decision 019): what admin and staff send to create and edit
// products and their photos, and what the back office reads back.
import { z } from 'zod'
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_SIZES, PRODUCT_STATUSES } from '#shared/catalogue/catalogue'
import { parseAmount } from '#shared/pricing/money'
import { productSchema } from './catalogue'
import { multiLineText, singleLineText } from './fields'
import { MESSAGES as M } from './messages'
import { pageQuery, pagedListSchema, searchQuery } from './paging'

const name = singleLineText().max(120, M.productNameTooLong)
const description = multiLineText().max(5000, M.productDescriptionTooLong)
const lines = z.array(singleLineText().max(300, M.productLineTooLong)).max(20, M.productLinesTooMany)
const unique = <T>(list: T[]) => new Set(list).size === list.length

const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: M.productStatusInvalid })
const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: M.productCategoryInvalid })

/** "89.00" as staff type it (a comma is read as the decimal point), checked and kept as text. */
const priceInput = singleLineText(M.productPriceInvalid)
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
  /** Off: the product comes back only for the shop's fault (decisions 037, 039); orders keep the flag they were placed with. */
  returnable: z.boolean(),
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

/**
 * A product as the editor sees it: every field, its stock (available over its variants), the
 * threshold its new variants start with, and what still blocks publishing.
 */
export const adminProductSchema = productSchema.extend({
  status: productStatusSchema,
  /** The low-stock threshold the product's new variants start with (decision 026). */
  lowStockThreshold: z.number().int(),
  /** Whether the product can be returned (decision 039). */
  returnable: z.boolean(),
  /** Fields (and `photos.<colour>`) still missing before the product can be published; empty when ready. */
  missing: z.array(z.string()),
  /** Ordered at least once: it can be archived, never deleted. */
  ordered: z.boolean(),
})
export type AdminProduct = z.infer<typeof adminProductSchema>

const adminProductRowSchema = productSchema
  .pick({ id: true, code: true, nameEn: true, nameEs: true, nameFr: true, category: true, price: true, updatedAt: true })
  .extend({
    /** Units on hand over all the product's variants (0 for a made-to-measure piece). */
    stock: z.number().int(),
    lowStockThreshold: z.number().int(),
    status: productStatusSchema,
    /** The first photo's narrowest source, else the first drawing, else null. */
    thumbnail: z.string().nullable(),
  })
export type AdminProductRow = z.infer<typeof adminProductRowSchema>
export const adminProductPageSchema = pagedListSchema(adminProductRowSchema)

const alt = singleLineText().max(200, M.photoAltTooLong)
/** The text fields of a photo upload (multipart, beside the files `w400`, `w800`, `w1600`). */
export const photoUploadFieldsSchema = z.object({
  color: singleLineText(M.photoColorInvalid),
  altEn: alt.default(''),
  altEs: alt.default(''),
  altFr: alt.default(''),
})

export const photoChangesSchema = z.strictObject({ altEn: alt, altEs: alt, altFr: alt }).partial()

/** The product's photo ids in their new order (all of them, each once). */
export const photoOrderSchema = z.strictObject({ order: z.array(singleLineText(M.photoOrderInvalid), { error: M.photoOrderInvalid }).max(200, M.photoOrderInvalid) })
