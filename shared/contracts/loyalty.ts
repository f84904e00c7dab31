// Loyalty points (decision 012): the balance the checkout offers rewards from, and the history the
// customer area shows.
import { z } from 'zod'
import { loyaltyHistorySchema } from '#shared/schemas/loyalty'
import { get, resource } from './contract'

export const loyaltyApi = resource('/api/loyalty', {
  balance: get('/balance', { access: 'signed-in', output: z.object({ points: z.number().int().nonnegative() }) }),
  history: get('/history', { access: 'signed-in', output: loyaltyHistorySchema }),
})
