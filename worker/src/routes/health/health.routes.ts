import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { healthApi } from '#shared/contracts/content'
import type { AppEnv } from '#worker/context'

export const healthRoutes = new Hono<AppEnv>().get(healthApi.check.path, async (c) => {
  const { db, config } = c.get('deps')
  await db.run(sql`select 1`)
  return c.json({ status: 'ok', runtime: config.runtime, database: 'ok' })
})
