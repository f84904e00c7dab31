// The storefront's pages as both runtimes serve them (decision 010): every GET that is not /api
// and not a file is a page, drawn by the server renderer (dist-server/storefront/render.js, built from
// app/src/server/render.tsx) with the data it reads here through the services; the signed-in
// area, checkout and sign-in get the app shell. Also /robots.txt and /sitemap.xml.
import { Hono, type Context } from 'hono'
import { etag } from 'hono/etag'
import { LANGUAGES, PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import { localizePath } from '#shared/i18n/lang-path'
import type { StorefrontData, StorefrontRenderer } from '#shared/render/storefront-render'
import type { AppDeps } from '#worker/context'
import { requestRecord } from '#worker/http/request-log'
import { newCspNonce, type CspNonceEnv } from '#worker/http/security-headers'
import { consoleLogger } from '#worker/log'
import { findPost, findProduct, listPosts, relatedProducts } from '#worker/services/catalogue'
import { productReviews } from '#worker/services/product-reviews'
import { shopPage } from '#worker/services/shop-pages'
import { siteInfoFor } from '#worker/services/site-info'
import { siteMapEntries } from '#worker/services/site-map'

/** A request for a file (an asset, an image, sw.js…) rather than a page: it has an extension. */
export const isFilePath = (pathname: string) => /\/[^/]*\.[a-z0-9]+$/i.test(pathname)

/** What the renderer may read, answered by the services. */
function storefrontData({ db, config }: AppDeps): StorefrontData {
  return {
    shopPage: (filters, lang, limit, categoryNames) => shopPage(db, filters, lang, limit, categoryNames),
    product: (id) => findProduct(db, id),
    related: (product, limit) => relatedProducts(db, product, limit),
    reviews: (productId, lang) => productReviews(db, productId, lang, 1),
    posts: () => listPosts(db),
    post: (slug) => findPost(db, slug),
    site: () => siteInfoFor(config),
  }
}

/** PUBLIC_URL when set; else the origin the request came to. */
const originOf = (c: Context, deps: AppDeps) => (deps.config.publicUrl ?? new URL(c.req.url).origin).replace(/\/$/, '')

/** The nonce the security headers middleware chose for this response (a fresh one without it, as in tests of the storefront alone). */
const nonceFor = (c: Context<CspNonceEnv>): string => c.get('cspNonce') ?? newCspNonce()

/** Pages the sitemap lists, in every language (products and posts are added from the database). */
const PAGES = ['/', '/shop', ...PRODUCT_CATEGORIES.map((c) => `/shop?category=${c}`), '/our-essence', '/size-guide', '/faq', '/contact', '/blog', '/wholesale', '/privacy-policy', '/terms-of-service', '/refund-policy', '/medical-disclaimer']

/** Screens that are nobody's business in a search engine: they need a session, or are one step of a purchase. */
const PRIVATE = ['/api/', '/dashboard', '/admin', '/checkout', '/order-confirmation', '/login', '/register', '/forgot-password', '/reset-password', '/unsubscribe', '/order-reviews', '/reviews/unsubscribe']

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function siteMapUrl(origin: string, path: string, lastModified?: string): string[] {
  return LANGUAGES.map((lang) => {
    const alternates = [...LANGUAGES.map((l) => [l, localizePath(path, l)] as const), ['x-default', path] as const]
      .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(origin + href)}"/>`)
      .join('\n')
    const modified = lastModified ? `\n    <lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''
    return `  <url>\n    <loc>${xml(origin + localizePath(path, lang))}</loc>${modified}\n${alternates}\n  </url>`
  })
}

type StorefrontOptions = {
  deps: AppDeps
  /** The server renderer; without one (the app not built yet) every page gets the shell. */
  renderer: StorefrontRenderer | undefined
  /** index.html, for client-drawn routes. */
  shell: () => string | undefined
}

export function createStorefront({ deps, renderer, shell }: StorefrontOptions) {
  const data = storefrontData(deps)
  const app = new Hono<CspNonceEnv>()
  // A page is drawn anew for every request, but a client that has this exact page already gets 304
  // (weak: Node compresses it afterwards, Workers at the edge). The body holds no nonce, so the
  // same data draws the same bytes.
  app.use('*', etag({ weak: true }))

  app.get('/robots.txt', (c) => {
    const origin = originOf(c, deps)
    const disallowed = PRIVATE.flatMap((path) => (path.startsWith('/api') ? [path] : LANGUAGES.map((l) => localizePath(path, l))))
    c.header('Cache-Control', 'public, max-age=3600')
    return c.text(`User-agent: *\nAllow: /\n${disallowed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`)
  })

  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(c, deps)
    const entries = await siteMapEntries(deps.db)
    const urls = [
      ...PAGES.flatMap((path) => siteMapUrl(origin, path)),
      ...entries.products.flatMap((p) => siteMapUrl(origin, `/product/${p.id}`, p.updatedAt)),
      ...entries.posts.flatMap((p) => siteMapUrl(origin, `/blog/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    ]
    c.header('Content-Type', 'application/xml; charset=UTF-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
    )
  })

  app.get('*', async (c) => {
    if (isFilePath(c.req.path)) return c.notFound()
    // HTML changes with every deployment and every catalogue change; the account slot follows the
    // session hint cookie.
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Cookie')
    const sendShell = () => {
      const html = shell()
      return html === undefined ? c.text('The app is not built yet: run `npm run build`.', 503) : c.html(html)
    }
    if (!renderer) return sendShell()
    try {
      const page = await renderer.render({ request: c.req.raw, data, origin: originOf(c, deps), nonce: nonceFor(c) })
      return page.kind === 'shell' ? sendShell() : c.html(page.html, page.status as 200)
    } catch (error) {
      // The browser can still draw the page itself from the shell.
      const record = requestRecord(c.req.raw)
      const log = record?.log ?? deps.log ?? consoleLogger(deps.config.logLevel)
      log.error('server render failed', { path: c.req.path, err: error })
      deps.reportError?.(error, { requestId: record?.id, method: c.req.method })
      return sendShell()
    }
  })

  return app
}
