// Test helpers for Web Push (decision 043): the shop's VAPID keys, and a browser's subscription
// made the way a browser makes one (a P-256 key pair and a 16-byte secret), whose private key the
// test keeps to decrypt what the shop sends.
import { createECDH, randomBytes } from 'node:crypto'
import webPush from 'web-push'

/** A VAPID key pair for a test's configuration (env names as parseConfig reads them). */
export function vapidEnv(subject = 'mailto:push@example.com') {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys()
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject }
}

export type TestDevice = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  /** The subscription's private key (raw, 32 bytes) and secret, to decrypt a message. */
  privateKey: Buffer
  authSecret: Buffer
}

export function testDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    privateKey: ecdh.getPrivateKey(),
    authSecret,
  }
}
