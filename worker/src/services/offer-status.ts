// Where a dashboard offer stands at a moment (decision 036; the order of
// shared/contracts/admin-offers.ts OFFER_STATUSES' rule), once in TypeScript for one offer and once
// in SQL for a query: the back office's list and filter and the dashboard's live offers both read
// it here, so the screen and the dashboard never disagree about which offers are live.
import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm'
import type { OfferStatus } from '#shared/contracts/admin-offers'
import { dashboardOffers } from '#worker/db/schema'

type OfferDates = Pick<typeof dashboardOffers.$inferSelect, 'startDate' | 'endDate' | 'endedEarlyAt'>

export function offerStatusOf(row: OfferDates, now: Date): OfferStatus {
  const at = now.toISOString()
  if (row.endedEarlyAt !== null || row.endDate <= at) return 'ended'
  if (row.startDate > at) return 'scheduled'
  return 'live'
}

/** The same rule as a condition on dashboard_offers (ISO timestamps compare as text). */
export function offerStatusIs(status: OfferStatus, now: Date): SQL {
  const at = now.toISOString()
  const running = and(isNull(dashboardOffers.endedEarlyAt), gt(dashboardOffers.endDate, at))!
  switch (status) {
    case 'ended':
      return or(isNotNull(dashboardOffers.endedEarlyAt), lte(dashboardOffers.endDate, at))!
    case 'scheduled':
      return and(running, gt(dashboardOffers.startDate, at))!
    case 'live':
      return and(running, lte(dashboardOffers.startDate, at))!
  }
}
