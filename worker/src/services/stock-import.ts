// Stock by CSV (decision 026): staff export every variant by SKU, count or correct the figures in
// a spreadsheet and import the file back. A preview reads the whole file and answers, row by row,
// what would change (before → after) and why a row cannot be applied; nothing is written. Apply
// reads the file again and writes every change in one batch, each with its audit entry, or
// nothing at all: a row refused by the database at write time (a checkout held units of that
// variant meanwhile, so the new figure is below what pending orders hold) rolls the whole batch
// back and the answer names it. The file's columns are found by their header: `sku` and any of
// `stock`, `low_stock_threshold` and `not_offered`; an empty cell leaves that figure as it is, and
// the export's other columns are for reading only.
import { eq, sql } from 'drizzle-orm'
import { STOCK_IMPORT_MAX_ROWS, STOCK_MAX, THRESHOLD_MAX, type StockImportReport, type StockImportRowError } from '#shared/contracts/admin-inventory'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { products, productVariants } from '#worker/db/schema'
import { parseCsv } from './csv'
import { invalid } from './domain-errors'
import { productHasOption } from './inventory'

type Figures = StockImportReport['changes'][number]['after']
type Change = StockImportReport['changes'][number] & { variantId: string }

/** What a spreadsheet may write for a yes/no cell, in the shop's three languages (Excel turns `true` into VERDADERO or VRAI). */
const YES = new Set(['true', 'yes', '1', 'verdadero', 'sí', 'si', 'vrai', 'oui'])
const NO = new Set(['false', 'no', '0', 'falso', 'faux', 'non'])

const wholeNumber = (cell: string, max: number): number | undefined | 'bad' => {
  const text = cell.trim()
  if (text === '') return undefined
  if (!/^\d{1,7}$/.test(text)) return 'bad'
  const value = Number(text)
  return value <= max ? value : 'bad'
}

const yesNo = (cell: string): boolean | undefined | 'bad' => {
  const text = cell.trim().toLowerCase()
  if (text === '') return undefined
  return YES.has(text) ? true : NO.has(text) ? false : 'bad'
}

type FileRow = { line: number; sku: string; stock?: number | 'bad'; lowStockThreshold?: number | 'bad'; notOffered?: boolean | 'bad' }

const COLUMNS_MESSAGE = 'The first row must name the columns: sku, and at least one of stock, low_stock_threshold and not_offered'

/** The file's rows by its header, or a 400 for a file that cannot be read as a whole. */
function readFile(csv: string): FileRow[] {
  const rows = parseCsv(csv)
  if (!rows) throw invalid('The CSV file has a quoted field that never closes', 'stock_import_malformed')
  const [header, ...data] = rows
  const names = (header?.cells ?? []).map((name) => name.trim().toLowerCase())
  const at = (name: string) => names.indexOf(name)
  const [sku, stock, threshold, notOffered] = [at('sku'), at('stock'), at('low_stock_threshold'), at('not_offered')]
  if (sku < 0 || (stock < 0 && threshold < 0 && notOffered < 0)) throw invalid(COLUMNS_MESSAGE, 'stock_import_columns')
  if (data.length === 0) throw invalid('The CSV file has no rows under its header', 'stock_import_empty')
  if (data.length > STOCK_IMPORT_MAX_ROWS) throw invalid(`The CSV file has more than ${STOCK_IMPORT_MAX_ROWS} rows`, 'stock_import_too_many_rows')
  const cell = (cells: string[], index: number) => (index < 0 ? '' : (cells[index] ?? ''))
  return data.map(({ line, cells }) => ({
    line,
    sku: cell(cells, sku).trim().toUpperCase(),
    stock: wholeNumber(cell(cells, stock), STOCK_MAX),
    lowStockThreshold: wholeNumber(cell(cells, threshold), THRESHOLD_MAX),
    notOffered: yesNo(cell(cells, notOffered)),
  }))
}

/** The variants the file names, by SKU, with their product's code. */
async function variantsBySku(db: Db, skus: string[]) {
  const rows = await db
    .select({ variant: productVariants, code: products.code, product: { colors: products.colors, sizes: products.sizes, isCustomMade: products.isCustomMade } })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(sql`${productVariants.sku} IN (SELECT value FROM json_each(${JSON.stringify(skus)}))`)
  return new Map(rows.map((r) => [r.variant.sku, r]))
}

const sameFigures = (a: Figures, b: Figures) => a.stock === b.stock && a.lowStockThreshold === b.lowStockThreshold && a.notOffered === b.notOffered

