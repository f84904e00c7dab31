// The Idempotency-Key contract, on a write endpoint mounted on the real app and a real database:
// a retried request never creates a second record.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contactApi, newsletterApi } from '#shared/contracts/content'
import { contactMessages } from '#worker/db/schema'
import { createTestApp } from '#worker/test/test-app'
import { signIn } from '#worker/test/session-cookie'
import { TEST_PASSWORD } from '#worker/test/test-app'
import { answerOnce, idempotency, REPLAYED_HEADER } from './idempotency'
import { readJson } from './validate'

let t: Awaited<ReturnType<typeof createTestApp>>
let failNext = 0
let failAfterWrite = 0
let gate: Promise<void> | undefined

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  // A test-only write endpoint shaped like POST /api/contact, storing real rows.
  t.app.use('/api/test-messages', idempotency())
  t.app.post('/api/test-messages', async (c) => {
    const input = await readJson(c, z.object({ subject: z.string().min(5, 'Subject must be at least 5 characters') }))
    if (gate) await gate
    if (failNext > 0) {
      failNext--
      throw new Error('database went away')
    }
    const [row] = await c
      .get('deps')
      .db.insert(contactMessages)
      .values({ name: 'Ana', email: 'ana@example.com', subject: input.subject, message: 'Hello from the outbox' })
      .returning()
    return c.json({ id: row!.id }, 201)
  })
  // The same, storing its answer in the batch that creates the record (answerOnce), and able to
  // die right after that batch committed, as a process killed before it could answer would.
  t.app.use('/api/test-atomic', idempotency())
  t.app.post('/api/test-atomic', async (c) => {
    const input = await readJson(c, z.object({ subject: z.string().min(5) }))
    const { db } = c.get('deps')
    const answer = answerOnce(c, 201, (m: { id: string }) => ({ id: m.id }))
    const id = crypto.randomUUID()
    await db.batch([
      db.insert(contactMessages).values({ id, name: 'Ana', email: 'ana@example.com', subject: input.subject, message: 'Hello from the outbox' }),
      ...answer.writes({ id }),
    ])
    if (failAfterWrite > 0) {
      failAfterWrite--
      throw new Error('process killed before answering')
    }
    return answer.send({ id })
  })
})
afterAll(() => t.close())
beforeEach(async () => {
  failNext = 0
  failAfterWrite = 0
  gate = undefined
  await t.client.execute('DELETE FROM contact_messages')
  await t.client.execute('DELETE FROM idempotency_keys')
})

const send = (key: string | undefined, json: unknown) =>
  t.request('/api/test-messages', { method: 'POST', json, headers: key ? { 'Idempotency-Key': key } : {} })
const count = async () => Number((await t.client.execute('SELECT count(*) FROM contact_messages')).rows[0]![0])

