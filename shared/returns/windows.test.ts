import { describe, expect, it } from 'vitest'
import { DEFAULT_RETURN_POLICY as POLICY, type ReturnPolicySettings } from './policy-settings'
import { addBusinessDays } from './shop-calendar'
import { isHolidayOrder, returnWindows, shipBackBy, type OrderDates } from './windows'

// The shop's zone is Bogotá, UTC−5 all year: 00:00 there is 05:00 UTC.

const order = (dates: Partial<OrderDates> = {}): OrderDates => ({
  placedAt: '2026-10-20T15:00:00Z',
  paidAt: '2026-10-20T15:05:00Z',
  shippedAt: '2026-10-22T15:00:00Z',
  deliveredAt: '2026-10-26T15:00:00Z', // Monday Oct 26, 10:00 in Bogotá
  madeToMeasure: false,
  ...dates,
})

const at = (iso: string) => new Date(iso)
const windowsAt = (now: string, dates: Partial<OrderDates> = {}, settings: ReturnPolicySettings = POLICY) => returnWindows(order(dates), at(now), settings)
const withPolicy = (change: (s: ReturnPolicySettings) => void): ReturnPolicySettings => {
  const copy = structuredClone(POLICY)
  change(copy)
  return copy
}

describe('the problem window (7 days from receipt)', () => {
  it('is open all of day 7 in the shop’s zone and closed from the first minute of day 8', () => {
    const lastMinute = windowsAt('2026-11-03T04:59:59.999Z').windows.problem
    expect(lastMinute).toMatchObject({ open: true, lastDay: '2026-11-02', closesAt: '2026-11-03T05:00:00.000Z' })
    expect(windowsAt('2026-11-03T05:00:00Z').windows.problem.open).toBe(false)
  })

  it('counts from the shop’s day of the delivery: 23:30 in Bogotá is still that day', () => {
    const late = windowsAt('2026-10-28T12:00:00Z', { deliveredAt: '2026-10-27T04:30:00Z' })
    expect(late.receivedOn).toBe('2026-10-26')
    expect(late.windows.problem.lastDay).toBe('2026-11-02')
  })

  it('ends at the same time of day when the setting says so', () => {
    const exact = withPolicy((s) => (s.windows.dayWindowsEnd = 'same_time'))
    expect(windowsAt('2026-11-02T14:59:00Z', {}, exact).windows.problem).toMatchObject({ open: true, closesAt: '2026-11-02T15:00:00.000Z' })
    expect(windowsAt('2026-11-02T15:00:00Z', {}, exact).windows.problem.open).toBe(false)
  })
})

describe('the size window (48 hours from receipt)', () => {
  const delivered = { deliveredAt: '2026-10-26T15:17:00Z' }

  it('is open until the 48th hour to the minute and closed at it', () => {
    expect(windowsAt('2026-10-28T15:16:00Z', delivered).windows.size).toMatchObject({ open: true, closesAt: '2026-10-28T15:17:00.000Z', lastDay: '2026-10-28' })
    expect(windowsAt('2026-10-28T15:16:59.999Z', delivered).windows.size.open).toBe(true)
    expect(windowsAt('2026-10-28T15:17:00Z', delivered).windows.size.open).toBe(false)
  })

  it('is counted in elapsed hours, whatever the calendar day', () => {
    expect(windowsAt('2026-10-27T20:00:00Z', { deliveredAt: '2026-10-25T20:00:00Z' }).windows.size.open).toBe(false)
  })
})

describe('the unworn window (30 days from receipt)', () => {
  it('is open through day 30 and closed on day 31', () => {
    expect(windowsAt('2026-11-26T04:59:00Z').windows.unworn).toMatchObject({ open: true, lastDay: '2026-11-25', extendedForHoliday: false })
    expect(windowsAt('2026-11-26T05:00:00Z').windows.unworn.open).toBe(false)
  })
})

describe('the receipt when no delivery was reported', () => {
  it('is estimated from the payment: 2 business days of handling and 7 of transit, received at the end of that day', () => {
    const w = windowsAt('2026-11-01T12:00:00Z', { deliveredAt: null, shippedAt: null })
    // Paid Tuesday Oct 20; nine business days later is Monday Nov 2.
    expect(w).toMatchObject({ receipt: 'estimated_from_payment', receivedOn: '2026-11-02', receivedAt: '2026-11-03T05:00:00.000Z' })
    expect(w.windows.problem.lastDay).toBe('2026-11-09')
    expect(w.windows.size.closesAt).toBe('2026-11-05T05:00:00.000Z')
  })

  it('uses the placing time when the payment time is unknown', () => {
    const w = windowsAt('2026-11-01T12:00:00Z', { deliveredAt: null, shippedAt: null, paidAt: null, placedAt: '2026-10-23T15:00:00Z' })
    expect(w.receivedOn).toBe('2026-11-05') // Friday Oct 23 + 9 business days
  })

  it('is estimated from the shipped date with the transit time alone', () => {
    const w = windowsAt('2026-11-01T12:00:00Z', { deliveredAt: null })
    expect(w).toMatchObject({ receipt: 'estimated_from_shipping', receivedOn: '2026-11-02' }) // Thursday Oct 22 + 7
  })

  it('takes production and its own transit time for a made-to-measure order', () => {
    const shipped = windowsAt('2026-11-01T12:00:00Z', { deliveredAt: null, madeToMeasure: true })
    expect(shipped.receivedOn).toBe('2026-10-29') // Thursday Oct 22 + 5
    const slower = withPolicy((s) => (s.deliveryEstimate.madeToMeasureProductionBusinessDays = 10))
    const paid = windowsAt('2026-11-01T12:00:00Z', { deliveredAt: null, shippedAt: null, madeToMeasure: true }, slower)
    expect(paid.receivedOn).toBe(addBusinessDays('2026-10-20', 15))
  })

  it('gives way to the delivered date as soon as there is one', () => {
    expect(windowsAt('2026-11-01T12:00:00Z').receipt).toBe('delivered')
  })
})

