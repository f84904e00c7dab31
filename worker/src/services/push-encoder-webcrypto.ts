// The Web Push encoder of Workers (decision 043), on WebCrypto alone: RFC 8291 message encryption
// (ECDH P-256, HKDF-SHA-256, AES-128-GCM in one `aes128gcm` record, RFC 8188) and the RFC 8292
// VAPID token (an ES256 JWT). Tested against RFC 8291's own example and by decrypting what it
// sends, beside web-push's output (push-delivery.test.ts).
import type { VapidKeys } from '#worker/env'
import { audienceOf, VAPID_TOKEN_SECONDS, type PushDevice, type PushEncoder, type PushOptions } from './push-message'

const encoder = new TextEncoder()

export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export const toBase64Url = (bytes: Uint8Array): string => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** A P-256 private key as WebCrypto imports it: its scalar `d` and the public point's x and y (raw: 0x04 ‖ x ‖ y). */
const privateJwk = (publicKey: Uint8Array, d: string): JsonWebKey => ({
  kty: 'EC',
  crv: 'P-256',
  x: toBase64Url(publicKey.slice(1, 33)),
  y: toBase64Url(publicKey.slice(33, 65)),
  d,
  ext: true,
})

async function hkdf(salt: BufferSource, ikm: BufferSource, info: BufferSource, bytes: number) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits'])
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8))
}

/** The application server's ECDH key pair for one message: `publicKey` raw (65 bytes). */
export type SenderKeys = { publicKey: Uint8Array<ArrayBuffer>; privateKey: CryptoKey }

async function freshSenderKeys(): Promise<SenderKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair
  return { publicKey: new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer), privateKey: pair.privateKey }
}

/** Imports a known sender key pair (RFC 8291's example does this); a message otherwise gets a fresh one. */
export async function importSenderKeys(publicKey: string, privateKey: string): Promise<SenderKeys> {
  const raw = fromBase64Url(publicKey)
  return { publicKey: raw, privateKey: await crypto.subtle.importKey('jwk', privateJwk(raw, privateKey), { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']) }
}

/** The record size written in the header; the whole payload fits in one record (push services take ≤ 4096 bytes). */
const RECORD_SIZE = 4096

/**
 * RFC 8291 §3–4: the body for `device`, a single record with the last-record delimiter (0x02) and
 * no padding. `salt` and `sender` are random unless given (the RFC's example gives both).
 */
export async function encryptPayload(
  device: PushDevice['keys'],
  plaintext: Uint8Array,
  fixed: { salt?: Uint8Array<ArrayBuffer>; sender?: SenderKeys } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const uaPublic = fromBase64Url(device.p256dh)
  const authSecret = fromBase64Url(device.auth)
  const salt = fixed.salt ?? crypto.getRandomValues(new Uint8Array(16))
  const sender = fixed.sender ?? (await freshSenderKeys())
  const uaKey = await crypto.subtle.importKey('raw', uaPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, [])
  // `public` as WebCrypto names it; Workers' types spell it `$public`, but workerd reads `public` (RFC 8291's
  // example, run under workerd through miniflare, comes out byte for byte).
  const ecdh = { name: 'ECDH', public: uaKey } as unknown as Parameters<typeof crypto.subtle.deriveBits>[0]
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdh, sender.privateKey, 256))
  // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" ‖ 0x00 ‖ ua_public ‖ as_public, 32)
  const ikm = await hkdf(authSecret, ecdhSecret, concat(encoder.encode('WebPush: info\0'), uaPublic, sender.publicKey), 32)
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16)
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12)
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt'])
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, concat(plaintext, Uint8Array.of(2))))
  const header = new Uint8Array(16 + 4 + 1)
  header.set(salt, 0)
  new DataView(header.buffer).setUint32(16, RECORD_SIZE)
  header[20] = sender.publicKey.length
  return concat(header, sender.publicKey, ciphertext)
}

/** RFC 8292 §2–3: `vapid t=<ES256 JWT for the push service's origin>, k=<public key>`. */
export async function vapidAuthorization(endpoint: string, vapid: VapidKeys, now: Date): Promise<string> {
  const json = (value: object) => toBase64Url(encoder.encode(JSON.stringify(value)))
  const claims = { aud: audienceOf(endpoint), exp: Math.floor(now.getTime() / 1000) + VAPID_TOKEN_SECONDS, sub: vapid.subject }
  const unsigned = `${json({ typ: 'JWT', alg: 'ES256' })}.${json(claims)}`
  const key = await crypto.subtle.importKey('jwk', privateJwk(fromBase64Url(vapid.publicKey), vapid.privateKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign'])
  // WebCrypto signs ECDSA as r ‖ s, JWS's own form for ES256.
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, encoder.encode(unsigned)))
  return `vapid t=${unsigned}.${toBase64Url(signature)}, k=${vapid.publicKey}`
}

export const webCryptoPushEncoder: PushEncoder = {
  kind: 'webcrypto',
  async encode(device: PushDevice, payload: string, vapid: VapidKeys, options: PushOptions) {
    const body = await encryptPayload(device.keys, encoder.encode(payload))
    return {
      endpoint: device.endpoint,
      headers: {
        TTL: String(options.ttlSeconds),
        Urgency: options.urgency,
        'Content-Type': 'application/octet-stream',
        'Content-Encoding': 'aes128gcm',
        Authorization: await vapidAuthorization(device.endpoint, vapid, options.now),
      },
      body,
    }
  },
}
