// Whose address a limit counts on Node: the socket's, or behind a trusted proxy the one it forwarded.
import { describe, expect, it } from 'vitest'
import { contactApi } from '#shared/contracts/content'
import { createTestApp, TEST_ORIGIN } from '#worker/test/test-app'
import { CONTACT_RATE_LIMIT } from '#worker/services/rate-limit-rules'

const message = { name: 'Ana Gómez', email: 'ana@example.com', subject: 'Sizing question', message: 'Which size fits a 70 cm waist?' }

async function sendAll(app: Awaited<ReturnType<typeof createTestApp>>, forwardedFor: (i: number) => string) {
  const statuses: number[] = []
  for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) {
    const res = await app.fetchApp(
      contactApi.send.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor(i) },
        body: JSON.stringify(message),
      },
      // Every request reaches Node from the same socket address, as behind a proxy.
      { incoming: { socket: { remoteAddress: '10.0.0.2' } } },
    )
    statuses.push(res.status)
  }
  return statuses
}

describe('the caller’s address', () => {
  it('is the socket’s without TRUST_PROXY: a forged X-Forwarded-For dodges nothing', async () => {
    const app = await createTestApp()
    try {
      expect((await sendAll(app, (i) => `203.0.113.${i}`)).at(-1)).toBe(429)
    } finally {
      await app.close()
    }
  })

  it('is the one the trusted proxy appended with TRUST_PROXY, so visitors behind it are counted apart', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: 'true' } })
    try {
      // Each request from another visitor; what a client put in front of the proxy's entry is ignored.
      expect(await sendAll(app, (i) => `198.51.100.1, 203.0.113.${i}`)).not.toContain(429)
      expect((await sendAll(app, () => `203.0.113.${Math.random()}, 192.0.2.7`)).at(-1)).toBe(429)
    } finally {
      await app.close()
    }
  })
})