describe('idempotency middleware', () => {
  it('answers a replay with the first result and creates nothing more', async () => {
    const key = crypto.randomUUID()
    const first = await send(key, { subject: 'Sizing question' })
    expect(first.status).toBe(201)
    const created = await first.json()
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull()

    const replay = await send(key, { subject: 'Sizing question' })
    expect(replay.status).toBe(201)
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(await replay.json()).toEqual(created)
    expect(await count()).toBe(1)
  })

  it('refuses the same key with a different body with 409', async () => {
    const key = crypto.randomUUID()
    expect((await send(key, { subject: 'Sizing question' })).status).toBe(201)
    const res = await send(key, { subject: 'Another question' })
    expect(res.status).toBe(409)
    expect((await res.json()).error.code).toBe('idempotency_key_reused')
    expect(await count()).toBe(1)
  })

  it('remembers a 4xx answer, so a retried invalid request gets the same error', async () => {
    const key = crypto.randomUUID()
    const first = await send(key, { subject: 'Hi' })
    expect(first.status).toBe(400)
    const replay = await send(key, { subject: 'Hi' })
    expect(replay.status).toBe(400)
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true')
    expect((await replay.json()).error.message).toBe('Subject must be at least 5 characters')
  })

  it('forgets a 5xx answer, so the same key can be retried and succeeds once', async () => {
    const key = crypto.randomUUID()
    failNext = 1
    expect((await send(key, { subject: 'Sizing question' })).status).toBe(500)
    expect(await count()).toBe(0)
    const retry = await send(key, { subject: 'Sizing question' })
    expect(retry.status).toBe(201)
    expect(retry.headers.get(REPLAYED_HEADER)).toBeNull()
    expect((await send(key, { subject: 'Sizing question' })).headers.get(REPLAYED_HEADER)).toBe('true')
    expect(await count()).toBe(1)
  })

  it('answers 409 with Retry-After while the first request with the key is still running', async () => {
    const key = crypto.randomUUID()
    let release!: () => void
    gate = new Promise((r) => (release = r))
    const first = send(key, { subject: 'Sizing question' })
    await expect.poll(async () => Number((await t.client.execute('SELECT count(*) FROM idempotency_keys')).rows[0]![0])).toBe(1)
    const concurrent = await send(key, { subject: 'Sizing question' })
    expect(concurrent.status).toBe(409)
    expect(concurrent.headers.get('retry-after')).toBe('1')
    expect((await concurrent.json()).error.code).toBe('idempotency_request_in_progress')
    release()
    expect((await first).status).toBe(201)
    expect(await count()).toBe(1)
  })

  it('lets a retry take over a claim abandoned by a request that died', async () => {
    const key = crypto.randomUUID()
    gate = new Promise(() => {}) // the first request never finishes
    void send(key, { subject: 'Sizing question' })
    await expect.poll(async () => Number((await t.client.execute('SELECT count(*) FROM idempotency_keys')).rows[0]![0])).toBe(1)
    gate = undefined
    await t.client.execute({ sql: 'UPDATE idempotency_keys SET created_at = ?', args: [new Date(Date.now() - 5 * 60_000).toISOString()] })
    const retry = await send(key, { subject: 'Sizing question' })
    expect(retry.status).toBe(201)
    expect(await count()).toBe(1)
  })

  it('expires keys after their time: an expired key is free again and replaced by the new claim', async () => {
    const key = crypto.randomUUID()
    expect((await send(key, { subject: 'Sizing question' })).status).toBe(201)
    const expiresAt = String((await t.client.execute('SELECT expires_at FROM idempotency_keys')).rows[0]![0])
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    await t.client.execute({ sql: 'UPDATE idempotency_keys SET expires_at = ?', args: [new Date(Date.now() - 1000).toISOString()] })
    // Expired: the key is free again, even with another body.
    expect((await send(key, { subject: 'Another question' })).status).toBe(201)
    expect(await count()).toBe(2)
    expect(Number((await t.client.execute('SELECT count(*) FROM idempotency_keys')).rows[0]![0])).toBe(1)
  })

  it('lets requests without a key through untouched and rejects a malformed key', async () => {
    expect((await send(undefined, { subject: 'Sizing question' })).status).toBe(201)
    expect((await send(undefined, { subject: 'Sizing question' })).status).toBe(201)
    expect(await count()).toBe(2)
    const bad = await send('short', { subject: 'Sizing question' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.code).toBe('invalid_idempotency_key')
    expect(await count()).toBe(2)
  })

  it('guards the real contact endpoint: a replayed message is stored once', async () => {
    const key = crypto.randomUUID()
    const message = { name: 'Ana Gómez', email: 'ana@example.com', subject: 'Sizing question', message: 'Which size fits a 70 cm waist?', language: 'es' }
    const first = await t.request(contactApi.send.url, { method: 'POST', json: message, headers: { 'Idempotency-Key': key } })
    expect(first.status).toBe(201)
    const replay = await t.request(contactApi.send.url, { method: 'POST', json: message, headers: { 'Idempotency-Key': key } })
    expect(replay.status).toBe(201)
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    expect(await count()).toBe(1)
  })

  it('does not remember a 429, so a rate-limited request goes through with the same key later', async () => {
    await t.client.execute('DELETE FROM rate_limits')
    const message = { name: 'Ana Gómez', email: 'ana@example.com', subject: 'Sizing question', message: 'Which size fits a 70 cm waist?' }
    for (let i = 0; i < 5; i++) expect((await t.request(contactApi.send.url, { method: 'POST', json: message })).status).toBe(201)
    const key = crypto.randomUUID()
    const limited = await t.request(contactApi.send.url, { method: 'POST', json: message, headers: { 'Idempotency-Key': key } })
    expect(limited.status).toBe(429)
    await t.client.execute('DELETE FROM rate_limits')
    const later = await t.request(contactApi.send.url, { method: 'POST', json: message, headers: { 'Idempotency-Key': key } })
    expect(later.status).toBe(201)
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull()
    expect(await count()).toBe(6)
  })

  it('guards the newsletter signup too', async () => {
    const key = crypto.randomUUID()
    const body = { email: 'lea@example.com', language: 'fr' }
    expect((await t.request(newsletterApi.subscribe.url, { method: 'POST', json: body, headers: { 'Idempotency-Key': key } })).status).toBe(200)
    const replay = await t.request(newsletterApi.subscribe.url, { method: 'POST', json: body, headers: { 'Idempotency-Key': key } })
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true')
  })

  it('stores a created record and its answer together: a retry after dying between the write and the answer replays, never writes twice', async () => {
    const key = crypto.randomUUID()
    const atomic = (json: unknown, headers: Record<string, string> = { 'Idempotency-Key': key }) =>
      t.request('/api/test-atomic', { method: 'POST', json, headers })
    failAfterWrite = 1
    expect((await atomic({ subject: 'Sizing question' })).status).toBe(500)
    expect(await count()).toBe(1)
    const retry = await atomic({ subject: 'Sizing question' })
    expect(retry.status).toBe(201)
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true')
    const [row] = (await t.client.execute('SELECT id FROM contact_messages')).rows
    expect(await retry.json()).toEqual({ id: row![0] })
    expect(await count()).toBe(1)
  })

  it('ties a key to its caller: another account or a signed-out retry never gets the first answer', async () => {
    const key = crypto.randomUUID()
    const body = { subject: 'Sizing question' }
    const [customer, staff] = await Promise.all([
      signIn(t.request, 'customer@example.com', TEST_PASSWORD),
      signIn(t.request, 'staff@example.com', TEST_PASSWORD),
    ])
    const asCustomer = await t.request('/api/test-atomic', { method: 'POST', json: body, headers: { 'Idempotency-Key': key, cookie: customer } })
    expect(asCustomer.status).toBe(201)
    for (const cookie of [staff, undefined]) {
      const other = await t.request('/api/test-atomic', { method: 'POST', json: body, headers: { 'Idempotency-Key': key, ...(cookie ? { cookie } : {}) } })
      expect(other.status).toBe(409)
      expect((await other.json()).error.code).toBe('idempotency_key_reused')
    }
    const replay = await t.request('/api/test-atomic', { method: 'POST', json: body, headers: { 'Idempotency-Key': key, cookie: customer } })
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(await replay.json()).toEqual(await asCustomer.json())
    expect(await count()).toBe(1)
  })
})
