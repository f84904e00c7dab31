// The one request of the API that is not a small JSON body: a product photo, multipart, up to
// 10 MB (decision 019). app.ts lets it past the JSON body checks; the upload route sets its limit
// and reads the body here.
import type { Context } from 'hono'
import { photoUploadFieldsSchema } from '#shared/schemas/catalogue-admin'
import type { AppEnv } from '#worker/context'
import { ApiError } from './errors'
import { parseWith } from './validate'

/** The most a photo upload may weigh, with a little room for the form's own fields. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024
export const MAX_UPLOAD_BODY = MAX_PHOTO_BYTES + 64 * 1024

/**
 * POST /api/admin/products/:id/images, a return's evidence (POST /api/returns/:caseId/evidence,
 * decision 039) and a review's photo (POST /api/reviews/:reviewId/photos, decision 042), matched
 * before the app's JSON body checks run: each route sets its own limit.
 */
export const isPhotoUpload = (method: string, path: string) =>
  method === 'POST' &&
  (/^\/api\/admin\/products\/[^/]+\/images\/?$/.test(path) || /^\/api\/returns\/[^/]+\/evidence\/?$/.test(path) || /^\/api\/reviews\/[^/]+\/photos\/?$/.test(path))

/** The one file of a return's evidence upload or a review's photo (`file`); anything else is a 400. */
export async function readEvidenceUpload(c: Context<AppEnv>): Promise<Uint8Array<ArrayBuffer>> {
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new ApiError('unsupported_content_type', 'Send the file as multipart/form-data')
  }
  const file = form.get('file')
  if (!file || typeof file === 'string') throw new ApiError('validation_failed', 'Send one file named file', { file: 'Choose a photo or a video' })
  return new Uint8Array(await (file as Blob).arrayBuffer())
}

const FILE_FIELD = /^w(\d{2,4})$/

/** The photo's files (one per width) and text fields from a multipart body; anything else is a 400. */
export async function readPhotoUpload(c: Context<AppEnv>) {
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new ApiError('unsupported_content_type', 'Send the photo as multipart/form-data')
  }
  const text = (key: string) => {
    const value = form.get(key)
    return typeof value === 'string' ? value : undefined
  }
  const fields = parseWith(photoUploadFieldsSchema, { color: text('color'), altEn: text('altEn'), altEs: text('altEs'), altFr: text('altFr') })
  const files: { width: number; bytes: Uint8Array<ArrayBuffer> }[] = []
  for (const [key, value] of form.entries()) {
    const width = FILE_FIELD.exec(key)?.[1]
    if (!width || typeof value === 'string') continue
    const file = value as Blob
    files.push({ width: Number(width), bytes: new Uint8Array(await file.arrayBuffer()) })
  }
  if (files.length === 0 || files.length > 4) {
    throw new ApiError('validation_failed', 'Send the photo as one to four files named by their width (w400, w800, w1600)', { file: 'Choose a photo' })
  }
  return { fields, files }
}