describe('holiday orders (placed Nov 1 – Dec 25, returnable until Jan 31)', () => {
  it('counts the placing day in the shop’s zone, both ends included', () => {
    expect(isHolidayOrder('2026-11-01T04:59:00Z', POLICY)).toBe(false) // Oct 31, 23:59 in Bogotá
    expect(isHolidayOrder('2026-11-01T05:00:00Z', POLICY)).toBe(true)
    expect(isHolidayOrder('2026-12-26T03:00:00Z', POLICY)).toBe(true) // Dec 25, 22:00 in Bogotá
    expect(isHolidayOrder('2026-12-26T05:00:00Z', POLICY)).toBe(false) // Dec 26
  })

  it('keeps the unworn window open until the end of Jan 31 of the next year', () => {
    const dec1 = { placedAt: '2026-12-01T15:00:00Z', paidAt: null, shippedAt: null, deliveredAt: '2026-12-10T15:00:00Z' }
    const open = windowsAt('2027-02-01T04:59:00Z', dec1)
    expect(open.holidayOrder).toBe(true)
    expect(open.windows.unworn).toMatchObject({ open: true, lastDay: '2027-01-31', closesAt: '2027-02-01T05:00:00.000Z', extendedForHoliday: true })
    expect(windowsAt('2027-02-01T05:00:00Z', dec1).windows.unworn.open).toBe(false)
  })

  it('extends an order placed on Dec 25 and not one placed on Dec 26', () => {
    const on25 = windowsAt('2027-01-30T12:00:00Z', { placedAt: '2026-12-25T15:00:00Z', paidAt: null, deliveredAt: '2026-12-28T15:00:00Z' })
    expect(on25.windows.unworn).toMatchObject({ open: true, lastDay: '2027-01-31', extendedForHoliday: true })
    const on26 = windowsAt('2027-01-30T12:00:00Z', { placedAt: '2026-12-26T15:00:00Z', paidAt: null, deliveredAt: '2026-12-28T15:00:00Z' })
    expect(on26.windows.unworn).toMatchObject({ open: false, lastDay: '2027-01-27', extendedForHoliday: false })
  })

  it('never shortens a window that already ends after Jan 31', () => {
    const late = windowsAt('2027-02-03T12:00:00Z', { placedAt: '2026-12-20T15:00:00Z', paidAt: null, deliveredAt: '2027-01-05T15:00:00Z' })
    expect(late.windows.unworn).toMatchObject({ open: true, lastDay: '2027-02-04', extendedForHoliday: false })
  })

  it('leaves the problem and size windows alone unless the setting names them', () => {
    const dec1 = { placedAt: '2026-12-01T15:00:00Z', paidAt: null, deliveredAt: '2026-12-10T15:00:00Z' }
    const plain = windowsAt('2027-01-20T12:00:00Z', dec1)
    expect(plain.windows.problem).toMatchObject({ open: false, lastDay: '2026-12-17' })
    expect(plain.windows.size.open).toBe(false)
    const wider = withPolicy((s) => (s.holiday.windows = ['unworn', 'problem']))
    expect(windowsAt('2027-01-20T12:00:00Z', dec1, wider).windows.problem).toMatchObject({ open: true, lastDay: '2027-01-31', extendedForHoliday: true })
  })

  it('reads a period running over the new year, with its return-until date in the same season', () => {
    const winter = withPolicy((s) => (s.holiday = { from: { month: 12, day: 15 }, to: { month: 1, day: 5 }, returnUntil: { month: 1, day: 31 }, windows: ['unworn'] }))
    expect(isHolidayOrder('2027-01-03T15:00:00Z', winter)).toBe(true)
    expect(isHolidayOrder('2027-01-06T15:00:00Z', winter)).toBe(false)
    const jan3 = windowsAt('2027-01-31T12:00:00Z', { placedAt: '2027-01-03T15:00:00Z', paidAt: null, deliveredAt: '2027-01-04T15:00:00Z' }, winter)
    expect(jan3.windows.unworn).toMatchObject({ lastDay: '2027-02-03', extendedForHoliday: false })
  })
})

describe('the time to ship an approved return', () => {
  it('is 2 business days after the shop’s day of the approval', () => {
    expect(shipBackBy('2026-11-27T20:00:00Z', POLICY)).toBe('2026-12-01') // Friday → Tuesday
    expect(shipBackBy('2026-11-28T03:00:00Z', POLICY)).toBe('2026-12-01') // still Friday in Bogotá
    expect(shipBackBy('2026-11-24T15:00:00Z', POLICY)).toBe('2026-11-26')
  })
})
