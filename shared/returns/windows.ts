// When an order's return windows close (decision 037). Every window starts at the receipt: the
// delivered time when the carrier reported one, otherwise an estimate from the policy's shipping
// times. A window counted in days stays open to the end of its last day in the shop's time zone
// (or to the same time of day, by the setting); the size window is counted in hours from the
// receipt, to the minute. Orders placed in the holiday period may use the windows the setting
// names until the end of the return-until date that follows the order, when that is later.
// A window is open while `now` is before its `closesAt`.
import type { ReturnPolicySettings, ReturnWindow } from './policy-settings'
import { addBusinessDays, addDays, dayParts, makeShopDay, shopDayOf, startOfShopDay, type ShopDay } from './shop-calendar'

const HOUR_MS = 3_600_000

/** What the windows are computed from; instants as ISO strings, as the database keeps them. */
export type OrderDates = {
  /** When the order was placed: decides whether it is a holiday order. */
  placedAt: string
  /** When it was paid (handling starts then); the placing time when unknown. */
  paidAt: string | null
  shippedAt: string | null
  deliveredAt: string | null
  /** Whether any line is made to measure: its production time replaces the handling time. */
  madeToMeasure: boolean
}

/** How the receipt was known: reported by the carrier, or estimated from the shipping or the payment. */
export type ReceiptSource = 'delivered' | 'estimated_from_shipping' | 'estimated_from_payment'

export type WindowState = {
  /** The first instant the window is closed. */
  closesAt: string
  /** The last shop day on which it is open. */
  lastDay: ShopDay
  open: boolean
  /** Whether the holiday rule moved it later. */
  extendedForHoliday: boolean
}

export type ReturnWindows = {
  receivedAt: string
  receivedOn: ShopDay
  receipt: ReceiptSource
  holidayOrder: boolean
  windows: Record<ReturnWindow, WindowState>
}

type Receipt = { at: Date; day: ShopDay; source: ReceiptSource }

/**
 * When the customer received the order. An estimate is a day, not a time: it counts as received
 * at the end of that day, so the customer never loses hours to a guess. The estimate takes the
 * slowest of each stated range, for the same reason.
 */
export function receiptOf(dates: OrderDates, settings: ReturnPolicySettings): Receipt {
  const zone = settings.timeZone
  if (dates.deliveredAt) {
    const at = new Date(dates.deliveredAt)
    return { at, day: shopDayOf(at, zone), source: 'delivered' }
  }
  const times = settings.deliveryEstimate
  const transit = dates.madeToMeasure ? times.madeToMeasureTransitBusinessDays : times.transitBusinessDays
  const estimated = (from: string, businessDays: number, source: ReceiptSource): Receipt => {
    const day = addBusinessDays(shopDayOf(new Date(from), zone), businessDays)
    return { at: startOfShopDay(addDays(day, 1), zone), day, source }
  }
  if (dates.shippedAt) return estimated(dates.shippedAt, transit, 'estimated_from_shipping')
  const preparation = dates.madeToMeasure ? times.madeToMeasureProductionBusinessDays : times.handlingBusinessDays
  return estimated(dates.paidAt ?? dates.placedAt, preparation + transit, 'estimated_from_payment')
}

/** Whether an order placed then falls in the holiday period (the shop's dates, both ends included). */
export function isHolidayOrder(placedAt: string, settings: ReturnPolicySettings): boolean {
  const { month, day } = dayParts(shopDayOf(new Date(placedAt), settings.timeZone))
  const key = (m: number, d: number) => m * 100 + d
  const { from, to } = settings.holiday
  const at = key(month, day)
  // A period running over the new year (e.g. Dec 15 – Jan 5) wraps around.
  return key(from.month, from.day) <= key(to.month, to.day)
    ? at >= key(from.month, from.day) && at <= key(to.month, to.day)
    : at >= key(from.month, from.day) || at <= key(to.month, to.day)
}

/** The first instant after the holiday return-until date: the first such date on or after the order's day (Jan 31 of the next year, for a Nov–Dec order). */
function holidayClosesAt(placedAt: string, settings: ReturnPolicySettings): Date {
  const placedOn = shopDayOf(new Date(placedAt), settings.timeZone)
  const { year } = dayParts(placedOn)
  const { month, day } = settings.holiday.returnUntil
  const sameYear = makeShopDay(year, month, day)
  const until = sameYear >= placedOn ? sameYear : makeShopDay(year + 1, month, day)
  return startOfShopDay(addDays(until, 1), settings.timeZone)
}

function dayWindowClosesAt(receipt: Receipt, days: number, settings: ReturnPolicySettings): Date {
  if (settings.windows.dayWindowsEnd === 'end_of_day') return startOfShopDay(addDays(receipt.day, days + 1), settings.timeZone)
  // The same time of day, `days` shop days later (a change of the zone's offset keeps the wall-clock time).
  const start = startOfShopDay(receipt.day, settings.timeZone)
  const sinceMidnight = receipt.at.getTime() - start.getTime()
  return new Date(startOfShopDay(addDays(receipt.day, days), settings.timeZone).getTime() + sinceMidnight)
}

function baseClosesAt(window: ReturnWindow, receipt: Receipt, settings: ReturnPolicySettings): Date {
  switch (window) {
    case 'problem':
      return dayWindowClosesAt(receipt, settings.windows.problemDays, settings)
    case 'unworn':
      return dayWindowClosesAt(receipt, settings.windows.unwornDays, settings)
    case 'size':
      return new Date(receipt.at.getTime() + settings.windows.sizeHours * HOUR_MS)
  }
}

function windowState(closesAt: Date, extendedForHoliday: boolean, now: Date, settings: ReturnPolicySettings): WindowState {
  return {
    closesAt: closesAt.toISOString(),
    lastDay: shopDayOf(new Date(closesAt.getTime() - 1), settings.timeZone),
    open: now.getTime() < closesAt.getTime(),
    extendedForHoliday,
  }
}

/** Each window of the order, with when it closes and whether it is open `now`. */
export function returnWindows(dates: OrderDates, now: Date, settings: ReturnPolicySettings): ReturnWindows {
  const receipt = receiptOf(dates, settings)
  const holidayOrder = isHolidayOrder(dates.placedAt, settings)
  const holidayEnd = holidayOrder ? holidayClosesAt(dates.placedAt, settings) : null
  const state = (window: ReturnWindow): WindowState => {
    const base = baseClosesAt(window, receipt, settings)
    const extended = holidayEnd !== null && settings.holiday.windows.includes(window) && holidayEnd.getTime() > base.getTime()
    return windowState(extended ? holidayEnd : base, extended, now, settings)
  }
  return {
    receivedAt: receipt.at.toISOString(),
    receivedOn: receipt.day,
    receipt: receipt.source,
    holidayOrder,
    windows: { problem: state('problem'), size: state('size'), unworn: state('unworn') },
  }
}

/** The last shop day an approved return may be shipped: the policy's business days after the approval day. */
export function shipBackBy(approvedAt: string, settings: ReturnPolicySettings): ShopDay {
  return addBusinessDays(shopDayOf(new Date(approvedAt), settings.timeZone), settings.shipBackBusinessDays)
}
