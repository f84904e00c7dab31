// The checkout form as the payload of POST /api/create-payment-intent, and the way back: the
// messages of a refused payload,
// whether the shared schema or the server refused it, on the form's own fields.
import type { z } from 'zod'
import { cartTotals, type CartLine } from '#shared/pricing/cart'
import { redemptionDiscount, type RedemptionPoints } from '#shared/pricing/loyalty'
import { totalsFor } from '#shared/pricing/shipping'
import type { CheckoutInput } from '#shared/schemas/checkout'
import { linesToSend } from '#app/lib/cart'
import type { Language } from '#app/lib/i18n/lang-path'

export const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country'] as const
export type CustomerField = (typeof CUSTOMER_FIELDS)[number]
export type CustomerValues = Record<CustomerField, string>

export const EMPTY_CUSTOMER: CustomerValues = { name: '', email: '', phone: '', address: '', city: '', state: '', postalCode: '', country: '' }

/** Proceed stays disabled until these are filled; state and postal code are optional. */
export const REQUIRED_FIELDS: readonly CustomerField[] = ['name', 'email', 'phone', 'address', 'city', 'country']
export const isComplete = (values: CustomerValues) => REQUIRED_FIELDS.every((f) => values[f].trim() !== '')

/** What the cart says the order costs; the server's answer replaces it. */
export function cartFigures(lines: CartLine[], redeemPoints: RedemptionPoints | undefined) {
  const { subtotalCents } = cartTotals(lines)
  return totalsFor(subtotalCents, redeemPoints ? Math.min(redemptionDiscount(redeemPoints), subtotalCents) : 0)
}

export function checkoutPayload(
  values: CustomerValues,
  lines: CartLine[],
  options: { language: Language; redeemPoints?: RedemptionPoints; promoCode?: string; useStoreCredit?: boolean },
): CheckoutInput {
  const address = { street: values.address, city: values.city, state: values.state, postalCode: values.postalCode, country: values.country }
  const figures = cartFigures(lines, options.redeemPoints)
  return {
    customerName: values.name,
    customerEmail: values.email,
    customerPhone: values.phone,
    items: linesToSend(lines),
    shippingAddress: address as CheckoutInput['shippingAddress'],
    billingAddress: address as CheckoutInput['billingAddress'],
    // Sent because the API's payload has them; the server recomputes every one of them.
    subtotal: figures.subtotalCents / 100,
    shipping: figures.shippingCents / 100,
    tax: 0,
    discount: figures.discountCents / 100,
    total: figures.totalCents / 100,
    redeemPoints: options.redeemPoints,
    // The server prices the code again (decision 034); the cart's check only showed it.
    promoCode: options.promoCode,
    // The signed-in customer's store credit (decision 035): the server applies what it may, up to the balance.
    useStoreCredit: options.useStoreCredit ?? false,
    language: options.language,
  }
}

const FIELD_OF_PATH: Record<string, CustomerField> = {
  customerName: 'name',
  customerEmail: 'email',
  customerPhone: 'phone',
  'shippingAddress.street': 'address',
  'shippingAddress.city': 'city',
  'shippingAddress.state': 'state',
  'shippingAddress.postalCode': 'postalCode',
  'shippingAddress.country': 'country',
}

/** The first message per payload path ('shippingAddress.street'), as the API's `fields` has them. */
export function messagesByPath(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.')] ??= issue.message
  return fields
}

/** Payload messages on the form's fields; the rest (items, reward) is returned apart. */
export function formMessages(byPath: Record<string, string>): { fields: Partial<Record<CustomerField, string>>; other: string[] } {
  const fields: Partial<Record<CustomerField, string>> = {}
  const other: string[] = []
  for (const [path, message] of Object.entries(byPath)) {
    const field = FIELD_OF_PATH[path]
    if (field) fields[field] ??= message
    else other.push(message)
  }
  return { fields, other }
}
