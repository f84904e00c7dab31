// The customer area's home (spec §2.8, §3 "Dashboard payload", §7).
import { dashboardSummarySchema } from '#shared/schemas/dashboard'
import { get, resource } from './contract'

export const dashboardApi = resource('/api/dashboard', {
  summary: get('/summary', { access: 'signed-in', output: dashboardSummarySchema }),
})
