// A small stand-in for Sentry's ingest API on 127.0.0.1, for the tests of both sides (Node only:
// it is a node:http server): `POST /api/<project>/envelope/`, the one call the SDKs make. The real
// SDKs (@sentry/node, @sentry/browser) send to it through a DSN pointing here (`dsn`), so tests
// exercise their transport, envelopes and `beforeSend` without leaving the machine. An envelope is
// newline-delimited JSON: a header line, then for each item a header line and its payload
// (gzip-compressed when the SDK chose to).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

export type EnvelopeItem = { header: Record<string, unknown>; payload: unknown }
export type Envelope = { project: string; header: Record<string, unknown>; items: EnvelopeItem[] }
/** The fields of an error event the tests read. */
export type ReportedEvent = Record<string, unknown> & {
  tags?: Record<string, string>
  release?: string
  environment?: string
  platform?: string
  exception?: { values: Array<{ type: string; value: string }> }
  request?: unknown
  user?: unknown
}

/** The items of one envelope's body. A payload is JSON, or kept as text when it is not. */
export function parseEnvelope(body: string): Omit<Envelope, 'project'> {
  const lines = body.split('\n')
  const header = JSON.parse(lines[0]!) as Record<string, unknown>
  const items: EnvelopeItem[] = []
  // Items are a header line and a payload line each; the body may end with a newline.
  for (let i = 1; i < lines.length && lines[i] !== ''; i += 2) {
    const itemHeader = JSON.parse(lines[i]!) as Record<string, unknown>
    const text = lines[i + 1] ?? ''
    let payload: unknown = text
    try {
      payload = JSON.parse(text)
    } catch {
      // An attachment or another binary item: kept as text.
    }
    items.push({ header: itemHeader, payload })
  }
  return { header, items }
}

export async function startSentryIngest() {
  const envelopes: Envelope[] = []
  const server = createServer((req, res) => {
    const match = /^\/api\/([^/]+)\/envelope\/?(?:\?.*)?$/.exec(req.url ?? '')
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end()
        return
      }
      const raw = Buffer.concat(chunks)
      const body = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
      envelopes.push({ project: match[1]!, ...parseEnvelope(body) })
      // What Sentry answers, and what the browser SDK's fetch needs when it sends from a page.
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** A DSN of project 1 that sends here. */
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    /** The error events received, in order (items of type `event`). */
    events: () => envelopes.flatMap((e) => e.items.filter((item) => item.header.type === 'event').map((item) => item.payload as ReportedEvent)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
