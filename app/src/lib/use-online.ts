import { useSyncExternalStore } from 'react'
import { useLocalQuery } from './local-db'
import { readSyncState } from './sync'

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/**
 * Whether the shop can reach its server. `navigator.onLine` alone says true on a captive portal
 * or a dead Wi-Fi, so the last sync counts too: when it met no server (a network error, a captive
 * portal's page, a 511), the shop is offline until the next sync (on `online`, on return to the
 * page, every minute) gets through.
 */
export function useOnline(): boolean {
  const browserOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  const lastSyncFailed = useLocalQuery(async (db) => (await readSyncState(db)).error === 'offline', []) ?? false
  return browserOnline && !lastSyncFailed
}
