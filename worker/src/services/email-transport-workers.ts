// SMTP on Cloudflare Workers: worker-mailer speaks SMTP over the runtime's TCP sockets
// (`cloudflare:sockets`), so the one SMTP_URL setting serves both runtimes. Only the Workers
// entry imports this file; Node has no `cloudflare:sockets`.
import { LogLevel, WorkerMailer } from 'worker-mailer'
import { parseSmtpUrl, SEND_TIMEOUT_MS, type EmailTransport } from './email-transport'

export function workerMailerTransport(smtpUrl: string): EmailTransport {
  const smtp = parseSmtpUrl(smtpUrl)
  return {
    kind: 'smtp',
    async send(message) {
      const mailer = await WorkerMailer.connect({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        // smtp:// upgrades with STARTTLS when the server offers it, as nodemailer does.
        startTls: true,
        credentials: smtp.user ? { username: smtp.user, password: smtp.password ?? '' } : undefined,
        authType: ['plain', 'login', 'cram-md5'],
        socketTimeoutMs: SEND_TIMEOUT_MS,
        responseTimeoutMs: SEND_TIMEOUT_MS,
        logLevel: LogLevel.WARN,
      })
      // Closed whatever happens: worker-mailer's own one-shot send leaves the socket open on failure.
      try {
        await mailer.send({
          from: message.from.name ? { name: message.from.name, email: message.from.address } : message.from.address,
          to: message.to,
          reply: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { ...message.headers, 'Message-ID': message.messageId },
        })
      } finally {
        await mailer.close()
      }
    },
  }
}
