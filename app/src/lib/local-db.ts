// The way into the device's database (lib/db.ts) for code that runs before it is needed: Dexie
// (~30 KB gzip) is loaded on first use, after the page is drawn and hydrated (reads wait for the
// page's own part, lib/page-hydrated.ts), never as part of the first download (decision 010).
// Pages read it through useLocalQuery, which re-renders them whenever what they read changes
// (Dexie's liveQuery, across tabs too).
import { useEffect, useState, type DependencyList } from 'react'
import type { ShopDb } from './db'
import { whenPageHydrated } from './page-hydrated'

export type { ShopDb }

/** The database of this page or service worker, with Dexie loaded on the first call. */
export const openLocalDb = (): Promise<ShopDb> => import('./db').then((m) => m.getDb())

type Result<T> = { value: T; error?: undefined } | { value: undefined; error: unknown } | undefined

/**
 * Runs `query` against the local database and again whenever the data it read changes.
 * Undefined until the first answer: on the server, during hydration (so the first client render
 * matches the server's; a server-drawn page reads once its own part has hydrated), and while
 * Dexie loads. An error is thrown to the nearest error boundary.
 */
export function useLocalQuery<T>(query: (db: ShopDb) => Promise<T>, deps: DependencyList): T | undefined {
  const [result, setResult] = useState<Result<T>>(undefined)
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined
    let stopped = false
    const start = async () => {
      await whenPageHydrated()
      const { getDb, watch } = await import('./db')
      if (stopped) return
      const db = getDb()
      subscription = watch(() => query(db)).subscribe({
        next: (value) => setResult({ value }),
        error: (error: unknown) => setResult({ value: undefined, error }),
      })
    }
    void start()
    return () => {
      stopped = true
      subscription?.unsubscribe()
    }
    // The caller's deps decide when the query changes, as with React's own hooks.
    // oxlint-disable-next-line react/exhaustive-deps
  }, deps)
  if (result?.error !== undefined) throw result.error
  return result?.value
}
