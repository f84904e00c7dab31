// The retail caps the cart, checkout and server share (decision 023).
import { describe, expect, it } from 'vitest'
import { DEFAULT_RETAIL_LIMITS, retailLimitBreach, retailRoomForLine, retailUnits } from './retail-limits'

const line = (productId: string, quantity: number, color = 'black', size = 'M') => ({ productId, color, size, quantity })

describe('retail caps', () => {
  it('are 10 units a line and 20 an order by default', () => {
    expect(DEFAULT_RETAIL_LIMITS).toEqual({ perLine: 10, perOrder: 20 })
  })

  it('name the first cap a basket breaks', () => {
    expect(retailLimitBreach([line('a', 10), line('b', 10)])).toBeUndefined()
    expect(retailLimitBreach([line('a', 3), line('b', 11)])).toEqual({ kind: 'line', index: 1, quantity: 11, limit: 10 })
    expect(retailLimitBreach([line('a', 10), line('b', 10), line('c', 1)])).toEqual({ kind: 'order', units: 21, limit: 20 })
    expect(retailLimitBreach([line('a', 4)], { perLine: 3, perOrder: 5 })).toMatchObject({ kind: 'line', limit: 3 })
    expect(retailUnits([line('a', 4), line('b', 2)])).toBe(6)
  })

  it('leave a cart line room up to its cap and what the order’s cap leaves', () => {
    const lines = [line('a', 4), line('b', 9), line('a', 2, 'beige')]
    expect(retailRoomForLine(lines, line('a', 0))).toBe(9)
    expect(retailRoomForLine(lines, line('b', 0))).toBe(10)
    expect(retailRoomForLine([line('a', 10), line('b', 10)], line('c', 0))).toBe(0)
  })
})
