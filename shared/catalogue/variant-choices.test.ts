import { describe, expect, it } from 'vitest'
import { colorChoices, firstChoice, firstSizeInStock, hasInStock, lineShortfall, sizeChoices, unitsOf, unitsOfColor, variantOf } from './variant-choices'
import { defaultSku } from './variants'

const SIZES = ['XS', 'S', 'M', 'L', 'XL']

/** A product in beige, black and cocoa, XS to XL, with the units given per 'colour/size' (absent: not made). */
function product(units: Record<string, number>, isCustomMade = false) {
  const variants = Object.entries(units).map(([key, available]) => {
    const [color, size] = key.split('/') as [string, string]
    return { sku: defaultSku('SS-1', color, size), color, size, available }
  })
  return { colors: ['beige', 'black', 'cocoa'], sizes: SIZES, variants, isCustomMade }
}

// Beige: S sold out, M down to 2, L plenty, XS and XL not made. Black: every size sold out.
// Cocoa: not made at all.
const faja = product({ 'beige/S': 0, 'beige/M': 2, 'beige/L': 9, 'black/S': 0, 'black/M': 0, 'black/L': 0 })

describe('the choices of a product page', () => {
  it("offers only the sizes made in a colour, in the size chart's order, each in stock, low or sold out", () => {
    expect(sizeChoices(faja, 'beige')).toEqual([
      { size: 'S', availability: { kind: 'out' } },
      { size: 'M', availability: { kind: 'low', left: 2 } },
      { size: 'L', availability: { kind: 'in' } },
    ])
    expect(sizeChoices(faja, 'cocoa')).toEqual([])
  })

  it('offers the colours made in some size, marking one whose every size is sold out', () => {
    expect(colorChoices(faja)).toEqual([
      { color: 'beige', soldOut: false },
      { color: 'black', soldOut: true },
    ])
    expect(colorChoices(product({}, true)).map((c) => c.color)).toEqual(['beige', 'black', 'cocoa'])
  })

  it('starts on the first colour with stock and its first size in stock', () => {
    expect(firstChoice(faja)).toEqual({ color: 'beige', size: 'M' })
    // The first colour sold out: the next one that has stock.
    expect(firstChoice(product({ 'beige/M': 0, 'black/S': 0, 'black/L': 4 }))).toEqual({ color: 'black', size: 'L' })
    // Nothing left anywhere: the first colour, and a size for the shopper to choose (to ask for an alert).
    expect(firstChoice(product({ 'beige/M': 0, 'black/M': 0 }))).toEqual({ color: 'beige', size: undefined })
    // Made to measure: the measurements are the size.
    expect(firstChoice(product({}, true))).toEqual({ color: 'beige', size: undefined })
    expect(firstSizeInStock(faja, 'black')).toBeUndefined()
  })

  it('counts the units of a colour and size: none when not made, no limit when made to measure', () => {
    expect(variantOf(faja, 'beige', 'M')?.sku).toBe('SS-1-BEI-M')
    expect(unitsOf(faja, 'beige', 'M')).toBe(2)
    expect(unitsOf(faja, 'beige', 'XL')).toBe(0)
    expect(unitsOf(faja, 'cocoa', 'M')).toBe(0)
    expect(unitsOf(product({}, true), 'beige', 'cm 70/98/56')).toBe(Infinity)
    expect(unitsOfColor(faja, 'beige')).toBe(11)
    expect(unitsOfColor(faja, 'black')).toBe(0)
  })
})

describe('the shop filters', () => {
  it('match a size, a colour, or both in the same variant, only where a unit is left', () => {
    expect(hasInStock(faja, { size: 'M' })).toBe(true)
    expect(hasInStock(faja, { size: 'S' })).toBe(false)
    expect(hasInStock(faja, { color: 'black' })).toBe(false)
    expect(hasInStock(faja, { color: 'beige', size: 'L' })).toBe(true)
    expect(hasInStock(faja, { color: 'black', size: 'L' })).toBe(false)
    expect(hasInStock(faja, { size: 'XL' })).toBe(false)
    expect(hasInStock(faja, {})).toBe(true)
  })
  it('match a made-to-measure piece by the colours it is made in, never by a size', () => {
    const custom = { ...product({}, true), colors: ['nude'] }
    expect(hasInStock(custom, { color: 'nude' })).toBe(true)
    expect(hasInStock(custom, { color: 'black' })).toBe(false)
    expect(hasInStock(custom, { size: 'M' })).toBe(false)
    expect(hasInStock(custom, { color: 'nude', size: 'M' })).toBe(false)
  })
})

describe('a cart line against the catalogue', () => {
  const line = (color: string, size: string, quantity: number) => ({ color, size, quantity })
  it('is fine while its colour and size has the units', () => {
    expect(lineShortfall(line('beige', 'L', 9), faja)).toBeUndefined()
    expect(lineShortfall(line('beige', 'M', 2), faja)).toBeUndefined()
  })
  it('is flagged when sold out, no longer made, or short of units', () => {
    expect(lineShortfall(line('beige', 'S', 1), faja)).toEqual({ kind: 'sold-out' })
    expect(lineShortfall(line('beige', 'XL', 1), faja)).toEqual({ kind: 'not-offered' })
    expect(lineShortfall(line('cocoa', 'M', 1), faja)).toEqual({ kind: 'not-offered' })
    expect(lineShortfall(line('beige', 'M', 3), faja)).toEqual({ kind: 'fewer', available: 2 })
  })
  it('is never flagged when made to measure', () => {
    expect(lineShortfall({ ...line('beige', 'cm 70/98/56', 4), measurements: { unit: 'cm' } }, product({}, true))).toBeUndefined()
  })
})
