// Node's photo store: a folder (data/uploads/ beside the database unless UPLOADS_DIR says
// otherwise). Each file is written under a temporary name and renamed, so a reader never sees
// half a photo.
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { PHOTO_NAME, type PhotoStore } from './photo-store'

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
}

export function folderPhotoStore(folder: string): PhotoStore {
  return {
    async put(name, bytes) {
      const path = join(folder, name)
      if (await stat(path).catch(() => null)) return
      // A return's private evidence lives in a subfolder (returns/<case>/…, decision 039).
      await mkdir(dirname(path), { recursive: true })
      const partial = `${path}.${crypto.randomUUID()}.part`
      await writeFile(partial, bytes)
      await rename(partial, path)
    },
    async get(name) {
      const bytes = await readFile(join(folder, name)).catch(() => null)
      if (!bytes) return null
      return { body: new Uint8Array(bytes), size: bytes.length, contentType: MIME[name.split('.').pop() ?? ''] ?? 'application/octet-stream' }
    },
    async names() {
      // Half-written files (`.part`) and anything else in the folder are no photos.
      const files = await readdir(folder).catch(() => [])
      return files.filter((name) => PHOTO_NAME.test(name))
    },
  }
}
