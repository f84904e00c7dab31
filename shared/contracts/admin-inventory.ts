// Inventory in the back office (admin and staff; decision 017), per variant (decision 026).
// Figures of a variant: stock = units on hand not yet sold; pending = units held by unpaid
// orders; sold = units in processing, shipped and delivered orders of that variant; available =
// stock − pending; low when the variant is offered and available ≤ its own threshold. A
// product's figures are the sums over its variants; it is low when any of its variants is.
// Made-to-measure pieces keep no stock: they are listed as made to order, without stock figures.
import { z } from 'zod'
import { SKU_PATTERN } from '#shared/catalogue/variants'
import { multiLineText, singleLineText } from '#shared/schemas/fields'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema, searchQuery } from '#shared/schemas/paging'
import { get, patch, post, resource } from './contract'

const amount = z.string().regex(/^-?\d+\.\d{2}$/)

/** The largest stock figure the shop accepts: a typo of three extra zeros is refused, not stored. */
export const STOCK_MAX = 1_000_000
/** The largest low-stock threshold, as in the catalogue editor. */
export const THRESHOLD_MAX = 1000

const inventoryQuerySchema = z.object({
  /** Product code or English name. */
  search: searchQuery,
  page: pageQuery,
})

/** One product's totals over its variants; null figures for a made-to-measure piece (made to order). */
const inventoryItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** The product's name in each language: the screen shows the reader's. */
  nameEn: z.string(),
  nameEs: z.string(),
  nameFr: z.string(),
  category: z.string(),
  price: amount,
  madeToOrder: z.boolean(),
  stock: z.number().int().nullable(),
  pendingQty: z.number().int().nullable(),
  soldQty: z.number().int(),
  available: z.number().int().nullable(),
  /** How many of its variants are low (available ≤ their threshold). */
  lowVariants: z.number().int(),
  isLowStock: z.boolean(),
})
export type InventoryItem = z.infer<typeof inventoryItemSchema>

/** The three summary cards, over the whole active catalogue: Low Stock Alerts counts low variants. */
const inventorySummarySchema = z.object({
  totalProducts: z.number().int(),
  totalStock: z.number().int(),
  lowStockAlerts: z.number().int(),
})

const inventoryListSchema = pagedListSchema(inventoryItemSchema).extend({ summary: inventorySummarySchema })

/** One colour × size of a product with its figures. */
const variantStockRowSchema = z.object({
  id: z.string(),
  sku: z.string(),
  color: z.string(),
  size: z.string(),
  stock: z.number().int(),
  pendingQty: z.number().int(),
  soldQty: z.number().int(),
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
  notOffered: z.boolean(),
  isLow: z.boolean(),
  /** People waiting for a back-in-stock email of this variant. */
  waiting: z.number().int(),
})
export type VariantStockRow = z.infer<typeof variantStockRowSchema>

/**
 * A product's size × colour grid: its colours and sizes in the shop's order (those of variants
 * kept but no longer chosen on the product included), and each variant.
 */
const productStockSchema = inventoryItemSchema.extend({
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  variants: z.array(variantStockRowSchema),
})
export type ProductStock = z.infer<typeof productStockSchema>

const skuInput = singleLineText(M.skuInvalid).toUpperCase().regex(SKU_PATTERN, M.skuInvalid)
const stockInput = z.number({ error: M.stockInvalid }).int(M.stockInvalid).min(0, M.stockInvalid).max(STOCK_MAX, M.stockInvalid)
const thresholdInput = z.number({ error: M.lowStockThresholdInvalid }).int(M.lowStockThresholdInvalid).min(0, M.lowStockThresholdInvalid).max(THRESHOLD_MAX, M.lowStockThresholdInvalid)

/**
 * A change to one variant: `stock` (the new figure) or `delta` (a change, e.g. −2 for two
 * damaged pieces), never both; its threshold, whether it is offered, its SKU. The database refuses
 * a figure below the units pending orders hold (409).
 */
const variantUpdateSchema = z
  .strictObject({
    stock: stockInput.optional(),
    delta: z.number({ error: M.deltaInvalid }).int(M.deltaInvalid).min(-STOCK_MAX, M.deltaInvalid).max(STOCK_MAX, M.deltaInvalid).optional(),
    lowStockThreshold: thresholdInput.optional(),
    notOffered: z.boolean({ error: M.notOfferedInvalid }).optional(),
    sku: skuInput.optional(),
  })
  .refine((v) => !(v.stock !== undefined && v.delta !== undefined) && Object.values(v).some((value) => value !== undefined), M.stockOrDelta)
