// GET /api/uploads/:name: an uploaded product photo, on both runtimes (a folder on Node, R2 on
// Workers). The name is the content's hash, so the answer never changes: cached for a year.
import { Hono } from 'hono'
import { uploadsApi } from '#shared/contracts/admin-products'
import type { AppEnv } from '#worker/context'
import { notFound } from '#worker/services/domain-errors'
import { IMMUTABLE, PHOTO_NAME } from '#worker/services/photo-store'

export const uploadsRoutes = new Hono<AppEnv>().get(uploadsApi.file.path, async (c) => {
  const name = c.req.param('name')
  const store = c.get('deps').photos
  const photo = PHOTO_NAME.test(name) && store ? await store.get(name) : null
  if (!photo) throw notFound('No such photo')
  return new Response(photo.body, {
    headers: {
      'content-type': photo.contentType,
      'content-length': String(photo.size),
      'cache-control': IMMUTABLE,
      etag: `"${name.split('.')[0]}"`,
      'x-content-type-options': 'nosniff',
    },
  })
})
