// Where each page of this tab's history was left (sessionStorage), shared by the entry
// (main.tsx, before the app has loaded) and React Router's ScrollRestoration (app/scroll-memory.tsx).
// Kept tiny: main.tsx loads it with the first paint's styles.
//
// React Router remembers positions per history entry, but every entry a full page load made shares
// the key "default", so such entries are remembered by address instead. It saves them when the page
// is hidden, but only once the app has loaded: a shopper who scrolls a server-drawn page and leaves
// before that (a typed link, a slow phone) would come back to the top. The entry saves them too.
import { STORAGE_KEYS } from './storage-keys'

type Positions = Record<string, number>

export const scrollEntryKey = (location: { key: string; pathname: string; search: string }) =>
  location.key === 'default' ? `page:${location.pathname}${location.search}` : location.key

/** The key of the entry on show, as React Router computes it (its history state holds the key). */
const currentKey = () =>
  scrollEntryKey({
    key: (window.history.state as { key?: string } | null)?.key ?? 'default',
    pathname: window.location.pathname,
    search: window.location.search,
  })

function read(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEYS.scrollPositions) ?? '{}') as Positions
  } catch {
    return {}
  }
}

function write(positions: Positions) {
  try {
    sessionStorage.setItem(STORAGE_KEYS.scrollPositions, JSON.stringify(positions))
  } catch {
    // Storage refused: positions are not remembered, pages open at the top.
  }
}

let pending: { key: string; y: number } | null = null
/** Once the shopper scrolls, taps or types, where they were before no longer matters. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Runs once, first thing in the entry: a page opened afresh (a link, typed or not) forgets its
 * old position; one reloaded or reached by back/forward notes where it was left, for
 * `pendingScrollPosition`; and the position is saved whenever the page is hidden.
 * `drawnByServer`: the page came with its content; otherwise it is the app shell, which the
 * browser's own restoration would scroll while it is still empty or half drawn, so the app does it.
 */
export function startScrollMemory({ drawnByServer }: { drawnByServer: boolean }) {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[]
  const key = currentKey()
  const positions = read()
  if (navigation?.type === 'navigate' && key in positions) {
    delete positions[key]
    write(positions)
  } else if ((navigation?.type === 'back_forward' || navigation?.type === 'reload') && positions[key]) {
    pending = { key, y: positions[key] }
    if (!drawnByServer) window.history.scrollRestoration = 'manual'
    for (const type of SHOPPER_INPUT) window.addEventListener(type, settleScrollPosition, { passive: true })
  }
  // Before React Router's own listener (added when the app mounts), which then writes the same.
  window.addEventListener('pagehide', () => write({ ...read(), [currentKey()]: window.scrollY }))
}

/**
 * Where the page on show should return to, if it is the entry this document was loaded for and it
 * was reloaded or reached by back/forward; `null` once the shopper moved or `settleScrollPosition`
 * was called.
 */
export const pendingScrollPosition = (location: { key: string; pathname: string; search: string }) =>
  pending && pending.key === scrollEntryKey(location) ? pending.y : null

export function settleScrollPosition() {
  pending = null
  for (const type of SHOPPER_INPUT) window.removeEventListener(type, settleScrollPosition)
}
