// Back-in-stock alerts (decision 026): asking for one on a sold-out variant, and stopping them
// from the email's link. Neither answer ever tells whether an address was already waiting.
import { z } from 'zod'
import { stockAlertSubscribeSchema, stockAlertUnsubscribeSchema } from '#shared/schemas/stock-alerts'
import { post, resource } from './contract'

export const stockAlertsApi = resource('/api/stock-alerts', {
  /**
   * Waits for the colour and size of a product to be back. Refused when the product has no such
   * variant (404 `variant_not_found`), does not offer it (409 `variant_not_offered`), or it can be
   * bought now (409 `variant_in_stock`).
   * The same answer whether the address was already waiting or not.
   */
  subscribe: post('/', {
    access: 'public',
    input: stockAlertSubscribeSchema,
    output: z.object({ subscribed: z.literal(true) }),
    errors: ['variant_not_found', 'variant_not_offered', 'variant_in_stock', 'too_many_requests'],
  }),
  /**
   * Stops every alert still waiting for the address the token was sent to; works signed out, and
   * again on a second click. An unknown or forged token: 404 `stock_alert_link_invalid`.
   */
  unsubscribe: post('/unsubscribe', {
    access: 'public',
    input: stockAlertUnsubscribeSchema,
    output: z.object({ unsubscribed: z.literal(true) }),
    errors: ['stock_alert_link_invalid', 'too_many_requests'],
  }),
})
