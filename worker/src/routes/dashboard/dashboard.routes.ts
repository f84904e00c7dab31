import { Hono } from 'hono'
import { dashboardApi } from '#shared/contracts/dashboard'
import { requestTime, type AppEnv } from '#worker/context'
import { requireUser, signedInUser } from '#worker/http/auth'
import { dashboardSummary } from '#worker/services/dashboard'

export const dashboardRoutes = new Hono<AppEnv>().get(dashboardApi.summary.path, requireUser, async (c) =>
  c.json(await dashboardSummary(c.get('deps').db, signedInUser(c), requestTime(c))),
)
