import { describe, expect, it } from 'vitest'
import { mergeWholesaleLines } from '#shared/schemas/wholesale'
import { wholesaleEstimate } from './wholesale'

describe('wholesale estimate', () => {
  it('sums list prices at list price without an account discount', () => {
    expect(wholesaleEstimate([{ priceCents: 8900, quantity: 12 }, { priceCents: 4550, quantity: 24 }])).toEqual({
      listCents: 8900 * 12 + 4550 * 24,
      discountCents: 0,
      totalCents: 8900 * 12 + 4550 * 24,
      units: 36,
      unpricedLines: 0,
    })
  })

  it('takes an approved account’s discount off, rounded to the cent', () => {
    // 15 % of 12 × 89.99 = 161.982 → 161.98
    expect(wholesaleEstimate([{ priceCents: 8999, quantity: 12 }], 1500)).toMatchObject({ listCents: 107_988, discountCents: 16_198, totalCents: 91_790 })
    expect(wholesaleEstimate([{ priceCents: 1000, quantity: 1 }], 12_000).totalCents).toBe(0)
    expect(wholesaleEstimate([{ priceCents: 1000, quantity: 1 }], -5).totalCents).toBe(1000)
  })

  it('counts lines without a known price apart instead of guessing', () => {
    expect(wholesaleEstimate([{ priceCents: null, quantity: 12 }, { priceCents: 500, quantity: 2 }])).toMatchObject({ listCents: 1000, units: 14, unpricedLines: 1 })
    expect(wholesaleEstimate([])).toMatchObject({ listCents: 0, units: 0, unpricedLines: 0 })
  })
})

describe('merging wholesale lines', () => {
  it('adds up lines of the same product, colour and size, keeping the order they were first added in', () => {
    const lines = [
      { productId: 'a', color: 'black', size: 'M', quantity: 12 },
      { productId: 'b', color: 'black', size: 'M', quantity: 6 },
      { productId: 'a', color: 'black', size: 'L', quantity: 3 },
      { productId: 'a', color: 'black', size: 'M', quantity: 1 },
    ]
    expect(mergeWholesaleLines(lines)).toEqual([
      { productId: 'a', color: 'black', size: 'M', quantity: 13 },
      { productId: 'b', color: 'black', size: 'M', quantity: 6 },
      { productId: 'a', color: 'black', size: 'L', quantity: 3 },
    ])
    // The input is left as it was.
    expect(lines[0]!.quantity).toBe(12)
  })
})
