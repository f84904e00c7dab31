// The operations screen's figures (admin only; staff get 403): the API's last crashes and 30 days
// of daily figures (services/server-errors.ts, services/operations.ts, decision 032).
import { Hono } from 'hono'
import { adminOperationsApi } from '#shared/contracts/admin-operations'
import { requestTime, type AppEnv } from '#worker/context'
import { requireRole } from '#worker/http/auth'
import { dailyFigures } from '#worker/services/operations'
import { listServerErrors } from '#worker/services/server-errors'

export const adminOperations = new Hono<AppEnv>()
  .use('*', requireRole('admin'))
  .get(adminOperationsApi.serverErrors.path, async (c) => c.json({ items: await listServerErrors(c.get('deps').db) }))
  .get(adminOperationsApi.dailyFigures.path, async (c) => c.json(await dailyFigures(c.get('deps').db, requestTime(c))))
