// Photos and short videos a customer sends with a return (decision 039). They are private: stored
// in the photo store under `returns/<case id>/<sha-256>.<ext>`, a name the public uploads route's
// pattern (PHOTO_NAME) never matches, and read only through the returns calls by those who may see
// the case's order (its customer, staff). The type is told by the file's bytes, never its name.
import { count, eq } from 'drizzle-orm'
import { RETURN_EVIDENCE_MAX_FILES, RETURN_EVIDENCE_MAX_IMAGE_BYTES, RETURN_EVIDENCE_MAX_VIDEO_BYTES } from '#shared/schemas/returns'
import type { Db } from '#worker/db/client'
import { returnEvidence, type returnCases } from '#worker/db/schema'
import { conflict, invalid, notFound } from './domain-errors'
import { sniffImageType, type PhotoStore } from './photo-store'

type CaseRow = typeof returnCases.$inferSelect
type EvidenceType = { mime: string; extension: string; video: boolean }

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length))

/** A photo the product photos take, or a video: ISO-BMFF (`ftyp`: MP4, QuickTime) or WebM (EBML); null for anything else. */
export function sniffEvidenceType(bytes: Uint8Array<ArrayBuffer>): EvidenceType | null {
  const image = sniffImageType(bytes)
  if (image) return { mime: image.mime, extension: image.extension, video: false }
  if (bytes.length < 12) return null
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return { mime: 'video/webm', extension: 'webm', video: true }
  if (ascii(bytes, 4, 4) === 'ftyp') {
    return ascii(bytes, 8, 4) === 'qt  ' ? { mime: 'video/quicktime', extension: 'mov', video: true } : { mime: 'video/mp4', extension: 'mp4', video: true }
  }
  return null
}

const typeRefused = () =>
  invalid('Send a photo (JPEG, PNG, WebP or AVIF, up to 10 MB) or a short video (MP4, MOV or WebM, up to 25 MB).', 'return_evidence_type', { file: 'return_evidence_type' })

/** Stores one file for the case and records it; a closed case takes none. */
export async function addEvidence(db: Db, store: PhotoStore, row: CaseRow, bytes: Uint8Array<ArrayBuffer>, now: Date) {
  if (row.status === 'closed') throw conflict('This return is closed.', 'return_transition_not_allowed')
  const type = sniffEvidenceType(bytes)
  if (!type) throw typeRefused()
  if (bytes.length > (type.video ? RETURN_EVIDENCE_MAX_VIDEO_BYTES : RETURN_EVIDENCE_MAX_IMAGE_BYTES)) throw typeRefused()
  const [counted] = await db.select({ n: count() }).from(returnEvidence).where(eq(returnEvidence.caseId, row.id))
  if (Number(counted?.n ?? 0) >= RETURN_EVIDENCE_MAX_FILES) throw conflict(`A return can have at most ${RETURN_EVIDENCE_MAX_FILES} photos or videos.`, 'return_evidence_too_many')
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const storageKey = `returns/${row.id}/${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}.${type.extension}`
  await store.put(storageKey, bytes, type.mime)
  await db.insert(returnEvidence).values({ caseId: row.id, storageKey, contentType: type.mime, sizeBytes: bytes.length, createdAt: now.toISOString() })
}

/** One file of the case, or 404. */
export async function readEvidence(db: Db, store: PhotoStore | undefined, row: CaseRow, evidenceId: string) {
  const [found] = await db.select().from(returnEvidence).where(eq(returnEvidence.id, evidenceId))
  const file = found && found.caseId === row.id && store ? await store.get(found.storageKey) : null
  if (!found || !file) throw notFound('No such file')
  return { ...file, contentType: found.contentType }
}
