import { describe, expect, it } from 'vitest'
import type { Product } from '#shared/schemas/catalogue'
import { productFixture, variantsFixture } from '#app/lib/catalogue.fixtures'
import { filtersToParams, hasActiveFilters, parseFilters } from '#shared/catalogue/shop-filters'
import { applyFilters, priceBandOf } from './shop-filters'

const product = (over: Partial<Product> & Pick<Product, 'id'>): Product =>
  productFixture(over.id, {
    code: over.id.toUpperCase(),
    nameEn: over.id,
    nameEs: over.id,
    nameFr: over.id,
    price: '50.00',
    images: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  })

const catalogue = [
  product({ id: 'a', nameEn: 'Waist Trainer', nameEs: 'Cinturilla', price: '59.00', category: 'sculpt-support', colors: ['beige', 'black'], sizes: ['S', 'M'], createdAt: '2025-01-01T00:00:00.000Z' }),
  product({ id: 'b', nameEn: 'Bodysuit', nameEs: 'Body', price: '139.00', category: 'sculpt-support', colors: ['nude'], sizes: ['M', 'L'], createdAt: '2025-01-03T00:00:00.000Z' }),
  product({ id: 'c', nameEn: 'Chin Strap', nameEs: 'Mentonera', price: '29.00', category: 'face-neck-sculpt', colors: ['black'], sizes: ['M'], createdAt: '2025-01-02T00:00:00.000Z' }),
  product({ id: 'd', nameEn: 'Ámbar Shorts', nameEs: 'Short Ámbar', price: '100.00', category: 'silhouette-enhancers', colors: ['cocoa', 'black'], sizes: ['XL'], createdAt: '2025-01-04T00:00:00.000Z' }),
]
const ids = (list: Product[]) => list.map((p) => p.id)
const run = (query: string, lang: 'en' | 'es' | 'fr' = 'en') => ids(applyFilters(catalogue, parseFilters(new URLSearchParams(query)), lang))

describe('shop filters', () => {
  it('keeps the catalogue order with no filter', () => {
    expect(run('')).toEqual(['a', 'b', 'c', 'd'])
  })
  it('filters by category, size and colour together', () => {
    expect(run('category=sculpt-support')).toEqual(['a', 'b'])
    expect(run('size=M')).toEqual(['a', 'b', 'c'])
    expect(run('size=M&color=black')).toEqual(['a', 'c'])
    expect(run('category=sculpt-support&size=M&color=black')).toEqual(['a'])
    expect(run('category=face-neck-sculpt&color=nude')).toEqual([])
  })
  it('keeps only what can be bought in the size, the colour, or that very colour and size', () => {
    const sizes = ['S', 'M', 'L']
    const shelf = [
      // Black M is sold out, beige M is not; black L is not made.
      product({ id: 'm', colors: ['beige', 'black'], sizes, variants: variantsFixture('M', ['beige', 'black'], sizes, { left: { 'black/M': 0 }, notMade: ['black/L'] }) }),
      // Every black size is sold out.
      product({ id: 'n', colors: ['beige', 'black'], sizes, variants: variantsFixture('N', ['beige', 'black'], sizes, { left: { 'black/S': 0, 'black/M': 0, 'black/L': 0 } }) }),
      // Made to measure: no stock, made in the colours it lists.
      product({ id: 'o', colors: ['black'], sizes: [], isCustomMade: true }),
    ]
    const shop = (query: string) => ids(applyFilters(shelf, parseFilters(new URLSearchParams(query)), 'en'))
    expect(shop('size=M')).toEqual(['m', 'n'])
    expect(shop('color=black')).toEqual(['m', 'o'])
    expect(shop('size=M&color=black')).toEqual([])
    expect(shop('size=S&color=black')).toEqual(['m'])
    expect(shop('size=L&color=black')).toEqual([])
    expect(shop('size=L&color=beige')).toEqual(['m', 'n'])
  })
  it('filters by an inclusive price range in dollars', () => {
    expect(run('max=49.99')).toEqual(['c'])
    expect(run('min=50&max=99.99')).toEqual(['a'])
    expect(run('min=100&max=149.99')).toEqual(['b', 'd'])
    expect(run('min=150')).toEqual([])
  })
  it('sorts by price both ways, newest first and by name in the page language', () => {
    expect(run('sort=price-asc')).toEqual(['c', 'a', 'd', 'b'])
    expect(run('sort=price-desc')).toEqual(['b', 'd', 'a', 'c'])
    expect(run('sort=newest')).toEqual(['d', 'b', 'c', 'a'])
    expect(run('sort=name')).toEqual(['d', 'b', 'c', 'a'])
    expect(run('sort=name', 'es')).toEqual(['b', 'a', 'c', 'd'])
  })
  it('ignores unknown or malformed values instead of failing', () => {
    expect(parseFilters(new URLSearchParams('category=bogus&size=XXXL&color=red&min=abc&max=-3&sort=random'))).toEqual({
      category: undefined,
      size: undefined,
      color: undefined,
      min: undefined,
      max: undefined,
      sort: 'featured',
    })
  })
  it('round-trips through the URL so a filtered view can be shared', () => {
    const query = 'category=sculpt-support&size=M&color=black&min=50&max=99.99&sort=price-desc'
    const filters = parseFilters(new URLSearchParams(query))
    expect(filtersToParams(filters).toString()).toBe(query)
    expect(filtersToParams(parseFilters(new URLSearchParams(''))).toString()).toBe('')
    expect(hasActiveFilters(filters)).toBe(true)
    expect(hasActiveFilters(parseFilters(new URLSearchParams('sort=name')))).toBe(false)
  })
  it('names the price band of a range', () => {
    expect(priceBandOf({ min: 50, max: 99.99 })).toBe('50-100')
    expect(priceBandOf({ max: 49.99 })).toBe('under-50')
    expect(priceBandOf({})).toBe('')
    expect(priceBandOf({ min: 10, max: 20 })).toBe('custom')
  })
})
