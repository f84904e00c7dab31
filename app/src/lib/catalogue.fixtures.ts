// Catalogue records shaped as GET /api/sync sends them, and cart lines, for app tests.
import type { CartLine } from '#shared/pricing/cart'
import type { BlogPost, Product } from '#shared/schemas/catalogue'

export function productFixture(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    code: `FB-${id}`,
    photos: [],
    nameEn: `Sculpting faja ${id}`,
    nameEs: `Faja moldeadora ${id}`,
    nameFr: `Gaine sculptante ${id}`,
    descriptionEn: 'Firm compression.',
    descriptionEs: 'Compresión firme.',
    descriptionFr: 'Compression ferme.',
    price: '89.00',
    category: 'body-shapers',
    images: [`/images/products/${id}.svg`],
    colors: ['beige'],
    sizes: ['S', 'M'],
    benefitsEn: [],
    benefitsEs: [],
    benefitsFr: [],
    careEn: [],
    careEs: [],
    careFr: [],
    howToUseEn: [],
    howToUseEs: [],
    howToUseFr: [],
    stock: 10,
    lowStockThreshold: 3,
    isCustomMade: false,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export function postFixture(id: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    slug: `post-${id}`,
    category: 'guides',
    imageUrl: null,
    keywords: [],
    titleEn: `Guide ${id}`,
    titleEs: `Guía ${id}`,
    titleFr: `Guide ${id}`,
    excerptEn: '',
    excerptEs: '',
    excerptFr: '',
    contentEn: 'Text',
    contentEs: 'Texto',
    contentFr: 'Texte',
    seoDescriptionEn: '',
    seoDescriptionEs: '',
    seoDescriptionFr: '',
    version: 1,
    publishedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export function cartLineFixture(productId: string, quantity = 1): CartLine {
  return {
    productId,
    productCode: `FB-${productId}`,
    productName: `Faja ${productId}`,
    productImage: `/images/products/${productId}.svg`,
    color: 'beige',
    size: 'M',
    quantity,
    priceCents: 8900,
  }
}
