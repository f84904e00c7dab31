// When a server-drawn page's own part has hydrated (decision 021). React hydrates that part in a
// step after the header and footer, in slices, and the browser is idle between slices: work
// started on the first effect or idle moment (loading Dexie for the cart's count, the catalogue's
// first sync) would compete with hydrating the page itself. Such work waits for this instead.
// Outside a hydration (the app shell, tests) there is nothing to wait for.

/** The performance mark set then, read by the tests and the bench. */
const READY_MARK = 'hydrated'

let hydrating = false
let hydrated: Promise<void> = Promise.resolve()
let open = () => {}

/** Called before hydrating a server-drawn page; a page that never says it is hydrated is let go after 10 s. */
export function holdUntilPageHydrated() {
  hydrating = true
  hydrated = new Promise((resolve) => (open = resolve))
  setTimeout(open, 10_000)
}

/**
 * Said by a part the server drew once React has hydrated it (EarlyInput). While a page is being
 * hydrated, sets that part's performance mark: READY_MARK for the page's own part (the page can
 * now be used, and the work held for it starts), `<READY_MARK>:<part>` for another part.
 */
export function partHydrated(part?: string) {
  if (!hydrating) return
  const mark = part ? `${READY_MARK}:${part}` : READY_MARK
  if (performance.getEntriesByName(mark, 'mark').length === 0) performance.mark(mark)
  if (!part) open()
}

/** Resolves once the page being hydrated has its own part hydrated; at once otherwise. */
export const whenPageHydrated = (): Promise<void> => hydrated
