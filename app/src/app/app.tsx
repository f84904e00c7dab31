import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { LucideProvider } from 'lucide-react'
import { I18nextProvider } from 'react-i18next'
import { ToastProvider } from '#app/components/ui/toast'
import { SiteOriginContext } from '#app/lib/site-origin'

/**
 * The providers around the router, the same in the browser (RouterProvider) and on the server
 * (StaticRouterProvider, app/server/render.tsx), so a server-drawn page hydrates node for node.
 */
export function App({ i18n, origin, children }: { i18n: I18n; origin: string; children: ReactNode }) {
  return (
    <SiteOriginContext.Provider value={origin}>
      <I18nextProvider i18n={i18n}>
        {/* One icon style for the whole shop: Lucide at the shop's light stroke. */}
        <LucideProvider size={20} strokeWidth={1.5}>
          <ToastProvider>{children}</ToastProvider>
        </LucideProvider>
      </I18nextProvider>
    </SiteOriginContext.Provider>
  )
}
