// How an order is reached by its id (decision 023): the confirmation email's signed link carries a
// `key`, which the order confirmation page passes on to the API; the device that placed the order,
// its signed-in owner and the shop's staff need none.
import { z } from 'zod'

export const orderAccessQuerySchema = z.object({
  /** The signed link's key (base64url); a wrong one is answered as an unknown order. */
  key: z.base64url().max(100).optional(),
})

/** POST /api/orders/:id/hold: until when the order now holds its units. */
export const orderHoldAnswerSchema = z.object({ holdExpiresAt: z.iso.datetime() })
