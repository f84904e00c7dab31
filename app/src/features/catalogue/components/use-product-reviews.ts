// The reviews section's flow: the pages read so far, starting from what the server drew the page
// with (newest first; so the first paint is the server's, and its address goes to the service
// worker's copy for offline), else read once the section is on show; another order reads its
// first page; "more" reads the next page; "helpful" votes once per review and shows the new count.
// A failed read leaves what is shown and says so.
import { useEffect, useState } from 'react'
import type { Language } from '#shared/catalogue/catalogue'
import type { ReviewSort } from '#shared/reviews/reviews'
import type { ProductReviews } from '#shared/schemas/reviews'
import { fetchProductReviews, keepProductReviewsOffline, voteHelpful } from '#app/features/catalogue/api/reviews'

type State = { key: string; reviews: ProductReviews | undefined; loading: boolean; failed: boolean }

export function useProductReviews(productId: string, lang: Language, seed: ProductReviews | null | undefined) {
  const [sort, setSort] = useState<ReviewSort>('newest')
  const fromSeed = seed && seed.productId === productId && sort === 'newest' ? seed : undefined
  // Another product, language or order: start again from its seed, if any.
  const key = `${productId}/${lang}/${sort}`
  const [state, setState] = useState<State>({ key, reviews: fromSeed, loading: false, failed: false })
  const current = state.key === key ? state : { key, reviews: fromSeed, loading: false, failed: false }
  if (current !== state) setState(current)
  const [voted, setVoted] = useState<ReadonlySet<string>>(new Set())

  const read = (page: number) => {
    setState((s) => ({ ...s, loading: true, failed: false }))
    fetchProductReviews(productId, lang, page, sort).then(
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
    // Read once per product, language and order; `read` is recreated each render.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [key])

  const vote = (reviewId: string) => {
    setVoted((v) => new Set(v).add(reviewId))
    voteHelpful(reviewId).then(
      (helpful) =>
        setState((s) =>
          s.reviews ? { ...s, reviews: { ...s.reviews, items: s.reviews.items.map((r) => (r.id === reviewId ? { ...r, helpful } : r)) } } : s,
        ),
      // Not counted: the button may be pressed again.
      () => setVoted((v) => new Set([...v].filter((id) => id !== reviewId))),
    )
  }

  const reviews = current.reviews
  const more = reviews ? reviews.items.length < reviews.total : false
  return { reviews, loading: current.loading, failed: current.failed, more, showMore: () => reviews && read(reviews.page + 1), sort, setSort, voted, vote }
}
