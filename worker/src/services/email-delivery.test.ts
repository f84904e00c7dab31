// The email outbox delivered to a real SMTP server in this process (smtp-server), through the
// Node SMTP transport (nodemailer), on the real app and a real database: what a customer or the
// support team receives, what happens when the server refuses, when two runners race, and when
// a runner dies between sending and marking.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { contactApi, newsletterApi } from '#shared/contracts/content'
import { createDb } from '#worker/db/client'
import { emailOutbox } from '#worker/db/schema'
import { passwordResetEmail } from '#worker/emails/password-reset'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { createTestApp, TEST_ORIGIN } from '#worker/test/test-app'
import { startSmtpServer, type TestSmtpServer } from '#worker/test/smtp-server'
import { createClient } from '@libsql/client'
import { CLAIM_MS, createEmailDelivery, deliverDueEmails, MAX_ATTEMPTS, REDACTED, retryDelayMs } from './email-delivery'
import { queueEmail } from './email-outbox'
import { nodemailerTransport } from './email-transport-node'

let smtp: TestSmtpServer
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(() => smtp.close())
beforeEach(async () => {
  smtp.received.length = 0
  smtp.refuse(0)
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'support@formabella.example', EMAIL_FROM: 'Forma Bella <hello@formabella.example>' }, emailTransport: nodemailerTransport(smtp.url) })
})
afterEach(async () => {
  vi.restoreAllMocks()
  await t.close()
})

const outbox = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt)
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000)
const queue = async (count: number, template = 'test_email') => {
  for (let i = 1; i <= count; i++) {
    await queueEmail(t.db, { to: `reader${i}@example.com`, subject: `Email ${i}`, bodyText: `Body ${i}`, bodyHtml: `<p>Body ${i}</p>`, template })
  }
}

