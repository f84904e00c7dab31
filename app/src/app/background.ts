// The app's local-first background work, loaded and started once the page is up (boot.tsx): the
// catalogue mirror syncs, a cart left in localStorage moves to IndexedDB, writes queued while
// offline are sent, and the service worker registers. None of it is needed to draw or hydrate a
// page, so none of it (Dexie included) is part of the first download.
import { migrateLegacyCart } from '#app/lib/cart'
import { startOutbox } from '#app/lib/outbox'
import { startSync } from '#app/lib/sync'
import { registerServiceWorker } from './pwa/service-worker'

export function startBackgroundWork() {
  startSync()
  void migrateLegacyCart()
  startOutbox()
  registerServiceWorker()
}
