// One Web Push message as the push service takes it (decision 043): a POST of the payload
// encrypted for the device (RFC 8291, `aes128gcm`) with the shop's VAPID authorization (RFC 8292),
// `TTL` and `Urgency` headers. Two encoders build it behind this one type: web-push on Node
// (push-encoder-node.ts) and the WebCrypto one on Workers (push-encoder-webcrypto.ts); the request
// itself is sent the same way on both (sendPushMessage).
import type { PushUrgency } from '#shared/push/delivery'
import type { VapidKeys } from '#worker/env'

export type PushDevice = { endpoint: string; keys: { p256dh: string; auth: string } }

export type PushOptions = { ttlSeconds: number; urgency: PushUrgency; now: Date }

/** The request to make: the endpoint, its headers (TTL, Urgency, Content-Encoding, Authorization) and the encrypted body. */
export type PushRequest = { endpoint: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> }

export type PushEncoder = {
  kind: 'web-push' | 'webcrypto'
  encode(device: PushDevice, payload: string, vapid: VapidKeys, options: PushOptions): Promise<PushRequest>
}

/** A push service answers quickly or not at all: a hung one must not hold up the job. */
export const PUSH_TIMEOUT_MS = 10_000

/** The push service's answer: its status and the first of its words, for the outbox's last error. */
export type PushAnswer = { status: number; text: string }

/**
 * Sends the request; redirects are not followed (the shop only calls the endpoint it checked,
 * services/push-endpoints.ts), so a 3xx is an answer like any other.
 */
export async function sendPushMessage(request: PushRequest): Promise<PushAnswer> {
  const res = await fetch(request.endpoint, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  })
  const text = (await res.text().catch(() => '')).slice(0, 300)
  return { status: res.status, text }
}

/** VAPID's audience (RFC 8292 §2): the push service's origin. */
export const audienceOf = (endpoint: string) => new URL(endpoint).origin

/** How long a VAPID token is good for: 12 hours, under the 24 the RFC allows. */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60
