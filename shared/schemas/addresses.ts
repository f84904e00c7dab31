// A signed-in user's saved address (spec §3 "User address"), as the API answers it.
import { z } from 'zod'

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
