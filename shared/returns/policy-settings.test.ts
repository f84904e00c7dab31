import { describe, expect, it } from 'vitest'
import { RETURN_SHIPPING_FEE_CENTS } from '#shared/policy/returns'
import { DEFAULT_RETURN_POLICY as POLICY, returnPolicySettingsSchema, type ReturnPolicySettings } from './policy-settings'
import { RETURN_REFUSALS, returnError } from './refusals'

const withPolicy = (change: (s: ReturnPolicySettings) => void): ReturnPolicySettings => {
  const copy = structuredClone(POLICY)
  change(copy)
  return copy
}

const issues = (settings: unknown) => {
  const result = returnPolicySettingsSchema.safeParse(settings)
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'))
}

describe('the default policy', () => {
  it('carries the policy’s numbers', () => {
    expect(POLICY.windows).toEqual({ problemDays: 7, sizeHours: 48, unwornDays: 30, dayWindowsEnd: 'end_of_day' })
    expect(POLICY.holiday).toMatchObject({ from: { month: 11, day: 1 }, to: { month: 12, day: 25 }, returnUntil: { month: 1, day: 31 } })
    expect(POLICY.deductions).toMatchObject({ productionPercent: 10, sizePercent: 30, damagePercent: 20 })
    expect(POLICY.returnFeeCents).toBe(695)
    expect(POLICY.discountedItems.thresholdPercent).toBe(40)
    expect(POLICY.shipBackBusinessDays).toBe(2)
    expect(POLICY.autoClose.afterDays).toBe(7)
  })

  it('quotes the same return fee as the published policy pages', () => {
    expect(POLICY.returnFeeCents).toBe(RETURN_SHIPPING_FEE_CENTS)
  })

  it('passes its own schema unchanged', () => {
    expect(returnPolicySettingsSchema.parse(POLICY)).toEqual(POLICY)
  })
})

describe('the settings schema', () => {
  it('refuses an unknown time zone, a percentage past 100 and a fee that is not whole cents', () => {
    expect(issues(withPolicy((s) => (s.timeZone = 'Mars/Olympus')))).toEqual(['timeZone'])
    expect(issues(withPolicy((s) => (s.discountedItems.thresholdPercent = 101)))).toEqual(['discountedItems.thresholdPercent'])
    expect(issues(withPolicy((s) => (s.returnFeeCents = 6.95)))).toEqual(['returnFeeCents'])
  })

  it('refuses a date that does not exist and a window of unknown kind', () => {
    expect(issues(withPolicy((s) => (s.holiday.returnUntil = { month: 2, day: 30 })))).toEqual(['holiday.returnUntil'])
    expect(issues({ ...POLICY, holiday: { ...POLICY.holiday, windows: ['forever'] } })).toEqual(['holiday.windows.0'])
  })

  it('refuses deductions that together would take more than the line', () => {
    expect(issues(withPolicy((s) => (s.deductions.sizePercent = 81)))).toEqual(['deductions.damagePercent'])
    expect(issues(withPolicy((s) => (s.deductions.sizePercent = 80)))).toEqual([])
  })

  it('refuses a reminder that would come at or after the closing', () => {
    expect(issues(withPolicy((s) => (s.autoClose.remindAfterDays = 7)))).toEqual(['autoClose.remindAfterDays'])
  })

  it('needs every reason’s rule', () => {
    const { other: _other, ...reasons } = POLICY.reasons
    expect(issues({ ...POLICY, reasons })).toEqual(['reasons.other'])
  })
})

describe('refusal codes', () => {
  it('are unique and become catalogue codes with the return_ prefix', () => {
    expect(new Set(RETURN_REFUSALS).size).toBe(RETURN_REFUSALS.length)
    expect(returnError('window_closed')).toBe('return_window_closed')
  })
})
