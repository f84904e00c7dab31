// The Cloudflare deployment, proven without Cloudflare: the bundle `wrangler deploy` would upload
// is built with wrangler's dry run and booted in workerd (Miniflare) with wrangler.toml's own
// bindings and static-assets routing, talking libSQL over HTTP to a local Hrana server. Pages are
// drawn by the Worker itself (decision 010); files come from static assets.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type Client } from '@libsql/client/web'
import { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { adminHealthApi } from '#shared/contracts/admin-health'
import { SHOP_RELEASE } from '#shared/release'
import { startSentryIngest } from '#shared/test/sentry-ingest'
import { createDb } from '#worker/db/client'
import { runMigrations } from '#worker/db/migrate'
import { migrations } from '#worker/db/migrations.gen'
import { seedOffers } from '#worker/db/seed/offers.data'
import { seedPosts } from '#worker/db/seed/blog.data'
import { seedProducts } from '#worker/db/seed/products.data'
import { DEMO_ACCOUNTS } from '#worker/db/seed/seed'
import { startSmtpServer, type TestSmtpServer } from '#worker/test/smtp-server'
import { startStripeStub, type StripeStub } from '#worker/test/stripe-stub'
import { refusedInlineScripts } from './support/csp'
import { startHranaServer, type HranaServer } from '#worker/dev/hrana-server'

const root = fileURLToPath(new URL('..', import.meta.url))
const ORIGIN = 'http://shop.test'
const DB_TOKEN = 'turso-token-for-tests'
const JWT_SECRET = 'workerd-test-secret-that-is-long-enough-0123456789'

// Modules a Worker must not need: Node-only APIs and libSQL's native (file) driver.
const NODE_ONLY = ['fs', 'fs/promises', 'path', 'child_process', 'net', 'tls', 'os', 'worker_threads', 'cluster', 'dgram', 'http2', 'inspector', 'module', 'readline', 'repl', 'v8', 'vm']
const NATIVE_MARKERS = [/@libsql\/(linux|darwin|win32)-/, /better-sqlite3/, /@neon-rs\/load/, /node_modules\/libsql\//, /\.node["']\)/]

let tmp: string
let bundle: string
let dryRun: { status: number | null; output: string }
let hrana: HranaServer | undefined
let inspect: Client | undefined
const instances: Miniflare[] = []
const servers: HranaServer[] = []
const clients: Client[] = []

function node(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 170_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}\n${result.error ?? ''}` }
}

function bootWorker(bindings: Record<string, string>) {
  // wrangler.toml is the source of truth: compatibility settings, [vars], and the [assets]
  // block (run_worker_first = ["/api/*"], single-page-application fallback) as wrangler dev uses them.
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'))
  const mf = new Miniflare({
    ...(workerOptions as object),
    name: 'faja-shop',
    // The module is given explicitly: React Router's (unused) route-module loader holds an
    // `import(variable)`, which Miniflare's own module walk refuses; workerd runs it as it is.
    modulesRoot: join(tmp, 'bundle'),
    modules: [{ type: 'ESModule', path: bundle }],
    bindings: { ...workerOptions.bindings, ...bindings },
  })
  instances.push(mf)
  return mf
}

const get = (mf: Miniflare, path: string) => mf.dispatchFetch(`${ORIGIN}${path}`)
const post = (mf: Miniflare, path: string, body: string, headers: Record<string, string> = {}) =>
  mf.dispatchFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body,
  })

const configured = (server: HranaServer) => ({
  TURSO_DATABASE_URL: server.url,
  TURSO_AUTH_TOKEN: DB_TOKEN,
  JWT_SECRET,
  SEED_DEMO: 'true',
  PUBLIC_URL: ORIGIN,
})

async function count(table: string, client = inspect!) {
  const rs = await client.execute(`SELECT count(*) AS n FROM ${table}`)
  return Number(rs.rows[0]!.n)
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-workers-'))
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    const build = node('node_modules/vite/bin/vite.js', ['build'])
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.output}`)
  }
  dryRun = node('node_modules/wrangler/bin/wrangler.js', ['deploy', '--dry-run', '--outdir', join(tmp, 'bundle')], {
    WRANGLER_SEND_METRICS: 'false',
    CI: 'true',
  })
  bundle = join(tmp, 'bundle', 'index.js')
  hrana = await startHranaServer({ dbPath: join(tmp, 'turso.db'), authToken: DB_TOKEN })
  servers.push(hrana)
  inspect = createClient({ url: hrana.url, authToken: DB_TOKEN })
  clients.push(inspect)
})

