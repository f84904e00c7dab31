// What the service worker makes of a Web Push message (decision 043), kept out of sw.ts so it is
// tested on its own: the payload the server sends (shared/push/topics.ts PushPayload), read
// defensively, and where a tap on the notification may lead (only the shop's own pages).
import { BRAND_NAME } from '#shared/brand'
import type { PushPayload } from '#shared/push/topics'

/** The shop's icon, and the monochrome badge Android shows in the status bar. */
export const NOTIFICATION_ICON = '/icons/icon-192.png'
export const NOTIFICATION_BADGE = '/icons/badge-96.png'

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.slice(0, max) : undefined)

/**
 * The notification to show. A browser requires every push to show one (userVisibleOnly), so a
 * payload that cannot be read still shows the shop's name and opens the home page.
 */
export function notificationOf(json: unknown): PushPayload {
  const data = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
  return {
    title: text(data.title, 200) ?? BRAND_NAME,
    body: text(data.body, 500) ?? '',
    url: text(data.url, 2000) ?? '/',
    tag: text(data.tag, 200) ?? 'shop',
  }
}

/** The absolute address a tap opens: the payload's path on the shop's origin, or the home page for anything else. */
export function notificationTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin)
    return target.origin === origin ? target.href : new URL('/', origin).href
  } catch {
    return new URL('/', origin).href
  }
}
