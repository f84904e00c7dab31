// schema.org Product for a product page. No aggregateRating: the shop has no reviews to back
// one, and a made-up rating would be fake review markup: the live site shows no invented data.
import { BRAND_NAME } from '#shared/brand'
import type { Language } from '#shared/catalogue/catalogue'
import { formatAmount } from '#shared/pricing/money'
import type { Product } from '#shared/schemas/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { picturesOf, priceCents, stockStatus } from '#app/components/product/product-info'

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
  'made-to-order': 'https://schema.org/MadeToOrder',
} as const

export function productJsonLd(product: Product, lang: Language, pageUrl: string, origin: string): Record<string, unknown> {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localized(product, 'name', lang),
    // Uploaded photos when there are any, else the drawings.
    image: ((product.photos ?? []).length > 0 ? picturesOf(product).map((p) => p.src) : product.images).map(absolute),
    description: localized(product, 'description', lang),
    sku: product.code,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: formatAmount(priceCents(product)),
      priceCurrency: 'USD',
      availability: AVAILABILITY[stockStatus(product).kind],
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
}
