// Newsletter subscribers in the back office (admin and staff, behind the guard of admin.routes.ts;
// decision 038): the list and the CSV export of the active ones (audited).
import { Hono } from 'hono'
import { adminSubscribersApi } from '#shared/contracts/admin-subscribers'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { csvDownload } from '#worker/http/csv-download'
import { readQuery } from '#worker/http/validate'
import { exportActiveSubscribersCsv, listSubscribers } from '#worker/services/newsletter-admin'

export const adminSubscribers = new Hono<AppEnv>()
  .get(adminSubscribersApi.list.path, async (c) => {
    return c.json(await listSubscribers(c.get('deps').db, readQuery(c, adminSubscribersApi.list.query)))
  })
  .get(adminSubscribersApi.exportCsv.path, async (c) => {
    return csvDownload(c, await exportActiveSubscribersCsv(c.get('deps').db, signedInUser(c).id, requestTime(c)), 'newsletter-subscribers')
  })
