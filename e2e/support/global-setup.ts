// Runs once before the browser files, which run two at a time: compiles npm start's server
// (dist-server/start.mjs) now if a source is newer, so that no two shops starting together
// both find it stale and compile it at once (scripts/start.mjs).
import { spawnSync } from 'node:child_process'

export default function setup() {
  const script = "const s = await import('./scripts/start.mjs'); if (s.serverBundleIsStale()) await s.buildServerBundle()"
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('compiling the server (scripts/start.mjs) failed')
}
