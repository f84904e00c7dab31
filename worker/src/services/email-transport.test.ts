// The Resend transport against a local HTTP server standing in for Resend's API: the request it
// makes (method, path, headers, JSON body), and what an error answer does to the queued email.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emailOutbox } from '#worker/db/schema'
import { contactNotificationEmail } from '#worker/emails/contact-notification'
import { newsletterWelcomeEmail } from '#worker/emails/newsletter-welcome'
import { createTestDb } from '#worker/test/test-app'
import { deliverDueEmails } from './email-delivery'
import { queueEmail } from './email-outbox'
import { formatMailbox, parseSmtpUrl, resendTransport } from './email-transport'

type Seen = { method?: string; url?: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }

let server: Server
let base: string
const seen: Seen[] = []
let answer: { status: number; body: unknown } = { status: 200, body: { id: 'resend-id' } }

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(text) })
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen.length = 0
  answer = { status: 200, body: { id: 'resend-id' } }
})

const from = { name: 'Forma Bella', address: 'hello@formabella.example' }

describe('Resend transport', () => {
  it('posts each email to /emails with the key, an idempotency key per email, and the rendered message', async () => {
    const t = await createTestDb()
    try {
      const welcome = newsletterWelcomeEmail({ to: 'lucia@example.com', language: 'es', origin: 'https://shop.example.com' })
      const contact = contactNotificationEmail({
        supportEmail: 'support@formabella.example',
        message: { name: 'Ana', email: 'ana@example.com', language: 'en', subject: 'Sizing', message: 'S or M?', receivedAt: '2026-05-01T12:00:00.000Z' },
      })
      await queueEmail(t.db, welcome)
      await queueEmail(t.db, contact)
      const transport = resendTransport({ apiKey: 're_test_123', apiBase: `${base}/` })
      expect(await deliverDueEmails(t.db, transport, new Date(), { from })).toMatchObject({ sent: 2 })

      const rows = await t.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt)
      expect(seen).toHaveLength(2)
      const [first, second] = seen
      expect(first!.method).toBe('POST')
      expect(first!.url).toBe('/emails')
      expect(first!.headers.authorization).toBe('Bearer re_test_123')
      expect(first!.headers['content-type']).toBe('application/json')
      expect(first!.headers['idempotency-key']).toBe(`email-outbox/${rows[0]!.id}`)
      expect(first!.body).toEqual({
        from: 'Forma Bella <hello@formabella.example>',
        to: ['lucia@example.com'],
        subject: welcome.subject,
        text: welcome.bodyText,
        html: welcome.bodyHtml,
        headers: { 'List-Unsubscribe': '<https://shop.example.com/es/unsubscribe?email=lucia%40example.com>' },
      })
      expect(second!.headers['idempotency-key']).toBe(`email-outbox/${rows[1]!.id}`)
      expect(second!.body).toMatchObject({ to: ['support@formabella.example'], reply_to: 'ana@example.com', subject: 'New contact message: Sizing' })
    } finally {
      t.close()
    }
  })

  it('keeps the email pending with Resend’s own error message when it refuses', async () => {
    const t = await createTestDb()
    try {
      await queueEmail(t.db, newsletterWelcomeEmail({ to: 'lucia@example.com', language: 'en', origin: 'https://shop.example.com' }))
      answer = { status: 422, body: { statusCode: 422, name: 'validation_error', message: 'The formabella.example domain is not verified.' } }
      const report = await deliverDueEmails(t.db, resendTransport({ apiKey: 're_test_123', apiBase: base }), new Date(), { from })
      expect(report).toMatchObject({ sent: 0, retrying: 1 })
      const [row] = await t.db.select().from(emailOutbox)
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Resend answered 422: The formabella.example domain is not verified.' })
    } finally {
      t.close()
    }
  })
})

describe('addresses and SMTP URLs', () => {
  it('quotes a sender name only when it needs it', () => {
    expect(formatMailbox({ address: 'hello@example.com' })).toBe('hello@example.com')
    expect(formatMailbox({ name: 'Forma Bella', address: 'hello@example.com' })).toBe('Forma Bella <hello@example.com>')
    expect(formatMailbox({ name: 'Forma Bella, Bogotá "Atelier"', address: 'hello@example.com' })).toBe('"Forma Bella, Bogotá \\"Atelier\\"" <hello@example.com>')
  })
  it('reads host, port, TLS and decoded credentials from SMTP_URL', () => {
    expect(parseSmtpUrl('smtp://user%40shop:p%40ss%3Aword@mail.example.com:587')).toEqual({ host: 'mail.example.com', port: 587, secure: false, user: 'user@shop', password: 'p@ss:word' })
    expect(parseSmtpUrl('smtps://mail.example.com')).toEqual({ host: 'mail.example.com', port: 465, secure: true, user: undefined, password: undefined })
    expect(parseSmtpUrl('smtp://mail.example.com')).toMatchObject({ port: 587, secure: false })
  })
})
