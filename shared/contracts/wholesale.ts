// The wholesale channel (spec §7 wholesale rows): the buyer's own accounts, which the customer
// area shows. The wholesale issue (#13) adds the order form and the back office's calls here.
import { z } from 'zod'
import { accountSummarySchema } from '#shared/schemas/wholesale'
import { get, resource } from './contract'

export const wholesaleApi = resource('/api/wholesale', {
  /** The signed-in user's wholesale accounts (spec §2.8: the dashboard uses the first). */
  myAccounts: get('/accounts', { access: 'signed-in', output: z.array(accountSummarySchema) }),
})
