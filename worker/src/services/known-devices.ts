// Known devices (OWASP "device cookies"): a browser that has signed in to an account, or reset
// its password through the emailed link, carries a signed token saying so. Sign-in attempts
// from it are throttled on their own, apart from the account's and the address's limits, so a
// stranger guessing at an account can slow down strangers but never its owner (decision 014).
// The token proves nothing about identity: the password is still checked every time.
import { jwtVerify, SignJWT } from 'jose'
import type { Config } from '#worker/env'
import { secretKey } from './sessions'

export const KNOWN_DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60
const AUDIENCE = 'known-device'

async function accountTag(email: string) {
  // The token names the account by a digest: a cookie never carries the address itself.
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()))
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 16)))
}

/** A new device id and its token for `email`, valid for KNOWN_DEVICE_LIFETIME_SECONDS. */
export async function issueKnownDevice(config: Config, email: string, now: Date) {
  const deviceId = crypto.randomUUID()
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_LIFETIME_SECONDS * 1000)
  const token = await new SignJWT({ dev: deviceId, acct: await accountTag(email) })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(config))
  return { deviceId, token, expiresAt }
}

/** The device id when `token` is a valid known-device token for `email`; undefined otherwise. */
export async function knownDeviceId(config: Config, token: string, email: string, now: Date): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now })
    if (payload.acct !== (await accountTag(email)) || typeof payload.dev !== 'string') return undefined
    return payload.dev
  } catch {
    return undefined
  }
}
