// The public catalogue and blog, and the delta sync that mirrors both into the app's IndexedDB.
import { z } from 'zod'
import { blogPostSchema, productListQuerySchema, productSchema, syncDeltaSchema, syncQuerySchema } from '#shared/schemas/catalogue'
import { get, resource } from './contract'

/** `list` without a query is the whole catalogue; both lists answer 304 to a matching If-None-Match. */
export const productsApi = resource('/api/products', {
  list: get('/', { access: 'public', query: productListQuerySchema, output: z.array(productSchema), errors: ['unknown_cursor'] }),
  byId: get('/:id', { access: 'public', output: productSchema, errors: ['not_found'] }),
})

export const blogApi = resource('/api/blog', {
  list: get('/', { access: 'public', output: z.array(blogPostSchema) }),
  bySlug: get('/:slug', { access: 'public', output: blogPostSchema, errors: ['not_found'] }),
})

/** 304 with no body when nothing changed since `since`; a first sync comes in pages (`more`). */
export const syncApi = resource('/api/sync', {
  changes: get('/', { access: 'public', query: syncQuerySchema, output: syncDeltaSchema }),
})
