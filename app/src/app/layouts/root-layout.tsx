import { Outlet, ScrollRestoration } from 'react-router-dom'
import { LanguageSync } from '../language-sync'
import { ManifestLink } from '../pwa/manifest-link'
import { OfflineIndicator } from '../pwa/offline-indicator'
import { OutboxReview } from '../pwa/outbox-review'
import { UpdatePrompt } from '../pwa/update-prompt'

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
