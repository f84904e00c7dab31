import { describe, expect, it } from 'vitest'
import { changedFields } from './audit-change'

describe('changedFields', () => {
  it('lists only the fields that differ, with a creation or deletion as nothing before or after', () => {
    expect(changedFields({ status: 'processing', note: 'x' }, { status: 'shipped', note: 'x' })).toEqual([{ field: 'status', before: 'processing', after: 'shipped' }])
    expect(changedFields(null, { role: 'staff', email: 'a@example.com' })).toEqual([
      { field: 'role', before: null, after: 'staff' },
      { field: 'email', before: null, after: 'a@example.com' },
    ])
    expect(changedFields({ stock: 5 }, { stock: 9, delta: 4 })).toEqual([
      { field: 'stock', before: '5', after: '9' },
      { field: 'delta', before: null, after: '4' },
    ])
  })
})
