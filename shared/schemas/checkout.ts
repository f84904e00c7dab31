// Checkout contract (the customer form and POST /api/create-payment-intent),
// used by the checkout form before it sends and by the server, which trusts nothing else of the
// payload: prices, subtotal, shipping, tax, discount and total are accepted (older clients
// send them) and ignored, every amount is recomputed from the database.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { measurementsSchema } from '#shared/schemas/measurements'
import { REDEMPTION_POINTS } from '#shared/pricing/loyalty'
import { normalizePromoCode, PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN } from '#shared/pricing/discount-codes'
import { COUNTRY_CODES } from './countries'
import { emailField, phoneField, singleLineText } from './fields'
import { MESSAGES as M } from './messages'

const MAX_ORDER_LINES = 50
const MAX_LINE_QUANTITY = 99

/** Trimmed; empty means absent (optional address parts). */
const optionalText = (max: number) =>
  singleLineText()
    .max(max, M.addressPartTooLong)
    .nullish()
    .transform((v) => (v ? v : undefined))

const requiredText = (missing: string, max: number, tooLong: string) => singleLineText(missing).min(1, missing).max(max, tooLong)

const addressSchema = z.object({
  street: requiredText(M.streetRequired, 200, M.streetTooLong),
  city: requiredText(M.cityRequired, 100, M.addressPartTooLong),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: z.enum(COUNTRY_CODES, { error: M.countryRequired }),
})

// Delivery policy (decision 012): no PO boxes (however the shopper spells it, in the shop's three
// languages), nor to military APO/FPO/DPO mail, nor to the US "states" of the armed forces (AE…).
const PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|apartado\s+(?:postal|a[ée]reo)|bo[iî]te\s+postale|case\s+postale|casilla\s+de\s+correos?)\b/i
const MILITARY_MAIL = /\b(?:APO|FPO|DPO)\b/i
const ARMED_FORCES_STATES = new Set(['AA', 'AE', 'AP'])

/** Where the policy refuses to deliver, as the field to point at; undefined for an address we ship to. */
export function undeliverablePart(address: { street: string; city: string; state?: string; country: string }): 'street' | 'city' | 'state' | undefined {
  if (PO_BOX.test(address.street) || MILITARY_MAIL.test(address.street)) return 'street'
  if (PO_BOX.test(address.city) || MILITARY_MAIL.test(address.city)) return 'city'
  if (address.country === 'US' && address.state && ARMED_FORCES_STATES.has(address.state.trim().toUpperCase())) return 'state'
  return undefined
}

const shippingAddressSchema = addressSchema.superRefine((address, ctx) => {
  const part = undeliverablePart(address)
  if (part) ctx.addIssue({ code: 'custom', path: [part], message: M.noPoBox })
})

const quantity = z
  .number({ error: M.quantityInvalid })
  .int(M.quantityInvalid)
  .min(1, M.quantityInvalid)
  .max(MAX_LINE_QUANTITY, M.quantityInvalid)

/**
 * A cart line as clients send it. Only the product, colour, size, quantity and, for a
 * made-to-measure piece, its measurements count: name, image and price are read from the catalogue.
 * The measurements are required for a made-to-measure product and refused for any other (the
 * server knows which is which; decision 020).
 */
export const checkoutLineSchema = z.object({
  productId: singleLineText(M.lineInvalid).min(1, M.lineInvalid).max(100, M.lineInvalid),
  color: singleLineText(M.lineInvalid).min(1, M.lineInvalid).max(40, M.lineInvalid),
  size: singleLineText(M.lineInvalid).min(1, M.lineInvalid).max(20, M.lineInvalid),
  quantity,
  measurements: measurementsSchema.optional(),
})

/** The cart's lines: at least one, at most 50. */
export const checkoutLinesSchema = z.array(checkoutLineSchema, { error: M.cartEmpty }).min(1, M.cartEmpty).max(MAX_ORDER_LINES, M.tooManyLines)

/** A loyalty reward for a signed-in customer: 500, 1000 or 2000 points. */
export const redeemPointsField = z
  .union(
    REDEMPTION_POINTS.map((p) => z.literal(p)),
    { error: M.redeemPointsInvalid },
  )
  .nullish()
  .transform((v) => v ?? undefined)

/** A discount code as typed: trimmed and in capitals (codes are case-insensitive; decision 034). */
export const promoCodeField = singleLineText(M.promoCodeInvalid)
  .min(1, M.promoCodeInvalid)
  .max(PROMO_CODE_MAX_LENGTH, M.promoCodeInvalid)
  .regex(PROMO_CODE_PATTERN, M.promoCodeInvalid)
  .transform(normalizePromoCode)

/** The client's own figures: accepted so its payload validates, never used (the server recomputes). */
const ignoredAmount = z.unknown().optional()

export const checkoutSchema = z.object({
  customerName: singleLineText(M.nameMin).min(2, M.nameMin).max(120, M.nameMax),
  customerEmail: emailField({ invalid: M.emailInvalid, required: M.emailRequired }),
  customerPhone: phoneField(M.phoneRequired),
  items: checkoutLinesSchema,
  shippingAddress: shippingAddressSchema,
  /** The card's billing address; the shipping address when the shopper gives no other. */
  billingAddress: addressSchema.optional(),
  redeemPoints: redeemPointsField,
  /** A discount code; empty or null means none. The server evaluates it again (decision 034). */
  promoCode: singleLineText(M.promoCodeInvalid)
    .nullish()
    .transform((v) => v || undefined)
    .pipe(promoCodeField.optional()),
  /**
   * Apply the signed-in customer's store credit (decision 035): the server takes what is due after
   * codes and rewards, up to the balance; the card pays the rest.
   */
  useStoreCredit: z
    .boolean({ error: M.useStoreCreditInvalid })
    .nullish()
    .transform((v) => v ?? false),
  /** The order's language: its confirmation email is written in it. */
  language: z.enum(LANGUAGES).default('en'),
  subtotal: ignoredAmount,
  shipping: ignoredAmount,
  tax: ignoredAmount,
  discount: ignoredAmount,
  total: ignoredAmount,
})
export type CheckoutInput = z.input<typeof checkoutSchema>
export type Checkout = z.output<typeof checkoutSchema>
