import { describe, expect, it } from 'vitest'
import { imageFor, pictureFor, picturesOf, priceCents, stockStatus } from './product-info'

describe('stock status of a whole product', () => {
  it('is truthful over all its variants: in stock, only N left at three or fewer, sold out at none', () => {
    expect(stockStatus({ stock: 42 })).toEqual({ kind: 'in' })
    expect(stockStatus({ stock: 4 })).toEqual({ kind: 'in' })
    expect(stockStatus({ stock: 3 })).toEqual({ kind: 'low', left: 3 })
    expect(stockStatus({ stock: 1 })).toEqual({ kind: 'low', left: 1 })
    expect(stockStatus({ stock: 0 })).toEqual({ kind: 'out' })
  })
  it('says made to order for a made-to-measure piece, which keeps no stock', () => {
    expect(stockStatus({ stock: 0, isCustomMade: true })).toEqual({ kind: 'made-to-order' })
  })
})

describe('product helpers', () => {
  const product = { price: '89.90', images: ['/b.svg', '/n.svg'], colors: ['black', 'nude'], photos: [] }
  it('parses the price string into cents and finds the image of a colour', () => {
    expect(priceCents(product)).toBe(8990)
    expect(imageFor(product, 'nude')).toBe('/n.svg')
    expect(imageFor(product, undefined)).toBe('/b.svg')
    expect(imageFor(product, 'cocoa')).toBe('/b.svg')
  })
})

describe('product pictures', () => {
  const photo = (id: string, color: string) => ({
    id,
    color,
    altEn: `Photo ${id}`,
    altEs: `Foto ${id}`,
    altFr: `Photo ${id} fr`,
    sources: [400, 800, 1600].map((width) => ({ url: `/api/uploads/${id}-${width}.webp`, width })),
  })
  const product = { images: ['/b.svg', '/n.svg'], colors: ['black', 'nude'], photos: [photo('a', 'nude'), photo('b', 'nude')] }

  it("shows a colour's photos with every width in srcset, and the drawing of a colour without photos", () => {
    const pictures = picturesOf(product)
    expect(pictures.map((p) => p.src)).toEqual(['/b.svg', '/api/uploads/a-800.webp', '/api/uploads/b-800.webp'])
    expect(pictures[1]!.srcSet).toBe('/api/uploads/a-400.webp 400w, /api/uploads/a-800.webp 800w, /api/uploads/a-1600.webp 1600w')
    expect(pictures[0]!.srcSet).toBeUndefined()
    expect(pictureFor(product, 'nude')?.alt?.es).toBe('Foto a')
    expect(imageFor(product, 'nude')).toBe('/api/uploads/a-800.webp')
  })

  it("lists a drawn colour's back view after all the fronts, and drops it once photos replace the drawing", () => {
    const drawn = { images: ['/b.svg', '/n.svg', '/b-back.svg', '/n-back.svg'], colors: ['black', 'nude'], photos: [] }
    expect(picturesOf(drawn).map((p) => [p.src, p.back ?? false])).toEqual([
      ['/b.svg', false],
      ['/n.svg', false],
      ['/b-back.svg', true],
      ['/n-back.svg', true],
    ])
    expect(imageFor(drawn, 'nude')).toBe('/n.svg')
    expect(picturesOf({ ...drawn, photos: [photo('a', 'nude')] }).map((p) => p.src)).toEqual(['/b.svg', '/api/uploads/a-800.webp', '/b-back.svg'])
  })

  it('copes with a product stored offline before photos existed', () => {
    const stored = { images: ['/b.svg'], colors: ['black'] } as unknown as Parameters<typeof picturesOf>[0]
    expect(picturesOf(stored).map((p) => p.src)).toEqual(['/b.svg'])
  })
})
