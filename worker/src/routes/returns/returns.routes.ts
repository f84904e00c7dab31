import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { RETURN_EVIDENCE_MAX_VIDEO_BYTES } from '#shared/schemas/returns'
import { returnsApi } from '#shared/contracts/returns'
import { requestTime, type AppEnv } from '#worker/context'
import { currentUser, requireUser, signedInUser } from '#worker/http/auth'
import { orderIdOf, visibleOrder } from '#worker/http/order-viewer'
import { deliversEmail } from '#worker/http/deliver-email'
import { ApiError } from '#worker/http/errors'
import { readEvidenceUpload } from '#worker/http/photo-upload'
import { publicOrigin } from '#worker/http/public-origin'
import { rateLimit } from '#worker/http/rate-limit'
import { readJson } from '#worker/http/validate'
import { notFound } from '#worker/services/domain-errors'
import { addEvidence, readEvidence } from '#worker/services/return-evidence'
import { ORDER_LOOKUP_RATE_LIMIT } from '#worker/services/rate-limit-rules'
import { addCustomerMessage, casesOfUser, caseView, customerStep, findCase, quoteOf, requestReturn, returnFacts, returnOptionsOf } from '#worker/services/returns'
import type { Context } from 'hono'

// Returns reach an order as its pages do (decision 023): its owner, staff, the device that placed
// it or the order's signed link key; anyone else is answered as for an order that does not exist,
// at the order lookups' pace per address.
const lookups = rateLimit({ bucket: 'order-lookup', rule: ORDER_LOOKUP_RATE_LIMIT, message: 'Too many order lookups from this connection. Please try again later.' })

async function factsOf(c: Context<AppEnv>) {
  const { order } = await visibleOrder(c, orderIdOf(c.req.param('orderId') ?? ''))
  const facts = await returnFacts(c.get('deps').db, order.id, requestTime(c))
  if (!facts) throw notFound('Order not found')
  return facts
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The case when the caller may see its order; 404 otherwise, as for an unknown case. */
async function visibleCase(c: Context<AppEnv>) {
  const id = c.req.param('caseId') ?? ''
  const row = UUID.test(id) ? await findCase(c.get('deps').db, id.toLowerCase()) : undefined
  if (!row) throw notFound('Return not found')
  await visibleOrder(c, row.orderId).catch(() => {
    throw notFound('Return not found')
  })
  return row
}

export const returnsRoutes = new Hono<AppEnv>()
  .get(returnsApi.mine.path, requireUser, async (c) => c.json(await casesOfUser(c.get('deps').db, signedInUser(c).id)))
  .get(returnsApi.options.path, lookups, async (c) => c.json(returnOptionsOf(await factsOf(c))))
  .post(returnsApi.quote.path, lookups, async (c) => {
    const input = await readJson(c, returnsApi.quote.input)
    return c.json(quoteOf(await factsOf(c), input.reason, input.lines))
  })
  // The customer's email with the case number leaves at once.
  .post(returnsApi.request.path, lookups, deliversEmail(), async (c) => {
    const input = await readJson(c, returnsApi.request.input)
    const facts = await factsOf(c)
    const user = await currentUser(c)
    return c.json(await requestReturn(c.get('deps').db, facts, input, { userId: user?.id ?? null, now: requestTime(c), origin: publicOrigin(c) }), 201)
  })
  .get(returnsApi.byId.path, lookups, async (c) => c.json(await caseView(c.get('deps').db, (await visibleCase(c)).id)))
  .post(
    returnsApi.addEvidence.path,
    lookups,
    bodyLimit({
      maxSize: RETURN_EVIDENCE_MAX_VIDEO_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError('payload_too_large', 'A video must be at most 25 MB, a photo 10 MB')
      },
    }),
    async (c) => {
      const store = c.get('deps').photos
      if (!store) throw new ApiError('uploads_unavailable', 'Uploads are not configured on this server')
      const row = await visibleCase(c)
      const bytes = await readEvidenceUpload(c)
      await addEvidence(c.get('deps').db, store, row, bytes, requestTime(c))
      return c.json(await caseView(c.get('deps').db, row.id), 201)
    },
  )
  // Private: only who may see the case's order reads it, and nothing keeps a copy.
  .get(returnsApi.evidence.path, lookups, async (c) => {
    const row = await visibleCase(c)
    const file = await readEvidence(c.get('deps').db, c.get('deps').photos, row, c.req.param('evidenceId'))
    return new Response(file.body, {
      headers: { 'content-type': file.contentType, 'content-length': String(file.size), 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
    })
  })
  .post(returnsApi.shipped.path, lookups, async (c) => {
    const { message } = await readJson(c, returnsApi.shipped.input)
    const row = await visibleCase(c)
    const user = await currentUser(c)
    return c.json(await customerStep(c.get('deps').db, row, 'shipped_back', message, user?.id ?? null, requestTime(c)))
  })
  .post(returnsApi.withdraw.path, lookups, async (c) => {
    const { message } = await readJson(c, returnsApi.withdraw.input)
    const row = await visibleCase(c)
    const user = await currentUser(c)
    return c.json(await customerStep(c.get('deps').db, row, 'closed', message, user?.id ?? null, requestTime(c)))
  })
  .post(returnsApi.message.path, lookups, async (c) => {
    const { message } = await readJson(c, returnsApi.message.input)
    const row = await visibleCase(c)
    const user = await currentUser(c)
    return c.json(await addCustomerMessage(c.get('deps').db, row, message, user?.id ?? null, requestTime(c)), 201)
  })
