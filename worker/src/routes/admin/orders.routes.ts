// Retail orders in the back office (admin and staff, behind the guard of admin.routes.ts).
import { Hono } from 'hono'
import { adminOrdersApi } from '#shared/contracts/admin-orders'
import { parseAmount } from '#shared/pricing/money'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { csvDownload } from '#worker/http/csv-download'
import { deliversEmail } from '#worker/http/deliver-email'
import { answerOnce, IDEMPOTENCY_HEADER, idempotency } from '#worker/http/idempotency'
import { publicOrigin } from '#worker/http/public-origin'
import { readJson, readQuery } from '#worker/http/validate'
import { changeOrderStatus } from '#worker/services/admin-order-status'
import { exportOrdersCsv, listOrders, orderDetail } from '#worker/services/admin-orders'
import { addShipment, markShipmentDelivered, type ShipmentAnswer } from '#worker/services/admin-shipments'
import { refundOrder } from '#worker/services/order-refunds'
import { paymentGateway } from '#worker/services/payments/gateway'

export const adminOrders = new Hono<AppEnv>()
  .get(adminOrdersApi.list.path, async (c) => {
    return c.json(await listOrders(c.get('deps').db, readQuery(c, adminOrdersApi.list.query)))
  })
  // Registered before '/:id', which would otherwise take 'export.csv' for an order id.
  .get(adminOrdersApi.exportCsv.path, async (c) => {
    return csvDownload(c, await exportOrdersCsv(c.get('deps').db, readQuery(c, adminOrdersApi.exportCsv.query)), 'orders')
  })
  .get(adminOrdersApi.detail.path, async (c) => {
    return c.json(await orderDetail(c.get('deps').db, c.req.param('id')))
  })
  .patch(adminOrdersApi.changeStatus.path, deliversEmail(), async (c) => {
    const { status } = await readJson(c, adminOrdersApi.changeStatus.input)
    const deps = c.get('deps')
    await changeOrderStatus({ db: deps.db, gateway: () => paymentGateway(deps), log: c.get('log') }, signedInUser(c).id, c.req.param('id'), status, {
      now: requestTime(c),
      origin: publicOrigin(c),
      vapid: deps.config.vapid,
    })
    return c.json(await orderDetail(deps.db, c.req.param('id')))
  })
  .post(adminOrdersApi.addShipment.path, idempotency(), deliversEmail(), async (c) => {
    const input = await readJson(c, adminOrdersApi.addShipment.input)
    const answer = answerOnce(c, 201, (created: ShipmentAnswer) => created)
    const created = await addShipment(c.get('deps').db, signedInUser(c).id, c.req.param('id'), input, {
      now: requestTime(c),
      origin: publicOrigin(c),
      alsoWrite: answer.writes,
      vapid: c.get('deps').config.vapid,
    })
    return answer.send(created)
  })
  // A retry with the same Idempotency-Key resumes the same refund (decision 012), even after a 503.
  .post(adminOrdersApi.refund.path, idempotency(), async (c) => {
    const input = await readJson(c, adminOrdersApi.refund.input)
    const deps = c.get('deps')
    const orderId = c.req.param('id')
    const refund = await refundOrder(
      { db: deps.db, gateway: () => paymentGateway(deps), log: c.get('log'), origin: publicOrigin(c), vapid: deps.config.vapid },
      signedInUser(c).id,
      orderId,
      { lines: input.lines, amountCents: input.amount === undefined ? undefined : parseAmount(input.amount), reason: input.reason, to: input.to },
      { now: requestTime(c), requestKey: c.req.header(IDEMPOTENCY_HEADER) },
    )
    const order = await orderDetail(deps.db, orderId)
    return c.json({ refund: order.refunds.find((r) => r.id === refund.id)!, order }, 201)
  })
  .patch(adminOrdersApi.updateShipment.path, async (c) => {
    await readJson(c, adminOrdersApi.updateShipment.input)
    return c.json(await markShipmentDelivered(c.get('deps').db, signedInUser(c).id, c.req.param('id'), c.req.param('shipmentId'), requestTime(c), c.get('deps').config.vapid))
  })
