// The app's copy on the device as a test reads it: the IndexedDB database `forma-bella` (what the
// mirror, cart and outbox hold) and the moment one visit has installed the shop for offline use.
import type { Page } from 'playwright-core'

/** An init script (`context.addInitScript`) giving pages `idbAll(table)` and `idbCount(table)`. */
export const IDB_HELPERS = `
  window.idbAll = (table) => new Promise((resolve, reject) => {
    const open = indexedDB.open('forma-bella')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains(table)) { db.close(); resolve([]); return }
      const req = db.transaction(table).objectStore(table).getAll()
      req.onsuccess = () => { db.close(); resolve(req.result) }
      req.onerror = () => reject(req.error)
    }
  })
  window.idbCount = async (table) => (await window.idbAll(table)).length
`

declare global {
  /** Every row of a table of the app's IndexedDB database (IDB_HELPERS; runs in the page). */
  function idbAll(table: string): Promise<Record<string, unknown>[]>
  /** How many rows a table of the app's IndexedDB database holds (IDB_HELPERS; runs in the page). */
  function idbCount(table: string): Promise<number>
}

/**
 * Waits until one visit has installed the shop: the service worker controls the page and the
 * first sync has put the catalogue in IndexedDB. Needs no init script.
 */
export async function installedForOffline(page: Page, timeout = 30_000) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout })
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('forma-bella')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('products')) {
            db.close()
            return resolve(false)
          }
          const count = db.transaction('products').objectStore('products').count()
          count.onsuccess = () => {
            db.close()
            resolve(count.result > 0)
          }
          count.onerror = () => resolve(false)
        }
      }),
    undefined,
    // Looked at every 100 ms: a page installed a moment after a look waits for the next one.
    { timeout, polling: 100 },
  )
}
