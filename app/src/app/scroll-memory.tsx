// Where the page scrolls to (issue 17): back and forward return to where the shopper was; any other
// arrival starts at the top. React Router remembers positions per history entry, but every entry
// a full page load made shares the key "default", so a link typed or pasted into the address bar
// opened at the depth the previous such page was left at. Such entries are remembered by address
// instead, and a page opened afresh (not a reload, not back/forward) forgets its own.
import { useCallback } from 'react'
import { ScrollRestoration, type Location } from 'react-router-dom'
import { STORAGE_KEYS } from '#app/lib/storage-keys'

const entryKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>) =>
  location.key === 'default' ? `page:${location.pathname}${location.search}` : location.key

/** Runs once, before React Router reads the remembered positions (a layout effect of ScrollRestoration). */
function forgetOnFreshOpen() {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (navigation?.type !== 'navigate') return
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.scrollPositions) ?? '{}') as Record<string, number>
    delete saved[entryKey({ key: 'default', pathname: location.pathname, search: location.search })]
    sessionStorage.setItem(STORAGE_KEYS.scrollPositions, JSON.stringify(saved))
  } catch {
    // Storage refused: React Router cannot remember positions either.
  }
}
forgetOnFreshOpen()

export function ScrollMemory() {
  const getKey = useCallback((location: Location) => entryKey(location), [])
  return <ScrollRestoration getKey={getKey} storageKey={STORAGE_KEYS.scrollPositions} />
}
