import { Hono } from 'hono'
import { siteApi } from '#shared/contracts/content'
import type { AppEnv } from '#worker/context'
import { siteInfoFor } from '#worker/services/site-info'

export const siteRoutes = new Hono<AppEnv>().get(siteApi.info.path, (c) => {
  c.header('Cache-Control', 'public, max-age=300')
  return c.json(siteInfoFor(c.get('deps').config))
})
