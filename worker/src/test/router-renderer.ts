// A stand-in for the built storefront renderer (app/src/server/render.tsx, which only Vite can
// build) that matches and loads the request with React Router exactly as that renderer does, and
// draws a bare page: what a request meets between the server and the pages, without the pages.
// worker/node.test.ts loads it as `rendererPath`.
import { createStaticHandler, matchRoutes } from 'react-router-dom'
import type { StorefrontRenderer } from '#shared/render/storefront-render'

const routes = [{ path: '*', loader: () => null }]
const handler = createStaticHandler(routes)

export const renderer: StorefrontRenderer = {
  shell: '<!doctype html><title>shop</title><div id="root"></div>',
  async render({ request }) {
    matchRoutes(routes, new URL(request.url).pathname)
    const context = await handler.query(request)
    const status = context instanceof Response ? context.status : context.statusCode
    return { kind: 'page', status, html: '<!doctype html><title>page</title><div id="root">page</div>' }
  },
}
