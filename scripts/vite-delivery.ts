// Build steps for how the app travels (decision 011), as Vite plugins so every `vite build` (npm
// start's, npm run build, the e2e and Workers builds) does them:
// - versionedImages: a copy of each image under /images/v/<content version>/, the URL the seed
//   stores (shared/catalogue/images.ts), so browsers may keep it for a year; the dev server
//   answers those URLs from app/public/images.
// - precompress: a .br (quality 11) and a .gz (level 9) beside every compressible file of the
//   build, made once here so the Node server sends them without compressing per request
//   (worker/node-static.ts). Workers compress at the edge and never upload them (.assetsignore).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { IMAGE_VERSIONS } from '../shared/catalogue/image-versions.gen'
import { IMAGES_DIR } from './image-versions'

export function versionedImages(): Plugin {
  return {
    name: 'versioned-images',
    generateBundle() {
      for (const [path, version] of Object.entries(IMAGE_VERSIONS)) {
        this.emitFile({ type: 'asset', fileName: `images/v/${version}/${path}`, source: readFileSync(join(IMAGES_DIR, path)) })
      }
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const match = /^\/images\/v\/[0-9a-f]+\/(.+)$/.exec(req.url ?? '')
        if (match) req.url = `/images/${match[1]}`
        next()
      })
    },
  }
}

/**
 * The cache rules of Workers static assets (appended to dist/_headers, whose security headers apply
 * to every file): the headers the Node server sends (worker/node-static.ts). Content-hashed build
 * files and content-versioned images are kept for a year; everything else keeps the platform
 * default (revalidated on every use, with an ETag), so sw.js, index.html and the manifests reach
 * installed apps as soon as they change.
 */
export const STATIC_CACHE_RULES = ['/assets/*', '/images/v/*'].map((path) => `${path}\n  Cache-Control: public, max-age=31536000, immutable\n`).join('')

/** Text formats worth compressing; images other than SVG, fonts in woff2 and the like already are. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
}

export async function precompressDirectory(dir: string): Promise<number> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES)
  await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(file)
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength } }),
        gzipAsync(source, { level: 9 }),
      ])
      if (br.byteLength < source.byteLength) writeFileSync(`${file}.br`, br)
      if (gz.byteLength < source.byteLength) writeFileSync(`${file}.gz`, gz)
    }),
  )
  return files.length
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // After every other plugin's closeBundle (vite-plugin-pwa writes sw.js there).
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressDirectory(outDir)
      },
    },
  }
}
