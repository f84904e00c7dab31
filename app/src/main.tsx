import './lib/zod-jitless'
import './styles.css'
import { startScrollMemory } from './lib/scroll-positions'

// The entry index.html loads: the styles, and the app (boot.tsx: React, the router, i18next, the
// shop's shell) loaded by a dynamic import. On a page the server drew (it carries the data block
// `shop-state`, SHOP_STATE_ID in app/shop-state.ts) the app is asked for only once the browser has
// painted that page, so on a phone's slow first connection the page's HTML, styles, fonts and
// images are not sharing the line with ~145 KB of scripts the first paint does not need; the
// app shell (index.html: an empty root, drawn by the app) asks for it at once (decision 010).
// Scroll positions are kept from here on (lib/scroll-positions.ts), so a page left before the app
// has loaded is still found where the shopper was on back and forward (decision 018).

/** Runs `start` after the page's first contentful paint (a hidden tab paints when shown). */
function afterFirstContentfulPaint(start: () => void) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start()
  let started = false
  const once = () => {
    if (started) return
    started = true
    observer.disconnect()
    start()
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once()
  })
  observer.observe({ type: 'paint', buffered: true })
  // A browser that never reports the paint still starts the app.
  setTimeout(once, 5000)
}

// Every form in the shop is handled by the app. One sent before the app has hydrated it would go
// to the server as a plain GET of the same page: a reload that puts its fields in the address bar
// (an email, measurements) and drops the rest. Such a submit does nothing instead; what was typed
// stays and is handed to the app when it hydrates (decision 021). Listening on window, this runs
// after React, which has already taken any form it has hydrated.
window.addEventListener('submit', (event) => {
  if (!event.defaultPrevented) event.preventDefault()
})

const drawnByServer = document.getElementById('shop-state') !== null
startScrollMemory({ drawnByServer })
const start = () => void import('./boot')
if (drawnByServer) afterFirstContentfulPaint(start)
else start()
