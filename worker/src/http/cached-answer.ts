// Public answers that depend only on the catalogue (GET /api/products, GET /api/sync) are
// serialised once per change and reused until the next one. The key of every change is the sync
// cursor (decision 002): SQL triggers bump it on any product or post write, whoever makes it, so
// a request reads it (one indexed single-row query), compares, and either sends bytes it already
// has or builds them once for everyone who asks meanwhile. Each Node process and each Workers
// isolate keeps its own copy; nothing is shared, so nothing can be stale across them.
import type { Context } from 'hono'
import { acceptedEncodings, type Compress, type Encoding } from './content-coding'
import { PromiseLru } from './promise-lru'

type Answer = {
  bytes: Uint8Array
  etag: string
  /** Compressed copies, made on first demand per encoding (Node; Workers compress at the edge). */
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>
}

/** What a builder hands back: the JSON text in pieces (so a long list never becomes one huge string) and its ETag. */
type BuiltAnswer = { json: Iterable<string> | AsyncIterable<string>; etag: string }

const encoder = new TextEncoder()

async function encode(built: BuiltAnswer): Promise<Answer> {
  const parts: Uint8Array[] = []
  let size = 0
  for await (const piece of built.json) {
    const bytes = encoder.encode(piece)
    parts.push(bytes)
    size += bytes.byteLength
  }
  const bytes = parts.length === 1 ? parts[0]! : new Uint8Array(size)
  if (parts.length !== 1) {
    let offset = 0
    for (const part of parts) {
      bytes.set(part, offset)
      offset += part.byteLength
    }
  }
  return { bytes, etag: built.etag, encoded: {} }
}

/**
 * Answers of one cursor, within `maxBytes`. A newer cursor drops them all; a request that read an
 * older cursor (a write landed while it waited) is answered without touching the cache. Builds
 * in flight are shared, so a burst of first visits after a change costs one build.
 */
export class AnswerCache {
  private cachedCursor = -1
  private answers: PromiseLru<Answer>

  /** `cursor` reads the database's sync cursor, afresh on every call. */
  constructor(
    maxBytes: number,
    readonly cursor: () => Promise<number>,
  ) {
    this.answers = new PromiseLru(maxBytes, (answer) => answer.bytes.byteLength)
  }

  get(cursor: number, key: string, build: () => Promise<BuiltAnswer>): Promise<Answer> {
    if (cursor < this.cachedCursor) return build().then(encode)
    if (cursor > this.cachedCursor) {
      this.cachedCursor = cursor
      this.answers.clear()
    }
    return this.answers.get(key, () => build().then(encode))
  }
}

/** Weak comparison (RFC 9110 §13.1.2): the answer the client holds is the one we would send. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}

/** FNV-1a of a text, in hex: a short, quote-free tag for an ETag. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(16)
}

/** A weak validator: compression on the way out (Node, the Workers edge) keeps it meaningful. */
export const weakEtag = (name: string) => `W/"${name}"`

/**
 * 304 for a client that already holds `etag`, otherwise the cached JSON bytes, compressed once
 * per encoding when the runtime compresses itself (`compress`).
 */
export async function sendAnswer(c: Context, answer: Answer, cacheControl: string, compress?: Compress): Promise<Response> {
  c.header('Cache-Control', cacheControl)
  c.header('ETag', answer.etag)
  if (compress) c.header('Vary', 'Accept-Encoding')
  if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=UTF-8')
  const encoding = compress && answer.bytes.byteLength >= 1024 ? acceptedEncodings(c.req.header('accept-encoding'))[0] : undefined
  if (!encoding) return c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200)
  const pending = (answer.encoded[encoding] ??= compress!(answer.bytes, encoding))
  pending.catch(() => answer.encoded[encoding] === pending && delete answer.encoded[encoding])
  const body = await pending
  c.header('Content-Encoding', encoding)
  return c.body(body as Uint8Array<ArrayBuffer>, 200)
}

/** Serialises a list page by page (one `JSON.stringify` each), joined into one JSON array. */
export async function* jsonArray<T>(pages: AsyncIterable<T[]>): AsyncIterable<string> {
  yield '['
  let first = true
  for await (const page of pages) {
    if (page.length === 0) continue
    const text = JSON.stringify(page)
    yield first ? text.slice(1, -1) : `,${text.slice(1, -1)}`
    first = false
  }
  yield ']'
}
