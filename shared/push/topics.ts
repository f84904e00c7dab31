// What a device can be told by Web Push (decision 043), defined once: the server queues a
// notification only to devices that chose its topic, and the profile's settings list them. Zod-free.

/**
 * - `order_progress`: my order was paid, shipped (with its tracking), delivered or refunded;
 * - `returns`: a step of my return or exchange;
 * - `back_in_stock`: a size I am waiting for is back;
 * - `wholesale_orders`: a wholesale buyer's queued orders were sent or refused.
 */
export const PUSH_TOPICS = ['order_progress', 'returns', 'back_in_stock', 'wholesale_orders'] as const
export type PushTopic = (typeof PUSH_TOPICS)[number]

/** The topics a role is offered: queued wholesale orders only to wholesale buyers. */
export const pushTopicsFor = (role: string): readonly PushTopic[] =>
  role === 'wholesale' ? PUSH_TOPICS : PUSH_TOPICS.filter((topic) => topic !== 'wholesale_orders')

/** What the service worker receives, decrypted: the notification's words, where a tap leads, and its tag. */
export type PushPayload = {
  title: string
  body: string
  /** A path of the shop in the device's language, e.g. /es/returns/… */
  url: string
  /** Notifications with the same tag replace each other on the device (one per order or case). */
  tag: string
}
