// Password hashing with PBKDF2-SHA256 through WebCrypto, so Node and Workers share it.
// Stored form: pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>; the iteration count travels
// with each hash so it can be raised later without breaking existing accounts.

export const PBKDF2_ITERATIONS = 100_000 // the Workers maximum
const SALT_BYTES = 16
const HASH_BITS = 256

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromB64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0))

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  )
  return new Uint8Array(bits)
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, iterations)
  return `pbkdf2-sha256$${iterations}$${toB64(salt)}$${toB64(hash)}`
}

/** Constant-time comparison of equal-length byte arrays. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split('$')
  const iterations = Number(iterationsText)
  if (algorithm !== 'pbkdf2-sha256' || !Number.isInteger(iterations) || !saltText || !hashText) return false
  const expected = fromB64(hashText)
  const actual = await derive(password, fromB64(saltText), iterations)
  return timingSafeEqual(actual, expected)
}
