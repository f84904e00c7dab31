// The shopper starts paying (decision 023): an unpaid order holds its units only a few minutes, so
// the payment step asks the server to keep them while the card, 3-D Secure or the bank's app is
// dealt with (POST /api/orders/:id/hold, answered for the device that placed the order or the email link's key).
import { ordersApi } from '#shared/contracts/orders'
import { ApiError, callApi } from '#app/lib/api-client'

/**
 * 'expired' when the order's hold has already passed (the shopper must check out again); 'held'
 * otherwise, also when the server could not be asked: the payment itself still decides.
 */
export async function holdWhilePaying(orderId: string, key?: string): Promise<'held' | 'expired'> {
  try {
    await callApi(ordersApi.hold, { params: { id: orderId }, ...(key && { query: { key } }) })
    return 'held'
  } catch (error) {
    return error instanceof ApiError && error.code === 'order_hold_expired' ? 'expired' : 'held'
  }
}
