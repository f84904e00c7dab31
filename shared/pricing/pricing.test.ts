import { describe, expect, it } from 'vitest'
import { measurementsSchema } from '#shared/schemas/measurements'
import { addLine, cartCount, cartTotals, measuredSize, removeLine, repriceLines, setQuantity, type CartLine } from './cart'
import { affordableRedemptions, pointsEarnedFor, REDEMPTION_POINTS, redemptionDiscount } from './loyalty'
import { formatAmount, parseAmount } from './money'
import { FLAT_SHIPPING_CENTS, shippingFor, totalsFor } from './shipping'

const base = { productId: 'p1', productCode: 'FJ-1', productName: 'Faja', productImage: '/i.svg', priceCents: 4500 }

describe('money', () => {
  it('renders cents as two-decimal strings', () => {
    expect(formatAmount(8900)).toBe('89.00')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(-1050)).toBe('-10.50')
  })
  it('parses decimal amounts without float drift', () => {
    expect(parseAmount('89')).toBe(8900)
    expect(parseAmount('0.1')).toBe(10)
    expect(parseAmount('19.99')).toBe(1999)
    expect(parseAmount(29.95)).toBe(2995)
    expect(() => parseAmount('1.234')).toThrow()
    expect(() => parseAmount('abc')).toThrow()
  })
})

describe('shipping', () => {
  it('is free from $100.00 and $10.00 below', () => {
    expect(shippingFor(9999)).toBe(FLAT_SHIPPING_CENTS)
    expect(shippingFor(10000)).toBe(0)
    expect(shippingFor(0)).toBe(0)
    expect(totalsFor(5000).totalCents).toBe(6000)
    expect(totalsFor(12000).totalCents).toBe(12000)
  })
})

