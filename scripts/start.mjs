// `npm start`: the shop under plain Node, without the TypeScript toolchain in memory. The server
// (scripts/start.ts and everything it imports from worker/ and shared/) is compiled once into
// dist-server/start.mjs with esbuild, again whenever a source is newer than it; npm packages stay
// in node_modules (external). That module then builds the app (dist/) when it is missing or
// stale, and serves both. Plain JavaScript on purpose: this file runs before anything is compiled.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const SERVER_BUNDLE = join(root, 'dist-server', 'start.mjs')
const SOURCES = ['scripts/start.ts', 'worker', 'shared', 'package.json', 'package-lock.json', 'tsconfig.json'].map((p) => join(root, p))

/** @param {string} path */
function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs)
}

export function serverBundleIsStale() {
  const builtAt = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0
  return builtAt < Math.max(...SOURCES.map(newestMtime))
}

export async function buildServerBundle() {
  const esbuild = await import('esbuild')
  try {
    const result = await esbuild.build({
      entryPoints: [join(root, 'scripts/start.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // npm packages load from node_modules as they are (libSQL's native driver among them).
      packages: 'external',
      tsconfig: join(root, 'tsconfig.json'),
      sourcemap: 'linked',
      // The health report's build time (worker/src/build.ts).
      define: { __SERVER_BUILT_AT__: JSON.stringify(new Date().toISOString()) },
      outfile: SERVER_BUNDLE,
      write: false,
      logLevel: 'warning',
    })
    mkdirSync(dirname(SERVER_BUNDLE), { recursive: true })
    // Written beside and renamed, so a server starting at the same moment never reads half a file.
    for (const file of result.outputFiles) {
      const partial = `${file.path}.${process.pid}.partial`
      writeFileSync(partial, file.contents)
      renameSync(partial, file.path)
    }
  } finally {
    // esbuild keeps a helper process for later builds; this one is the last.
    await esbuild.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (serverBundleIsStale()) {
    console.log(existsSync(SERVER_BUNDLE) ? 'Sources changed since the last build; recompiling the server…' : 'Compiling the server (first start)…')
    await buildServerBundle()
  }
  process.setSourceMapsEnabled(true)
  await import(pathToFileURL(SERVER_BUNDLE).href)
}
