// The Node transports: SMTP through nodemailer, and the development mailbox that writes each
// email as an .eml file (open it in any mail app) and logs the file's name. Never loaded
// by the Workers bundle (worker/index.ts imports email-transport-workers.ts instead).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import type { Logger } from '#worker/log'
import { formatMailbox, parseSmtpUrl, SEND_TIMEOUT_MS, type EmailMessage, type EmailTransport } from './email-transport'

const mailOptions = (message: EmailMessage) => ({
  from: formatMailbox(message.from),
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: message.messageId,
  headers: message.headers,
})

/** SMTP_URL on Node: one connection per message (the job sends a few at a time, sequentially). */
export function nodemailerTransport(smtpUrl: string): EmailTransport {
  const smtp = parseSmtpUrl(smtpUrl)
  const mailer = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS / 2,
    greetingTimeout: SEND_TIMEOUT_MS / 2,
    socketTimeout: SEND_TIMEOUT_MS,
  })
  return {
    kind: 'smtp',
    async send(message) {
      await mailer.sendMail(mailOptions(message))
    },
  }
}

/**
 * Development without a mail server: each email becomes `<dir>/<time>-<id>.eml` (open it in any
 * mail app, its links work), and the log names the file. Only chosen outside production
 * (worker/node.ts). The log carries neither the address nor the links: a reset link is a
 * password (decision 028).
 */
export function mailFolderTransport(dir: string, log: Logger): EmailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'files',
    async send(message) {
      const { message: raw } = await composer.sendMail(mailOptions(message))
      await mkdir(dir, { recursive: true })
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`)
      await writeFile(file, raw)
      log.info('email written to the mail folder', { emailId: message.id, file })
    },
  }
}
