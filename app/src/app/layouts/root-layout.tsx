import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { LanguageSync } from '#app/app/language-sync'
import { ManifestLink } from '#app/app/pwa/manifest-link'
import { OfflineIndicator } from '#app/app/pwa/offline-indicator'
import { whenIdle } from '#app/lib/when-idle'

// Notices about the app itself (refused offline writes, a new version) only ever appear after
// background work ran: they load once the page is idle, not with the first download (decision 010).
const AppNotices = lazy(() => import('./app-notices').then((m) => ({ default: m.AppNotices })))

function useIdle() {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}

export function RootLayout() {
  const idle = useIdle()
  return (
    <>
      <LanguageSync />
      <ManifestLink />
      <ScrollRestoration />
      <Outlet />
      <OfflineIndicator />
      {idle && (
        <Suspense fallback={null}>
          <AppNotices />
        </Suspense>
      )}
    </>
  )
}
