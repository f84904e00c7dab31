// Inventory in the back office (admin and staff, behind the guard of admin.routes.ts).
import { Hono } from 'hono'
import { adminInventoryApi } from '#shared/contracts/admin-inventory'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { readJson, readQuery } from '#worker/http/validate'
import { listInventory, updateStock } from '#worker/services/inventory'

export const adminInventory = new Hono<AppEnv>()
  .get(adminInventoryApi.list.path, async (c) => {
    return c.json(await listInventory(c.get('deps').db, readQuery(c, adminInventoryApi.list.query)))
  })
  .patch(adminInventoryApi.updateStock.path, async (c) => {
    const change = await readJson(c, adminInventoryApi.updateStock.input)
    return c.json(await updateStock(c.get('deps').db, signedInUser(c).id, c.req.param('id'), change, requestTime(c)))
  })
