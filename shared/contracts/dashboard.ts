// The customer area's home: stats, recent orders and inquiries, and the offers for the reader's role.
import { dashboardSummarySchema } from '#shared/schemas/dashboard'
import { get, resource } from './contract'

export const dashboardApi = resource('/api/dashboard', {
  summary: get('/summary', { access: 'signed-in', output: dashboardSummarySchema }),
})
