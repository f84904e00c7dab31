import { describe, expect, it } from 'vitest'
import { productFixture, variantsFixture } from '#app/lib/catalogue.fixtures'
import { productJsonLd } from './product-json-ld'

const product = productFixture('p1', {
  code: 'SS-2001',
  nameEn: 'Post-Surgery Faja',
  nameEs: 'Faja posquirúrgica',
  nameFr: 'Faja post-opératoire',
  descriptionEn: 'Firm compression.',
  descriptionEs: 'Compresión firme.',
  descriptionFr: 'Compression ferme.',
  price: '139.00',
  images: ['/images/products/ss-2001-beige.svg', '/images/products/ss-2001-nude.svg'],
  colors: ['beige', 'nude'],
  sizes: ['S', 'M', 'L'],
})

describe('product JSON-LD', () => {
  it('describes the product with absolute images, sku, USD offer and real availability, without a rating when it has no approved review', () => {
    const ld = productJsonLd(product, 'es', 'https://shop.test/es/product/p1', 'https://shop.test')
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Faja posquirúrgica',
      description: 'Compresión firme.',
      sku: 'SS-2001',
      image: ['https://shop.test/images/products/ss-2001-beige.svg', 'https://shop.test/images/products/ss-2001-nude.svg'],
      offers: { price: '139.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://shop.test/es/product/p1' },
    })
    expect(ld).not.toHaveProperty('aggregateRating')
    expect(JSON.stringify(ld)).not.toContain('review')
  })
  it('carries the approved reviews’ rating and a few of them, and nothing of the kind without a rating', () => {
    const review = (n: number) => ({
      id: `r${n}`,
      rating: n,
      fit: 'true_to_size' as const,
      size: 'M',
      color: 'beige',
      title: `Title ${n}`,
      body: 'Plain <b>text</b>',
      author: n === 4 ? null : 'Lucía M.',
      language: 'es' as const,
      reply: null,
      helpful: 0,
      photos: [],
      createdAt: '2026-10-12T10:00:00.000Z',
    })
    const reviews = [5, 4, 5, 3].map(review)
    const rated = productJsonLd({ ...product, rating: { average: 4.3, count: 4 } }, 'en', 'u', 'o', reviews)
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 4, bestRating: 5, worstRating: 1 })
    expect(rated.review).toHaveLength(3)
    expect((rated.review as unknown[])[1]).toMatchObject({ reviewRating: { ratingValue: 4 }, reviewBody: 'Plain <b>text</b>', author: { name: 'Anonymous' }, datePublished: '2026-10-12', inLanguage: 'es' })
    // Reviews without the product's rating (none approved) are never marked up.
    expect(productJsonLd(product, 'en', 'u', 'o', reviews)).not.toHaveProperty('review')
  })
  it('says limited or out of stock when that is the truth over all its colours and sizes', () => {
    const left = (each: number, beigeS: number) => productFixture('p1', { variants: variantsFixture('SS-2001', ['beige', 'nude'], ['S', 'M', 'L'], { each, left: { 'beige/S': beigeS } }) })
    const low = productJsonLd(left(0, 3), 'en', 'u', 'o').offers as { availability: string }
    const out = productJsonLd(left(0, 0), 'en', 'u', 'o').offers as { availability: string }
    expect(low.availability).toBe('https://schema.org/LimitedAvailability')
    expect(out.availability).toBe('https://schema.org/OutOfStock')
  })
})
