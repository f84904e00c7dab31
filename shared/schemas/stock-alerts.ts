// Back-in-stock alerts: a shopper asks to be emailed when a sold-out colour and size of a product
// can be bought again, and stops the alerts with the link in the email. The messages are the
// English texts the API answers with (./messages.ts); the form translates them.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { emailField, singleLineText } from './fields'
import { MESSAGES as M } from './messages'

/** A product id, colour or size: one line, never empty. */
const option = () => singleLineText(M.wholesaleItemInvalid).min(1, M.wholesaleItemInvalid).max(64, M.wholesaleItemInvalid)

/**
 * A signed-in customer needs no email: the account's address is used (one tap). A guest must
 * give one; the server answers its absence as a missing email.
 */
export const stockAlertSubscribeSchema = z.object({
  productId: option(),
  color: option(),
  size: option(),
  email: emailField({ invalid: M.emailInvalid, required: M.emailRequired }).optional(),
  language: z.enum(LANGUAGES, { error: M.languageCodeInvalid }).default('en'),
})

/** The link in an alert email carries the token that stops the alerts of its address. */
export const stockAlertUnsubscribeSchema = z.object({ token: singleLineText().min(1).max(200) })

export type StockAlertSubscribeInput = z.input<typeof stockAlertSubscribeSchema>
export type StockAlertUnsubscribeInput = z.input<typeof stockAlertUnsubscribeSchema>

/** The storefront page the unsubscribe link opens (in the alert's language), and its query. */
export const STOCK_ALERT_UNSUBSCRIBE_PATH = '/stock-alerts/unsubscribe'
