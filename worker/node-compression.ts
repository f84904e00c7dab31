// Compression of API answers and pages on Node (Workers compress at the edge), on libuv's thread
// pool so the event loop stays free. The catalogue and sync answers, built once per change, are
// compressed once per encoding by the app itself with `compress` (given to createApp(), see
// worker/src/http/cached-answer.ts); `compressAnswers` compresses every other JSON answer and the
// server-drawn pages, robots.txt and sitemap.xml (the build's files come precompressed).
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { acceptedEncodings, type Compress } from './src/http/content-coding'

const COMPRESSIBLE = /^(application\/(json|xml|[\w.+-]+\+(json|xml))|text\/)/i
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Fast settings: compressing happens while a client waits (brotli 5 beats gzip 6 in size and time). */
export const compress: Compress = (bytes, encoding) =>
  encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
    : gzipAsync(bytes, { level: 6 })

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    // Answers already negotiated (they vary on Accept-Encoding), 304s and other types pass.
    if (/accept-encoding/i.test(res.headers.get('Vary') ?? '') || !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return
    const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0]
    if (!encoding) {
      res.headers.append('Vary', 'Accept-Encoding')
      return
    }
    const bytes = new Uint8Array(await res.arrayBuffer())
    const body = bytes.byteLength >= MIN_BYTES ? await compress(bytes, encoding) : bytes
    const headers = new Headers(res.headers)
    headers.append('Vary', 'Accept-Encoding')
    headers.set('Content-Length', String(body.byteLength))
    if (body !== bytes) headers.set('Content-Encoding', encoding)
    // Hono would copy the old answer's headers onto the new one through a slower kind of
    // Response; clearing it first keeps @hono/node-server's direct write of the bytes.
    c.res = undefined as unknown as Response
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers })
  }
}
