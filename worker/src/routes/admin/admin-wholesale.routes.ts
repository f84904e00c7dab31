// The back office's wholesale screens: inquiries with their status, and the accounts
// waiting for approval. Mounted by admin.routes.ts behind its admin-and-staff guard.
import { Hono } from 'hono'
import { adminAccountsApi, adminInquiriesApi } from '#shared/contracts/wholesale'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { readJson, readQuery } from '#worker/http/validate'
import { decideAccount, listAccounts } from '#worker/services/wholesale-accounts'
import { changeInquiryStatus, findInquiry, listInquiries } from '#worker/services/wholesale-inquiries'

export const adminInquiries = new Hono<AppEnv>()
  .get(adminInquiriesApi.list.path, async (c) => c.json(await listInquiries(c.get('deps').db, readQuery(c, adminInquiriesApi.list.query))))
  .get(adminInquiriesApi.byId.path, async (c) => c.json(await findInquiry(c.get('deps').db, c.req.param('id'))))
  .patch(adminInquiriesApi.changeStatus.path, async (c) => {
    const { status } = await readJson(c, adminInquiriesApi.changeStatus.input)
    return c.json(await changeInquiryStatus(c.get('deps').db, signedInUser(c).id, c.req.param('id'), status, requestTime(c)))
  })

export const adminAccounts = new Hono<AppEnv>()
  .get(adminAccountsApi.list.path, async (c) => c.json(await listAccounts(c.get('deps').db, readQuery(c, adminAccountsApi.list.query))))
  .patch(adminAccountsApi.decide.path, async (c) => {
    const decision = await readJson(c, adminAccountsApi.decide.input)
    return c.json(await decideAccount(c.get('deps').db, signedInUser(c).id, c.req.param('id'), decision, requestTime(c)))
  })
