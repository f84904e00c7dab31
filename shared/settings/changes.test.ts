import { describe, expect, it } from 'vitest'
import { changedLeaves, changesFrom, withChanges } from './changes'

const DEFAULTS = { days: 7, fee: 695, on: { card: true, credit: false }, windows: ['unworn'], holiday: { from: { month: 11, day: 1 } } }

describe('a setting stored as its changes from the defaults', () => {
  it('keeps only what differs, nested as in the defaults; a list is one value', () => {
    expect(changesFrom(DEFAULTS, DEFAULTS)).toEqual({})
    const value = { ...DEFAULTS, fee: 500, on: { card: true, credit: true }, windows: ['unworn', 'size'] }
    expect(changesFrom(DEFAULTS, value)).toEqual({ fee: 500, on: { credit: true }, windows: ['unworn', 'size'] })
    expect(withChanges(DEFAULTS, changesFrom(DEFAULTS, value))).toEqual(value)
  })

  it('reads any stored shape: a missing part keeps its default, an unknown key is dropped, a broken part is its default', () => {
    expect(withChanges(DEFAULTS, null)).toEqual(DEFAULTS)
    expect(withChanges(DEFAULTS, { fee: 100, retired: true })).toEqual({ ...DEFAULTS, fee: 100 })
    expect(withChanges(DEFAULTS, { holiday: 'soon', on: { credit: true } })).toEqual({ ...DEFAULTS, on: { card: true, credit: true } })
    // A wrong value is kept for the caller's schema to refuse.
    expect(withChanges(DEFAULTS, { days: -1 }).days).toBe(-1)
  })

  it('names a change by dotted paths, as the audit log shows it', () => {
    expect(changedLeaves(DEFAULTS, { ...DEFAULTS, fee: 0, holiday: { from: { month: 10, day: 1 } } })).toEqual({
      before: { fee: 695, 'holiday.from.month': 11 },
      after: { fee: 0, 'holiday.from.month': 10 },
    })
  })
})
