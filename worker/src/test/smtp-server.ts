// A real SMTP server in the test process (the `smtp-server` package), on 127.0.0.1 and a free
// port, that keeps every message it accepts, parsed. `refuse(n)` makes it turn the next n
// messages away with a 554, as a provider refusing a message would.
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedEmail = ParsedMail & { envelope: { from: string; to: string[] }; raw: string }

export type TestSmtpServer = {
  /** smtp://user:password@127.0.0.1:<port>, ready for SMTP_URL. */
  url: string
  port: number
  received: ReceivedEmail[]
  /** Refuse the next `count` messages (after reading them). */
  refuse(count: number): void
  close(): Promise<void>
}

export const SMTP_USER = 'shop'
export const SMTP_PASSWORD = 'smtp-secret'

export async function startSmtpServer(options: { delayMs?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username })
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs))
        if (refusals > 0) {
          refusals -= 1
          return callback(Object.assign(new Error('Message refused: try again later'), { responseCode: 554 }))
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const parsed = await simpleParser(raw)
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        }
        received.push(Object.assign(parsed, { envelope, raw }))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    port,
    received,
    refuse: (count) => void (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
