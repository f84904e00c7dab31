// Inventory in the back office (admin and staff; decision 017). Figures (decision 012):
// stock = units on hand not yet sold; pending = units held by unpaid
// orders; sold = units in processing, shipped and delivered orders; available = stock − pending;
// low stock when available ≤ the product's threshold.
import { z } from 'zod'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema, searchQuery } from '#shared/schemas/paging'
import { get, patch, resource } from './contract'

const amount = z.string().regex(/^-?\d+\.\d{2}$/)

/** The largest stock figure the shop accepts: a typo of three extra zeros is refused, not stored. */
export const STOCK_MAX = 1_000_000

const inventoryQuerySchema = z.object({
  /** Product code or English name. */
  search: searchQuery,
  page: pageQuery,
})

/** One product's stock figures, with the threshold the low-stock flag is measured against. */
const inventoryItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameEn: z.string(),
  category: z.string(),
  price: amount,
  stock: z.number().int(),
  pendingQty: z.number().int(),
  soldQty: z.number().int(),
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
  isLowStock: z.boolean(),
})
export type InventoryItem = z.infer<typeof inventoryItemSchema>

/** The three summary cards, over the whole active catalogue (not only the page on show). */
const inventorySummarySchema = z.object({
  totalProducts: z.number().int(),
  totalStock: z.number().int(),
  lowStockAlerts: z.number().int(),
})

const inventoryListSchema = pagedListSchema(inventoryItemSchema).extend({ summary: inventorySummarySchema })

/**
 * Exactly one of `stock` (the new figure) or `delta` (a change, e.g. −2 for two damaged
 * pieces); the admin screen sends `stock`. The database refuses a figure below the units pending
 * orders hold (409).
 */
const stockUpdateSchema = z
  .object({
    stock: z.number({ error: M.stockInvalid }).int(M.stockInvalid).min(0, M.stockInvalid).max(STOCK_MAX, M.stockInvalid).optional(),
    delta: z.number({ error: M.deltaInvalid }).int(M.deltaInvalid).min(-STOCK_MAX, M.deltaInvalid).max(STOCK_MAX, M.deltaInvalid).optional(),
  })
  .refine((v) => (v.stock === undefined) !== (v.delta === undefined), M.stockOrDelta)
export type StockUpdate = z.output<typeof stockUpdateSchema>

export const adminInventoryApi = resource('/api/admin/inventory', {
  list: get('/', { access: 'back-office', query: inventoryQuerySchema, output: inventoryListSchema }),
  /** 409 `stock_below_pending` or `stock_negative` with the figure that holds. */
  updateStock: patch('/:id/stock', { access: 'back-office', input: stockUpdateSchema, output: inventoryItemSchema }),
})
