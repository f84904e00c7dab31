// The one catalogue module pages read products and blog posts through. Pages depend only on
// these hooks; where the data comes from (network now, IndexedDB with delta sync later) is
// this module's business.
import { useEffect, useState } from 'react'
import type { BlogPost, Product } from '../../../shared/schemas/catalogue'
import { api, ApiError } from './api-client'

export type Loadable<T> =
  | { status: 'loading'; data: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data: undefined; error: Error }

function useFetched<T>(path: string | undefined, notFoundAsNull: boolean): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading', data: undefined })
  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    setState({ status: 'loading', data: undefined })
    api
      .get<T>(path, { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (controller.signal.aborted) return
        if (notFoundAsNull && error instanceof ApiError && error.status === 404) setState({ status: 'ready', data: null as T })
        else setState({ status: 'error', data: undefined, error })
      })
    return () => controller.abort()
  }, [path, notFoundAsNull])
  return state
}

/** All active products, in catalogue order. */
export const useProducts = () => useFetched<Product[]>('/api/products', false)
/** One product; `data` is null when it does not exist. */
export const useProduct = (id: string | undefined) =>
  useFetched<Product | null>(id ? `/api/products/${encodeURIComponent(id)}` : undefined, true)
/** All blog posts, newest first. */
export const usePosts = () => useFetched<BlogPost[]>('/api/blog', false)
/** One post by slug; `data` is null when it does not exist. */
export const usePost = (slug: string | undefined) =>
  useFetched<BlogPost | null>(slug ? `/api/blog/${encodeURIComponent(slug)}` : undefined, true)
