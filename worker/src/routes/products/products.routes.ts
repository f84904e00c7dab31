import { Hono } from 'hono'
import { productsApi } from '#shared/contracts/catalogue'
import type { AppEnv } from '#worker/context'
import { notFound } from '#worker/services/domain-errors'
import { findProduct, listProducts } from '#worker/services/catalogue'

export const productsRoutes = new Hono<AppEnv>()
  .get(productsApi.list.path, async (c) => c.json(await listProducts(c.get('deps').db)))
  .get(productsApi.byId.path, async (c) => {
    const product = await findProduct(c.get('deps').db, c.req.param('id'))
    if (!product) throw notFound('Product not found')
    return c.json(product)
  })
