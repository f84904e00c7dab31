// A signed-in user's address book (decision 015): what the API answers, and what the
// profile screen sends to add or change an address. The default address pre-fills checkout, so
// an address is held to the checkout's rules: the parts it requires, a country code, and the
// delivery policy (no PO boxes, APO or AE addresses).
import { z } from 'zod'
import { undeliverablePart } from './checkout'
import { COUNTRY_CODES } from './countries'
import { optionalPhoneField, singleLineText } from './fields'
import { MESSAGES as M } from './messages'

export const userAddressSchema = z.object({
  id: z.string(),
  type: z.string(),
  isDefault: z.boolean(),
  fullName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
})
export type UserAddress = z.infer<typeof userAddressSchema>

/** An address book holds at most this many; a person has a home, a work place, a few relatives. */
export const MAX_ADDRESSES = 20

const requiredText = (missing: string, max: number, tooLong: string) => singleLineText(missing).min(1, missing).max(max, tooLong)

/** One line, trimmed; an empty field is stored as no value. */
const optionalText = (max: number, tooLong: string) =>
  singleLineText()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null)

/** The checkout's phone rule; no phone is stored as null. */
const optionalPhone = optionalPhoneField().transform((v) => v ?? null)

const addressFieldsSchema = z.object({
  fullName: singleLineText(M.fullNameRequired).min(2, M.fullNameRequired).max(120, M.nameMax),
  addressLine1: requiredText(M.streetRequired, 200, M.streetTooLong),
  addressLine2: optionalText(200, M.streetTooLong),
  city: requiredText(M.cityRequired, 100, M.addressPartTooLong),
  state: optionalText(100, M.addressPartTooLong),
  postalCode: optionalText(20, M.addressPartTooLong),
  country: z.enum(COUNTRY_CODES, { error: M.countryRequired }),
  phone: optionalPhone,
})
export type AddressFields = z.output<typeof addressFieldsSchema>

type AddressParts = { addressLine1: string; addressLine2?: string | null; city: string; state?: string | null; country: string }

/** The field the delivery policy refuses, or undefined for an address the shop ships to. */
export function undeliverableField(address: AddressParts): 'addressLine1' | 'addressLine2' | 'city' | 'state' | undefined {
  const { addressLine1, addressLine2, city, country } = address
  const state = address.state ?? undefined
  const first = undeliverablePart({ street: addressLine1, city, state, country })
  if (first) return first === 'street' ? 'addressLine1' : first
  if (addressLine2 && undeliverablePart({ street: addressLine2, city, country })) return 'addressLine2'
  return undefined
}

/** POST /api/account/addresses. `isDefault` makes it the default; the first address always is. */
export const addressInputSchema = addressFieldsSchema.extend({ isDefault: z.boolean().optional() }).superRefine((address, ctx) => {
  const field = undeliverableField(address)
  if (field) ctx.addIssue({ code: 'custom', path: [field], message: M.noPoBox })
})

/**
 * PATCH /api/account/addresses/:id: any of the fields (the server checks the delivery policy on
 * the address they make), and `isDefault: true` to make it the default. There is always one
 * default, so `isDefault: false` on the default is refused: another one is made the default instead.
 */
export const addressPatchSchema = addressFieldsSchema.partial().extend({ isDefault: z.boolean().optional() })
