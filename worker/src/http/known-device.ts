// The known-device cookie on the wire (services/known-devices.ts holds the token): set when a
// browser signs in, signs up or resets its password, read by the sign-in limits (decision 014).
// Its path is /api/auth, so no other request ever carries it.
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { authApi } from '#shared/contracts/auth'
import { requestTime, type AppEnv } from '#worker/context'
import { issueKnownDevice, KNOWN_DEVICE_LIFETIME_SECONDS, knownDeviceId } from '#worker/services/known-devices'
import { isSecureTransport } from './transport'

const KNOWN_DEVICE_COOKIE = 'known_device'

// One check per request, whichever limit asks first.
const recognised = new WeakMap<Request, Promise<string | undefined>>()

/** The id of this browser when it is a known device of the account `email`; undefined otherwise. */
export function knownDevice(c: Context<AppEnv>, email: string): Promise<string | undefined> {
  let found = recognised.get(c.req.raw)
  if (!found) {
    const token = getCookie(c, KNOWN_DEVICE_COOKIE)
    found = token ? knownDeviceId(c.get('deps').config, token, email, requestTime(c)) : Promise.resolve(undefined)
    recognised.set(c.req.raw, found)
  }
  return found
}

/** Marks this browser as a known device of the account `email` (after a sign-in, sign-up or reset). */
export async function rememberDevice(c: Context<AppEnv>, email: string) {
  const { config } = c.get('deps')
  const { token, expiresAt } = await issueKnownDevice(config, email, requestTime(c))
  setCookie(c, KNOWN_DEVICE_COOKIE, token, {
    path: authApi.base,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isSecureTransport(config, c.req.raw),
    expires: expiresAt,
    maxAge: KNOWN_DEVICE_LIFETIME_SECONDS,
  })
}
