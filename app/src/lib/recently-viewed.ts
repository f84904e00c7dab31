// 'Recently viewed' (decision 018): the ids of the last products opened on this device,
// newest first, in localStorage (lib/db.ts lists what is stored where). Ids only: the cards are
// drawn from the catalogue mirror, so they show current prices and stock, offline too, and a
// product removed from the catalogue simply drops out. Nothing here leaves the device.
import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from './storage-keys'

const RECENTLY_VIEWED_MAX = 8

const listeners = new Set<() => void>()
const EMPTY = '[]'

function readRaw(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.recentlyViewed) ?? EMPTY
  } catch {
    return EMPTY // storage refused (private mode, blocked): nothing remembered
  }
}

function parseRecentlyViewed(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string').slice(0, RECENTLY_VIEWED_MAX) : []
  } catch {
    return []
  }
}

/** Puts `id` first, once, and keeps the newest RECENTLY_VIEWED_MAX. */
function withViewed(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX)
}

export function recordView(id: string) {
  try {
    localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(withViewed(parseRecentlyViewed(readRaw()), id)))
  } catch {
    return
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab opened a product.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.recentlyViewed && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The ids viewed here, newest first, leaving out `except` (the page on show). Empty on the server
 * and while hydrating, so the first render matches the server's HTML.
 */
export function useRecentlyViewed(except?: string): string[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => EMPTY)
  return parseRecentlyViewed(raw).filter((id) => id !== except)
}