/** Checks every row against the catalogue as it is now. */
async function plan(db: Db, csv: string): Promise<{ report: StockImportReport; changes: Change[] }> {
  const rows = readFile(csv)
  const found = await variantsBySku(db, [...new Set(rows.map((r) => r.sku).filter(Boolean))])
  const seen = new Set<string>()
  const changes: Change[] = []
  const errors: StockImportReport['errors'] = []
  let unchanged = 0
  for (const row of rows) {
    const refuse = (code: StockImportRowError, pendingQty?: number) => errors.push({ line: row.line, sku: row.sku, code, ...(pendingQty !== undefined && { pendingQty }) })
    if (row.sku === '') {
      refuse('sku_missing')
      continue
    }
    if (seen.has(row.sku)) {
      refuse('sku_repeated')
      continue
    }
    seen.add(row.sku)
    const match = found.get(row.sku)
    if (!match) {
      refuse('sku_unknown')
      continue
    }
    if (row.stock === 'bad') refuse('stock_invalid')
    if (row.lowStockThreshold === 'bad') refuse('threshold_invalid')
    if (row.notOffered === 'bad') refuse('not_offered_invalid')
    if (row.stock === 'bad' || row.lowStockThreshold === 'bad' || row.notOffered === 'bad') continue
    const { variant: v, code, product } = match
    if (row.stock !== undefined && row.stock < v.reserved) {
      refuse('stock_below_pending', v.reserved)
      continue
    }
    if (row.notOffered === false && v.notOffered && !productHasOption(product, v)) {
      refuse('option_removed')
      continue
    }
    const before = { stock: v.stock, lowStockThreshold: v.lowStockThreshold, notOffered: v.notOffered }
    const after = { stock: row.stock ?? v.stock, lowStockThreshold: row.lowStockThreshold ?? v.lowStockThreshold, notOffered: row.notOffered ?? v.notOffered }
    if (sameFigures(before, after)) unchanged++
    else changes.push({ line: row.line, sku: v.sku, variantId: v.id, productCode: code, color: v.color, size: v.size, pendingQty: v.reserved, before, after })
  }
  const report = { applied: false, rows: rows.length, unchanged, changes: changes.map(({ variantId: _id, ...change }) => change), errors }
  return { report, changes }
}

/** What the file would change, row by row; writes nothing. */
export async function previewStockImport(db: Db, csv: string): Promise<StockImportReport> {
  return (await plan(db, csv)).report
}

/**
 * Writes the file's changes in one batch: one audit entry per variant, its figures before read
 * inside the batch, then one UPDATE of all the variants. The changes travel as one JSON parameter,
 * so a file of any size is three statements.
 */
export async function applyStockImport(db: Db, actorId: string, csv: string, now: Date): Promise<StockImportReport> {
  const { report, changes } = await plan(db, csv)
  if (report.errors.length > 0 || changes.length === 0) return { ...report, applied: report.errors.length === 0 }
  const payload = JSON.stringify(
    changes.map((c) => ({ id: c.variantId, auditId: crypto.randomUUID(), stock: c.after.stock, threshold: c.after.lowStockThreshold, notOffered: c.after.notOffered ? 1 : 0 })),
  )
  const wanted = sql`(SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.auditId') AS audit_id, json_extract(value, '$.stock') AS stock,
    json_extract(value, '$.threshold') AS threshold, json_extract(value, '$.notOffered') AS not_offered FROM json_each(${payload}))`
  const figures = (stock: string, threshold: string, notOffered: string) =>
    sql.raw(`json_object('stock', ${stock}, 'lowStockThreshold', ${threshold}, 'notOffered', CASE WHEN ${notOffered} THEN json('true') ELSE json('false') END)`)
  try {
    await db.batch([
      db.run(sql`INSERT INTO admin_audit_log (id, user_id, action, target_type, target_id, before, after, created_at)
        SELECT w.audit_id, ${actorId}, 'inventory.stock_import', 'variant', v.id, ${figures('v.stock', 'v.low_stock_threshold', 'v.not_offered')},
          ${figures('w.stock', 'w.threshold', 'w.not_offered')}, ${now.toISOString()}
        FROM ${wanted} AS w JOIN product_variants v ON v.id = w.id`),
      // UPDATE … FROM joins each wanted row to its variant by primary key (a subquery per column would read the whole file per row).
      db.run(sql`UPDATE product_variants SET stock = w.stock, low_stock_threshold = w.threshold, not_offered = w.not_offered
        FROM ${wanted} AS w WHERE w.id = product_variants.id`),
    ])
  } catch (error) {
    const errors = databaseRefused(error, 'product_variants_reserved_within_stock') ? await heldMeanwhile(db, changes) : []
    if (errors.length === 0) throw error
    return { ...report, applied: false, errors }
  }
  return { ...report, applied: true }
}

/** The rows whose new stock is now below what pending orders hold (checkouts held units since the file was read). */
async function heldMeanwhile(db: Db, changes: Change[]): Promise<StockImportReport['errors']> {
  const now = await variantsBySku(db, changes.map((c) => c.sku))
  return changes.flatMap((c) => {
    const reserved = now.get(c.sku)?.variant.reserved ?? 0
    return c.after.stock < reserved ? [{ line: c.line, sku: c.sku, code: 'stock_below_pending' as const, pendingQty: reserved }] : []
  })
}
