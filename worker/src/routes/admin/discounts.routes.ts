// Discount codes in the back office (admin and staff, behind the guard of admin.routes.ts;
// decision 034): the list with figures, create, edit, pause, resume and end.
import { Hono } from 'hono'
import { adminDiscountsApi } from '#shared/contracts/admin-discounts'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { readJson, readQuery } from '#worker/http/validate'
import { changeDiscountCode, createDiscountCode, listDiscountCodes, updateDiscountCode } from '#worker/services/discount-codes-admin'

export const adminDiscounts = new Hono<AppEnv>()
  .get(adminDiscountsApi.list.path, async (c) => {
    return c.json(await listDiscountCodes(c.get('deps').db, readQuery(c, adminDiscountsApi.list.query), requestTime(c)))
  })
  .post(adminDiscountsApi.create.path, async (c) => {
    const input = await readJson(c, adminDiscountsApi.create.input)
    return c.json(await createDiscountCode(c.get('deps').db, signedInUser(c).id, input, requestTime(c)), 201)
  })
  .patch(adminDiscountsApi.update.path, async (c) => {
    const input = await readJson(c, adminDiscountsApi.update.input)
    return c.json(await updateDiscountCode(c.get('deps').db, signedInUser(c).id, c.req.param('id'), input, requestTime(c)))
  })
  .post(adminDiscountsApi.pause.path, async (c) => {
    return c.json(await changeDiscountCode(c.get('deps').db, signedInUser(c).id, c.req.param('id'), 'pause', requestTime(c)))
  })
  .post(adminDiscountsApi.resume.path, async (c) => {
    return c.json(await changeDiscountCode(c.get('deps').db, signedInUser(c).id, c.req.param('id'), 'resume', requestTime(c)))
  })
  .post(adminDiscountsApi.end.path, async (c) => {
    return c.json(await changeDiscountCode(c.get('deps').db, signedInUser(c).id, c.req.param('id'), 'end', requestTime(c)))
  })
