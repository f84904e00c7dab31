// Inventory in the back office (admin and staff, behind the guard of admin.routes.ts): the
// product list with totals, a product's size × colour grid, one variant's change, and stock by
// CSV (export, preview, apply).
import { Hono } from 'hono'
import { adminInventoryApi } from '#shared/contracts/admin-inventory'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { csvDownload } from '#worker/http/csv-download'
import { readJson, readQuery } from '#worker/http/validate'
import { exportStockCsv, listInventory, productStock, updateVariant } from '#worker/services/inventory'
import { applyStockImport, previewStockImport } from '#worker/services/stock-import'

export const adminInventory = new Hono<AppEnv>()
  .get(adminInventoryApi.list.path, async (c) => {
    return c.json(await listInventory(c.get('deps').db, readQuery(c, adminInventoryApi.list.query)))
  })
  // Registered before '/:id', which would otherwise take 'export.csv' for a product id.
  .get(adminInventoryApi.exportCsv.path, async (c) => {
    return csvDownload(c, await exportStockCsv(c.get('deps').db), 'stock')
  })
  .post(adminInventoryApi.previewImport.path, async (c) => {
    const { csv } = await readJson(c, adminInventoryApi.previewImport.input)
    return c.json(await previewStockImport(c.get('deps').db, csv))
  })
  .post(adminInventoryApi.applyImport.path, async (c) => {
    const { csv } = await readJson(c, adminInventoryApi.applyImport.input)
    return c.json(await applyStockImport(c.get('deps').db, signedInUser(c).id, csv, requestTime(c)))
  })
  .get(adminInventoryApi.product.path, async (c) => {
    return c.json(await productStock(c.get('deps').db, c.req.param('id')))
  })
  .patch(adminInventoryApi.updateVariant.path, async (c) => {
    const change = await readJson(c, adminInventoryApi.updateVariant.input)
    return c.json(await updateVariant(c.get('deps').db, signedInUser(c).id, c.req.param('id'), change, requestTime(c)))
  })
