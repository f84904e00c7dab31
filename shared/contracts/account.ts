// The signed-in user's own records. Addresses (spec §3 "User address"): read here for the
// checkout's prefill; the customer area adds creating, editing and removing them.
import { z } from 'zod'
import { userAddressSchema } from '#shared/schemas/addresses'
import { get, resource } from './contract'

export const accountApi = resource('/api/account', {
  /** The default address first, then the newest. */
  addresses: get('/addresses', { access: 'signed-in', output: z.array(userAddressSchema) }),
})
