// A product's approved reviews from the app (decision 042): the page drawn by the server carries
// the first page; further pages, and the first one after a navigation in the browser, are read
// here. The contract (and zod with it) loads when reviews are asked for, not with the product page.
import type { Language } from '#shared/catalogue/catalogue'
import type { ProductReviews } from '#shared/schemas/reviews'
import { urlFor } from '#shared/contracts/contract'
import { callApi } from '#app/lib/api-client'

const loadApi = () => import('#shared/contracts/reviews').then((m) => m.reviewsApi)

/** One page of the product's approved reviews, the page's language first. */
export async function fetchProductReviews(productId: string, lang: Language, page: number): Promise<ProductReviews> {
  return callApi((await loadApi()).product, { params: { productId }, query: { lang, page } })
}

/**
 * Hands the first page's address to the service worker, which keeps a copy (sw.ts): the page drawn
 * by the server did not fetch it, and this way a product visited once reads its reviews offline.
 */
export async function keepProductReviewsOffline(productId: string, lang: Language): Promise<void> {
  const controller = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller
  if (!controller) return
  const url = urlFor((await loadApi()).product, { productId }, { lang, page: 1 })
  controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [url] } })
}
