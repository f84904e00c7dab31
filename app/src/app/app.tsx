import type { i18n as I18n } from 'i18next'
import { useLayoutEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ToastProvider } from '#app/components/ui/toast'
import { SiteOriginContext } from '#app/lib/site-origin'

/**
 * The providers around the router, the same in the browser (RouterProvider) and on the server
 * (StaticRouterProvider, app/server/render.tsx), so a server-drawn page hydrates node for node.
 */
export function App({ i18n, origin, readyMark, children }: { i18n: I18n; origin: string; readyMark?: string; children: ReactNode }) {
  // A performance mark once the page is interactive (hydrated), read by `npm run bench`.
  useLayoutEffect(() => {
    if (readyMark) performance.mark(readyMark)
  }, [readyMark])
  return (
    <SiteOriginContext.Provider value={origin}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>{children}</ToastProvider>
      </I18nextProvider>
    </SiteOriginContext.Provider>
  )
}
