// Content negotiation of compressed answers (RFC 9110 §12.5.3), shared by the Node server's
// static files and API answers. Workers leave this to the edge.

export type Encoding = 'br' | 'gzip'

/** Compresses bytes for an encoding; given to createApp() by a runtime that compresses itself (Node). */
export type Compress = (bytes: Uint8Array, encoding: Encoding) => Promise<Uint8Array>

/** The encodings a client accepts, best first (`br;q=0` refuses br). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name)
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e))
}
