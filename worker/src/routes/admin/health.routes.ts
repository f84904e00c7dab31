// The health report for the person on call (admin only; staff get 403): see services/health.ts.
import { Hono } from 'hono'
import { adminHealthApi } from '#shared/contracts/admin-health'
import { SERVER_BUILD } from '#worker/build'
import { requestTime, type AppEnv } from '#worker/context'
import { requireRole } from '#worker/http/auth'
import { SCHEDULED_JOBS } from '#worker/jobs/scheduled'
import { healthReport } from '#worker/services/health'

const JOB_NAMES = SCHEDULED_JOBS.map((job) => job.name)

export const adminHealth = new Hono<AppEnv>().use('*', requireRole('admin')).get(adminHealthApi.report.path, async (c) => {
  const { db, config, email, photos, build } = c.get('deps')
  const report = await healthReport(db, { log: c.get('log'), now: requestTime(c), jobNames: JOB_NAMES, transport: email?.transport ?? 'not_configured', pushConfigured: config.vapid !== undefined, photos })
  return c.json({ status: 'ok' as const, runtime: config.runtime, build: build ?? SERVER_BUILD, ...report })
})
