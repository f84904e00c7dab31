// The catalogue editor, /api/admin/products (decision 019): admin and staff (the guard of
// admin.routes.ts). Photos arrive as multipart bodies of up to 10 MB, the one place the API
// takes more than its 100 KB JSON bodies (http/photo-upload.ts; app.ts leaves this path to the limit below).
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { adminProductsApi } from '#shared/contracts/admin-products'
import { requestTime, type AppEnv } from '#worker/context'
import { signedInUser } from '#worker/http/auth'
import { ApiError } from '#worker/http/errors'
import { MAX_UPLOAD_BODY, readPhotoUpload } from '#worker/http/photo-upload'
import { readJson, readQuery } from '#worker/http/validate'
import {
  addPhoto,
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  removePhoto,
  reorderPhotos,
  updatePhoto,
  updateProduct,
} from '#worker/services/catalogue-admin'

export const adminProducts = new Hono<AppEnv>()
  .get(adminProductsApi.list.path, async (c) => c.json(await listAdminProducts(c.get('deps').db, readQuery(c, adminProductsApi.list.query))))
  .post(adminProductsApi.create.path, async (c) => {
    const input = await readJson(c, adminProductsApi.create.input)
    return c.json(await createProduct(c.get('deps').db, signedInUser(c).id, input, requestTime(c)), 201)
  })
  .get(adminProductsApi.byId.path, async (c) => c.json(await getAdminProduct(c.get('deps').db, c.req.param('id'))))
  .patch(adminProductsApi.update.path, async (c) => {
    const changes = await readJson(c, adminProductsApi.update.input)
    return c.json(await updateProduct(c.get('deps').db, signedInUser(c).id, c.req.param('id'), changes, requestTime(c)))
  })
  .delete(adminProductsApi.remove.path, async (c) => c.json(await deleteProduct(c.get('deps').db, signedInUser(c).id, c.req.param('id'), requestTime(c))))
  .post(
    adminProductsApi.uploadPhoto.path,
    bodyLimit({
      maxSize: MAX_UPLOAD_BODY,
      onError: () => {
        throw new ApiError('payload_too_large', 'A photo must be at most 10 MB')
      },
    }),
    async (c) => {
      const store = c.get('deps').photos
      if (!store) throw new ApiError('uploads_unavailable', 'Photo uploads are not configured on this server')
      const upload = await readPhotoUpload(c)
      return c.json(await addPhoto(c.get('deps').db, store, signedInUser(c).id, c.req.param('id'), upload, requestTime(c)), 201)
    },
  )
  .patch(adminProductsApi.reorderPhotos.path, async (c) => {
    const { order } = await readJson(c, adminProductsApi.reorderPhotos.input)
    return c.json(await reorderPhotos(c.get('deps').db, signedInUser(c).id, c.req.param('id'), order, requestTime(c)))
  })
  .patch(adminProductsApi.updatePhoto.path, async (c) => {
    const changes = await readJson(c, adminProductsApi.updatePhoto.input)
    return c.json(await updatePhoto(c.get('deps').db, signedInUser(c).id, c.req.param('id'), c.req.param('photoId'), changes, requestTime(c)))
  })
  .delete(adminProductsApi.removePhoto.path, async (c) =>
    c.json(await removePhoto(c.get('deps').db, signedInUser(c).id, c.req.param('id'), c.req.param('photoId'), requestTime(c))),
  )
