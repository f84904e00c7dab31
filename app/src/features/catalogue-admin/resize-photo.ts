// The back office resizes each photo in the browser before it is sent (decision 019):
// WebP at the storefront's widths, drawn with createImageBitmap and a canvas, so the server needs
// no image library and a 12-megapixel phone photo travels as a few hundred kilobytes.
import { PHOTO_WIDTHS } from '#shared/catalogue/catalogue'

export type ResizedPhoto = { width: number; blob: Blob }

const QUALITY = 0.85

function toWebp(bitmap: ImageBitmap, width: number): Promise<Blob> {
  const height = Math.round((bitmap.height * width) / bitmap.width)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('No 2D canvas'))
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob && blob.type === 'image/webp' ? resolve(blob) : reject(new Error('This browser cannot write WebP'))), 'image/webp', QUALITY))
}

/**
 * The photo at each width it can fill (never enlarged); a photo narrower than the smallest width
 * is sent once at its own width. Rejects when the file is not an image the browser can read.
 */
export async function resizePhoto(file: Blob): Promise<ResizedPhoto[]> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= bitmap.width)
    if (widths.length === 0) widths.push(bitmap.width)
    const out: ResizedPhoto[] = []
    for (const width of widths) out.push({ width, blob: await toWebp(bitmap, width) })
    return out
  } finally {
    bitmap.close()
  }
}
