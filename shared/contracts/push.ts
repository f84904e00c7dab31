// Web Push (decision 043): this device's subscription of the signed-in user, its topics, and
// leaving it. A device is named by its push endpoint (the browser's PushSubscription), which the
// server only ever calls when it is `https` on a push service's own host.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { PUSH_TOPICS } from '#shared/push/topics'
import { singleLineText } from '#shared/schemas/fields'
import { get, post, put, resource } from './contract'

/** An http(s) address: which hosts the shop will call is the server's check (decision 043). */
const isWebAddress = (value: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
const endpointSchema = singleLineText().max(2048).refine(isWebAddress, 'Not a web address')

const topicsSchema = z.array(z.enum(PUSH_TOPICS)).max(PUSH_TOPICS.length).transform((topics) => [...new Set(topics)])

const pushStateSchema = z.object({
  /** The shop's VAPID public key (base64url) for `pushManager.subscribe`; null: the shop sends no notifications, offer none. */
  publicKey: z.string().nullable(),
  /** The topics this user may choose. */
  topics: z.array(z.enum(PUSH_TOPICS)),
  /** This device's subscription when it is this user's; null otherwise. */
  subscription: z.object({ topics: z.array(z.enum(PUSH_TOPICS)), language: z.enum(LANGUAGES) }).nullable(),
})

export const pushSubscribeSchema = z.object({
  endpoint: endpointSchema,
  /** The browser's keys: P-256 public key (65 bytes) and authentication secret (16 bytes), base64url. */
  keys: z.object({ p256dh: z.base64url().length(87), auth: z.base64url().length(22) }),
  topics: topicsSchema,
  language: z.enum(LANGUAGES),
})
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>

export const pushApi = resource('/api/push', {
  /** The shop's key, the topics offered, and this device's subscription (given its endpoint). */
  state: get('/subscription', {
    access: 'signed-in',
    query: z.object({ endpoint: endpointSchema.optional() }),
    output: pushStateSchema,
  }),
  /**
   * Subscribes this device for the signed-in user, or changes its topics and language; a device
   * another user had subscribed becomes this user's. Refused when the shop has no VAPID keys (503
   * `push_not_configured`) or the endpoint is not a known push service's (400 `push_endpoint_not_allowed`).
   */
  subscribe: put('/subscription', {
    access: 'signed-in',
    input: pushSubscribeSchema,
    output: pushStateSchema,
    errors: ['push_not_configured', 'push_endpoint_not_allowed'],
  }),
  /** Forgets this device's subscription, if it is this user's; the same answer when there was none. */
  unsubscribe: post('/unsubscribe', {
    access: 'signed-in',
    input: z.object({ endpoint: endpointSchema }),
    output: z.object({ unsubscribed: z.literal(true) }),
  }),
})
