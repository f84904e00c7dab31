// The shopper's device on the wire (decision 023): a long-lived HttpOnly cookie holding a random
// id, set by checkout when the browser has none. Orders record it (as a keyed hash) to count what
// one device holds and to show the order's confirmation to the device that placed it. It proves
// nothing about a person and is sent only to /api.
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '#worker/context'
import { clientDeviceHash, clientIpHash } from '#worker/services/order-access'
import type { OrderHold } from '#worker/services/order-holds'
import { clientIp } from './client-ip'
import { isSecureTransport } from './transport'

const SHOPPER_DEVICE_COOKIE = 'shopper_device'
const SHOPPER_DEVICE_LIFETIME_SECONDS = 400 * 24 * 60 * 60

const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The device id the request carries, if it is one we could have set. */
export function shopperDevice(c: Context<AppEnv>): string | undefined {
  const id = getCookie(c, SHOPPER_DEVICE_COOKIE)
  return id && DEVICE_ID.test(id) ? id : undefined
}

/** The request's device id, or a new one whose cookie goes out with the answer. */
function ensureShopperDevice(c: Context<AppEnv>): string {
  const known = shopperDevice(c)
  if (known) return known
  const id = crypto.randomUUID()
  setCookie(c, SHOPPER_DEVICE_COOKIE, id, {
    path: '/api',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureTransport(c.get('deps').config, c.req.raw),
    maxAge: SHOPPER_DEVICE_LIFETIME_SECONDS,
  })
  return id
}

/** Who is placing an order, as it records them: this device (given a cookie if it has none) and address. */
export async function orderHoldFor(c: Context<AppEnv>): Promise<OrderHold> {
  const { config } = c.get('deps')
  const ip = clientIp(c)
  return {
    config,
    client: {
      // An address we cannot tell (never on a real connection) is nobody's: it groups no one.
      ipHash: ip === 'unknown' ? null : await clientIpHash(config, ip),
      deviceHash: await clientDeviceHash(config, ensureShopperDevice(c)),
    },
  }
}

/**
 * Who votes a review helpful (decision 042), as a keyed hash: the signed-in account, else this
 * device, else the address. One vote each; it proves nothing more than that.
 */
export async function reviewVoter(c: Context<AppEnv>, userId: string | undefined): Promise<string> {
  if (userId) return `user:${userId}`
  const device = shopperDevice(c)
  const { config } = c.get('deps')
  return device ? `device:${await clientDeviceHash(config, device)}` : `ip:${await clientIpHash(config, clientIp(c))}`
}
