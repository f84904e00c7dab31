// The reviews section's flow: the pages read so far, starting from what the server drew the page
// with (so the first paint is the server's, and its address goes to the service worker's copy for
// offline), else read once the section is on show; "more" reads the next page. A failed read
// leaves what is shown and says so.
import { useEffect, useState } from 'react'
import type { Language } from '#shared/catalogue/catalogue'
import type { ProductReviews } from '#shared/schemas/reviews'
import { fetchProductReviews, keepProductReviewsOffline } from '#app/features/catalogue/api/reviews'

type State = { reviews: ProductReviews | undefined; loading: boolean; failed: boolean }

export function useProductReviews(productId: string, lang: Language, seed: ProductReviews | null | undefined) {
  const fromSeed = seed && seed.productId === productId ? seed : undefined
  const [state, setState] = useState<State & { key: string }>({ key: `${productId}/${lang}`, reviews: fromSeed, loading: false, failed: false })
  // Another product or language: start again from its seed, if any.
  const key = `${productId}/${lang}`
  const current = state.key === key ? state : { key, reviews: fromSeed, loading: false, failed: false }
  if (current !== state) setState(current)

  const read = (page: number) => {
    setState((s) => ({ ...s, loading: true, failed: false }))
    fetchProductReviews(productId, lang, page).then(
      (answer) =>
        setState((s) => {
          if (s.key !== key) return s
          const items = page === 1 || !s.reviews ? answer.items : [...s.reviews.items, ...answer.items]
          return { ...s, loading: false, reviews: { ...answer, items } }
        }),
      () => setState((s) => (s.key === key ? { ...s, loading: false, failed: true } : s)),
    )
  }

  useEffect(() => {
    if (fromSeed) void keepProductReviewsOffline(productId, lang).catch(() => undefined)
    if (!current.reviews && !current.loading && !current.failed) read(1)
    // Read once per product and language; `read` is recreated each render.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [key])

  const reviews = current.reviews
  const more = reviews ? reviews.items.length < reviews.total : false
  return { reviews, loading: current.loading, failed: current.failed, more, showMore: () => reviews && read(reviews.page + 1) }
}
