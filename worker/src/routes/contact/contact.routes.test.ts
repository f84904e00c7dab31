// POST /api/contact as the contact form and a flooder would use it.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactApi } from '#shared/contracts/content'
import { MESSAGES } from '#shared/schemas/messages'
import { contactMessages, emailOutbox } from '#worker/db/schema'
import { REPLAYED_HEADER } from '#worker/http/idempotency'
import { createTestApp, TEST_ORIGIN } from '#worker/test/test-app'
import { CONTACT_RATE_LIMIT } from '#worker/services/rate-limit-rules'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'care@forma-bella.test' } })
})
afterEach(() => {
  vi.restoreAllMocks()
  t.close()
})

const valid = {
  name: 'Ana María',
  email: '  Ana.Maria@Example.COM ',
  subject: 'Question about sizing',
  message: 'Hola, I am between an M and an L. Which one should I choose?',
  language: 'es',
}

const send = (json: unknown, headers: Record<string, string> = {}) => t.request(contactApi.send.url, { method: 'POST', json, headers })

/** A request as it arrives from a given address (the Node adapter exposes the socket). */
const sendFrom = (ip: string, json: unknown) =>
  t.app.request(
    `${TEST_ORIGIN}${contactApi.send.url}`,
    { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: JSON.stringify(json) },
    { incoming: { socket: { remoteAddress: ip } } },
  )

describe('POST /api/contact', () => {
  it('stores the message as new, in the page language, and queues a notification to support', async () => {
    const res = await send(valid)
    expect(res.status).toBe(201)
    const body = contactApi.send.output.parse(await res.json())
    expect(body.status).toBe('new')

    const rows = await t.db.select().from(contactMessages)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: 'Ana María',
      email: 'ana.maria@example.com',
      subject: 'Question about sizing',
      language: 'es',
      status: 'new',
    })

    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'contact_notification'))
    expect(emails).toHaveLength(1)
    expect(emails[0]!.to).toBe('care@forma-bella.test')
    expect(emails[0]!.subject).toContain('Question about sizing')
    expect(emails[0]!.bodyText).toContain('ana.maria@example.com')
    expect(emails[0]!.bodyText).toContain('Which one should I choose?')
  })

  it('defaults the language to English when the form does not send one', async () => {
    const { language: _omit, ...withoutLanguage } = valid
    expect((await send(withoutLanguage)).status).toBe(201)
    const [row] = await t.db.select().from(contactMessages)
    expect(row!.language).toBe('en')
  })

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['name', { name: '  A  ' }, 'Name must be at least 2 characters'],
    ['email', { email: 'ana@' }, 'Invalid email address'],
    ['subject', { subject: 'Hi' }, 'Subject must be at least 5 characters'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['language', { language: 'de' }, 'Language must be one of en, es or fr'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses an invalid %s with its own message and stores nothing', async (field, change, message) => {
    const res = await send({ ...valid, ...change })
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.code).toBe('validation_failed')
    expect(error.message).toBe(message)
    expect(error.fields).toEqual({ [field]: message })
    expect(await t.db.select().from(contactMessages)).toHaveLength(0)
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0)
  })

  it('refuses a subject or name with a line break (a header injected into the notification), and stores a message without hidden characters', async () => {
    const injected = await send({ ...valid, subject: 'Sizing\r\nBcc: everyone@example.com' })
    expect(injected.status).toBe(400)
    expect((await injected.json()).error.fields).toEqual({ subject: MESSAGES.textSingleLine })
    expect((await send({ ...valid, name: 'Ana\u202eevil' })).status).toBe(400)
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0)

    const res = await send({ ...valid, message: 'Hola,\r\n\u0000which size\u202e fits me?' })
    expect(res.status).toBe(201)
    const [stored] = await t.db.select().from(contactMessages)
    expect(stored!.message).toBe('Hola,\nwhich size fits me?')
  })

  it('reports every missing field at once', async () => {
    const res = await send({})
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    })
  })

  it('limits messages per address with 429 and Retry-After, without blocking other visitors', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await sendFrom('203.0.113.7', valid)).status).toBe(201)
    const refused = await sendFrom('203.0.113.7', valid)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowSeconds)
    expect((await refused.json()).error).toMatchObject({ code: 'too_many_requests', message: 'Too many messages sent. Please try again later.' })
    expect(await t.db.select().from(contactMessages)).toHaveLength(CONTACT_RATE_LIMIT.limit)

    expect((await sendFrom('198.51.100.20', valid)).status).toBe(201)
  })

  it('does not count submissions refused by validation against the limit', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit + 2; i++) expect((await sendFrom('203.0.113.8', { ...valid, name: 'A' })).status).toBe(400)
    expect((await sendFrom('203.0.113.8', valid)).status).toBe(201)
  })

  it('stores a message whose notification cannot be queued zero times, and exactly once when the retry gets through', async () => {
    const key = crypto.randomUUID()
    const stored = async () => ({
      messages: (await t.db.select().from(contactMessages)).length,
      notifications: (await t.db.select().from(emailOutbox)).length,
    })
    // The outbox refuses for real: the notification insert fails after the message insert ran.
    await t.client.execute("CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END")
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failed = await send(valid, { 'Idempotency-Key': key })
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect(await stored()).toEqual({ messages: 0, notifications: 0 })

    await t.client.execute('DROP TRIGGER outbox_down')
    const retry = await send(valid, { 'Idempotency-Key': key })
    expect(retry.status).toBe(201)
    const created = contactApi.send.output.parse(await retry.json())
    expect(await stored()).toEqual({ messages: 1, notifications: 1 })

    // The outbox's next retry of the same message is answered from the first success.
    const replay = await send(valid, { 'Idempotency-Key': key })
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(await replay.json()).toEqual(created)
    expect(await stored()).toEqual({ messages: 1, notifications: 1 })
  })
})
