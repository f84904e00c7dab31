// Dashboard offers in the back office (admin and staff, behind the guard of admin.routes.ts;
// decision 036): the list with status, the images an offer may show, create, edit and end early.
import { Hono } from 'hono'
import { adminOffersApi } from '#shared/contracts/admin-offers'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { readJson, readQuery } from '#worker/http/validate'
import { createOffer, endOffer, listOffers, offerImages, updateOffer } from '#worker/services/offers-admin'

export const adminOffers = new Hono<AppEnv>()
  .get(adminOffersApi.list.path, async (c) => {
    return c.json(await listOffers(c.get('deps').db, readQuery(c, adminOffersApi.list.query), requestTime(c)))
  })
  .get(adminOffersApi.images.path, async (c) => {
    return c.json({ items: await offerImages(c.get('deps').db) })
  })
  .post(adminOffersApi.create.path, async (c) => {
    const input = await readJson(c, adminOffersApi.create.input)
    return c.json(await createOffer(c.get('deps').db, signedInUser(c).id, input, requestTime(c)), 201)
  })
  .patch(adminOffersApi.update.path, async (c) => {
    const input = await readJson(c, adminOffersApi.update.input)
    return c.json(await updateOffer(c.get('deps').db, signedInUser(c).id, c.req.param('id'), input, requestTime(c)))
  })
  .post(adminOffersApi.end.path, async (c) => {
    return c.json(await endOffer(c.get('deps').db, signedInUser(c).id, c.req.param('id'), requestTime(c)))
  })
