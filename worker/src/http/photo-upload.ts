// The one request of the API that is not a small JSON body: a product photo, multipart, up to
// 10 MB (decision 019). app.ts lets it past the JSON body checks; the upload route sets its limit.

/** The most a photo upload may weigh, with a little room for the form's own fields. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024
export const MAX_UPLOAD_BODY = MAX_PHOTO_BYTES + 64 * 1024

/** POST /api/admin/products/:id/images, matched before the app's JSON body checks run. */
export const isPhotoUpload = (method: string, path: string) => method === 'POST' && /^\/api\/admin\/products\/[^/]+\/images\/?$/.test(path)
