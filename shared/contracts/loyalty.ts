// Loyalty points (spec §9): the balance the checkout offers rewards from. The customer area adds
// the history (GET /api/loyalty/history) here.
import { z } from 'zod'
import { get, resource } from './contract'

export const loyaltyApi = resource('/api/loyalty', {
  balance: get('/balance', { access: 'signed-in', output: z.object({ points: z.number().int().nonnegative() }) }),
})