afterAll(async () => {
  for (const mf of instances) await mf.dispose().catch(() => undefined)
  for (const client of clients) client.close()
  for (const server of servers) await server.stop()
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

describe('the Workers bundle', () => {
  it('builds with `wrangler deploy --dry-run` into one self-contained module', () => {
    expect(dryRun.status, dryRun.output).toBe(0)
    expect(existsSync(bundle)).toBe(true)
  })

  it('contains libSQL over HTTP and nothing that only runs on Node', () => {
    const code = readFileSync(bundle, 'utf8')
    const staticImports = [...code.matchAll(/^import\s+(?:[^'";]+?\s+from\s+)?["']([^"']+)["'];?\s*$/gm)].map((m) => m[1]!)
    const dynamicImports = [...code.matchAll(/^(?!\s*(?:\*|\/\/)).*?\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/gm)].map((m) => m[1]!)
    const specifiers = [...new Set([...staticImports, ...dynamicImports])]
    // Everything is bundled: what remains are runtime built-ins (nodejs_compat polyfills' own imports).
    expect(specifiers.filter((s) => !/^(node|cloudflare):/.test(s))).toEqual([])
    expect(specifiers.filter((s) => NODE_ONLY.includes(s.replace(/^node:/, '')))).toEqual([])
    for (const marker of NATIVE_MARKERS) expect(code, `bundle matches ${marker}`).not.toMatch(marker)
    // wrangler resolved @libsql/client through its `workerd` export condition.
    expect(code).toContain('// node_modules/@libsql/client/lib-esm/web.js')
    expect(code).not.toContain('// node_modules/@libsql/client/lib-esm/sqlite3.js')
    // …and the stripe SDK through its worker build (fetch HTTP client, SubtleCrypto).
    expect(code).toContain('// node_modules/stripe/esm/stripe.esm.worker.js')
  })
})

describe('the Worker in workerd without configuration', () => {
  it('answers /api with a 503 naming every missing setting, and still serves the app', async () => {
    const mf = bootWorker({})
    const res = await get(mf, '/api/health')
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toContain('application/json')
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('missing_configuration')
    expect(body.error.message).toContain('TURSO_DATABASE_URL')
    expect(body.error.message).toContain('JWT_SECRET')
    // Links in emails are never built from a request's Host header in production.
    expect(body.error.message).toContain('PUBLIC_URL')

    const page = await get(mf, '/shop')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(readFileSync(join(root, 'dist', 'index.html'), 'utf8'))
  })
})

describe('the Worker in workerd on libSQL over HTTP', () => {
  let mf: Miniflare
  beforeAll(() => {
    mf = bootWorker(configured(hrana!))
  })

  it('migrates and seeds the empty database on its first request, then reports healthy', async () => {
    const res = await get(mf, '/api/health')
    const text = await res.text()
    expect(res.status, text).toBe(200)
    // No email transport configured: still healthy, and it says emails wait.
    expect(JSON.parse(text)).toMatchObject({ status: 'ok', runtime: 'workers', email: 'not_configured' })
    // wrangler.toml's NODE_ENV=production with SEED_DEMO=true: a staging shop, which says so (decision 022).
    expect(JSON.parse(text)).toMatchObject({ demoAccounts: true, warning: expect.stringContaining('demo accounts') })
    expect(await count('__drizzle_migrations')).toBe(migrations.length)
  })

  it('serves the seeded catalogue, prices as strings', async () => {
    const res = await get(mf, '/api/products')
    expect(res.status).toBe(200)
    const products = (await res.json()) as { id: string; category: string; price: string }[]
    expect(products.length).toBeGreaterThanOrEqual(24)
    expect(new Set(products.map((p) => p.category)).size).toBe(4)
    expect(products[0]!.price).toMatch(/^\d+\.\d{2}$/)

    const one = await get(mf, `/api/products/${products[0]!.id}`)
    expect(one.status).toBe(200)
    expect(((await one.json()) as { id: string }).id).toBe(products[0]!.id)
  })

  it('answers a reviewed product’s rating, fit summary and JSON-LD as the database holds its approved reviews (decision 042)', async () => {
    const products = (await (await get(mf, '/api/products')).json()) as { id: string; rating?: { average: number; count: number } }[]
    const reviewed = products.find((p) => p.rating)!
    const rs = await inspect!.execute({
      sql: `SELECT count(*) AS n, sum(rating) AS total, sum(fit = 'runs_small') AS small, sum(fit = 'true_to_size') AS truly, sum(fit = 'runs_large') AS large
        FROM reviews WHERE product_id = ? AND status = 'approved'`,
      args: [reviewed.id],
    })
    const row = rs.rows[0]!
    const average = Math.round((Number(row.total) / Number(row.n)) * 10) / 10
    expect(reviewed.rating).toEqual({ average, count: Number(row.n) })
    const answer = (await (await get(mf, `/api/reviews/products/${reviewed.id}?lang=es`)).json()) as { rating: unknown; fit: unknown; total: number }
    expect(answer).toMatchObject({ rating: { average, count: Number(row.n) }, fit: { runs_small: Number(row.small), true_to_size: Number(row.truly), runs_large: Number(row.large) }, total: Number(row.n) })
    const html = await (await get(mf, `/fr/product/${reviewed.id}`)).text()
    expect(html).toContain(`"aggregateRating":{"@type":"AggregateRating","ratingValue":${average},"reviewCount":${Number(row.n)}`)
  })

  it('serves its OpenAPI document, and the API reference under the reference’s own policy (decision 031)', async () => {
    const doc = await get(mf, '/api/openapi.json')
    expect(doc.status).toBe(200)
    const body = (await doc.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths)).toContain('/api/orders/{id}/confirm')
    const reference = await get(mf, '/api/docs')
    expect(reference.status).toBe(200)
    expect(reference.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src https:\/\/cdn\.jsdelivr\.net 'sha256-/)
    expect(reference.headers.get('x-frame-options')).toBe('DENY')
  })

  it('answers unknown products, unknown endpoints and malformed JSON with the error contract, and keeps a crash', async () => {
    const product = await get(mf, '/api/products/no-such-product')
    expect(product.status).toBe(404)
    expect(product.headers.get('content-type')).toContain('application/json')
    expect(((await product.json()) as { error: { code: string } }).error.code).toBeTruthy()

    const endpoint = await get(mf, '/api/nope')
    expect(endpoint.status).toBe(404)
    expect(await endpoint.json()).toMatchObject({ error: { code: 'not_found' } })

    const malformed = await post(mf, '/api/auth/login', '{"email": "customer@example.com",')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ error: { code: 'malformed_json' } })

    // Its request id is Cloudflare's cf-ray, in the X-Request-Id header and the error body (decision 028).
    const traced = await mf.dispatchFetch(`${ORIGIN}/api/nope`, { headers: { 'cf-ray': '8c1f2a3b4d5e6f70-MIA' } })
    expect({ header: traced.headers.get('x-request-id'), body: ((await traced.json()) as { error: { requestId?: string } }).error.requestId }).toEqual({
      header: '8c1f2a3b4d5e6f70-MIA',
      body: '8c1f2a3b4d5e6f70-MIA',
    })

    // A crash is answered 500 and kept for the operations screen once answered (waitUntil, decision 032).
    await inspect!.execute(`CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END`)
    const message = JSON.stringify({ name: 'Ana Ríos', email: 'ana@example.com', subject: 'Sizes', message: 'Which size fits me?' })
    const crash = await post(mf, '/api/contact', message, { 'cf-ray': '8c1f2a3b4d5e6f71-MIA' }).finally(() => inspect!.execute('DROP TRIGGER outbox_down'))
    expect(crash.status).toBe(500)
    const kept = async () => (await inspect!.execute("SELECT method, route, status FROM server_errors WHERE request_id = '8c1f2a3b4d5e6f71-MIA'")).rows.map((r) => ({ ...r }))
    await expect.poll(kept).toEqual([{ method: 'POST', route: '/api/contact', status: 500 }])
  })

  it('answers a path that does not decode with 400 before any router or the page renderer sees it', async () => {
    for (const path of ['/api/%E0%A4%A', '/api/products/%c0%ae%c0%ae']) {
      const api = await get(mf, path)
      expect(api.status, path).toBe(400)
      expect(await api.json(), path).toMatchObject({ error: { code: 'malformed_path' } })
    }
    for (const path of ['/%c0%ae%c0%ae/x', '/shop/%E0%A4%A']) {
      const page = await get(mf, path)
      expect(page.status, path).toBe(400)
      expect(page.headers.get('content-type'), path).toBe('text/plain; charset=UTF-8')
      expect(page.headers.get('content-security-policy'), path).toContain("default-src 'self'")
    }
  })

  it('signs a seeded demo account in and keeps the session (PBKDF2, JWT and session row on workerd)', async () => {
    const login = await post(mf, '/api/auth/login', JSON.stringify({ email: 'customer@example.com', password: 'Demo12345' }))
    expect(login.status, await login.text()).toBe(200)
    const cookie = login.headers.getSetCookie().find((h) => h.startsWith('session='))?.split(';')[0]
    expect(cookie).toBeTruthy()
    const me = await mf.dispatchFetch(`${ORIGIN}/api/auth/me`, { headers: { cookie: cookie! } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: 'customer@example.com' })
  })

  it('stores an uploaded product photo in the R2 bucket of wrangler.toml and serves it through the Worker, cached for good', async () => {
    const login = await post(mf, '/api/auth/login', JSON.stringify({ email: 'staff@example.com', password: 'Demo12345' }))
    const cookie = login.headers.getSetCookie().find((h) => h.startsWith('session='))!.split(';')[0]!
    const created = await post(mf, '/api/admin/products', JSON.stringify({ code: 'WD-1', category: 'sculpt-support', colors: ['black'] }), { cookie })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id } = (await created.json()) as { id: string }

    // A real 1×1 WebP, sent as the back office sends it: multipart, one file per width.
    const webp = Uint8Array.from(atob('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA'), (c) => c.charCodeAt(0))
    const form = new FormData()
    form.set('color', 'black')
    form.set('altEn', 'Front view')
    form.set('w400', new Blob([webp]), 'photo-400.webp')
    const multipart = new Request(ORIGIN, { method: 'POST', body: form })
    const uploaded = await mf.dispatchFetch(`${ORIGIN}/api/admin/products/${id}/images`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': multipart.headers.get('content-type')! },
      body: new Uint8Array(await multipart.arrayBuffer()),
    })
    const text = await uploaded.text()
    expect(uploaded.status, text).toBe(201)
    const url = (JSON.parse(text) as { photos: { sources: { url: string }[] }[] }).photos[0]!.sources[0]!.url
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.webp$/)

    const bucket = await mf.getR2Bucket('PHOTOS')
    const stored = await bucket.get(url.split('/').pop()!)
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(webp)
    expect(stored!.httpMetadata?.contentType).toBe('image/webp')

    const served = await get(mf, url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(webp)
    expect((await get(mf, `/api/uploads/${'0'.repeat(64)}.webp`)).status).toBe(404)

    // Never ordered, so it can go: the tests after this one count the seeded catalogue.
    const removed = await mf.dispatchFetch(`${ORIGIN}/api/admin/products/${id}`, { method: 'DELETE', headers: { cookie, origin: ORIGIN } })
    expect(removed.status).toBe(200)
    // The file stays: a past order may still show it.
    expect((await get(mf, url)).status).toBe(200)
  })

  it('keeps stock per variant over HTTP libSQL: the editor creates the variants, staff set one, and a CSV import writes in one batch', async () => {
    const login = await post(mf, '/api/auth/login', JSON.stringify({ email: 'staff@example.com', password: 'Demo12345' }))
    const cookie = login.headers.getSetCookie().find((h) => h.startsWith('session='))!.split(';')[0]!
    const created = await post(mf, '/api/admin/products', JSON.stringify({ code: 'WD-2', category: 'sculpt-support', colors: ['black'], sizes: ['S', 'M'] }), { cookie })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const grid = async () => (await (await mf.dispatchFetch(`${ORIGIN}/api/admin/inventory/${id}`, { headers: { cookie } })).json()) as { variants: { id: string; sku: string; stock: number }[] }
    const [small] = (await grid()).variants
    const changed = await mf.dispatchFetch(`${ORIGIN}/api/admin/inventory/variants/${small!.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ delta: 4 }),
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    const csv = 'sku,stock\nWD-2-BLK-S,9\nWD-2-BLK-M,3\n'
    const preview = await post(mf, '/api/admin/inventory/import/preview', JSON.stringify({ csv }), { cookie })
    expect(await preview.json()).toMatchObject({ applied: false, errors: [], changes: [{ sku: 'WD-2-BLK-S', before: { stock: 4 }, after: { stock: 9 } }, { sku: 'WD-2-BLK-M', after: { stock: 3 } }] })
    const applied = await post(mf, '/api/admin/inventory/import/apply', JSON.stringify({ csv }), { cookie })
    expect(await applied.json()).toMatchObject({ applied: true })
    expect((await grid()).variants.map((v) => [v.sku, v.stock])).toEqual([
      ['WD-2-BLK-S', 9],
      ['WD-2-BLK-M', 3],
    ])
    // Never ordered, so it goes with its variants: the tests after this one count the seeded catalogue.
    expect((await mf.dispatchFetch(`${ORIGIN}/api/admin/products/${id}`, { method: 'DELETE', headers: { cookie, origin: ORIGIN } })).status).toBe(200)
  })

  it('draws storefront pages with their content, head tags and status, and leaves files to static assets', async () => {
    const products = (await (await get(mf, '/api/products')).json()) as { id: string; code: string; nameEs: string; nameFr: string; price: string }[]
    const shop = await get(mf, '/es/shop')
    expect(shop.status).toBe(200)
    expect(shop.headers.get('content-type')).toContain('text/html')
    const shopHtml = await shop.text()
    expect(shopHtml).toContain('<html lang="es"')
    expect(shopHtml).toContain(products[0]!.nameEs)
    expect(shopHtml).toMatch(/<title[^>]*>Tienda · Forma Bella<\/title>/)

    const product = products[1]!
    const page = await get(mf, `/fr/product/${product.id}`)
    expect(page.status).toBe(200)
    const pageHtml = await page.text()
    expect(pageHtml).toContain(`<meta property="og:title" content="${product.nameFr} · Forma Bella"/>`)
    expect(pageHtml).toContain(`<link rel="canonical" href="${ORIGIN}/fr/product/${product.id}"/>`)
    expect(pageHtml).toContain(product.code)
    expect(pageHtml).toContain('"@type":"Product"')

    const missing = await get(mf, '/fr/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page introuvable')
    expect((await get(mf, '/product/no-such-product')).status).toBe(404)

    // Screens drawn in the browser get the app shell.
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8')
    const checkout = await get(mf, '/checkout')
    expect(checkout.status).toBe(200)
    expect(await checkout.text()).toBe(html)

    const robots = await get(mf, '/robots.txt')
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    const sitemap = await (await get(mf, '/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${ORIGIN}/es/product/${product.id}</loc>`)

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const asset = await get(mf, script!)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('javascript')
    expect(await asset.text()).toBe(readFileSync(join(root, 'dist', script!), 'utf8'))
  })

  it('sends the security headers with pages, static files (dist/_headers) and API answers', async () => {
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8')
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const answers = {
      page: await get(mf, '/fr/shop'),
      asset: await get(mf, script),
      image: await get(mf, '/favicon.svg'),
      api: await get(mf, '/api/products'),
      missing: await get(mf, '/api/nope'),
    }
    for (const [label, res] of Object.entries(answers)) {
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp, label).toContain("default-src 'self'")
      expect(csp, label).toContain("frame-ancestors 'none'")
      expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp, label).not.toContain('stripe')
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), label).toContain('camera=()')
      // A Workers deployment is production: always over https.
      expect(res.headers.get('strict-transport-security'), label).toBe('max-age=31536000; includeSubDomains')
    }
    // The page went through the Worker (a nonce per response), the hashed asset straight to the assets.
    expect(answers.page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(answers.asset.headers.get('content-security-policy')).not.toContain('nonce-')
    // Drawn by the Worker, with nothing inline its CSP would refuse.
    const page = await answers.page.text()
    expect(page).toContain('id="shop-state"')
    expect(refusedInlineScripts(page, answers.page.headers)).toEqual([])
  })

  it('sends the cache headers Node sends: a year for hashed files and versioned images, revalidation for sw.js and the catalogue', async () => {
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8')
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    expect((await get(mf, script)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const list = await get(mf, '/api/products')
    const image = ((await list.json()) as { images: string[] }[])[0]!.images[0]!
    expect(image).toMatch(/^\/images\/v\/[0-9a-f]+\/products\//)
    const picture = await get(mf, image)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toContain('image/svg+xml')
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const sw = await get(mf, '/sw.js')
    expect(sw.headers.get('cache-control') ?? '').not.toContain('immutable')
    const swAgain = await mf.dispatchFetch(`${ORIGIN}/sw.js`, { headers: { 'if-none-match': sw.headers.get('etag')! } })
    expect(swAgain.status).toBe(304)
    // The Node server's precompressed copies are not uploaded (.assetsignore): the edge compresses.
    // (A path with an extension is a file or nothing, decision 010: 404.)
    expect((await get(mf, '/sw.js.br')).status).toBe(404)

    const listAgain = await mf.dispatchFetch(`${ORIGIN}/api/products`, { headers: { 'if-none-match': list.headers.get('etag')! } })
    expect(listAgain.status).toBe(304)
  })

  it('runs the scheduled jobs on its Cron Trigger: an ended session is purged, a current one kept', async () => {
    const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8')
    expect(toml).toMatch(/^\[triggers\]\s*\ncrons = \["\* \* \* \* \*"\]/m)
    const past = new Date(Date.now() - 60_000).toISOString()
    const future = new Date(Date.now() + 3_600_000).toISOString()
    for (const [id, expiresAt] of [['ended-in-workerd', past], ['current-in-workerd', future]]) {
      await inspect!.execute({ sql: 'INSERT INTO sessions (id, user_id, expires_at) SELECT ?, id, ? FROM users LIMIT 1', args: [id!, expiresAt!] })
    }
    // The user Worker itself, behind the static-assets router that only handles fetch.
    const worker = (await mf.getWorker('faja-shop')) as unknown as { scheduled(event: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }> }
    expect(await worker.scheduled({ cron: '* * * * *', scheduledTime: new Date() })).toMatchObject({ outcome: 'ok' })
    const left = await inspect!.execute("SELECT id FROM sessions WHERE id LIKE '%-in-workerd'")
    expect(left.rows.map((r) => r.id)).toEqual(['current-in-workerd'])
  })

  it("reports each job's last run, and its version's upload time, in the admin health report", async () => {
    const worker = (await mf.getWorker('faja-shop')) as unknown as { scheduled(event: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }> }
    const ranAt = new Date()
    expect(await worker.scheduled({ cron: '* * * * *', scheduledTime: ranAt })).toMatchObject({ outcome: 'ok' })
    const login = await post(mf, '/api/auth/login', JSON.stringify({ email: 'admin@example.com', password: 'Demo12345' }))
    const cookie = login.headers.getSetCookie().find((h) => h.startsWith('session='))!.split(';')[0]!
    const res = await mf.dispatchFetch(`${ORIGIN}${adminHealthApi.report.url}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    const health = adminHealthApi.report.output.parse(await res.json())
    expect(health).toMatchObject({ status: 'ok', runtime: 'workers', database: { migrationsApplied: migrations.length }, uploads: { withoutProduct: null } })
    // wrangler.toml's [version_metadata]: Miniflare, as Cloudflare, tells the version's upload time.
    expect(health.build.builtAt).toEqual(expect.any(String))
    expect(health.jobs.every((job) => job.ok === true && job.lastStartedAt === ranAt.toISOString())).toBe(true)
  })

  it('seeds nothing twice when a new isolate starts on the same database', async () => {
    const tables = ['products', 'users', 'blog_posts', 'orders', 'dashboard_offers']
    const before = await Promise.all(tables.map((table) => count(table)))
    const second = bootWorker(configured(hrana!))
    const res = await get(second, '/api/products')
    expect(res.status).toBe(200)
    expect(((await res.json()) as unknown[]).length).toBe(before[0])
    expect(await Promise.all(tables.map((table) => count(table)))).toEqual(before)
    expect(await count('__drizzle_migrations')).toBe(migrations.length)
  })
})

describe('the Worker in workerd sending email over SMTP (worker-mailer on TCP sockets)', () => {
  let smtp: TestSmtpServer
  let mf: Miniflare
  let database: Client
  beforeAll(async () => {
    smtp = await startSmtpServer()
    const server = await startHranaServer({ dbPath: join(tmp, 'smtp.db'), authToken: DB_TOKEN })
    servers.push(server)
    database = createClient({ url: server.url, authToken: DB_TOKEN })
    clients.push(database)
    mf = bootWorker({ ...configured(server), SMTP_URL: smtp.url, EMAIL_FROM: 'Forma Bella <hello@formabella.example>' })
  })
  afterAll(() => smtp?.close())

  it('delivers a forgot-password email right after the request, in the account’s language, with a link to PUBLIC_URL', async () => {
    const health = await get(mf, '/api/health')
    expect(await health.json()).toMatchObject({ status: 'ok', email: 'smtp' })
    const registered = await post(
      mf,
      '/api/auth/register',
      JSON.stringify({ email: 'sofia@example.com', password: 'Sculpt2026', firstName: 'Sofía', lastName: 'Gómez', preferredLanguage: 'es' }),
    )
    expect(registered.status, await registered.text()).toBe(201)
    // A forged Host header does not reach the link.
    const res = await mf.dispatchFetch('http://evil.example/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sofia@example.com' }),
    })
    expect(res.status).toBe(200)
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1)
    const [mail] = smtp.received
    expect(mail!.envelope.to).toEqual(['sofia@example.com'])
    expect(mail!.from?.value).toEqual([{ name: 'Forma Bella', address: 'hello@formabella.example' }])
    expect(mail!.subject).toBe('Restablece tu contraseña')
    expect(mail!.text).toContain('Hola Sofía:')
    expect(mail!.text).toMatch(new RegExp(`${ORIGIN}/es/reset-password\\?token=[\\w-]{40,}`))
    expect(mail!.html).toContain('<html lang="es"')
  })

  it('sends a contact notification with Reply-To the customer, and a refused one on a later cron run', async () => {
    smtp.refuse(1)
    const res = await post(
      mf,
      '/api/contact',
      JSON.stringify({ name: 'Ana María', email: 'ana@example.com', subject: 'Which size?', message: 'I wear a 10 in jeans.', language: 'en' }),
    )
    expect(res.status).toBe(201)
    const lastError = async () => {
      const rs = await database.execute("SELECT last_error FROM email_outbox WHERE template = 'contact_notification'")
      return rs.rows[0]?.last_error
    }
    await expect.poll(lastError, { timeout: 10_000 }).toMatch(/Message refused/)
    expect(smtp.received).toHaveLength(1)
    // The retry is due a minute later; the Cron Trigger of that minute sends it.
    const worker = (await mf.getWorker('faja-shop')) as unknown as { scheduled(event: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }> }
    expect(await worker.scheduled({ cron: '* * * * *', scheduledTime: new Date(Date.now() + 61_000) })).toMatchObject({ outcome: 'ok' })
    expect(smtp.received).toHaveLength(2)
    expect(smtp.received[1]!.replyTo?.value).toEqual([{ address: 'ana@example.com', name: '' }])
    expect(smtp.received[1]!.subject).toBe('New contact message: Which size?')
  })
})

describe('card payments in workerd', () => {
  let stub: StripeStub
  beforeAll(async () => {
    stub = await startStripeStub()
  })
  afterAll(() => stub?.close())

  type Listed = { id: string; variants: { sku: string; color: string; size: string; available: number }[] }
  /** The first variant of the seeded shop that has units to sell (some sizes are sold out). */
  const inStock = async (mf: Miniflare) => {
    const products = (await (await get(mf, '/api/products')).json()) as Listed[]
    const product = products.find((p) => p.variants.some((v) => v.available > 0))!
    return { productId: product.id, ...product.variants.find((v) => v.available > 0)! }
  }
  const checkoutBody = (line: { productId: string; color: string; size: string }, email = 'ana@example.com') =>
    JSON.stringify({
      customerName: 'Ana Ríos',
      customerEmail: email,
      customerPhone: '+1 512 555 0142',
      items: [{ productId: line.productId, color: line.color, size: line.size, quantity: 1 }],
      shippingAddress: { street: '245 Maple Avenue', city: 'Austin', state: 'TX', country: 'US' },
    })
  const checkout = async (mf: Miniflare) =>
    post(mf, '/api/create-payment-intent', checkoutBody(await inStock(mf)), { 'Idempotency-Key': crypto.randomUUID() })

  it('sells exactly the 5 units of a variant to 30 simultaneous checkouts (stock per variant, decision 026)', async () => {
    const mf = bootWorker({ ...configured(hrana!), ...stub.env })
    const line = await inStock(mf)
    await inspect!.execute({ sql: 'UPDATE product_variants SET stock = reserved + 5 WHERE sku = ?', args: [line.sku] })
    const before = (await inspect!.execute({ sql: 'SELECT stock, reserved FROM product_variants WHERE sku = ?', args: [line.sku] })).rows[0]!
    // All 30 intents answer together, so the 30 orders reach the database at once.
    stub.holdCreatesUntil(30)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(mf, '/api/create-payment-intent', checkoutBody(line, `racer${i}@example.com`), {
          'Idempotency-Key': crypto.randomUUID(),
          'cf-connecting-ip': `198.51.100.${i + 1}`,
        }),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((x) => x === 201)).toHaveLength(5)
    expect(statuses.filter((x) => x === 409)).toHaveLength(25)
    const after = (await inspect!.execute({ sql: 'SELECT stock, reserved FROM product_variants WHERE sku = ?', args: [line.sku] })).rows[0]!
    expect({ stock: Number(after.stock), reserved: Number(after.reserved) }).toEqual({ stock: Number(before.stock), reserved: Number(before.reserved) + 5 })
  })

  it('refuses the test gateway in production (wrangler.toml sets NODE_ENV=production), naming the missing key', async () => {
    const res = await checkout(bootWorker(configured(hrana!)))
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('STRIPE_SECRET_KEY')
  })

  it('takes an order through Stripe and confirms it from a signed webhook: the SDK on fetch and SubtleCrypto', async () => {
    const mf = bootWorker({ ...configured(hrana!), ...stub.env })
    const res = await checkout(mf)
    const text = await res.text()
    expect(res.status, text).toBe(201)
    const order = JSON.parse(text) as { orderId: string; gateway: string; clientSecret: string }
    expect(order.gateway).toBe('stripe')
    const create = stub.requests.find((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === order.orderId)
    expect(create?.body['metadata[orderId]']).toBe(order.orderId)

    const intent = stub.pay([...stub.intents.values()].find((i) => i.client_secret === order.clientSecret)!.id)
    const { payload, signature } = await stub.webhook('payment_intent.succeeded', intent)
    const hook = await mf.dispatchFetch(`${ORIGIN}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
    expect(hook.status, await hook.clone().text()).toBe(200)
    const status = await inspect!.execute({ sql: 'SELECT status FROM orders WHERE id = ?', args: [order.orderId] })
    expect(status.rows[0]?.status).toBe('processing')
    // Only the browser that placed it sees it (decision 023: keyed hashes with SubtleCrypto).
    const device = res.headers.get('set-cookie')!.split(';')[0]!
    expect(device).toMatch(/^shopper_device=/)
    const lookUp = (cookie?: string) => mf.dispatchFetch(`${ORIGIN}/api/orders/guest/${order.orderId}`, { headers: cookie ? { cookie } : {} })
    expect((await lookUp(device)).status).toBe(200)
    expect((await lookUp()).status).toBe(404)

    const forged = await mf.dispatchFetch(`${ORIGIN}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' }, body: payload })
    expect(forged.status).toBe(400)
  })

  it('keeps a processing payment’s order pending until it succeeds, then records a dispute and a dashboard refund (decision 012)', async () => {
    const mf = bootWorker({ ...configured(hrana!), ...stub.env })
    const res = await checkout(mf)
    expect(res.status).toBe(201)
    const order = (await res.json()) as { orderId: string; clientSecret: string }
    const intentId = [...stub.intents.values()].find((i) => i.client_secret === order.clientSecret)!.id
    // Shipping details travel with the intent; the API version is pinned.
    const create = stub.requests.find((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === order.orderId)!
    expect(create.body['shipping[address][line1]']).toBe('245 Maple Avenue')
    expect(create.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}\./)

    const started = Date.now()
    const deliver = async (type: string, object: unknown, secondsAfter: number) => {
      const { payload, signature } = await stub.webhook(type, object, { created: new Date(started + secondsAfter * 1000) })
      const hook = await mf.dispatchFetch(`${ORIGIN}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
      expect(hook.status, await hook.clone().text()).toBe(200)
    }
    const row = async () =>
      (await inspect!.execute({ sql: 'SELECT status, payment_attempt FROM orders WHERE id = ?', args: [order.orderId] })).rows[0] as unknown as { status: string; payment_attempt: string | null }

    await deliver('payment_intent.processing', stub.process(intentId), 1)
    expect(await row()).toEqual({ status: 'pending', payment_attempt: 'processing' })
    await deliver('payment_intent.succeeded', stub.pay(intentId), 60)
    expect(await row()).toEqual({ status: 'processing', payment_attempt: null })
    // The processing event delivered again, late: nothing moves back.
    await deliver('payment_intent.processing', { ...stub.intents.get(intentId)!, status: 'processing' }, 2)
    expect((await row()).status).toBe('processing')

    await deliver('charge.dispute.created', stub.dispute(intentId, { id: 'dp_workerd', status: 'needs_response', dueBy: new Date(started + 7 * 86_400_000) }), 120)
    await deliver('charge.dispute.closed', stub.dispute(intentId, { id: 'dp_workerd', status: 'won' }), 180)
    const dispute = await inspect!.execute({ sql: 'SELECT order_id, status, closed_at FROM order_disputes WHERE id = ?', args: ['dp_workerd'] })
    expect(dispute.rows[0]).toMatchObject({ order_id: order.orderId, status: 'won' })
    expect(dispute.rows[0]?.closed_at).toBeTruthy()
    const emails = await inspect!.execute({ sql: "SELECT subject FROM email_outbox WHERE template = 'dispute_notification' AND subject LIKE ?", args: [`%${order.orderId.slice(0, 8).toUpperCase()}%`] })
    expect(emails.rows).toHaveLength(2)

    // The refund list is read from Stripe (refunds.list on fetch) and handed to the order's refunds.
    stub.refundFromDashboard(intentId, 1000)
    await deliver('charge.refunded', stub.charge(intentId), 240)
    const events = await inspect!.execute({ sql: 'SELECT type FROM payment_events WHERE order_id = ? ORDER BY processed_at, type', args: [order.orderId] })
    expect(events.rows.map((r) => r.type)).toContain('charge_refunded')
    expect(stub.requests.some((r) => r.method === 'GET' && r.path === '/v1/refunds')).toBe(true)
  })
})

describe('the Worker with the Stripe gateway configured', () => {
  it('allows Stripe.js, its frames and its API in the pages it serves', async () => {
    const mf = bootWorker({ ...configured(hrana!), STRIPE_SECRET_KEY: 'sk_test_workerd' })
    const csp = (await get(mf, '/checkout')).headers.get('content-security-policy')!
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/)
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/)
    expect((await get(mf, '/api/health')).headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")')
  })
})

describe('the Worker with SENTRY_DSN (decision 033)', () => {
  it('reports a crash once through @sentry/cloudflare, tagged with the request id and the release, without what the request carried', async () => {
    const ingest = await startSentryIngest()
    try {
      const mf = bootWorker({ ...configured(hrana!), SENTRY_DSN: ingest.dsn })
      expect((await get(mf, '/')).headers.get('content-security-policy')).toContain(`connect-src 'self' ${ingest.origin};`)
      // A crash for real: the outbox refuses the contact form's notification.
      await inspect!.execute(`CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END`)
      const body = JSON.stringify({ name: 'Ana Ríos', email: 'ana.workerd@example.com', subject: 'Sizes', message: 'To Calle 10 # 43-12', password: 'Pass-workerd-831' })
      const crash = await post(mf, '/api/contact?token=reset-token-workerd', body, { cookie: 'session=cookie-workerd-831' }).finally(() => inspect!.execute('DROP TRIGGER outbox_down'))
      expect(crash.status).toBe(500)
      await expect.poll(() => ingest.events().length, { timeout: 10_000 }).toBe(1)
      const [event] = ingest.events()
      expect(event).toMatchObject({ release: SHOP_RELEASE, environment: 'production', tags: { request_id: crash.headers.get('x-request-id'), route: '/api/contact', method: 'POST' } })
      expect(JSON.stringify(ingest.envelopes)).not.toMatch(/ana\.workerd|Calle 10|Pass-workerd|cookie-workerd|reset-token-workerd/)
    } finally {
      await ingest.close()
    }
  })
})

describe('Workers isolates cold-starting together on a fresh database', () => {
  // After a deploy, several isolates can take their first request at the same moment.
  for (const premigrated of [false, true]) {
    it(`all answer, and migrate and seed it once (${premigrated ? 'migrated beforehand, as `npm run db:migrate` does' : 'empty'})`, async () => {
      const server = await startHranaServer({ dbPath: join(tmp, `fresh-${premigrated}.db`), authToken: DB_TOKEN })
      servers.push(server)
      const client = createClient({ url: server.url, authToken: DB_TOKEN })
      clients.push(client)
      if (premigrated) await runMigrations(createDb(client))
      const isolates = [bootWorker(configured(server)), bootWorker(configured(server))]
      await Promise.all(isolates.map((mf) => mf.ready))

      const responses = await Promise.all(
        [0, 1, 0, 1, 0, 1].map(async (i) => {
          const res = await get(isolates[i]!, '/api/products')
          return { status: res.status, body: await res.text() }
        }),
      )
      expect(responses.map((r) => r.status), responses.map((r) => r.body.slice(0, 300)).join('\n')).toEqual([200, 200, 200, 200, 200, 200])
      expect(await count('__drizzle_migrations', client)).toBe(migrations.length)
      expect(await count('products', client)).toBe(seedProducts.length)
      expect(await count('blog_posts', client)).toBe(seedPosts.length)
      expect(await count('dashboard_offers', client)).toBe(seedOffers.length)
      expect(await count('users', client)).toBe(DEMO_ACCOUNTS.length)
    })
  }
})
