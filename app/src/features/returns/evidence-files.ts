// The files a customer picks as evidence, checked before they are sent (decision 039): photos
// (JPEG, PNG, WebP, AVIF) up to 10 MB, short videos (MP4, QuickTime, WebM) up to 25 MB, 6 a case.
// The server tells the type by the bytes and answers the same limits; this only spares an upload
// it would refuse.
import { urlFor } from '#shared/contracts/contract'
import { returnsApi } from '#shared/contracts/returns'
import { RETURN_EVIDENCE_MAX_FILES, RETURN_EVIDENCE_MAX_IMAGE_BYTES, RETURN_EVIDENCE_MAX_VIDEO_BYTES, type ReturnCase } from '#shared/schemas/returns'
import { apiErrorFrom, networkError } from '#app/lib/api-client'

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm']

export const EVIDENCE_ACCEPT = [...PHOTO_TYPES, ...VIDEO_TYPES].join(',')

export type FileRefusal = { kind: 'type' | 'size'; name: string } | { kind: 'count'; count: number }

/** The files that may be added to `kept` (already chosen or sent), and why the others may not. */
export function checkEvidence(kept: number, files: readonly File[]): { accepted: File[]; refusals: FileRefusal[] } {
  const accepted: File[] = []
  const refusals: FileRefusal[] = []
  for (const file of files) {
    const photo = PHOTO_TYPES.includes(file.type)
    if (!photo && !VIDEO_TYPES.includes(file.type)) refusals.push({ kind: 'type', name: file.name })
    else if (file.size > (photo ? RETURN_EVIDENCE_MAX_IMAGE_BYTES : RETURN_EVIDENCE_MAX_VIDEO_BYTES)) refusals.push({ kind: 'size', name: file.name })
    else if (kept + accepted.length >= RETURN_EVIDENCE_MAX_FILES) {
      if (!refusals.some((r) => r.kind === 'count')) refusals.push({ kind: 'count', count: RETURN_EVIDENCE_MAX_FILES })
    } else accepted.push(file)
  }
  return { accepted, refusals }
}

/** Sends one file to a case (multipart, field `file`); resolves with the case as it now stands. */
export async function sendEvidence(caseId: string, file: File, key: string | undefined): Promise<ReturnCase> {
  const form = new FormData()
  form.set('file', file, file.name)
  let response: Response
  try {
    response = await fetch(urlFor(returnsApi.addEvidence, { caseId }, key ? { key } : undefined), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    })
  } catch {
    throw networkError()
  }
  const text = await response.text()
  if (!response.ok) throw apiErrorFrom(response.status, text, response.headers)
  return JSON.parse(text) as ReturnCase
}

/** A file of the case, read through the private evidence route (its customer and staff only). */
export const evidenceUrl = (caseId: string, evidenceId: string, key: string | undefined) =>
  urlFor(returnsApi.evidence, { caseId, evidenceId }, key ? { key } : undefined)
