// Links in emails and the Host header: in production a forged Host never reaches a link (the
// reset token would go to the forger's site); outside production the request's own origin is
// used when PUBLIC_URL is not set.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { emailOutbox } from '#worker/db/schema'
import { createTestApp } from '#worker/test/test-app'

async function resetLinkFor(options: { env: Record<string, string>; url: string; host: string }) {
  const t = await createTestApp({ seed: true, env: options.env })
  try {
    // As curl would send it: no Origin header, any Host header.
    const res = await t.fetchApp(new URL(authApi.forgotPassword.url, options.url).href, {
      method: 'POST',
      headers: { host: options.host, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@example.com' }),
    })
    expect(res.status).toBe(200)
    // The reset is prepared after the answer (the same answer for every address): wait for it.
    await t.settled()
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'customer@example.com'))
    return /https?:\/\/\S+/.exec(mail!.bodyText)![0]
  } finally {
    await t.close()
  }
}

describe('reset links and the Host header', () => {
  it('point at PUBLIC_URL in production whatever Host the request names', async () => {
    const link = await resetLinkFor({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }, url: 'http://evil.example', host: 'evil.example' })
    expect(new URL(link).origin).toBe('https://shop.example.com')
    expect(link).not.toContain('evil.example')
  })

  it('point at the request’s origin outside production when PUBLIC_URL is not set', async () => {
    const link = await resetLinkFor({ env: { NODE_ENV: 'development' }, url: 'http://localhost:5173', host: 'localhost:5173' })
    expect(new URL(link).origin).toBe('http://localhost:5173')
  })
})
