// Sends one photo (its resized files) to the API with upload progress, which fetch cannot report:
// XMLHttpRequest, with errors read by api-client's one parser.
import { adminProductsApi } from '#shared/contracts/admin-products'
import { urlFor } from '#shared/contracts/contract'
import type { AdminProduct } from '#shared/schemas/catalogue-admin'
import { apiErrorFrom, networkError } from '#app/lib/api-client'
import type { ResizedPhoto } from './resize-photo'

export type PhotoUpload = { productId: string; color: string; alt: { altEn: string; altEs: string; altFr: string }; files: ResizedPhoto[] }

export function uploadPhoto(upload: PhotoUpload, onProgress: (fraction: number) => void): Promise<AdminProduct> {
  const form = new FormData()
  form.set('color', upload.color)
  for (const [key, value] of Object.entries(upload.alt)) form.set(key, value)
  for (const file of upload.files) form.set(`w${file.width}`, file.blob, `photo-${file.width}.webp`)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', urlFor(adminProductsApi.uploadPhoto, { id: upload.productId }))
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onerror = () => reject(networkError())
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(apiErrorFrom(xhr.status, xhr.responseText, { get: (name) => xhr.getResponseHeader(name) }))
      try {
        resolve(JSON.parse(xhr.responseText) as AdminProduct)
      } catch {
        reject(apiErrorFrom(xhr.status, xhr.responseText, { get: (name) => xhr.getResponseHeader(name) }))
      }
    }
    xhr.send(form)
  })
}