describe('cart rules', () => {
  it('merges lines by product, colour and size', () => {
    let lines: CartLine[] = []
    lines = addLine(lines, { ...base, color: 'black', size: 'M', quantity: 2 }).lines
    lines = addLine(lines, { ...base, color: 'black', size: 'M' }).lines
    lines = addLine(lines, { ...base, color: 'beige', size: 'M' }).lines
    expect(lines).toHaveLength(2)
    expect(lines[0]?.quantity).toBe(3)
    expect(cartCount(lines)).toBe(4)
    expect(cartTotals(lines)).toMatchObject({ subtotalCents: 18000, shippingCents: 0, totalCents: 18000 })
  })
  it('keeps made-to-measure pieces with different measurements on separate lines, and never limits them by stock', () => {
    const mine = { unit: 'cm', waist: 72, hips: 98, thigh: 56 } as const
    const sisters = { unit: 'cm', waist: 80, hips: 104, thigh: 60 } as const
    const line = (measurements: typeof mine | typeof sisters) => ({ ...base, color: 'beige', size: measuredSize(measurements), measurements })
    let lines: CartLine[] = []
    lines = addLine(lines, line(mine), Infinity).lines
    lines = addLine(lines, line(sisters), Infinity).lines
    lines = addLine(lines, { ...line(mine), quantity: 30 }, Infinity).lines
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ['cm 72/98/56', 31],
      ['cm 80/104/60', 1],
    ])
    expect(lines[0]?.measurements).toEqual(mine)
  })
  it('checks measurements with the size finder rules, per unit', () => {
    expect(measurementsSchema.safeParse({ unit: 'cm', waist: 72.5, hips: 98, thigh: 56 }).success).toBe(true)
    expect(measurementsSchema.safeParse({ unit: 'in', waist: 28.5, hips: 38.6, thigh: 22 }).success).toBe(true)
    // Centimetre figures sent as inches: hips and thigh are beyond any body.
    const wrongUnit = measurementsSchema.safeParse({ unit: 'in', waist: 72, hips: 120, thigh: 56 })
    expect(wrongUnit.success).toBe(false)
    expect(wrongUnit.error?.issues.map((i) => i.path[0])).toEqual(['hips', 'thigh'])
    expect(measurementsSchema.safeParse({ unit: 'cm', waist: 72, hips: 98 }).success).toBe(false)
    expect(measurementsSchema.safeParse({ unit: 'mm', waist: 720, hips: 980, thigh: 560 }).success).toBe(false)
    // Tenths at most, so the line's size stays short.
    expect(measurementsSchema.safeParse({ unit: 'cm', waist: 72.25, hips: 98, thigh: 56 }).success).toBe(false)
    expect(measuredSize({ unit: 'cm', waist: 249.9, hips: 249.9, thigh: 119.9 }).length).toBeLessThanOrEqual(20)
  })
  it('never holds more than is available and says so', () => {
    const first = addLine([], { ...base, color: 'nude', size: 'S', quantity: 3 }, 4)
    expect(first.added).toBe(3)
    const second = addLine(first.lines, { ...base, color: 'nude', size: 'S', quantity: 3 }, 4)
    expect(second.added).toBe(1)
    expect(second.limitedTo).toBe(4)
    expect(second.lines[0]?.quantity).toBe(4)
    const none = addLine([], { ...base, color: 'nude', size: 'S' }, 0)
    expect(none.added).toBe(0)
    expect(none.lines).toHaveLength(0)
  })
  it('takes the prices charged at checkout and leaves other lines alone', () => {
    const { lines } = addLine(addLine([], { ...base, color: 'black', size: 'L' }).lines, { ...base, color: 'nude', size: 'S' })
    const repriced = repriceLines(lines, [{ productId: 'p1', color: 'nude', size: 'S', priceCents: 5200 }])
    expect(repriced.map((l) => l.priceCents)).toEqual([4500, 5200])
    expect(repriced[0]).toBe(lines[0])
  })
  it('removes a line when its quantity drops to zero or below', () => {
    const { lines } = addLine([], { ...base, color: 'black', size: 'L', quantity: 2 })
    const key = { productId: 'p1', color: 'black', size: 'L' }
    expect(setQuantity(lines, key, 5)[0]?.quantity).toBe(5)
    expect(setQuantity(lines, key, 0)).toHaveLength(0)
    expect(setQuantity(lines, key, -1)).toHaveLength(0)
    expect(removeLine(lines, key)).toHaveLength(0)
  })
})

describe('loyalty', () => {
  it('gives $5, $12 or $30 off for 500, 1000 or 2000 points', () => {
    expect(REDEMPTION_POINTS.map((p) => [p, redemptionDiscount(p)])).toEqual([
      [500, 500],
      [1000, 1200],
      [2000, 3000],
    ])
  })
  it('offers only the rewards the balance covers and the merchandise is worth', () => {
    expect(affordableRedemptions(499, 20000)).toEqual([])
    expect(affordableRedemptions(1999, 20000).map((o) => o.points)).toEqual([500, 1000])
    expect(affordableRedemptions(5000, 2500).map((o) => o.points)).toEqual([500, 1000])
    expect(affordableRedemptions(5000, 1000).map((o) => o.points)).toEqual([500])
  })
  it('earns 1 point per whole dollar of merchandise paid, after the reward and before shipping', () => {
    expect(pointsEarnedFor(17999, 0)).toBe(179)
    expect(pointsEarnedFor(12000, 3000)).toBe(90)
    expect(pointsEarnedFor(99, 0)).toBe(0)
  })
  it('takes the reward off the total but keeps shipping to the merchandise subtotal', () => {
    expect(totalsFor(10500, 1200)).toEqual({ subtotalCents: 10500, shippingCents: 0, taxCents: 0, discountCents: 1200, totalCents: 9300 })
    expect(totalsFor(5000, 500)).toMatchObject({ shippingCents: FLAT_SHIPPING_CENTS, totalCents: 5500 })
  })
})
