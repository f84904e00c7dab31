import { Hono } from 'hono'
import { healthApi } from '#shared/contracts/content'
import { SERVER_BUILD } from '#worker/build'
import type { AppEnv } from '#worker/context'
import { demoAccountsIn, demoAccountsWarning } from '#worker/services/demo-accounts'
import { checkDatabase } from '#worker/services/health'

export const healthRoutes = new Hono<AppEnv>().get(healthApi.check.path, async (c) => {
  const { db, config, email } = c.get('deps')
  await checkDatabase(db, c.get('log'))
  const demo = await demoAccountsIn(db)
  const warning = demoAccountsWarning(config, demo)
  // Email not configured is no outage (still 200): the emails wait queued until it is; nor are
  // demo accounts in production (a staging shop), but the answer says so (decision 022).
  return c.json({
    status: 'ok' as const,
    version: SERVER_BUILD.version,
    runtime: config.runtime,
    database: 'ok' as const,
    email: email?.transport ?? ('not_configured' as const),
    demoAccounts: demo.length > 0,
    ...(warning ? { warning } : {}),
  })
})
