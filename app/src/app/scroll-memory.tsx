// Where the page scrolls to (decision 018): back and forward return to where the shopper was; any other
// arrival starts at the top. Positions are kept by lib/scroll-positions.ts (also before the app has
// loaded); React Router restores them on its navigations.
//
// A page loaded again by back/forward or a reload may not be drawn in full when React Router
// restores its position: the app shell (what the service worker answers a returning shopper with)
// draws the page as its data and the device's mirror answer, so the scroll was cut short, and the
// browser's scroll anchoring then followed whatever part was on screen as the rest appeared. Until
// the page has stopped growing for a second at that position (at most 10 s), or the shopper scrolls,
// taps or types, the position is applied again each time the page grows (in the same frame, before
// it is painted).
import { useEffect } from 'react'
import { ScrollRestoration, useLocation, type Location } from 'react-router-dom'
import { STORAGE_KEYS } from '#app/lib/storage-keys'
import { pendingScrollPosition, scrollEntryKey, settleScrollPosition } from '#app/lib/scroll-positions'

const QUIET_MS = 1000
const GIVE_UP_AFTER_MS = 10_000

/** Holds the page at the pending position of `location` while it is drawn; returns the cancel. */
function holdWhileDrawn(location: Location): () => void {
  const root = document.documentElement
  const observer = new ResizeObserver(() => apply())
  let quiet: ReturnType<typeof setTimeout> | undefined
  const giveUp = setTimeout(() => settle(), GIVE_UP_AFTER_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(quiet)
    clearTimeout(giveUp)
  }
  function settle() {
    stop()
    settleScrollPosition()
  }
  function apply() {
    const y = pendingScrollPosition(location)
    if (y === null) return stop()
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y)
    clearTimeout(quiet)
    if (root.scrollHeight - window.innerHeight >= y) quiet = setTimeout(settle, QUIET_MS)
  }
  observer.observe(document.body)
  apply()
  return stop
}

export function ScrollMemory() {
  const location = useLocation()
  useEffect(() => {
    if (pendingScrollPosition(location) !== null) return holdWhileDrawn(location)
    settleScrollPosition()
  }, [location])
  return <ScrollRestoration getKey={scrollEntryKey} storageKey={STORAGE_KEYS.scrollPositions} />
}
