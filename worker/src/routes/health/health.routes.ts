import { Hono } from 'hono'
import { healthApi } from '#shared/contracts/content'
import type { AppEnv } from '#worker/context'
import { checkDatabase } from '#worker/services/health'

export const healthRoutes = new Hono<AppEnv>().get(healthApi.check.path, async (c) => {
  const { db, config, email } = c.get('deps')
  await checkDatabase(db)
  // Email not configured is no outage (still 200): the emails wait queued until it is.
  return c.json({ status: 'ok' as const, runtime: config.runtime, database: 'ok' as const, email: email?.transport ?? ('not_configured' as const) })
})
