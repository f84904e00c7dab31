// schema.org Product for a product page. Its aggregateRating and a few review items come only
// from approved reviews (decision 042): the rating is the product's own (the approved reviews'
// average and count, as stored), and a product without approved reviews carries neither, since a
// made-up rating would be fake review markup.
import { BRAND_NAME } from '#shared/brand'
import type { Language } from '#shared/catalogue/catalogue'
import { formatAmount } from '#shared/pricing/money'
import type { Product } from '#shared/schemas/catalogue'
import type { PublicReview } from '#shared/schemas/reviews'
import { localized } from '#shared/catalogue/catalogue'
import { picturesOf, priceCents, stockStatus } from '#app/components/product/product-info'

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
  'made-to-order': 'https://schema.org/MadeToOrder',
} as const

/** The review items a product page carries at most. */
export const JSON_LD_REVIEWS = 3

/** A review as schema.org reads it: its stars, title, text and author (or "Anonymous" as the author chose). */
function reviewJsonLd(review: PublicReview) {
  return {
    '@type': 'Review',
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    name: review.title,
    reviewBody: review.body,
    inLanguage: review.language,
    datePublished: review.createdAt.slice(0, 10),
    author: { '@type': 'Person', name: review.author ?? 'Anonymous' },
  }
}

/** `reviews`: approved reviews the page shows (the first few become review items). */
export function productJsonLd(product: Product, lang: Language, pageUrl: string, origin: string, reviews: readonly PublicReview[] = []): Record<string, unknown> {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path)
  const rating = product.rating
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
    ...(rating && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
      ...(reviews.length > 0 && { review: reviews.slice(0, JSON_LD_REVIEWS).map(reviewJsonLd) }),
    }),
  }
}
