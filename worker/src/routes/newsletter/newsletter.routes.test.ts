// The newsletter endpoints as the footer form, the unsubscribe page and a curious visitor use them.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newsletterApi } from '#shared/contracts/content'
import { emailOutbox, newsletterSubscribers } from '#worker/db/schema'
import { createTestApp, TEST_ORIGIN } from '#worker/test/test-app'
import { NEWSLETTER_RATE_LIMIT } from '#worker/services/rate-limit-rules'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.test' } })
})
afterEach(() => t.close())

const subscribe = (json: unknown) => t.request(newsletterApi.subscribe.url, { method: 'POST', json })
const unsubscribe = (json: unknown) => t.request(newsletterApi.unsubscribe.url, { method: 'POST', json })
const subscribers = () => t.db.select().from(newsletterSubscribers)
const welcomes = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'newsletter_welcome'))

describe('POST /api/newsletter/subscribe', () => {
  it('stores the address trimmed and lower-cased, with the language, and sends one welcome email', async () => {
    const res = await subscribe({ email: '  Lucia@Example.COM ', language: 'fr' })
    expect(res.status).toBe(200)
    expect(newsletterApi.subscribe.output.parse(await res.json())).toEqual({ subscribed: true })
    const rows = await subscribers()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'lucia@example.com', language: 'fr', isActive: true, unsubscribedAt: null })
    const mails = await welcomes()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toBe('lucia@example.com')
    expect(mails[0]!.subject).toBe('Bienvenue dans notre newsletter')
    expect(mails[0]!.bodyText).toContain('https://shop.test/fr/unsubscribe?email=lucia%40example.com')
  })

  it('links the unsubscribe page on the origin the visitor used when no public URL is configured', async () => {
    const local = await createTestApp()
    try {
      await local.request(newsletterApi.subscribe.url, { method: 'POST', json: { email: 'ana@example.com', language: 'es' } })
      const [mail] = await local.db.select().from(emailOutbox)
      expect(mail!.bodyText).toContain(`${TEST_ORIGIN}/es/unsubscribe?email=ana%40example.com`)
    } finally {
      local.close()
    }
  })

  it('never duplicates an address subscribed twice, and answers the same both times', async () => {
    const first = await subscribe({ email: 'ana@example.com' })
    const second = await subscribe({ email: 'ANA@example.com ' })
    expect(await second.json()).toEqual(await first.json())
    const rows = await subscribers()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.language).toBe('en')
    expect(await welcomes()).toHaveLength(1)
  })

  it('reactivates an unsubscribed address and records its new language', async () => {
    await subscribe({ email: 'ana@example.com', language: 'en' })
    await unsubscribe({ email: 'ana@example.com' })
    expect((await subscribers())[0]!.isActive).toBe(false)

    expect((await subscribe({ email: 'ana@example.com', language: 'es' })).status).toBe(200)
    const rows = await subscribers()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ isActive: true, language: 'es', unsubscribedAt: null })
    expect(await welcomes()).toHaveLength(2)
  })

  it.each([
    [{}, 'Please enter your email address.'],
    [{ email: '   ' }, 'Please enter your email address.'],
    [{ email: 'ana@example' }, 'Please enter a valid email address'],
    [{ email: 42 }, 'Please enter your email address.'],
  ])('refuses %j with a clear message', async (json, message) => {
    const res = await subscribe(json)
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error).toMatchObject({ code: 'validation_failed', message, fields: { email: message } })
    expect(await subscribers()).toHaveLength(0)
  })

  it('refuses an unknown language', async () => {
    const res = await subscribe({ email: 'ana@example.com', language: 'de' })
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields).toEqual({ language: 'Language must be one of en, es or fr' })
  })

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const from = (json: unknown) =>
      t.app.request(
        `${TEST_ORIGIN}${newsletterApi.subscribe.url}`,
        { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: JSON.stringify(json) },
        { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
      )
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) expect((await from({ email: `a${i}@example.com` })).status).toBe(200)
    const refused = await from({ email: 'one-more@example.com' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).error.code).toBe('too_many_requests')
  })
})

describe('POST /api/newsletter/unsubscribe', () => {
  it('deactivates the subscriber and keeps the row', async () => {
    await subscribe({ email: 'ana@example.com' })
    const res = await unsubscribe({ email: ' Ana@Example.com' })
    expect(res.status).toBe(200)
    expect(newsletterApi.unsubscribe.output.parse(await res.json())).toEqual({ unsubscribed: true })
    const rows = await subscribers()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.isActive).toBe(false)
    expect(rows[0]!.unsubscribedAt).toBeTruthy()
  })

  it('answers an unknown address exactly like a known one, so it reveals nobody, and creates nothing', async () => {
    await subscribe({ email: 'known@example.com' })
    const known = await unsubscribe({ email: 'known@example.com' })
    const unknown = await unsubscribe({ email: 'stranger@example.com' })
    expect(unknown.status).toBe(known.status)
    expect(await unknown.json()).toEqual(await known.json())
    expect((await subscribers()).map((s) => s.email)).toEqual(['known@example.com'])
  })

  it.each([
    [{ email: '' }, 'Please enter your email address.'],
    [{}, 'Please enter your email address.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %j with a clear message', async (json, message) => {
    const res = await unsubscribe(json)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 'validation_failed', message })
  })
})