export type VariantUpdate = z.output<typeof variantUpdateSchema>

/** The CSV of every variant, and the columns an import reads (`sku` and any of the three after it). */
export const STOCK_CSV_COLUMNS = ['sku', 'product_code', 'color', 'size', 'stock', 'reserved', 'available', 'low_stock_threshold', 'not_offered'] as const
/** The most an import file may weigh (about 40,000 rows): the request body limit of the import calls. */
export const STOCK_IMPORT_MAX_BYTES = 2 * 1024 * 1024
/** The most rows one import writes, all in one batch. */
export const STOCK_IMPORT_MAX_ROWS = 40_000

const stockImportSchema = z.object({
  csv: multiLineText(M.stockImportEmpty).min(1, M.stockImportEmpty).max(STOCK_IMPORT_MAX_BYTES, M.stockImportTooLarge),
})

/** Why a row of an import cannot be applied; the app words each in the staff's language. */
export const STOCK_IMPORT_ROW_ERRORS = [
  'sku_missing',
  'sku_unknown',
  'sku_repeated',
  'stock_invalid',
  'threshold_invalid',
  'not_offered_invalid',
  'stock_below_pending',
  /** Offering again a variant whose colour or size the product no longer has. */
  'option_removed',
] as const
export type StockImportRowError = (typeof STOCK_IMPORT_ROW_ERRORS)[number]

const variantFiguresSchema = z.object({ stock: z.number().int(), lowStockThreshold: z.number().int(), notOffered: z.boolean() })

/** What an import does or would do: each changed variant before → after, each refused row, and how many rows change nothing. */
const stockImportReportSchema = z.object({
  /** True once written (apply); a preview, or an apply refused as a whole, writes nothing. */
  applied: z.boolean(),
  rows: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(
    z.object({
      /** The file's line number (the header is line 1). */
      line: z.number().int(),
      sku: z.string(),
      productCode: z.string(),
      color: z.string(),
      size: z.string(),
      pendingQty: z.number().int(),
      before: variantFiguresSchema,
      after: variantFiguresSchema,
    }),
  ),
  errors: z.array(
    z.object({
      line: z.number().int(),
      sku: z.string(),
      code: z.enum(STOCK_IMPORT_ROW_ERRORS),
      /** For `stock_below_pending`: the units pending orders hold. */
      pendingQty: z.number().int().optional(),
    }),
  ),
})
export type StockImportReport = z.infer<typeof stockImportReportSchema>

export const adminInventoryApi = resource('/api/admin/inventory', {
  list: get('/', { access: 'back-office', query: inventoryQuerySchema, output: inventoryListSchema }),
  exportCsv: get('/export.csv', {
    access: 'back-office',
    gives: { mediaType: 'text/csv', description: `A download, one row per variant, by product code, colour and size; columns: ${STOCK_CSV_COLUMNS.join(', ')}.` },
  }),
  /**
   * Reads a CSV by SKU and answers what it would change; writes nothing. 400 for a file that
   * cannot be read (`stock_import_malformed`, `stock_import_no_sku`, `stock_import_too_many_rows`), 413 past the size limit.
   */
  previewImport: post('/import/preview', {
    access: 'back-office',
    input: stockImportSchema,
    output: stockImportReportSchema,
    errors: ['stock_import_malformed', 'stock_import_columns', 'stock_import_empty', 'stock_import_too_many_rows'],
  }),
  /**
   * Reads the file again and writes every change in one batch with its audit entries, or nothing:
   * `applied: false` with the rows that stop it (one a checkout held units of meanwhile included).
   */
  applyImport: post('/import/apply', {
    access: 'back-office',
    input: stockImportSchema,
    output: stockImportReportSchema,
    errors: ['stock_import_malformed', 'stock_import_columns', 'stock_import_empty', 'stock_import_too_many_rows'],
  }),
  /** The product's size × colour grid (404 for an unknown product). */
  product: get('/:id', { access: 'back-office', output: productStockSchema, errors: ['not_found'] }),
  /**
   * 409 `stock_below_pending` or `stock_negative` with the figure that holds; 409 `sku_taken`;
   * 409 `variant_option_removed` to offer a variant whose colour or size the product no longer has.
   */
  updateVariant: patch('/variants/:id', {
    access: 'back-office',
    input: variantUpdateSchema,
    output: variantStockRowSchema,
    errors: ['variant_not_found', 'variant_option_removed', 'sku_taken', 'stock_negative', 'stock_below_pending'],
  }),
})
