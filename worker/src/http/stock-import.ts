// The stock import's two calls carry a whole CSV file as JSON, up to 2 MB (decision 026): more
// than the app's 100 KB for other bodies: app.ts gives them this limit instead.
import { bodyLimit } from 'hono/body-limit'
import { adminInventoryApi, STOCK_IMPORT_MAX_BYTES } from '#shared/contracts/admin-inventory'
import { ApiError } from './errors'

const importPaths = new Set([adminInventoryApi.previewImport.url, adminInventoryApi.applyImport.url])

/** POST /api/admin/inventory/import/preview and …/apply. */
export const isStockImport = (method: string, path: string) => method === 'POST' && importPaths.has(path.replace(/\/$/, ''))

/** The import's own limit: the file, with room for the JSON around it. */
export const stockImportBodyLimit = bodyLimit({
  maxSize: STOCK_IMPORT_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new ApiError('payload_too_large', 'The CSV file must be at most 2 MB')
  },
})
