// npm run dev: the API (tsx watch scripts/start.ts, with SKIP_BUILD=true since Vite serves the app)
// and Vite with hot reload, side by side in one terminal, every line prefixed with its name.
// Ctrl-C stops both; when one stops on its own, the other is stopped too and npm gets its exit code.
import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

const commands = [
  { name: 'api', color: 34, command: bin('tsx'), args: ['watch', 'scripts/start.ts'], env: { SKIP_BUILD: 'true' } },
  { name: 'web', color: 35, command: bin('vite'), args: [], env: {} },
]

const running = new Set<ChildProcess>()
let exitCode: number | undefined

function stopAll(code: number) {
  exitCode ??= code
  for (const child of running) child.kill('SIGTERM')
}

for (const { name, color, command, args, env } of commands) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['inherit', 'pipe', 'pipe'] })
  running.add(child)
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `
  createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(prefix + line + '\n'))
  createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(prefix + line + '\n'))
  child.on('exit', (code, signal) => {
    running.delete(child)
    process.stdout.write(`${prefix}exited with ${signal ?? `code ${code}`}\n`)
    stopAll(code ?? 1)
    if (running.size === 0) process.exit(exitCode)
  })
}

// Ctrl-C reaches the children from the terminal too: they get a second to stop on their own. A
// SIGTERM is for this process alone, so it is passed on.
process.on('SIGINT', () => {
  exitCode ??= 0
  setTimeout(() => stopAll(0), 1000).unref()
})
process.on('SIGTERM', () => stopAll(0))
