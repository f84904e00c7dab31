// Returns in the back office (admin and staff, behind the guard of admin.routes.ts; decision 039):
// the list, a case, and staff's steps, each audited and emailed (services/returns-admin.ts).
import { Hono, type Context } from 'hono'
import { adminReturnsApi } from '#shared/contracts/admin-returns'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { deliversEmail } from '#worker/http/deliver-email'
import { publicOrigin } from '#worker/http/public-origin'
import { readJson, readQuery } from '#worker/http/validate'
import { paymentGateway } from '#worker/services/payments/gateway'
import {
  adminReturnCase,
  approveReturn,
  closeReturn,
  finishReturn,
  inspectReturn,
  listReturns,
  receiveReturn,
  rejectReturn,
  replyToReturn,
  type ReturnsAdminDeps,
} from '#worker/services/returns-admin'
import { siteInfoFor } from '#worker/services/site-info'

const depsOf = (c: Context<AppEnv>): ReturnsAdminDeps => {
  const deps = c.get('deps')
  return { db: deps.db, config: deps.config, gateway: () => paymentGateway(deps), log: c.get('log'), origin: publicOrigin(c), shipTo: siteInfoFor(deps.config).companyAddress }
}
const who = (c: Context<AppEnv>) => signedInUser(c).id
const caseId = (c: Context<AppEnv>) => c.req.param('id') ?? ''

export const adminReturns = new Hono<AppEnv>()
  .get(adminReturnsApi.list.path, async (c) => c.json(await listReturns(c.get('deps').db, readQuery(c, adminReturnsApi.list.query))))
  .get(adminReturnsApi.detail.path, async (c) => c.json(await adminReturnCase(c.get('deps').db, caseId(c), requestTime(c))))
  // The customer's email leaves at once, not at the next scheduled run.
  .post(adminReturnsApi.approve.path, deliversEmail(), async (c) => c.json(await approveReturn(depsOf(c), who(c), caseId(c), requestTime(c))))
  .post(adminReturnsApi.reject.path, deliversEmail(), async (c) => {
    const { note } = await readJson(c, adminReturnsApi.reject.input)
    return c.json(await rejectReturn(depsOf(c), who(c), caseId(c), note, requestTime(c)))
  })
  .post(adminReturnsApi.receive.path, deliversEmail(), async (c) => c.json(await receiveReturn(depsOf(c), who(c), caseId(c), requestTime(c))))
  .post(adminReturnsApi.inspect.path, async (c) => {
    const input = await readJson(c, adminReturnsApi.inspect.input)
    return c.json(await inspectReturn(depsOf(c), who(c), caseId(c), input, requestTime(c)))
  })
  .post(adminReturnsApi.finish.path, deliversEmail(), async (c) => {
    const { outcome } = await readJson(c, adminReturnsApi.finish.input)
    return c.json(await finishReturn(depsOf(c), who(c), caseId(c), outcome, requestTime(c)))
  })
  .post(adminReturnsApi.message.path, deliversEmail(), async (c) => {
    const { message } = await readJson(c, adminReturnsApi.message.input)
    return c.json(await replyToReturn(depsOf(c), who(c), caseId(c), message, requestTime(c)), 201)
  })
  .post(adminReturnsApi.close.path, deliversEmail(), async (c) => c.json(await closeReturn(depsOf(c), who(c), caseId(c), requestTime(c))))
