// Where uploaded product photos live (decision 019). Files are named by the SHA-256 of
// their bytes, so a name never changes meaning: the same photo uploaded twice is stored once, and
// every URL can be cached forever. Files are never removed: a past order keeps its picture.
// Node keeps them in a folder beside the database (photo-store-node.ts); Workers in an R2 bucket
// (below), both served by GET /api/uploads/:name.

type StoredPhoto = { body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>; contentType: string; size: number }

export type PhotoStore = {
  /** Stores `bytes` under `name` unless a file of that name (hence those bytes) is already there. */
  put(name: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>
  get(name: string): Promise<StoredPhoto | null>
  /**
   * Every stored file's name, where that is a local read (Node's folder); R2 has none, as listing
   * a bucket is remote and paged. The health report counts the files no product shows.
   */
  names?(): Promise<string[]>
}

/** The part of Workers' R2Bucket binding used here (typed structurally so Node code can name it). */
export type R2BucketLike = {
  head(key: string): Promise<unknown>
  put(key: string, value: Uint8Array<ArrayBuffer>, options: { httpMetadata: { contentType: string; cacheControl: string } }): Promise<unknown>
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number; httpMetadata?: { contentType?: string } } | null>
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'

export function r2PhotoStore(bucket: R2BucketLike): PhotoStore {
  return {
    async put(name, bytes, contentType) {
      if (await bucket.head(name)) return
      await bucket.put(name, bytes, { httpMetadata: { contentType, cacheControl: IMMUTABLE } })
    },
    async get(name) {
      const object = await bucket.get(name)
      if (!object) return null
      return { body: object.body, size: object.size, contentType: object.httpMetadata?.contentType ?? 'application/octet-stream' }
    },
  }
}

type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif'; extension: 'jpg' | 'png' | 'webp' | 'avif' }

const ascii = (bytes: Uint8Array<ArrayBuffer>, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length))

/** The image type its bytes announce (magic numbers), whatever the file was called; null for anything else. */
export function sniffImageType(bytes: Uint8Array<ArrayBuffer>): ImageType | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', extension: 'jpg' }
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return { mime: 'image/png', extension: 'png' }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return { mime: 'image/webp', extension: 'webp' }
  // ISO-BMFF: a `ftyp` box whose major or compatible brands name AVIF.
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!)
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      const brand = ascii(bytes, at, 4)
      if (brand === 'avif' || brand === 'avis') return { mime: 'image/avif', extension: 'avif' }
    }
  }
  return null
}

/** `<sha-256 hex>.<extension>`: the name a photo's bytes are stored under. */
export async function photoName(bytes: Uint8Array<ArrayBuffer>, type: ImageType): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return `${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}.${type.extension}`
}

/** Names this store ever hands out; anything else is refused before the store is asked. */
export const PHOTO_NAME = /^[0-9a-f]{64}\.(jpg|png|webp|avif)$/
