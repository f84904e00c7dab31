// A local stand-in for a push service (decision 043): an HTTP server on 127.0.0.1 at a free port
// that keeps every request (path, headers, body) and answers each with the status the test sets
// for its path (201 by default), and a decrypter playing the browser's side: RFC 8291 undone
// with node:crypto and the subscription's private key, and the VAPID token checked with the shop's
// public key.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, verify } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestDevice } from './push-device'

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer }

export async function startPushService() {
  const received: ReceivedPush[] = []
  const answers = new Map<string, number>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(answers.get(path) ?? 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    /** Answers every later request to `path` with `status`. */
    answer: (path: string, status: number) => answers.set(path, status),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** RFC 8291 as the browser undoes it: the payload's text, or a throw when it is not for this device. */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const senderPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(device.privateKey)
  const secret = ecdh.computeSecret(senderPublic)
  const uaPublic = Buffer.from(device.keys.p256dh, 'base64url')
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.authSecret, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderPublic]), 32))
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const record = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with 0x02, then any zero padding (RFC 8188 §2).
  const end = record.lastIndexOf(2)
  if (end < 0 || record.subarray(end + 1).some((b) => b !== 0)) throw new Error('no last-record delimiter')
  return record.subarray(0, end).toString('utf8')
}

/** The VAPID header's token, verified with the shop's public key (ES256); its claims. */
export function vapidClaims(authorization: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  if (!match || match[4] !== publicKey) throw new Error(`not the shop's VAPID authorization: ${authorization}`)
  const [, head, claims, signature] = match
  const raw = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' })
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))) throw new Error('bad VAPID signature')
  if (JSON.parse(Buffer.from(head!, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256')
  return JSON.parse(Buffer.from(claims!, 'base64url').toString())
}
