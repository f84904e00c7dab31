import { Outlet, ScrollRestoration } from 'react-router-dom'
import { LanguageSync } from '#app/app/language-sync'
import { ManifestLink } from '#app/app/pwa/manifest-link'
import { OfflineIndicator } from '#app/app/pwa/offline-indicator'
import { OutboxReview } from '#app/app/pwa/outbox-review'
import { UpdatePrompt } from '#app/app/pwa/update-prompt'

export function RootLayout() {
  return (
    <>
      <LanguageSync />
      <ManifestLink />
      <ScrollRestoration />
      <Outlet />
      <OfflineIndicator />
      <OutboxReview />
      <UpdatePrompt />
    </>
  )
}
