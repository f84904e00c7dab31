// The email outbox in the back office (admin only): counts, the last errors, and a retry for a
// failed email, which starts a delivery run at once.
import { Hono } from 'hono'
import { adminEmailOutboxApi } from '#shared/contracts/admin-email-outbox'
import { requestTime, type AppEnv } from '#worker/context'
import { requireRole, signedInUser } from '#worker/http/auth'
import { deliversEmail } from '#worker/http/deliver-email'
import { emailOutboxSummary, retryFailedEmail } from '#worker/services/email-outbox'

export const adminEmailOutbox = new Hono<AppEnv>()
  .use('*', requireRole('admin'))
  .get(adminEmailOutboxApi.summary.path, async (c) => {
    const { db, email } = c.get('deps')
    return c.json({ transport: email?.transport ?? ('not_configured' as const), ...(await emailOutboxSummary(db)) })
  })
  .post(adminEmailOutboxApi.retry.path, deliversEmail(), async (c) => {
    return c.json(await retryFailedEmail(c.get('deps').db, signedInUser(c).id, c.req.param('id'), requestTime(c)))
  })
