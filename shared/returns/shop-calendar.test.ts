import { describe, expect, it } from 'vitest'
import { addBusinessDays, addDays, isBusinessDay, shopDayOf, startOfShopDay } from './shop-calendar'

const at = (iso: string) => new Date(iso)

describe('the shop calendar', () => {
  it('counts days in the shop’s zone, not in UTC', () => {
    expect(shopDayOf(at('2026-12-26T04:59:00Z'), 'America/Bogota')).toBe('2026-12-25')
    expect(shopDayOf(at('2026-12-26T05:00:00Z'), 'America/Bogota')).toBe('2026-12-26')
    expect(startOfShopDay('2026-12-25', 'America/Bogota').toISOString()).toBe('2026-12-25T05:00:00.000Z')
  })

  it('finds midnight on both sides of a change of offset', () => {
    expect(startOfShopDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfShopDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
  })

  it('skips Saturdays and Sundays when counting business days, never counting the first day', () => {
    expect(addBusinessDays('2026-11-27', 2)).toBe('2026-12-01') // Friday → Tuesday
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30') // Saturday → Monday
    expect(addBusinessDays('2026-11-30', 0)).toBe('2026-11-30')
  })
})

describe('calendar days', () => {
  it('run over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
    expect(isBusinessDay('2026-11-28')).toBe(false)
    expect(isBusinessDay('2026-11-30')).toBe(true)
  })
})
