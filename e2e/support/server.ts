// Starts the shop exactly as `npm start` does (scripts/start.mjs: the compiled server under plain
// Node, recompiled first if a source changed, in this same process, so a kill reaches the shop),
// on 127.0.0.1, a free port and a temporary database; the test that starts it stops it.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'

export type ShopServer = {
  url: string
  dbDir: string
  output: () => string
  /**
   * The plain text of the emails the shop filed in its development mail folder (data/mail/
   * beside its database), oldest first, those to `to` only when given. The log names the files
   * but never carries their links (decision 028): a test follows a link from here.
   */
  mailed: (to?: string) => Promise<string[]>
  /** Stops the shop (SIGTERM) and deletes its database. */
  stop: () => Promise<void>
  /** Kills the process outright (SIGKILL, no shutdown at all) and keeps its database for a restart. */
  kill: () => Promise<void>
}

/** `dbDir` reuses the database a killed shop left behind (a restart); by default a new one is made. */
export async function startShop(env: Record<string, string> = {}, options: { dbDir?: string } = {}): Promise<ShopServer> {
  const dbDir = options.dbDir ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'))
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dbDir, 'shop.db')}`,
      SKIP_BUILD: 'true',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Shop running at (http:\/\/[^\s]+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`shop exited with ${code}:\n${output}`))
    })
  })
  return {
    url,
    dbDir,
    output: () => output,
    mailed: async (to) => {
      const folder = join(dbDir, 'mail')
      // Each file is named by the time it was written, so the names sort oldest first.
      const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.eml')).sort() : []
      const emails = await Promise.all(files.map((f) => simpleParser(readFileSync(join(folder, f)))))
      return emails.filter((e) => to === undefined || e.to === undefined || [e.to].flat().some((a) => a.text.includes(to))).map((e) => e.text ?? '')
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dbDir, { recursive: true, force: true })
    },
  }
}
