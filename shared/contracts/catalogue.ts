// The public catalogue and blog, and the delta sync that mirrors both into the app's IndexedDB.
import { z } from 'zod'
import { blogPostSchema, productSchema, syncDeltaSchema, syncQuerySchema } from '#shared/schemas/catalogue'
import { get, resource } from './contract'

export const productsApi = resource('/api/products', {
  list: get('/', { access: 'public', output: z.array(productSchema) }),
  byId: get('/:id', { access: 'public', output: productSchema }),
})

export const blogApi = resource('/api/blog', {
  list: get('/', { access: 'public', output: z.array(blogPostSchema) }),
  bySlug: get('/:slug', { access: 'public', output: blogPostSchema }),
})

/** 304 with no body when nothing changed since `since`. */
export const syncApi = resource('/api/sync', {
  changes: get('/', { access: 'public', query: syncQuerySchema, output: syncDeltaSchema }),
})
