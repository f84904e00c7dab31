// The storefront drawn on the server (decision 010): the same route table, pages and providers as
// the browser, rendered to HTML with the page's data and translations, so a shopper (or a search
// engine, or a link preview) gets the page before any JavaScript runs. Built by Vite into
// dist-server/storefront/render.js, which both runtimes load (worker/node.ts, worker/index.ts).
//
// The page's data travels with it in a JSON block (not a script that runs), and the browser
// hydrates with exactly that data (boot.tsx), so the first client render matches node for node.
import type { i18n as I18n } from 'i18next'
import { renderToReadableStream } from 'react-dom/server.edge'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom'
import type { RenderedPage, RenderInput, StorefrontRenderer } from '#shared/render/storefront-render'
import { shell } from 'virtual:client-build'
import { App } from '#app/app/app'
import { manifestHref } from '#app/app/pwa/manifest-href'
import { createRoutes, needsNetwork, type ServerContext } from '#app/app/router'
import { cookieHasSignedInHint, SignedInHintContext } from '#app/lib/auth/current-user'
import { CHROME_NAMESPACES, createLanguageInstance, loadNamespaces } from '#app/lib/i18n/i18n'
import { langFromPath, type Language } from '#app/lib/i18n/lang-path'
import { SHOP_STATE_ID, type ShopState } from '#app/app/shop-state'

// One i18next instance per language, kept for the life of the process: pages only read from it.
const instances = new Map<Language, Promise<I18n>>()
const instanceFor = (lang: Language) => {
  let instance = instances.get(lang)
  if (!instance) instances.set(lang, (instance = createLanguageInstance(lang)))
  return instance
}

const routes = createRoutes({
  strings: {
    load: async (lang, namespaces) => loadNamespaces(lang, namespaces, await instanceFor(lang)),
    // Each language has its own instance here: there is nothing to switch.
    enter: async () => {},
  },
  server: true,
})
const handler = createStaticHandler(routes)

const drawnInBrowser = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).some((m) => (m.route.handle as typeof needsNetwork | undefined)?.needsNetwork === true)

/** Text for a <script type="application/json">: nothing in it can close the element. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/**
 * React renders the whole document so that what pages put in <head> (title, description,
 * canonical, alternates, Open Graph, image preloads) lands there; the page is index.html as built
 * (styles, entry script, manifest, icons) with those head tags and the drawn root put in.
 */
function compose(document: string, lang: Language, state: ShopState): string {
  const head = /<head>([\s\S]*)<\/head>/.exec(document)?.[1] ?? ''
  const open = '<div id="root">'
  const start = document.indexOf(open) + open.length
  const end = document.lastIndexOf('</div></body>')
  const root = document.slice(start, end)
  // Function replacements: the page's text may hold "$&" or "$'", which a string replacement would expand.
  return shell
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, () => '')
    .replace(/\s*<meta name="description"[^>]*>/, () => '')
    .replace('href="/manifest.webmanifest"', () => `href="${manifestHref(lang)}"`)
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${root}</div><script type="application/json" id="${SHOP_STATE_ID}">${jsonBlock(state)}</script>`,
    )
}

async function render({ request, data, origin, nonce }: RenderInput): Promise<RenderedPage> {
  const url = new URL(request.url)
  if (drawnInBrowser(url.pathname)) return { kind: 'shell' }
  const lang = langFromPath(url.pathname)
  const i18n = await instanceFor(lang)
  await loadNamespaces(lang, CHROME_NAMESPACES, i18n)

  const requestContext: ServerContext = { data, lang }
  const context = await handler.query(request, { requestContext })
  // No storefront loader redirects or throws; should one fail, the browser draws the page itself.
  if (context instanceof Response) return { kind: 'shell' }
  if (context.errors) {
    console.error(`server render of ${url.pathname} failed:`, Object.values(context.errors)[0])
    return { kind: 'shell' }
  }

  const router = createStaticRouter(handler.dataRoutes, context)
  const stream = await renderToReadableStream(
    <html lang={lang}>
      <head />
      <body>
        <div id="root">
          <SignedInHintContext.Provider value={cookieHasSignedInHint(request.headers.get('cookie'))}>
            <App i18n={i18n} origin={origin}>
              <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
            </App>
          </SignedInHintContext.Provider>
        </div>
      </body>
    </html>,
    {
      nonce,
      // The whole page in place, in reading order: no Suspense boundary sent as a fallback to be
      // swapped in by an inline script (React does that for large ones, to stream them), which
      // would hide content from clients without JavaScript and shift the layout when swapped.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => console.error(`server render of ${url.pathname}:`, error),
    },
  )
  await stream.allReady
  const document = await new Response(stream).text()
  const state: ShopState = { origin, router: { loaderData: context.loaderData, actionData: null, errors: null } }
  return { kind: 'page', status: context.statusCode, html: compose(document, lang, state) }
}

export const renderer: StorefrontRenderer = { render, shell }
