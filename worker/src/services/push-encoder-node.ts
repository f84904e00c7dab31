// The Web Push encoder of Node (decision 043): web-push builds the encrypted body (RFC 8291,
// `aes128gcm`) and the VAPID authorization (RFC 8292); the request is sent by sendPushMessage
// (push-message.ts), as on Workers, rather than by web-push's own https client, so both runtimes
// call a push service the same way. Never imported by the Worker's bundle.
import webPush from 'web-push'
import type { PushEncoder } from './push-message'

export const webPushEncoder: PushEncoder = {
  kind: 'web-push',
  async encode(device, payload, vapid, options) {
    // web-push signs the VAPID token with the real clock; its 12-hour default lifetime is ours too.
    const details = webPush.generateRequestDetails(device, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    })
    // fetch sets Content-Length itself.
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    )
    return { endpoint: details.endpoint, headers, body: new Uint8Array(details.body as Buffer) }
  },
}
