// Public answers that depend only on the catalogue (GET /api/products, GET /api/sync) are
// serialised once per change and reused until the next one. The key of every change is the sync
// cursor (decision 002): SQL triggers bump it on any product or post write, whoever makes it, so
// a request reads it (one indexed single-row query), compares, and either sends bytes it already
// has or builds them once for everyone who asks meanwhile. Each Node process and each Workers
// isolate keeps its own copy; nothing is shared, so nothing can be stale across them.
import type { Context } from 'hono'
import { ProductJsonCache } from './product-json-cache'
import { acceptedEncodings, type Compress, type Encoding } from './content-coding'
import { PromiseLru } from './promise-lru'

/** An answer kept as JSON bytes, sent as often as it is asked for. */
type KeptAnswer = {
  bytes: Uint8Array
  etag: string
  /** Compressed copies, made on first demand per encoding (Node; Workers compress at the edge). */
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>
}

/**
 * An answer too large to keep (over half the budget: the full list of a large catalogue), written
 * to its client as it is built, so it is never whole in memory (a Worker has 128 MB). Its stream
 * is one client's: `claim` hands it out once.
 */
type StreamedAnswer = { etag: string; claim: () => ReadableStream<Uint8Array> | undefined }

type Answer = KeptAnswer | StreamedAnswer

/** What a builder hands back: the JSON text in pieces (so a long list never becomes one huge string) and its ETag. */
type BuiltAnswer = { json: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>; etag: string }

const encoder = new TextEncoder()

async function* piecesOf(json: BuiltAnswer['json']): AsyncGenerator<Uint8Array> {
  for await (const piece of json) yield typeof piece === 'string' ? encoder.encode(piece) : piece
}

function concat(parts: readonly Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return bytes
}

/** The answer's bytes, or, once they pass `keepBytes`, a stream of them (what was built so far, then the rest). */
async function encode(built: BuiltAnswer, keepBytes: number): Promise<Answer> {
  const pieces = piecesOf(built.json)
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const next = await pieces.next()
    if (next.done) return { bytes: concat(parts, size), etag: built.etag, encoded: {} }
    parts.push(next.value)
    size += next.value.byteLength
    if (size > keepBytes) break
  }
  let stream: ReadableStream<Uint8Array> | undefined = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = parts.shift()
      if (part) return controller.enqueue(part)
      const next = await pieces.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    async cancel() {
      await pieces.return(undefined)
    },
  })
  return {
    etag: built.etag,
    claim: () => {
      const claimed = stream
      stream = undefined
      return claimed
    },
  }
}

/**
 * Answers of one cursor, within `maxBytes`. A newer cursor drops them all; a request that read an
 * older cursor (a write landed while it waited) is answered without touching the cache. Builds
 * in flight are shared, so a burst of first visits after a change costs one build. An answer over
 * half the budget is streamed to its client and not kept; a client that asked for it meanwhile
 * builds its own. Each product's JSON is kept by its stamp, within a budget of its own, and
 * outlives cursor changes (`products`, ./catalogue-answers.ts).
 */
export class AnswerCache {
  private cachedCursor = -1
  private answers: PromiseLru<Answer>
  readonly products: ProductJsonCache

  /**
   * `cursor` reads the database's sync cursor, afresh on every call; `productBytes` is the budget
   * of kept product JSON (`maxBytes` unless given).
   */
  constructor(
    readonly maxBytes: number,
    readonly cursor: () => Promise<number>,
    productBytes = maxBytes,
  ) {
    this.answers = new PromiseLru(maxBytes, (answer) => ('bytes' in answer ? answer.bytes.byteLength : Number.POSITIVE_INFINITY))
    this.products = new ProductJsonCache(productBytes)
  }

  async get(cursor: number, key: string, build: () => Promise<BuiltAnswer>): Promise<Answer> {
    const keep = this.maxBytes / 2
    if (cursor < this.cachedCursor) return build().then((built) => encode(built, keep))
    if (cursor > this.cachedCursor) {
      this.cachedCursor = cursor
      this.answers.clear()
    }
    const answer = await this.answers.get(key, () => build().then((built) => encode(built, keep)))
    if ('bytes' in answer) return answer
    const stream = answer.claim()
    if (stream) return { etag: answer.etag, claim: () => stream }
    return build().then((built) => encode(built, 0))
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
 * Compressions of catalogue answers run one at a time: after a change every sync page is new
 * and compressed again, and a burst of them on all of libuv's threads would take every core from
 * the event loop on a small server (decision 027). Waiting clients share their answer's one.
 */
let compressing: Promise<unknown> = Promise.resolve()
function oneAtATime(compress: Compress, bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  const turn = compressing.then(() => compress(bytes, encoding))
  compressing = turn.catch(() => undefined)
  return turn
}

/**
 * 304 for a client that already holds `etag`, otherwise the JSON bytes, compressed once per
 * encoding when the runtime compresses itself (`compress`). A streamed answer is compressed as it
 * goes (gzip) for a client that takes it.
 */
export async function sendAnswer(c: Context, answer: Answer, cacheControl: string, compress?: Compress): Promise<Response> {
  c.header('Cache-Control', cacheControl)
  c.header('ETag', answer.etag)
  if (compress) c.header('Vary', 'Accept-Encoding')
  if (matchesEtag(c.req.header('if-none-match'), answer.etag)) {
    if (!('bytes' in answer)) await answer.claim()?.cancel()
    return c.body(null, 304)
  }
  c.header('Content-Type', 'application/json; charset=UTF-8')
  if (!('bytes' in answer)) {
    const stream = answer.claim()!
    if (!compress || !acceptedEncodings(c.req.header('accept-encoding')).includes('gzip')) return c.body(stream, 200)
    c.header('Content-Encoding', 'gzip')
    return c.body(stream.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>), 200)
  }
  const encoding = compress && answer.bytes.byteLength >= 1024 ? acceptedEncodings(c.req.header('accept-encoding'))[0] : undefined
  if (!encoding) return c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200)
  const pending = (answer.encoded[encoding] ??= oneAtATime(compress!, answer.bytes, encoding))
  pending.catch(() => answer.encoded[encoding] === pending && delete answer.encoded[encoding])
  const body = await pending
  c.header('Content-Encoding', encoding)
  return c.body(body as Uint8Array<ArrayBuffer>, 200)
}