describe('delivery right after a request', () => {
  it('sends a forgot-password email within seconds, once, in the account’s language with its reset link', async () => {
    const register = await t.request(authApi.register.url, {
      method: 'POST',
      json: { email: 'camila@example.com', password: 'Sculpt2026', firstName: 'Camila', lastName: 'Restrepo', preferredLanguage: 'es' },
    })
    expect(register.status).toBe(201)
    const res = await t.request(authApi.forgotPassword.url, { method: 'POST', json: { email: 'camila@example.com' } })
    expect(res.status).toBe(200)

    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
    const [mail] = smtp.received
    expect(mail!.envelope.to).toEqual(['camila@example.com'])
    expect(mail!.from?.value).toEqual([{ name: 'Forma Bella', address: 'hello@formabella.example' }])
    expect(mail!.subject).toBe('Restablece tu contraseña')
    expect(mail!.text).toContain('Hola Camila:')
    const link = /https?:\/\/\S+/.exec(mail!.text!)![0]
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/es/reset-password\\?token=[\\w-]{40,}$`))
    expect(mail!.html).toContain(`href="${link}"`)
    expect(mail!.html).toContain('<html lang="es"')

    // The link in the message works.
    const token = new URL(link).searchParams.get('token')!
    const reset = await t.request(authApi.resetPassword.url, { method: 'POST', json: { token, password: 'Renewed2026', confirmPassword: 'Renewed2026' } })
    expect(reset.status).toBe(200)

    // Nothing more goes out on the next scheduled run.
    await runScheduledJobs(t, minutes(1))
    expect(smtp.received).toHaveLength(1)
    const [row] = await outbox()
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
  })

  it('brings a contact message to the support inbox with Reply-To set to the customer', async () => {
    const res = await t.request(contactApi.send.url, {
      method: 'POST',
      json: { name: 'Ana María', email: 'ana.maria@example.com', subject: 'Which size for me?', message: 'I wear a 10 in jeans; S or M?', language: 'es' },
    })
    expect(res.status).toBe(201)
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
    const [mail] = smtp.received
    expect(mail!.envelope.to).toEqual(['support@formabella.example'])
    expect(mail!.replyTo?.value).toEqual([{ address: 'ana.maria@example.com', name: '' }])
    expect(mail!.subject).toBe('New contact message: Which size for me?')
    expect(mail!.text).toContain('I wear a 10 in jeans; S or M?')
    expect(mail!.text).toContain('Ana María <ana.maria@example.com>')
  })

  it('sends the newsletter welcome with a List-Unsubscribe header pointing at the unsubscribe page', async () => {
    await t.request(newsletterApi.subscribe.url, { method: 'POST', json: { email: 'lucia@example.com', language: 'fr' } })
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
    const [mail] = smtp.received
    expect(mail!.subject).toBe('Bienvenue dans notre newsletter')
    expect(mail!.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost\/fr\/unsubscribe\?email=lucia%40example\.com>\r?$/m)
  })
})

describe('the delivery job', () => {
  it('sends due emails in the order they were queued', async () => {
    await queue(3)
    expect(await deliverDueEmails(t.db, nodemailerTransport(smtp.url), new Date())).toEqual({ sent: 3, retrying: 0, failed: 0, more: false })
    expect(smtp.received.map((m) => m.subject)).toEqual(['Email 1', 'Email 2', 'Email 3'])
  })

  it('keeps a refused email pending with the server’s error, retries it after a minute, and sends it then', async () => {
    await queue(1)
    smtp.refuse(1)
    const now = new Date()
    expect(await t.email!.run(now)).toEqual({ sent: 0, retrying: 1, failed: 0 })
    const [waiting] = await outbox()
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.lastError).toMatch(/554.*Message refused/)
    expect(waiting!.nextAttemptAt).toBe(minutes(1, now).toISOString())

    // Not before its time…
    expect(await t.email!.run(minutes(0.5, now))).toEqual({ sent: 0, retrying: 0, failed: 0 })
    // …then from the scheduled job.
    const outcome = (await runScheduledJobs(t, minutes(1, now))).find((o) => o.name === 'deliver-email')
    expect(outcome).toEqual({ name: 'deliver-email', ok: true, result: { sent: 1, retrying: 0, failed: 0 } })
    expect(smtp.received.map((m) => m.subject)).toEqual(['Email 1'])
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('backs off 1, 2, 4 … minutes up to an hour, and gives up after 8 attempts', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
    await queue(1)
    smtp.refuse(100)
    let at = new Date()
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await t.email!.run(at)
      expect(report, `attempt ${attempt}`).toEqual(attempt < MAX_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 })
      const [row] = await outbox()
      if (attempt < MAX_ATTEMPTS) at = new Date(row!.nextAttemptAt!)
    }
    const [row] = await outbox()
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null })
    expect(row!.lastError).toMatch(/Message refused/)
    // A failed email is not picked up again.
    smtp.refuse(0)
    expect(await t.email!.run(minutes(24 * 60, at))).toEqual({ sent: 0, retrying: 0, failed: 0 })
    expect(smtp.received).toHaveLength(0)
  })

  it('sends each email once when two runners deliver at the same time', async () => {
    const slow = await startSmtpServer({ delayMs: 30 })
    try {
      await queue(12)
      const now = new Date()
      const runners = [0, 1].map(() => createEmailDelivery({ db: t.db, transport: nodemailerTransport(slow.url), clock: () => now }))
      const reports = await Promise.all(runners.map((r) => r.run(now)))
      expect(reports[0]!.sent + reports[1]!.sent).toBe(12)
      expect(reports.every((r) => r.sent > 0)).toBe(true)
      expect(slow.received.map((m) => m.subject).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Email ${i + 1}`).sort())
      expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    } finally {
      await slow.close()
    }
  })

  it('sends each email once when two processes on one database file deliver at the same time', async () => {
    await queue(8)
    // A second connection to the same file, as a second `npm start` process would have.
    const dbFile = (await t.client.execute('PRAGMA database_list')).rows[0]!.file as string
    const other = createClient({ url: `file:${dbFile}` })
    try {
      for (const client of [t.client, other]) await client.execute('PRAGMA busy_timeout = 5000')
      const now = new Date()
      const runs = [t.db, createDb(other)].map((db) => deliverDueEmails(db, nodemailerTransport(smtp.url), now, { limit: 20 }))
      const reports = await Promise.all(runs)
      expect(reports[0]!.sent + reports[1]!.sent).toBe(8)
      expect(smtp.received).toHaveLength(8)
      expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(8)
    } finally {
      other.close()
    }
  })

  it('loses nothing when a runner dies between sending and marking: the email goes out once more after its claim lapses', async () => {
    await queue(1)
    const now = new Date()
    // The process "dies" right after the server accepted the message: the mark never lands.
    await t.client.execute("CREATE TRIGGER crash BEFORE UPDATE OF status ON email_outbox WHEN NEW.status = 'sent' BEGIN SELECT RAISE(ABORT, 'process died'); END")
    await expect(deliverDueEmails(t.db, nodemailerTransport(smtp.url), now)).rejects.toThrow()
    await t.client.execute('DROP TRIGGER crash')
    expect(smtp.received).toHaveLength(1)
    expect((await outbox())[0]).toMatchObject({ status: 'sending' })

    // While the claim holds, nobody else takes it…
    expect(await deliverDueEmails(t.db, nodemailerTransport(smtp.url), minutes(1, now))).toMatchObject({ sent: 0 })
    // …after it lapses, the restarted job sends it again, once.
    const later = new Date(now.getTime() + CLAIM_MS + 1000)
    expect(await deliverDueEmails(t.db, nodemailerTransport(smtp.url), later)).toMatchObject({ sent: 1 })
    expect(await deliverDueEmails(t.db, nodemailerTransport(smtp.url), minutes(60, later))).toMatchObject({ sent: 0 })
    expect(smtp.received).toHaveLength(2)
    // The same Message-ID both times, so a mail app can fold the copy away.
    expect(smtp.received[0]!.messageId).toBe(smtp.received[1]!.messageId)
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('blanks the reset token out of the stored email once it is sent, and never out of the message itself', async () => {
    const token = 'tok_3J9x-Secret_Value-0123456789abcdefghijkl'
    await queueEmail(t.db, passwordResetEmail({ to: 'ana@example.com', firstName: 'Ana', language: 'en', origin: 'https://shop.example.com', token }))
    const [queued] = await outbox()
    expect(queued!.bodyText).toContain(token)
    await t.email!.run(new Date())
    expect(smtp.received[0]!.text).toContain(`https://shop.example.com/reset-password?token=${token}`)
    const [sent] = await outbox()
    expect(sent!.status).toBe('sent')
    expect(JSON.stringify(sent)).not.toContain(token)
    expect(sent!.bodyText).toContain(`https://shop.example.com/reset-password?token=${REDACTED}`)
    expect(sent!.bodyHtml).toContain(REDACTED)
    expect(sent!.redactedAt).not.toBeNull()
  })

  it('blanks the token out of a reset email it gave up on too', async () => {
    const token = 'tok_given_up_0123456789abcdefghijklmnopqrstu'
    await queueEmail(t.db, passwordResetEmail({ to: 'ana@example.com', firstName: 'Ana', language: 'fr', origin: 'https://shop.example.com', token }))
    await t.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 })
    smtp.refuse(1)
    expect(await t.email!.run(new Date())).toMatchObject({ failed: 1 })
    const [failed] = await outbox()
    expect(failed!.status).toBe('failed')
    expect(JSON.stringify(failed)).not.toContain(token)
  })
})
