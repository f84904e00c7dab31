// Registers the service worker with workbox-window and tells React (update-state.ts) when a new
// version is waiting. Accepting the update activates the waiting worker, which takes control; the
// page then reloads once onto the new code.
import { Workbox } from 'workbox-window'
import { picturesOf } from '#app/components/product/product-info'
import { openLocalDb } from '#app/lib/local-db'
import { whenIdle } from '#app/lib/when-idle'
import { onApplyUpdate, setUpdateState } from './update-state'

let workbox: Workbox | undefined

/** How long after start the catalogue's images are handed to the worker. */
const PREFETCH_DELAY_MS = 8000

/** How often an open app asks the server for a new service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/** Images the first visit showed before the worker took control: hand them to its image cache. */
function cacheImagesAlreadyShown() {
  const controller = navigator.serviceWorker.controller
  if (!controller) return
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href)
      return url.origin === location.origin && url.pathname.startsWith('/images/')
    })
  if (urls.length > 0) controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } })
}

/** Most catalogue images handed to the worker in the background (its image cache keeps 400). */
const PREFETCH_IMAGES_MAX = 200

/**
 * Whether the connection suits downloading images nobody asked for yet: never with Data Saver or
 * on a cellular network; on Wi-Fi or Ethernet yes; where the browser does not say (most desktops),
 * only on a fast connection.
 */
export function suitsBackgroundDownload(connection: { type?: string; effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  if (connection.type) return connection.type === 'wifi' || connection.type === 'ethernet'
  return connection.effectiveType === undefined || connection.effectiveType === '4g'
}

/**
 * The images of the products in the mirror, handed to the worker's image cache when the device is
 * idle and on a suitable connection, so pieces not yet seen still show their picture offline.
 * Bounded by PREFETCH_IMAGES_MAX; images already cached are not downloaded again (cache first).
 */
function prefetchCatalogueImages() {
  whenIdle(() => {
    const controller = navigator.serviceWorker.controller
    const connection = (navigator as Navigator & { connection?: { type?: string; effectiveType?: string; saveData?: boolean } }).connection
    if (!controller || !navigator.onLine || !suitsBackgroundDownload(connection)) return
    void openLocalDb()
      .then((db) => db.products.toArray())
      .then((products) => {
        // The pictures as the pages show them (a photo's middle width), not the API's largest.
        const urls = [...new Set(products.flatMap((p) => picturesOf(p).map((picture) => picture.src)))].slice(0, PREFETCH_IMAGES_MAX).map((src) => new URL(src, location.href).href)
        if (urls.length > 0) controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } })
      })
      .catch(() => {})
  })
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD || workbox) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => setUpdateState({ waiting: true }))
  onApplyUpdate(() => workbox?.messageSkipWaiting())
  workbox.addEventListener('controlling', (event) => {
    // An accepted update took over: load the new code once. A first install just caches.
    if (event.isUpdate) window.location.reload()
    else {
      cacheImagesAlreadyShown()
      window.setTimeout(prefetchCatalogueImages, PREFETCH_DELAY_MS)
    }
  })
  // A browser that refuses service workers (private windows, a policy) or a failed download of
  // sw.js leaves the shop running online, as on a first visit: nothing to report to the shopper.
  void workbox.register().then(whenRegistered, () => {})
}

function whenRegistered(registration: ServiceWorkerRegistration | undefined) {
  if (!registration) return
  if (navigator.serviceWorker.controller) cacheImagesAlreadyShown()
  // After the catalogue's first sync has had time to land (it starts with the same idle work).
  window.setTimeout(prefetchCatalogueImages, PREFETCH_DELAY_MS)
  const check = () => void registration.update().catch(() => {})
  window.setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}
