import { describe, expect, it } from 'vitest'
import type { Product } from '#shared/schemas/catalogue'
import { productJsonLd } from './product-json-ld'

const product = {
  id: 'p1',
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
  stock: 24,
  lowStockThreshold: 5,
} as Product

describe('product JSON-LD', () => {
  it('describes the product with absolute images, sku, USD offer and real availability, without a rating', () => {
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
  it('says limited or out of stock when that is the truth', () => {
    const low = productJsonLd({ ...product, stock: 3 }, 'en', 'u', 'o').offers as { availability: string }
    const out = productJsonLd({ ...product, stock: 0 }, 'en', 'u', 'o').offers as { availability: string }
    expect(low.availability).toBe('https://schema.org/LimitedAvailability')
    expect(out.availability).toBe('https://schema.org/OutOfStock')
  })
})
