// How the Node server delivers bytes: precompressed build files with the right encoding and
// Vary, validators and 304s for static files, year-long caching for versioned URLs only, and
// compressed API answers that still revalidate with their ETag.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productsApi, syncApi } from '#shared/contracts/catalogue'
import { precompressDirectory } from '../scripts/vite-delivery'
import { startNodeServer } from './node'

let dir: string
let server: Awaited<ReturnType<typeof startNodeServer>>
const script = `console.log(${JSON.stringify('the shop '.repeat(400))})`
const worker = `self.addEventListener('fetch', () => {}) // ${'precache '.repeat(300)}`

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-delivery-'))
  const dist = join(dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  mkdirSync(join(dist, 'images', 'v', '0a1b2c3d4e', 'products'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>shop</title><div id="root"></div>${'<!-- shell -->'.repeat(100)}`)
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(dist, 'sw.js'), worker)
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dist, 'images', 'v', '0a1b2c3d4e', 'products', 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await precompressDirectory(dist)
  server = await startNodeServer({
    env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, 'db', 'shop.db')}`, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    distDir: dist,
  })
})
afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

describe('static files on Node', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('sends the precompressed copy a client accepts (%s → %s), varying on Accept-Encoding', async (accept, encoding) => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': accept })
    expect(res.headers.get('content-encoding')).toBe(encoding)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toBe(script)
  })

  it('sends the file itself to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(script))
  })

  it('answers 304 for sw.js the client already has (ETag or date), and sends it again once it changed', async () => {
    const first = await get('/sw.js', { 'accept-encoding': 'br' })
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const etag = first.headers.get('etag')!
    const lastModified = first.headers.get('last-modified')!
    expect(etag).toBeTruthy()
    expect(await first.text()).toBe(worker)

    const revalidated = await get('/sw.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect((await get('/sw.js', { 'if-modified-since': lastModified })).status).toBe(304)

    // A new build writes a new sw.js: the old validator no longer matches.
    const swPath = join(dir, 'dist', 'sw.js')
    writeFileSync(swPath, `${worker}// v2`)
    const later = new Date(Date.now() + 5000)
    utimesSync(swPath, later, later)
    const changed = await get('/sw.js', { 'if-none-match': etag, 'accept-encoding': 'br' })
    expect(changed.status).toBe(200)
    // Its precompressed copies are older than it now, so the file itself goes out.
    expect(changed.headers.get('content-encoding')).toBeNull()
    expect(await changed.text()).toBe(`${worker}// v2`)
  })

  it('serves the app shell for client routes compressed, with a validator, never cached without revalidation', async () => {
    const res = await get('/fr/product/anything', { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(await res.text()).toContain('<div id="root">')
    expect((await get('/shop', { 'if-none-match': res.headers.get('etag')! })).status).toBe(304)
  })

  it('lets browsers keep versioned images for a year, other files for an hour', async () => {
    expect((await get('/images/v/0a1b2c3d4e/products/x.svg')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('serves nothing outside the build, and not the compressed copies as files', async () => {
    const escape = await get('/assets/%2e%2e/%2e%2e/db/jwt-secret')
    expect(await escape.text()).not.toMatch(/^[\w-]{40,}$/)
    // A path with an extension is a file or nothing (decision 010): 404, not the brotli bytes.
    const copy = await get('/sw.js.br')
    expect(copy.status).toBe(404)
    expect(copy.headers.get('content-type')).not.toMatch(/javascript|octet-stream/)
  })
})

describe('API answers on Node', () => {
  it('compresses the catalogue for clients that accept it, and still answers 304 to its ETag', async () => {
    const plain = await get(productsApi.list.url, { 'accept-encoding': 'identity' })
    const text = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toContain('Accept-Encoding')
    for (const encoding of ['br', 'gzip']) {
      const res = await get(productsApi.list.url, { 'accept-encoding': encoding })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(Number(res.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(text) / 3)
      expect(await res.text()).toBe(text)
    }
    const etag = plain.headers.get('etag')!
    const revalidated = await get(productsApi.list.url, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
  })

  it('sees a stock change another connection wrote straight in SQL at the next request (never a stale list)', async () => {
    const before = await get(productsApi.list.url)
    const etag = before.headers.get('etag')!
    const first = productsApi.list.output.parse(await before.json()).find((p) => p.variants.length > 0)!
    const other = createClient({ url: `file:${join(dir, 'db', 'shop.db')}` })
    try {
      await other.execute({ sql: 'UPDATE product_variants SET stock = stock + 9 WHERE sku = ?', args: [first.variants[0]!.sku] })
    } finally {
      other.close()
    }
    const after = await get(productsApi.list.url, { 'if-none-match': etag, 'accept-encoding': 'br' })
    expect(after.status).toBe(200)
    expect(productsApi.list.output.parse(await after.json()).find((p) => p.id === first.id)!.stock).toBe(first.stock + 9)
  })

  it('compresses a first sync page', async () => {
    const res = await get(`${syncApi.changes.url}?since=0`, { 'accept-encoding': 'br' })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(syncApi.changes.output.parse(await res.json()).products.length).toBeGreaterThan(20)
  })
})

describe('security headers on delivered bytes', () => {
  it('ride on precompressed files, on 304s of files and of the catalogue, on compressed API answers and on the shell', async () => {
    const sw = await get('/sw.js', { 'accept-encoding': 'br' })
    const list = await get(productsApi.list.url, { 'accept-encoding': 'br' })
    const answers = {
      precompressed: await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }),
      'static 304': await get('/sw.js', { 'accept-encoding': 'br', 'if-none-match': sw.headers.get('etag')! }),
      'compressed catalogue': list,
      'catalogue 304': await get(productsApi.list.url, { 'accept-encoding': 'br', 'if-none-match': list.headers.get('etag')! }),
      'compressed sync page': await get(`${syncApi.changes.url}?since=0`, { 'accept-encoding': 'gzip' }),
      shell: await get('/shop', { 'accept-encoding': 'gzip' }),
    }
    expect(answers['static 304'].status).toBe(304)
    expect(answers['catalogue 304'].status).toBe(304)
    expect(answers.precompressed.headers.get('content-encoding')).toBe('br')
    for (const [label, res] of Object.entries(answers)) {
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp, label).toContain("default-src 'self'")
      expect(csp, label).toContain("frame-ancestors 'none'")
      expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), label).toBe('DENY')
    }
    // The shell is HTML: its policy carries this response's nonce.
    expect(answers.shell.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/)
  })
})
