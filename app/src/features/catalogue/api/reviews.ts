// A product's approved reviews from the app (decision 042): the page drawn by the server carries
// the first page; further pages, another order, and the first page after a navigation in the
// browser are read here, as are "helpful" votes. The contract (and zod with it) loads when reviews
// are asked for, not with the product page.
import type { Language } from '#shared/catalogue/catalogue'
import { urlFor } from '#shared/contracts/contract'
import type { ReviewSort } from '#shared/reviews/reviews'
import type { ProductReviews } from '#shared/schemas/reviews'
import { callApi } from '#app/lib/api-client'

const loadApi = () => import('#shared/contracts/reviews').then((m) => m.reviewsApi)

/** The list's query, the same object for a read and for the service worker's copy (one URL, one cache entry). */
const queryOf = (lang: Language, page: number, sort: ReviewSort) => ({ lang, sort, page })

/**
 * One page of the product's approved reviews, the page's language first. Offline it is the service
 * worker's last copy, read from its cache without trying the network (a request bound to fail),
 * or a refusal when there is none.
 */
export async function fetchProductReviews(productId: string, lang: Language, page: number, sort: ReviewSort): Promise<ProductReviews> {
  const api = await loadApi()
  const query = queryOf(lang, page, sort)
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    const kept = typeof caches === 'undefined' ? undefined : await caches.match(urlFor(api.product, { productId }, query))
    if (!kept) throw new Error('offline, and these reviews were never read here')
    return api.product.output.parse(await kept.json())
  }
  return callApi(api.product, { params: { productId }, query })
}

/** "This review was helpful"; answers how many now say so. */
export async function voteHelpful(reviewId: string): Promise<number> {
  return (await callApi((await loadApi()).helpful, { params: { reviewId } })).helpful
}

/**
 * Hands the first page's address to the service worker, which keeps a copy (sw.ts): the page drawn
 * by the server did not fetch it, and this way a product visited once reads its reviews offline.
 */
export async function keepProductReviewsOffline(productId: string, lang: Language): Promise<void> {
  const controller = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller
  if (!controller) return
  const url = urlFor((await loadApi()).product, { productId }, queryOf(lang, 1, 'newest'))
  controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [url] } })
}
