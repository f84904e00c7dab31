import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom'
import { App } from './app/app'
import { createRoutes } from './app/router'
import { readShopState } from './app/shop-state'
import { enterLanguage, loadNamespaces, startI18n } from './lib/i18n/i18n'
import { langFromPath } from './lib/i18n/lang-path'
import { errorReportDsn, startErrorReports } from './lib/error-reports'
import { localeRouteId, type LocaleData } from './lib/locale-data'
import { holdUntilPageHydrated, whenPageHydrated } from './lib/page-hydrated'
import { cachedSiteInfo, keepSiteInfo } from './lib/site-info'
import { whenIdle } from './lib/when-idle'

// The app, loaded by main.tsx. Two ways in (decision 010): a page the server drew (its HTML and
// data are here: hydrate it with exactly that data), or the app shell, index.html (the signed-in
// area, checkout, or any page the service worker opens offline: draw it here). Either way the chrome's strings in the page
// language and the first screen's code and strings load in parallel and the first render waits
// for both, so no key ever shows (decision 008).
const state = readShopState()
const routes = createRoutes({ strings: { load: loadNamespaces, enter: enterLanguage } })
const i18nReady = startI18n(langFromPath(window.location.pathname))
const root = document.getElementById('root')!

// Errors are reported once the page is idle when the shop has a DSN (lib/error-reports.ts,
// decision 033): the one a server-drawn page carries with the site's facts (kept for the app
// shell's next start), else the one this device last heard of.
const drawnSite = state && (state.router.loaderData?.[localeRouteId(langFromPath(window.location.pathname))] as LocaleData | undefined)?.site
if (drawnSite) keepSiteInfo(drawnSite)
startErrorReports(errorReportDsn(drawnSite ?? cachedSiteInfo()))

/** Loads the lazy routes on show now, so hydration finds their code in place (no fallback drawn). */
async function resolveLazyRoutes(list: RouteObject[]) {
  const lazy = (matchRoutes(list, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function')
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
}

// Local-first background work (catalogue mirror, outbox, cart migration, service worker) starts
// once the page is up and idle (on a server-drawn page, once its own part has hydrated), so it
// never competes with the first paint or with hydration.
function startBackgroundWork() {
  whenIdle(() => void import('./app/background').then((m) => m.startBackgroundWork()))
}

if (state) {
  holdUntilPageHydrated()
  void Promise.all([i18nReady, resolveLazyRoutes(routes)]).then(([i18n]) => {
    const router = createBrowserRouter(routes, { hydrationData: state.router })
    // As a transition, hydration yields to the browser every few milliseconds (React's time
    // slicing) instead of holding the main thread for the whole page: the page answers taps and
    // scrolls while it hydrates, and a tap on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App i18n={i18n} origin={state.origin}>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
      )
    })
    void whenPageHydrated().then(startBackgroundWork)
  })
} else {
  const router = createBrowserRouter(routes)
  void i18nReady.then((i18n) => {
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} origin={window.location.origin}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    )
    startBackgroundWork()
  })
}
