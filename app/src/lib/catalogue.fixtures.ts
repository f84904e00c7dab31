// Catalogue records shaped as GET /api/sync sends them, and cart lines, for app tests.
import { defaultSku, optionKey, type VariantStock } from '#shared/catalogue/variants'
import type { CartLine } from '#shared/pricing/cart'
import type { BlogPost, Product } from '#shared/schemas/catalogue'

/**
 * Every colour × size of a product as a variant with `each` units, but for the units `left` gives
 * by 'colour/size' (0: sold out) and the combinations `notMade` lists, which are left out.
 */
export function variantsFixture(
  code: string,
  colors: readonly string[],
  sizes: readonly string[],
  { each = 5, left = {}, notMade = [] }: { each?: number; left?: Record<string, number>; notMade?: readonly string[] } = {},
): VariantStock[] {
  return colors.flatMap((color) =>
    sizes
      .filter((size) => !notMade.includes(optionKey(color, size)))
      .map((size) => ({ sku: defaultSku(code, color, size), color, size, available: left[optionKey(color, size)] ?? each })),
  )
}

/**
 * A product as the sync sends it. Its variants are every colour × size with 5 units each unless
 * `variants` is given (none for a made-to-measure piece); `stock` is their total unless given.
 */
export function productFixture(id: string, overrides: Partial<Product> = {}): Product {
  const code = overrides.code ?? `FB-${id}`
  const colors = overrides.colors ?? ['beige']
  const sizes = overrides.sizes ?? ['S', 'M']
  const variants = overrides.variants ?? (overrides.isCustomMade ? [] : variantsFixture(code, colors, sizes))
  return {
    id,
    code,
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
    colors,
    sizes,
    benefitsEn: [],
    benefitsEs: [],
    benefitsFr: [],
    careEn: [],
    careEs: [],
    careFr: [],
    howToUseEn: [],
    howToUseEs: [],
    howToUseFr: [],
    variants,
    isCustomMade: false,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
    stock: overrides.stock ?? variants.reduce((n, v) => n + v.available, 0),
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

/** A product with `units` left of its one colour and size (beige, M). */
export const stockedFixture = (id: string, units: number, overrides: Partial<Product> = {}): Product =>
  productFixture(id, { sizes: ['M'], variants: variantsFixture(`FB-${id}`, ['beige'], ['M'], { each: units }), ...overrides })

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
