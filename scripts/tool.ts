// Tools that only a measuring or maintenance command needs are not in package.json, so that an
// install carries only what the shop, its build and its tests use. The command installs the
// pinned version below on first use into node_modules/.cache/tools/<name>@<version>/ (git-ignored,
// gone with node_modules); from there Node still finds the project's own packages, one folder up.
// `tsx scripts/tool.ts <name> [args…]` runs the tool's command line.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Lighthouse stays on 12: 13 needs Node 22. */
export const TOOLS = { lighthouse: '12.8.2', autocannon: '8.0.0', 'drizzle-kit': '0.31.11' } as const
export type Tool = keyof typeof TOOLS

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The tool's package folder, installed first when it is not yet (or a former install broke off). */
export function toolPackage(name: Tool): string {
  const version = TOOLS[name]
  const prefix = join(root, 'node_modules', '.cache', 'tools', `${name}@${version}`)
  const done = join(prefix, 'installed')
  if (!existsSync(done)) {
    console.error(`Installing ${name}@${version} on first use (node_modules/.cache/tools/) …`)
    mkdirSync(prefix, { recursive: true })
    writeFileSync(join(prefix, 'package.json'), `${JSON.stringify({ private: true, dependencies: { [name]: version } }, null, 2)}\n`)
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: prefix, stdio: 'inherit' })
    writeFileSync(done, '')
  }
  return join(prefix, 'node_modules', name)
}

/** The file of the tool's command line (its package.json `bin`). */
export function toolBin(name: Tool): string {
  const dir = toolPackage(name)
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { bin: string | Record<string, string> }
  return join(dir, typeof bin === 'string' ? bin : (bin[name] ?? Object.values(bin)[0]!))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, ...args] = process.argv.slice(2)
  if (!name || !(name in TOOLS)) {
    console.error(`usage: tsx scripts/tool.ts <${Object.keys(TOOLS).join('|')}> [args…]`)
    process.exit(2)
  }
  const { status } = spawnSync(process.execPath, [toolBin(name as Tool), ...args], { stdio: 'inherit' })
  process.exit(status ?? 1)
}
