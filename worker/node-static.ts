// The Node server's static files (dist/): what `npm start` sends for anything that is a file of
// the build. Each file is read once per version (size and mtime, checked with one stat per
// request) and kept in memory with its precompressed .br/.gz copies (scripts/vite-delivery.ts),
// so a request costs no read and no compression. Answers carry a weak ETag and Last-Modified,
// and a client that already has the file gets 304 (sw.js is asked for on every visit). Content
// hashed files (/assets/…, /images/v/…) are kept for a year; the shell and the service worker are
// always revalidated, so a new deployment reaches installed apps.
import { readFileSync, statSync, type Stats } from 'node:fs'
import { join, normalize, sep } from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { matchesEtag } from './src/http/cached-answer'
import { acceptedEncodings, type Encoding } from './src/http/content-coding'

/** Files that must always be revalidated so a new deployment reaches installed apps. */
export const NO_CACHE = /(^|\/)(index\.html|sw\.js|registerSW\.js|workbox-[^/]*\.js|manifest\.webmanifest)$/
const IMMUTABLE = /^\/(assets|images\/v)\//
const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon))/
/** Files kept in memory; anything larger is read per request (the build has none today). */
const MAX_CACHED_BYTES = 4 * 1024 * 1024

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

type StaticFile = {
  version: string
  etag: string
  lastModified: string
  type: string
  compressible: boolean
  bodies: Partial<Record<Encoding | 'identity', Uint8Array>>
}

export function cacheControlFor(path: string): string {
  if (NO_CACHE.test(path)) return 'no-cache'
  if (IMMUTABLE.test(path)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

const statOf = (path: string): Stats | undefined => {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

/** A precompressed copy counts only if it is not older than the file it was made from. */
function readVariant(path: string, source: Stats): Uint8Array | undefined {
  const stats = statOf(path)
  return stats?.isFile() && stats.mtimeMs >= source.mtimeMs ? readFileSync(path) : undefined
}

export function staticFiles(root: string) {
  const files = new Map<string, StaticFile>()

  function load(path: string): StaticFile | undefined {
    const stats = statOf(path)
    if (!stats?.isFile()) return undefined
    const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`
    const known = files.get(path)
    if (known?.version === version) return known
    const type = getMimeType(path) ?? 'application/octet-stream'
    const compressible = COMPRESSIBLE_TYPE.test(type)
    const file: StaticFile = {
      version,
      etag: `W/"${version}"`,
      lastModified: stats.mtime.toUTCString(),
      type,
      compressible,
      bodies: { identity: readFileSync(path) },
    }
    if (compressible) {
      for (const encoding of ['br', 'gzip'] as const) file.bodies[encoding] = readVariant(path + SUFFIX[encoding], stats)
    }
    if (stats.size <= MAX_CACHED_BYTES) files.set(path, file)
    return file
  }

  /** The file of the build at this URL path, or undefined (directories, the compressed copies themselves, anything outside root). */
  function resolve(urlPath: string): string | undefined {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return undefined
    }
    if (decoded.includes('\0') || /\.(br|gz)$/.test(decoded)) return undefined
    const path = normalize(join(root, decoded))
    return path.startsWith(root + sep) ? path : undefined
  }

  /** Sends `file` as the client asked for it: 304, or the best encoding it accepts. */
  function send(c: Context, file: StaticFile, cacheControl: string): Response {
    c.header('Cache-Control', cacheControl)
    c.header('ETag', file.etag)
    c.header('Last-Modified', file.lastModified)
    if (file.compressible) c.header('Vary', 'Accept-Encoding')
    const ifNoneMatch = c.req.header('if-none-match')
    const ifModifiedSince = c.req.header('if-modified-since')
    const unchanged = ifNoneMatch !== undefined ? matchesEtag(ifNoneMatch, file.etag) : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(file.lastModified)
    if (unchanged) return c.body(null, 304)
    const encoding = acceptedEncodings(c.req.header('accept-encoding')).find((e) => file.bodies[e])
    const body = encoding ? file.bodies[encoding]! : file.bodies.identity!
    c.header('Content-Type', file.type)
    if (encoding) c.header('Content-Encoding', encoding)
    c.header('Content-Length', String(body.byteLength))
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body as Uint8Array<ArrayBuffer>, 200)
  }

  /** Middleware: a file of the build answers; anything else goes on (to the API, the app shell). */
  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const path = resolve(c.req.path)
    const file = path ? load(path) : undefined
    if (!file) return next()
    return send(c, file, cacheControlFor(c.req.path))
  }

  /** A file by its path under root, for a handler that answers other URLs with it (the app shell). */
  const fileAt = (relativePath: string) => load(join(root, relativePath))

  return { middleware, fileAt, send }
}
