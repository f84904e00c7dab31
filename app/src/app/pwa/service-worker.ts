// Registers the service worker with workbox-window and tells React (update-state.ts) when a new
// version is waiting. Accepting the update activates the waiting worker, which takes control; the
// page then reloads once onto the new code.
import { Workbox } from 'workbox-window'
import { onApplyUpdate, setUpdateState } from './update-state'

let workbox: Workbox | undefined

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

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD || workbox) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => setUpdateState({ waiting: true }))
  onApplyUpdate(() => workbox?.messageSkipWaiting())
  workbox.addEventListener('controlling', (event) => {
    // An accepted update took over: load the new code once. A first install just caches.
    if (event.isUpdate) window.location.reload()
    else cacheImagesAlreadyShown()
  })
  void workbox.register().then((registration) => {
    if (!registration) return
    if (navigator.serviceWorker.controller) cacheImagesAlreadyShown()
    const check = () => void registration.update().catch(() => {})
    window.setInterval(check, UPDATE_CHECK_MS)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check()
    })
  })
}
