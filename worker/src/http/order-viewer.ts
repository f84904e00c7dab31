// Who is asking for an order by its id (decision 023): the signed-in user, the device cookie and
// the signed link's key, checked by services/order-access.ts. An order the caller may not see is
// answered exactly as one that does not exist.
import type { Context } from 'hono'
import { ordersApi } from '#shared/contracts/orders'
import type { AppEnv } from '#worker/context'
import { notFound } from '#worker/services/domain-errors'
import { isBuyer, maySeeOrder } from '#worker/services/order-access'
import { findOrder } from '#worker/services/orders'
import { currentUser } from './auth'
import { shopperDevice } from './shopper-device'
import { readQuery } from './validate'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The order id of a path, lower-cased; anything that is not a UUID is an order that does not exist (404). */
export const orderIdOf = (id: string) => {
  if (!UUID.test(id)) throw notFound('Order not found')
  return id.toLowerCase()
}

/** The order and its items when the caller may see it; 404 otherwise. */
export async function visibleOrder(c: Context<AppEnv>, orderId: string) {
  const { db, config } = c.get('deps')
  const { key } = readQuery(c, ordersApi.guest.query)
  const found = await findOrder(db, orderId)
  if (!found || !(await maySeeOrder(found.order, { config, user: await currentUser(c), deviceId: shopperDevice(c), key }))) {
    throw notFound('Order not found')
  }
  return found
}

/** The order and its items when the caller is its buyer (decision 042); 404 otherwise, as for an order that does not exist. */
export async function boughtOrder(c: Context<AppEnv>, orderId: string) {
  const { db, config } = c.get('deps')
  const { key } = readQuery(c, ordersApi.guest.query)
  const found = await findOrder(db, orderId)
  if (!found || !(await isBuyer(found.order, { config, user: await currentUser(c), key }))) throw notFound('Order not found')
  return found
}
