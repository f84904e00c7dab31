// Who may see an order by its id (decision 023): the device that placed it (its device cookie), its
// signed-in owner, the shop's staff, or the holder of the order's signed link (the confirmation
// email's `?key=…`, an HMAC of the id with JWT_SECRET). Anyone else is answered exactly as for an
// order that does not exist. Clients are recorded on orders as keyed hashes of their address and
// device id, so the database never holds an address or a usable device id.
import { emailLanguage, shopLink } from '#worker/emails/outgoing-email'
import type { Config } from '#worker/env'
import type { orders } from '#worker/db/schema'
import { secretKey, type SessionUser } from './sessions'

type OrderRow = typeof orders.$inferSelect

const encoder = new TextEncoder()
const keys = new WeakMap<Config, Promise<CryptoKey>>()

function hmacKey(config: Config): Promise<CryptoKey> {
  let key = keys.get(config)
  if (!key) {
    key = crypto.subtle.importKey('raw', secretKey(config) as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    keys.set(config, key)
  }
  return key
}

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** HMAC-SHA256 of `purpose:value` with the shop's secret, 128 bits in base64url. */
export async function keyedHash(config: Config, purpose: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(config), encoder.encode(`${purpose}:${value}`))
  return base64url(new Uint8Array(mac).slice(0, 16))
}

/** The caller's address as an order records it: a keyed hash, never the address. */
export const clientIpHash = (config: Config, ip: string) => keyedHash(config, 'client-ip', ip)

/** A device id (the device cookie's value) as an order records it. */
export const clientDeviceHash = (config: Config, deviceId: string) => keyedHash(config, 'client-device', deviceId)

/** The key of an order's signed link. */
export const orderAccessKey = (config: Config, orderId: string) => keyedHash(config, 'order-link', orderId)

/** Compares two strings in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

type OrderViewer = {
  config: Config
  user: SessionUser | null
  /** The device cookie's id, when the request carries one. */
  deviceId?: string
  /** The `key` of a signed link, when the request carries one. */
  key?: string
}

/** Whether `viewer` may see `order` (its address, items and status). */
export async function maySeeOrder(order: Pick<OrderRow, 'id' | 'userId' | 'clientDeviceHash'>, viewer: OrderViewer): Promise<boolean> {
  const { user } = viewer
  if (user && (user.role === 'admin' || user.role === 'staff')) return true
  if (user && order.userId === user.id) return true
  if (viewer.deviceId && order.clientDeviceHash && sameText(await clientDeviceHash(viewer.config, viewer.deviceId), order.clientDeviceHash)) return true
  if (viewer.key && sameText(await orderAccessKey(viewer.config, order.id), viewer.key)) return true
  return false
}

/**
 * Whether `viewer` is the order's buyer, who alone may review its lines (decision 042): its
 * signed-in owner, or the holder of its signed link (a guest, from the email). Staff and the device
 * that placed it see the order but are not its buyer.
 */
export async function isBuyer(order: Pick<OrderRow, 'id' | 'userId'>, viewer: Omit<OrderViewer, 'deviceId'>): Promise<boolean> {
  if (viewer.user && order.userId === viewer.user.id) return true
  return Boolean(viewer.key && sameText(await orderAccessKey(viewer.config, order.id), viewer.key))
}

/**
 * A page of the shop about the order, in its language, with its signed link (decision 023) so it
 * opens on any device. Orders placed before signed links existed have no key: their pages open for
 * their device (or their signed-in owner) only.
 */
const signedOrderLink = (origin: string, order: Pick<OrderRow, 'language' | 'accessKey'>, path: string) =>
  shopLink(origin, emailLanguage(order.language), `${path}${order.accessKey ? `?key=${encodeURIComponent(order.accessKey)}` : ''}`)

/** The order's page in the confirmation email. */
export const orderConfirmationLink = (origin: string, order: Pick<OrderRow, 'id' | 'language' | 'accessKey'>): string =>
  signedOrderLink(origin, order, `/order-confirmation/${order.id}`)

/** Where the customer asks for a return or exchange of the order (decision 039). */
export const returnRequestLink = (origin: string, order: Pick<OrderRow, 'id' | 'language' | 'accessKey'>): string =>
  signedOrderLink(origin, order, `/returns/new/${order.id}`)

/** A return case's page (decision 039), for its order's customer. */
export const returnCaseLink = (origin: string, order: Pick<OrderRow, 'language' | 'accessKey'>, caseId: string): string =>
  signedOrderLink(origin, order, `/returns/${caseId}`)
