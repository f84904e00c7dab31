import { describe, expect, it } from 'vitest'
import { imageFor, priceCents, stockStatus, unitsAvailable } from './product-info'

describe('stock status', () => {
  it('is truthful: in stock, only N left at or under the threshold, out of stock at zero', () => {
    expect(stockStatus({ stock: 42, lowStockThreshold: 5 })).toEqual({ kind: 'in-stock' })
    expect(stockStatus({ stock: 6, lowStockThreshold: 5 })).toEqual({ kind: 'in-stock' })
    expect(stockStatus({ stock: 5, lowStockThreshold: 5 })).toEqual({ kind: 'low', left: 5 })
    expect(stockStatus({ stock: 1, lowStockThreshold: 5 })).toEqual({ kind: 'low', left: 1 })
    expect(stockStatus({ stock: 0, lowStockThreshold: 5 })).toEqual({ kind: 'out' })
  })
  it('says made to order for a made-to-measure piece, whatever its stock, and never limits it', () => {
    expect(stockStatus({ stock: 2, lowStockThreshold: 5, isCustomMade: true })).toEqual({ kind: 'made-to-order' })
    expect(stockStatus({ stock: 0, lowStockThreshold: 5, isCustomMade: true })).toEqual({ kind: 'made-to-order' })
    expect(unitsAvailable({ stock: 0, isCustomMade: true })).toBe(Infinity)
    expect(unitsAvailable({ stock: 3, isCustomMade: false })).toBe(3)
  })
})

describe('product helpers', () => {
  const product = { price: '89.90', images: ['/b.svg', '/n.svg'], colors: ['black', 'nude'] }
  it('parses the price string into cents and finds the image of a colour', () => {
    expect(priceCents(product)).toBe(8990)
    expect(imageFor(product, 'nude')).toBe('/n.svg')
    expect(imageFor(product, undefined)).toBe('/b.svg')
    expect(imageFor(product, 'cocoa')).toBe('/b.svg')
  })
})
