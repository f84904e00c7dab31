import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { ToastProvider } from '#app/components/ui/toast'
import type { createRouter } from './router'

export function App({ i18n, router }: { i18n: I18n; router: ReturnType<typeof createRouter> }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>
  )
}
