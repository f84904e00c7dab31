// Contact messages in the back office (admin and staff, behind the guard of admin.routes.ts;
// decision 038): the list, one message, and its status.
import { Hono } from 'hono'
import { adminMessagesApi } from '#shared/contracts/admin-messages'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { readJson, readQuery } from '#worker/http/validate'
import { changeContactMessageStatus, contactMessageDetail, listContactMessages } from '#worker/services/contact-messages-admin'

export const adminMessages = new Hono<AppEnv>()
  .get(adminMessagesApi.list.path, async (c) => {
    return c.json(await listContactMessages(c.get('deps').db, readQuery(c, adminMessagesApi.list.query)))
  })
  .get(adminMessagesApi.detail.path, async (c) => {
    return c.json(await contactMessageDetail(c.get('deps').db, c.req.param('id')))
  })
  .patch(adminMessagesApi.changeStatus.path, async (c) => {
    const { status } = await readJson(c, adminMessagesApi.changeStatus.input)
    return c.json(await changeContactMessageStatus(c.get('deps').db, signedInUser(c).id, c.req.param('id'), status, requestTime(c)))
  })
