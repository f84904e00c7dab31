// The security headers of every response, HTML, static file and API answer alike, on both
// runtimes: worker/node.ts mounts securityHeaders() on its outer server (static files included);
// worker/index.ts passes the Worker's own answers through withSecurityHeaders(); the build writes
// the same headers into dist/_headers for the files Workers static assets serve without the
// Worker (vite.config.ts, staticAssetHeaders()). Policy and reasons: docs/decisions/014.
//
// No imports at run time: vite.config.ts loads this file to write _headers.
import type { MiddlewareHandler } from 'hono'

type SecurityHeaderOptions = {
  /** The Stripe gateway is configured: Stripe.js, its frames and its API are allowed. */
  stripe: boolean
  /** Served over https (always in production): Strict-Transport-Security is sent. */
  hsts: boolean
  /** This response's nonce, for the inline scripts server-rendered HTML carries (hydration data). */
  nonce?: string
  /** The origin of SENTRY_DSN when errors are reported (decision 033): the app may send them there. */
  errorReports?: string
}

// Where Stripe.js loads from, frames its fields and 3-D Secure pages, and sends its requests.
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
}

/**
 * Scripts only from the shop itself (and the response's nonce); no inline script, no eval.
 * Styles allow 'unsafe-inline': Radix dialogs (cart, menu) inject a <style> with measured values
 * to lock scrolling, and server-rendered HTML carries style attributes (colour swatches); CSS
 * cannot run code, and script-src stays strict.
 */
function contentSecurityPolicy({ stripe, nonce, errorReports }: Pick<SecurityHeaderOptions, 'stripe' | 'nonce' | 'errorReports'>): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(stripe ? STRIPE.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? STRIPE.connect : []), ...(errorReports ? [errorReports] : [])],
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return policyText(directives)
}

const policyText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')

/**
 * The API reference page's own policy (/api/docs, decision 031): Swagger UI's script and styles
 * from one CDN, its one inline script by its hash, requests to the shop only. The page sets it
 * itself (it alone knows its script), and the headers below keep it.
 */
export function apiReferencePolicy({ assets, scriptHash }: { assets: string; scriptHash: string }): string {
  return policyText({
    'default-src': ["'none'"],
    'script-src': [assets, `'sha256-${scriptHash}'`],
    'style-src': [assets, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  })
}

/** Features the shop never uses are denied to it and to any frame; payment only to Stripe's frames. */
function permissionsPolicy({ stripe }: Pick<SecurityHeaderOptions, 'stripe'>): string {
  const denied = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'serial', 'usb']
  const payment = stripe ? `payment=(self "https://js.stripe.com")` : 'payment=()'
  return [...denied.map((feature) => `${feature}=()`), payment].join(', ')
}

/** One year, every subdomain: once a browser has seen the shop over https it never tries http. */
const HSTS = 'max-age=31536000; includeSubDomains'

function securityHeaderValues(options: SecurityHeaderOptions, contentType?: string | null): Record<string, string> {
  const html = contentType?.toLowerCase().startsWith('text/html') ?? false
  return {
    'Content-Security-Policy': contentSecurityPolicy({ stripe: options.stripe, nonce: html ? options.nonce : undefined, errorReports: options.errorReports }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(options),
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    ...(options.hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  }
}

/** An answer that chose its own Content-Security-Policy keeps it: only the API reference does (apiReferencePolicy). */
const keepsOwnPolicy = (headers: Headers, name: string) => name === 'Content-Security-Policy' && headers.has(name)

/** A fresh nonce per response (128 random bits). */
export function newCspNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/** The response with the security headers set (a copy, since fetched responses' headers are immutable). */
export function withSecurityHeaders(response: Response, options: SecurityHeaderOptions): Response {
  const copy = new Response(response.body, response)
  for (const [name, value] of Object.entries(securityHeaderValues(options, copy.headers.get('content-type')))) {
    if (!keepsOwnPolicy(copy.headers, name)) copy.headers.set(name, value)
  }
  return copy
}

export type CspNonceEnv = { Variables: { cspNonce?: string } }

/**
 * For a Hono server in front of everything (worker/node.ts): chooses the response's nonce before
 * anything renders (`c.get('cspNonce')`), then sets the headers on whatever answered.
 */
export function securityHeaders(options: (request: Request) => Omit<SecurityHeaderOptions, 'nonce'>): MiddlewareHandler<CspNonceEnv> {
  return async (c, next) => {
    const nonce = newCspNonce()
    c.set('cspNonce', nonce)
    await next()
    const values = securityHeaderValues({ ...options(c.req.raw), nonce }, c.res.headers.get('content-type'))
    for (const [name, value] of Object.entries(values)) if (!keepsOwnPolicy(c.res.headers, name)) c.res.headers.set(name, value)
  }
}

/** The `_headers` file of Workers static assets: every file gets the headers, without Stripe (the Worker serves the pages). */
export function staticAssetHeaders(): string {
  const values = securityHeaderValues({ stripe: false, hsts: true })
  return ['/*', ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n')
}
