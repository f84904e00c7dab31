// The shop's service worker (built by vite-plugin-pwa, injectManifest). What it does and why:
// - precaches the app shell and the storefront's chunks in every language, so any storefront page
//   opens offline after one visit;
// - caches the code of the screens that need the network (sign-in, customer area, back office,
//   checkout) when first used, not at install (vite.config.ts NETWORK_ONLY_CHUNKS, decision 010);
// - answers navigations with index.html, the app shell (offline deep links, and an instant start
//   for a returning shopper; the server draws pages for first visits and crawlers), never for /api;
// - caches product and blog images as they are seen, with an expiry, and those of the catalogue
//   the page hands over when idle on Wi-Fi; an image never seen shows a neutral card offline;
// - never touches /api but a product's public reviews (the same for everyone, decision 042: the
//   last answer seen is kept, so a product visited reads its reviews offline): API answers
//   (sessions, orders, dashboards, admin) always come from the network, so nothing that depends
//   on who is signed in is ever stored here;
// - flushes the outbox on Background Sync, even when no tab is open;
// - shows the shop's Web Push notifications, and on a tap focuses a window of the app on the
//   notification's screen, or opens one (decision 043).
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { BACKGROUND_SYNC_TAG, flushOutbox } from './lib/outbox'
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, notificationOf, notificationTarget } from './lib/push-message'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$)/] }))

// Hashed, so a cached copy never goes stale: whatever is not precached is kept once fetched.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'screens',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
)

/** What an image never seen before shows offline: a neutral card in the shop's sand, not a broken icon. */
const OFFLINE_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 750" width="600" height="750"><rect width="600" height="750" fill="#efe6dc"/></svg>'

// By path, not by request.destination: images handed over in a CACHE_URLS message (the page's
// idle prefetch, app/pwa/service-worker.ts) arrive as plain requests with no destination.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      { handlerDidError: async () => new Response(OFFLINE_IMAGE, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } }) },
    ],
  }),
)

// A product's approved reviews (decision 042): fresh from the network, the last copy offline.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/api/reviews/products/'),
  new NetworkFirst({
    cacheName: 'reviews',
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
)

// The first visit's pages load before this worker controls them: the page then sends the image
// URLs it already showed (a CACHE_URLS message, handled by workbox-routing through the route above).
// Take control of open pages as soon as this worker is active (first install, or an accepted update).
clientsClaim()

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

type SyncEvent = ExtendableEvent & { tag: string }

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== BACKGROUND_SYNC_TAG) return
  event.waitUntil(
    flushOutbox({ ignoreSchedule: true }).then((report) => {
      // Rejecting asks the browser to fire the sync again later, with its own backoff.
      if (report.retrying > 0) throw new Error(`${report.retrying} outbox entries still waiting`)
    }),
  )
}) as EventListener)

self.addEventListener('push', (event: PushEvent) => {
  let json: unknown
  try {
    json = event.data?.json()
  } catch {
    json = undefined
  }
  const { title, body, url, tag } = notificationOf(json)
  event.waitUntil(self.registration.showNotification(title, { body, tag, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data: { url } }))
})

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close()
  const href = notificationTarget((event.notification.data as { url?: unknown } | null)?.url, self.location.origin)
  event.waitUntil(focusOrOpen(href))
})

/** An open window of the shop goes to the screen and comes forward; without one, a new window opens there. */
async function focusOrOpen(href: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (!open) {
    await self.clients.openWindow(href)
    return
  }
  // navigate() works for a window this worker controls; another is only brought forward.
  const shown = open.url === href ? open : ((await open.navigate(href).catch(() => null)) ?? open)
  await shown.focus()
}
