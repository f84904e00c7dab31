// How a queued email leaves the shop. The delivery job (email-delivery.ts) hands each message to
// one EmailTransport, picked by configuration when the runtime starts (README, "Email"):
// - SMTP_URL: nodemailer on Node (email-transport-node.ts), worker-mailer over Workers TCP
//   sockets (email-transport-workers.ts);
// - RESEND_API_KEY: Resend's HTTP API through fetch, the same code on both runtimes (below);
// - neither, on Node outside production: .eml files under data/mail/ (email-transport-node.ts).
// A transport throws when the message was not accepted; the job then retries later.
import type { EmailTransportConfig, Mailbox } from '#worker/env'

export type EmailMessage = {
  /** The outbox row's id: the provider's idempotency key derives from it. */
  id: string
  /** `<outbox-id@sender-domain>`, the same on every attempt, so mail apps can fold a duplicate. */
  messageId: string
  from: Mailbox
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  /** The email's own headers (List-Unsubscribe); ASCII only. */
  headers: Record<string, string>
}

export type EmailTransportKind = Exclude<EmailTransportConfig['kind'], 'none'> | 'files'

export type EmailTransport = {
  kind: EmailTransportKind
  send(message: EmailMessage): Promise<void>
}

/** How long one send may take before it counts as failed; the delivery job's claim outlasts it. */
export const SEND_TIMEOUT_MS = 20_000

/** `Forma Bella <hello@example.com>` as a header value, the name quoted when it needs to be. */
export function formatMailbox(mailbox: Mailbox): string {
  if (!mailbox.name) return mailbox.address
  const name = /^[\w !#$%&'*+/=?^`{|}~.-]*$/.test(mailbox.name) ? mailbox.name : `"${mailbox.name.replace(/["\\]/g, '\\$&')}"`
  return `${name} <${mailbox.address}>`
}

/** The parts of an SMTP_URL (smtp://user:pass@host:587 or smtps://…:465), decoded. */
export function parseSmtpUrl(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
  }
}

/**
 * Resend's HTTP API (POST /emails). The outbox id is sent as the Idempotency-Key, so a retry
 * after a crash between sending and marking is not sent twice by Resend (it keeps keys 24 hours).
 */
export function resendTransport(options: { apiKey: string; apiBase: string; fetch?: typeof fetch }): EmailTransport {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  return {
    kind: 'resend',
    async send(message) {
      const res = await send(`${options.apiBase.replace(/\/+$/, '')}/emails`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': `email-outbox/${message.id}`,
        },
        body: JSON.stringify({
          from: formatMailbox(message.from),
          to: [message.to],
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
          headers: message.headers,
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      if (!res.ok) {
        // Resend answers errors as { name, message }; the message is what an admin needs to read.
        const detail = await res.text().catch(() => '')
        let reason = detail
        try {
          reason = (JSON.parse(detail) as { message?: string }).message ?? detail
        } catch {
          // not JSON: keep the text
        }
        throw new Error(`Resend answered ${res.status}${reason ? `: ${reason.slice(0, 300)}` : ''}`)
      }
    },
  }
}
