// Demo products keep the same id in every fresh database, so a /product/<id> link (a bookmark, a
// shared link, a test) survives re-seeding. The id is a name-based UUID (RFC 9562 version 5:
// SHA-1 of a namespace and the name) — UUID-shaped text like every other id in the shop.

/** This shop's namespace for product codes; changing it would change every demo product's id. */
const PRODUCT_NAMESPACE = 'f0bb9c7c-a587-420e-aeca-d8c3c26c9c15'

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16))

export async function nameBasedUuid(namespace: string, name: string): Promise<string> {
  const ns = hexToBytes(namespace.replace(/-/g, ''))
  const text = new TextEncoder().encode(name)
  const input = new Uint8Array(ns.length + text.length)
  input.set(ns)
  input.set(text, ns.length)
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-1', input)).slice(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50 // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80 // RFC 9562 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The id of the demo product with this code, the same in every database. */
export const productIdFor = (code: string) => nameBasedUuid(PRODUCT_NAMESPACE, code)
