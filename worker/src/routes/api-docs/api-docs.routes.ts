// GET /api/openapi.json: the API's OpenAPI document, built once per process from the shared
// contracts; GET /api/docs: Swagger UI over it, its assets from a CDN at a pinned version under
// the page's own Content-Security-Policy (decision 031). Nothing here reaches an app bundle.
import { swaggerUI, SwaggerUI, type SwaggerUIOptions } from '@hono/swagger-ui'
import { Hono } from 'hono'
import { apiDocsApi } from '#shared/contracts/api-docs'
import { BRAND_NAME } from '#shared/brand'
import type { AppEnv } from '#worker/context'
import { apiReferencePolicy } from '#worker/http/security-headers'
import { openApiDocument } from '#worker/openapi/document'

const ASSETS = 'https://cdn.jsdelivr.net'
const UI: SwaggerUIOptions = { url: apiDocsApi.openapi.url, title: `${BRAND_NAME} API`, baseUrl: `${ASSETS}/npm`, version: '5.35.0' }

/** The page's one inline script (it starts Swagger UI), hashed once for its policy. */
let policy: Promise<string> | undefined
function referencePolicy(): Promise<string> {
  policy ??= (async () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(SwaggerUI(UI))?.[1] ?? ''
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)))
    return apiReferencePolicy({ assets: ASSETS, scriptHash: btoa(String.fromCharCode(...digest)) })
  })()
  return policy
}

const referencePage = swaggerUI<AppEnv>(UI)

export const apiDocsRoutes = new Hono<AppEnv>()
  .get(apiDocsApi.openapi.path, (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(openApiDocument())
  })
  .get(apiDocsApi.reference.path, async (c, next) => {
    c.header('Content-Security-Policy', await referencePolicy())
    c.header('Cache-Control', 'public, max-age=300')
    return referencePage(c, next)
  })
