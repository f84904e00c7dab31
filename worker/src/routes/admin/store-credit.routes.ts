// A customer's store credit in the back office (admin and staff, behind the guard of
// admin.routes.ts; decision 035): the balance and ledger, and goodwill credit, audited.
import { Hono } from 'hono'
import { adminStoreCreditApi } from '#shared/contracts/store-credit'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { publicOrigin } from '#worker/http/public-origin'
import { readJson } from '#worker/http/validate'
import { adminStoreCreditOf, grantGoodwillCredit } from '#worker/services/store-credit'

export const adminStoreCredit = new Hono<AppEnv>()
  .get(adminStoreCreditApi.ofCustomer.path, async (c) => c.json(await adminStoreCreditOf(c.get('deps').db, c.req.param('userId'))))
  .post(adminStoreCreditApi.grant.path, async (c) => {
    const input = await readJson(c, adminStoreCreditApi.grant.input)
    const context = { now: requestTime(c), origin: publicOrigin(c) }
    return c.json(await grantGoodwillCredit(c.get('deps').db, signedInUser(c).id, c.req.param('userId'), input, context), 201)
  })
