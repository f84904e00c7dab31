import { describe, expect, it } from 'vitest'
import { hashPassword, PBKDF2_ITERATIONS, timingSafeEqual, verifyPassword } from './passwords'

describe('password hashing', () => {
  it('stores algorithm, iteration count, a 16-byte salt and a 32-byte hash, never the password', async () => {
    const stored = await hashPassword('Correct1Horse')
    const [algorithm, iterations, salt, hash] = stored.split('$')
    expect(algorithm).toBe('pbkdf2-sha256')
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS)
    expect(PBKDF2_ITERATIONS).toBe(100_000)
    expect(atob(salt!).length).toBe(16)
    expect(atob(hash!).length).toBe(32)
    expect(stored).not.toContain('Correct1Horse')
  })

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct1Horse')
    expect(await verifyPassword('Correct1Horse', stored)).toBe(true)
    expect(await verifyPassword('correct1horse', stored)).toBe(false)
    expect(await verifyPassword('Correct1Horse ', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts every hash, so one password never hashes the same twice', async () => {
    const a = await hashPassword('Same1Password')
    const b = await hashPassword('Same1Password')
    expect(a).not.toBe(b)
    expect(await verifyPassword('Same1Password', a)).toBe(true)
    expect(await verifyPassword('Same1Password', b)).toBe(true)
  })

  it('verifies hashes made with another iteration count (so the count can be raised later)', async () => {
    const older = await hashPassword('Legacy1Pass', 1000)
    expect(older.split('$')[1]).toBe('1000')
    expect(await verifyPassword('Legacy1Pass', older)).toBe(true)
    expect(await verifyPassword('Legacy1Pas', older)).toBe(false)
  })

  it('refuses malformed or foreign stored forms instead of throwing', async () => {
    for (const stored of ['', 'plaintext', 'bcrypt$10$abc$def', 'pbkdf2-sha256$abc$c2FsdA==$aGFzaA==', 'pbkdf2-sha256$1000$$']) {
      expect(await verifyPassword('anything', stored), stored).toBe(false)
    }
  })

  it('compares bytes without stopping at the first difference, and tells lengths apart', () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true)
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false)
    expect(timingSafeEqual(new Uint8Array([9, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(false)
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false)
    expect(timingSafeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true)
  })
})
