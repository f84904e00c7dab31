// The Node transports: SMTP through nodemailer, and the development mailbox that writes each
// email as an .eml file (open it in any mail app) and logs its subject and links. Never loaded
// by the Workers bundle (worker/index.ts imports email-transport-workers.ts instead).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
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
 * Development without a mail server: each email becomes `<dir>/<time>-<template>-<id>.eml`, and
 * the log names it with its links, so a developer can follow a reset link at once. Only chosen
 * outside production (worker/node.ts): the log carries working links.
 */
export function mailFolderTransport(dir: string, log: (line: string) => void = console.log): EmailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'files',
    async send(message) {
      const { message: raw } = await composer.sendMail(mailOptions(message))
      await mkdir(dir, { recursive: true })
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`)
      await writeFile(file, raw)
      const links = [...new Set(message.text.match(/https?:\/\/\S+/g) ?? [])]
      log(`[email] to=${message.to} subject="${message.subject}" saved ${file}${links.map((l) => `\n  ${l}`).join('')}`)
    },
  }
}
