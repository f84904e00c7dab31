// The email outbox in the back office, as an admin uses it: counts, the last errors, a retry of
// a failed email that then goes out; and who may see it (staff may not: it lists addresses).
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminEmailOutboxApi } from '#shared/contracts/admin-email-outbox'
import { healthApi } from '#shared/contracts/content'
import { urlFor } from '#shared/contracts/contract'
import { adminAuditLog, emailOutbox } from '#worker/db/schema'
import { passwordResetEmail } from '#worker/emails/password-reset'
import { MAX_ATTEMPTS } from '#worker/services/email-delivery'
import { queueEmail } from '#worker/services/email-outbox'
import type { EmailTransport } from '#worker/services/email-transport'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

/** A transport that refuses while `down` is set, and records what it sent. */
const mailbox = { down: false, sent: [] as string[] }
const transport: EmailTransport = {
  kind: 'smtp',
  async send(message) {
    if (mailbox.down) throw new Error('451 4.3.0 Mail server temporarily unavailable')
    mailbox.sent.push(message.subject)
  },
}

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string
beforeEach(async () => {
  mailbox.down = false
  mailbox.sent.length = 0
  t = await createTestApp({ seed: true, emailTransport: transport })
  admin = await signIn(t.request, 'admin@example.com', TEST_PASSWORD)
})
afterEach(() => t.close())

const summary = async (cookie = admin) => {
  const res = await t.request(adminEmailOutboxApi.summary.url, { headers: { cookie } })
  expect(res.status).toBe(200)
  return adminEmailOutboxApi.summary.output.parse(await res.json())
}
const retry = (id: string, cookie = admin) => t.request(urlFor(adminEmailOutboxApi.retry, { id }), { method: 'POST', headers: { cookie }, json: {} })
const queue = (subject: string) => queueEmail(t.db, { to: 'reader@example.com', subject, bodyText: subject, bodyHtml: `<p>${subject}</p>`, template: 'test_email' })

describe('GET /api/admin/email-outbox', () => {
  it('counts the outbox by status and lists failed and retrying emails with their last error', async () => {
    await queue('Delivered')
    await t.email!.run(new Date())
    mailbox.down = true
    await queue('Retrying')
    await t.email!.run(new Date())
    await queue('Given up')
    await t.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(emailOutbox.subject, 'Given up'))
    await t.email!.run(new Date())
    await queue('Waiting')
    await t.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() + 60_000).toISOString() }).where(eq(emailOutbox.subject, 'Waiting'))

    const view = await summary()
    expect(view.transport).toBe('smtp')
    expect(view.counts).toEqual({ pending: 2, sending: 0, sent: 1, failed: 1 })
    expect(view.oldestWaitingSince).not.toBeNull()
    expect(view.problems.map((p) => [p.subject, p.status, p.attempts])).toEqual(
      expect.arrayContaining([
        ['Retrying', 'pending', 1],
        ['Given up', 'failed', MAX_ATTEMPTS],
      ]),
    )
    expect(view.problems).toHaveLength(2)
    expect(view.problems[0]!.lastError).toBe('451 4.3.0 Mail server temporarily unavailable')
  })

  it('says when no transport is configured, as the health check does', async () => {
    const bare = await createTestApp({ seed: true })
    try {
      const cookie = await signIn(bare.request, 'admin@example.com', TEST_PASSWORD)
      const res = await bare.request(adminEmailOutboxApi.summary.url, { headers: { cookie } })
      expect(adminEmailOutboxApi.summary.output.parse(await res.json()).transport).toBe('not_configured')
      const health = await bare.request(healthApi.check.url)
      expect(health.status).toBe(200)
      expect(healthApi.check.output.parse(await health.json()).email).toBe('not_configured')
    } finally {
      await bare.close()
    }
  })

  it('is for admins only: staff get 403', async () => {
    const staff = await signIn(t.request, 'staff@example.com', TEST_PASSWORD)
    expect((await t.request(adminEmailOutboxApi.summary.url, { headers: { cookie: staff } })).status).toBe(403)
  })
})

describe('POST /api/admin/email-outbox/:id/retry', () => {
  async function failedEmail(subject = 'Order shipped') {
    mailbox.down = true
    await queue(subject)
    await t.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 })
    await t.email!.run(new Date())
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject))
    expect(row!.status).toBe('failed')
    mailbox.down = false
    return row!
  }

  it('puts a failed email back in the queue with fresh attempts, audited, and sends it at once', async () => {
    const row = await failedEmail()
    const res = await retry(row.id)
    expect(res.status).toBe(200)
    expect(adminEmailOutboxApi.retry.output.parse(await res.json())).toMatchObject({ id: row.id, status: 'pending', attempts: 0 })
    await expect.poll(() => mailbox.sent, { timeout: 5000 }).toEqual(['Order shipped'])
    const [after] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id))
    expect(after).toMatchObject({ status: 'sent', attempts: 1 })
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'email.retry'))
    expect(entry).toMatchObject({ targetType: 'email', targetId: row.id, before: { status: 'failed', attempts: MAX_ATTEMPTS } })
  })

  it('refuses an email that did not fail (409) and an unknown one (404)', async () => {
    await queue('Fine')
    await t.email!.run(new Date())
    const [sent] = await t.db.select().from(emailOutbox)
    const again = await retry(sent!.id)
    expect(again.status).toBe(409)
    expect((await again.json()).error.code).toBe('email_not_failed')
    const unknown = await retry('00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
  })

  it('refuses a reset email whose link was blanked out: it had expired anyway', async () => {
    mailbox.down = true
    await queueEmail(t.db, passwordResetEmail({ to: 'ana@example.com', firstName: 'Ana', language: 'en', origin: 'https://shop.example.com', token: 'secret-token-value-0123456789' }))
    await t.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 })
    await t.email!.run(new Date())
    const [row] = await t.db.select().from(emailOutbox)
    const res = await retry(row!.id)
    expect(res.status).toBe(409)
    expect((await res.json()).error.code).toBe('email_link_expired')
  })
})
