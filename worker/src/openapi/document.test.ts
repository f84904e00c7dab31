// The OpenAPI document describes exactly the app's routes, passes Redocly's recommended rules,
// and is what /api/openapi.json serves; /api/docs runs under its own policy (decision 031).
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_CALLS } from '#shared/contracts/index'
import { apiDocsApi } from '#shared/contracts/api-docs'
import { withSecurityHeaders } from '#worker/http/security-headers'
import { createTestApp } from '#worker/test/test-app'
import { buildOpenApiDocument, openApiDocument } from './document'

/**
 * Entries of app.routes that are no endpoint, each with its reason. The app has no SPA or static
 * fallback: the entries (worker/node.ts, worker/index.ts) serve those, outside createApp().
 */
const NOT_ENDPOINTS: { is: (route: { method: string; path: string }) => boolean; reason: string }[] = [
  { is: (route) => route.path.endsWith('*'), reason: "middleware mounted on a prefix ('*', '/api/*', '/api/admin/*')" },
]

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => void (t = await createTestApp()))
afterAll(() => t.close())

const operations = (document: ReturnType<typeof openApiDocument>) =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))

describe('the OpenAPI document', () => {
  it('describes every route of the app, and no route the app lacks', () => {
    const mounted = new Set(
      t.app.routes.filter((route) => !NOT_ENDPOINTS.some((skip) => skip.is(route))).map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    )
    const documented = new Set(operations(openApiDocument()))
    expect([...mounted].filter((route) => !documented.has(route)), 'routes of createApp() missing from the document').toEqual([])
    expect([...documented].filter((route) => !mounted.has(route)), 'documented routes createApp() does not have').toEqual([])
    expect(documented.size).toBe(API_CALLS.length)
  })

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({ source: JSON.stringify(openApiDocument()), absoluteRef: 'openapi.json', config })
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)
    expect(errors).toEqual([])
  })

  it('is built in well under a second, once per process', async () => {
    const started = performance.now()
    buildOpenApiDocument()
    expect(performance.now() - started).toBeLessThan(1000)
    expect(openApiDocument()).toBe(openApiDocument())
  })

  it('is served at /api/openapi.json, and the reference at /api/docs under its own policy', async () => {
    const json = await t.request(apiDocsApi.openapi.url)
    expect(json.status).toBe(200)
    expect(await json.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())))

    const page = await t.request(apiDocsApi.reference.url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(apiDocsApi.openapi.url)
    const policy = page.headers.get('content-security-policy') ?? ''
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)))
    expect(policy).toContain(`script-src https://cdn.jsdelivr.net 'sha256-${btoa(String.fromCharCode(...digest))}'`)
    expect(policy).toContain("default-src 'none'")
    // As a Worker sends it (worker/index.ts): the page's policy stays, the other headers join it.
    const sent = withSecurityHeaders(new Response(html, page), { stripe: false, hsts: true })
    expect(sent.headers.get('content-security-policy')).toBe(policy)
    expect(sent.headers.get('x-frame-options')).toBe('DENY')
  })
})
