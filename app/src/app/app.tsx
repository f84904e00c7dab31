import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { ToastProvider } from '#app/components/ui/toast'
import { createI18n } from '#app/lib/i18n/i18n'
import { langFromPath } from '#app/lib/i18n/lang-path'
import { createRouter } from './router'

export function App() {
  const [i18n] = useState(() => createI18n(langFromPath(window.location.pathname)))
  const [router] = useState(createRouter)
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>
  )
}
