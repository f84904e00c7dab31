// The shop as the browser benchmarks measure it: the built app (built first when dist/ is
// missing) served by the Node entry on 127.0.0.1, a free port and a temporary demo database.
// Writes nothing into the repository.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Db } from '#worker/db/client'
import { startNodeServer } from '../worker/node'

export type MeasuredShop = { url: string; productId: string; db: Db; close: () => Promise<void> }

export async function startMeasuredShop(env: Record<string, string> = {}): Promise<MeasuredShop> {
  if (!existsSync('dist/index.html')) {
    console.log('Building the app first…')
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'))
  const server = await startNodeServer({
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, 'shop.db')}`, SEED_DEMO: 'true', ...env },
  })
  const list = (await (await fetch(`${server.url}/api/products`)).json()) as { id: string }[]
  return {
    url: server.url,
    productId: list[0]!.id,
    db: server.db,
    close: async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
