// Compression of API answers on Node (Workers compress at the edge). JSON of any size is sent
// brotli- or gzip-compressed to clients that accept it, compressed on libuv's thread pool so the
// event loop stays free. Answers with an ETag (the catalogue and sync answers, built once per
// change: worker/src/http/cached-answer.ts) are compressed once per URL, ETag and encoding and
// then reused, so a cached answer costs no compression either.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { acceptedEncodings, type Encoding } from './node-static'
import { PromiseLru } from './src/http/promise-lru'

const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json)|text\/)/i
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Fast settings: compressing happens while a client waits (brotli 5 beats gzip 6 in size and time). */
function compress(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
    : gzipAsync(bytes, { level: 6 })
}

export function compressApi(options: { maxBytes?: number } = {}): MiddlewareHandler {
  // By URL, ETag and encoding.
  const compressed = new PromiseLru<Uint8Array>(options.maxBytes ?? 32 * 1024 * 1024, (bytes) => bytes.byteLength)
  return async (c, next) => {
    await next()
    const res = c.res
    if (!res.body || res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return
    const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0]
    const bytes = new Uint8Array(await res.arrayBuffer())
    let body: Uint8Array = bytes
    if (encoding && bytes.byteLength >= MIN_BYTES) {
      const etag = res.headers.get('ETag')
      body = etag ? await compressed.get(`${c.req.url}|${etag}|${encoding}`, () => compress(bytes, encoding)) : await compress(bytes, encoding)
    }
    // Hono copies the old answer's headers onto the new one, so they are set afterwards.
    c.res = new Response(body as Uint8Array<ArrayBuffer>, res)
    c.res.headers.append('Vary', 'Accept-Encoding')
    c.res.headers.set('Content-Length', String(body.byteLength))
    if (body !== bytes) c.res.headers.set('Content-Encoding', encoding!)
  }
}
