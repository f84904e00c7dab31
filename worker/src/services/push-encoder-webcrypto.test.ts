// The Workers encoder under Node's WebCrypto (decision 043): RFC 8291's example byte for byte, and
// a VAPID token the public key verifies. Decrypting what it sends is push-delivery.test.ts's job.
import { createPublicKey, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { vapidEnv } from '#worker/test/push-device'
import { encryptPayload, fromBase64Url, importSenderKeys, toBase64Url, vapidAuthorization } from './push-encoder-webcrypto'

// RFC 8291 §5, "Push Message Encryption Example".
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
}

describe('the WebCrypto Web Push encoder', () => {
  it('reproduces RFC 8291’s example byte for byte', async () => {
    const body = await encryptPayload({ p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret }, new TextEncoder().encode(RFC8291.plaintext), {
      salt: fromBase64Url(RFC8291.salt),
      sender: await importSenderKeys(RFC8291.asPublic, RFC8291.asPrivate),
    })
    expect(toBase64Url(body)).toBe(RFC8291.body)
  })

  it('signs a VAPID token for the push service’s origin that the shop’s public key verifies', async () => {
    const env = vapidEnv('mailto:push@example.com')
    const vapid = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
    const now = new Date('2026-11-26T03:00:00Z')
    const header = await vapidAuthorization('https://fcm.googleapis.com/fcm/send/abc', vapid, now)
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header)
    expect(match?.[4]).toBe(vapid.publicKey)
    const [, head, claims, signature] = match!
    expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' })
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toEqual({ aud: 'https://fcm.googleapis.com', exp: now.getTime() / 1000 + 12 * 3600, sub: 'mailto:push@example.com' })
    const raw = Buffer.from(vapid.publicKey, 'base64url')
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' })
    expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true)
  })
})
