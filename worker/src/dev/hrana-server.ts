// A small Hrana-over-HTTP server (the protocol `sqld` / `turso dev` speak) for the Worker on a
// machine that has neither: the workerd tests prove the Workers bundle against libSQL over HTTP
// with it, and `npm run dev:worker` serves a local database with it (scripts/dev-worker.ts).
// It implements the JSON pipeline endpoints (`/v2/pipeline`, `/v3/pipeline`) that
// `@libsql/client/web` uses, backed by a real libSQL file. Each stream (baton) owns its own
// connection, so interactive transactions behave as on sqld: uncommitted writes are invisible to
// other streams, and a writer waits for another stream's write transaction to end.
// Not implemented: cursors (`/v3/cursor`) and the protobuf encoding (the client falls back to
// JSON), replication, and `describe` parameter names (libsql-js does not expose them).
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Database from 'libsql'

type Conn = InstanceType<typeof Database>
type Statement = ReturnType<Conn['prepare']>
type Value = null | bigint | number | string | Buffer

type ProtoValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }
type ProtoStmt = {
  sql?: string
  sql_id?: number
  args?: ProtoValue[]
  named_args?: { name: string; value: ProtoValue }[]
  want_rows?: boolean
}
type ProtoCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: ProtoCond }
  | { type: 'and' | 'or'; conds: ProtoCond[] }
  | { type: 'is_autocommit' }
type ProtoRequest = { type: string; stmt?: ProtoStmt; batch?: { steps: { condition?: ProtoCond; stmt: ProtoStmt }[] }; sql?: string; sql_id?: number }
type StmtResult = {
  cols: { name: string; decltype: string | null }[]
  rows: ProtoValue[][]
  affected_row_count: number
  last_insert_rowid: string | null
}
type ProtoError = { message: string; code: string }

export type HranaServer = {
  /** Base URL for `createClient({ url })` / TURSO_DATABASE_URL, e.g. http://127.0.0.1:41234 */
  url: string
  /** Streams currently open (each holds one connection). */
  openStreams: () => number
  stop: () => Promise<void>
}

export type HranaServerOptions = {
  /** Path of the libSQL database file (created if missing). */
  dbPath: string
  /** When set, every pipeline request must carry `Authorization: Bearer <authToken>`. */
  authToken?: string
  /** An idle stream is closed (rolling back any open transaction) after this long, as sqld does. */
  streamIdleMs?: number
}

class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

type Stream = { conn: Conn; path: string; sqls: Map<number, string>; idle?: NodeJS.Timeout }

const BUSY_WAIT_MS = 5_000

export async function startHranaServer(options: HranaServerOptions): Promise<HranaServer> {
  const { dbPath, authToken, streamIdleMs = 15_000 } = options
  // WAL lets readers on one stream proceed while another stream holds a write transaction.
  const setup = new Database(dbPath)
  setup.exec('PRAGMA journal_mode=WAL')
  setup.close()

  const streams = new Map<string, Stream>()
  const live = new Set<Stream>()

  const closeStream = (stream: Stream) => {
    clearTimeout(stream.idle)
    live.delete(stream)
    // Closing the connection rolls back whatever transaction the client left open.
    if (stream.conn.open) stream.conn.close()
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof RequestError && error.code === 'UNAUTHORIZED' ? 401 : 400
      const message = error instanceof Error ? error.message : String(error)
      const code = error instanceof RequestError ? error.code : 'PROTO_ERROR'
      reply(res, status, { message, code })
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (req.method === 'GET' && ['/health', '/v2', '/v3'].includes(path)) {
      res.writeHead(200).end()
      return
    }
    if (req.method !== 'POST' || (path !== '/v2/pipeline' && path !== '/v3/pipeline')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    if (authToken !== undefined && req.headers.authorization !== `Bearer ${authToken}`) {
      throw new RequestError('Authentication failed: missing or wrong token', 'UNAUTHORIZED')
    }
    let body: { baton?: string | null; requests?: ProtoRequest[] }
    try {
      body = JSON.parse(await readBody(req)) as typeof body
    } catch {
      throw new RequestError('Request body is not valid JSON', 'HTTP_PARSE_ERROR')
    }
    if (!Array.isArray(body.requests)) throw new RequestError('"requests" must be an array', 'PROTO_ERROR')

    let stream: Stream
    if (body.baton) {
      const found = streams.get(body.baton)
      if (!found) throw new RequestError('Stream not found: the baton is unknown, expired or already used', 'STREAM_EXPIRED')
      // A baton is valid for exactly one request; the response carries the next one.
      streams.delete(body.baton)
      clearTimeout(found.idle)
      stream = found
    } else {
      stream = { conn: new Database(dbPath), path: dbPath, sqls: new Map() }
      live.add(stream)
    }

    const results: unknown[] = []
    let closed = false
    for (const request of body.requests) {
      if (closed) {
        results.push({ type: 'error', error: { message: 'The stream is closed', code: 'STREAM_CLOSED' } })
        continue
      }
      try {
        if (request.type === 'close') {
          closeStream(stream)
          closed = true
          results.push({ type: 'ok', response: { type: 'close' } })
        } else {
          results.push({ type: 'ok', response: await runRequest(stream, request) })
        }
      } catch (error) {
        results.push({ type: 'error', error: toProtoError(error) })
      }
    }

    let baton: string | null = null
    if (!closed) {
      baton = randomUUID()
      streams.set(baton, stream)
      stream.idle = setTimeout(() => {
        streams.delete(baton!)
        closeStream(stream)
      }, streamIdleMs)
      stream.idle.unref()
    }
    reply(res, 200, { baton, base_url: null, results })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    openStreams: () => live.size,
    stop: async () => {
      for (const stream of live) closeStream(stream)
      streams.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function runRequest(stream: Stream, request: ProtoRequest): Promise<unknown> {
  switch (request.type) {
    case 'execute':
      return { type: 'execute', result: await executeWithRetry(stream, need(request.stmt, 'stmt')) }
    case 'batch':
      return { type: 'batch', result: await runBatch(stream, need(request.batch, 'batch').steps) }
    case 'sequence': {
      // Not retried on SQLITE_BUSY: a retry could repeat the statements that already ran.
      stream.conn.exec(sqlOf(stream, request))
      return { type: 'sequence' }
    }
    case 'describe':
      return { type: 'describe', result: describe(stream, sqlOf(stream, request)) }
    case 'store_sql':
      stream.sqls.set(need(request.sql_id, 'sql_id'), need(request.sql, 'sql'))
      return { type: 'store_sql' }
    case 'close_sql':
      stream.sqls.delete(need(request.sql_id, 'sql_id'))
      return { type: 'close_sql' }
    case 'get_autocommit':
      return { type: 'get_autocommit', is_autocommit: !stream.conn.inTransaction }
    default:
      throw new RequestError(`Unsupported request type ${JSON.stringify(request.type)}`, 'PROTO_ERROR')
  }
}

async function runBatch(stream: Stream, steps: { condition?: ProtoCond; stmt: ProtoStmt }[]) {
  const stepResults: (StmtResult | null)[] = []
  const stepErrors: (ProtoError | null)[] = []
  const holds = (cond: ProtoCond): boolean => {
    switch (cond.type) {
      case 'ok':
        return stepResults[cond.step] != null
      case 'error':
        return stepErrors[cond.step] != null
      case 'not':
        return !holds(cond.cond)
      case 'and':
        return cond.conds.every(holds)
      case 'or':
        return cond.conds.some(holds)
      case 'is_autocommit':
        return !stream.conn.inTransaction
      default:
        throw new RequestError(`Unsupported batch condition ${JSON.stringify((cond as { type: unknown }).type)}`, 'PROTO_ERROR')
    }
  }
  for (const step of steps) {
    if (step.condition && !holds(step.condition)) {
      stepResults.push(null)
      stepErrors.push(null)
      continue
    }
    try {
      stepResults.push(await executeWithRetry(stream, step.stmt))
      stepErrors.push(null)
    } catch (error) {
      stepResults.push(null)
      stepErrors.push(toProtoError(error))
    }
  }
  return { step_results: stepResults, step_errors: stepErrors }
}

// sqld lets a writer wait for another stream's transaction; a synchronous busy timeout would
// block this single-threaded server (and with it the COMMIT that would free the lock), so wait
// asynchronously instead. The retry re-runs the same prepared statement: libsql-js does not reset
// a statement that failed with SQLITE_BUSY, and an abandoned one would keep an implicit
// transaction open that swallows the stream's later writes.
async function executeWithRetry(stream: Stream, stmt: ProtoStmt): Promise<StmtResult> {
  const prepared = stream.conn.prepare(sqlOf(stream, stmt))
  const deadline = Date.now() + BUSY_WAIT_MS
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    try {
      return execute(stream.conn, prepared, stmt)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      const busy = typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
      if (!busy) throw error
      if (Date.now() > deadline) {
        // Same reason as above: outside a transaction, a fresh connection loses nothing.
        if (!stream.conn.inTransaction) {
          stream.conn.close()
          stream.conn = new Database(stream.path)
        }
        throw error
      }
      await new Promise((r) => setTimeout(r, delay))
    }
  }
}

function execute(conn: Conn, prepared: Statement, stmt: ProtoStmt): StmtResult {
  prepared.safeIntegers(true)
  const named = stmt.named_args ?? []
  // Always one argument: libsql-js treats a lone object argument (a Buffer, null) as named parameters.
  const params =
    named.length > 0
      ? Object.fromEntries(named.map((a) => [a.name.replace(/^[:@$]/, ''), decodeValue(a.value)]))
      : (stmt.args ?? []).map(decodeValue)

  let returnsRows = true
  try {
    prepared.raw(true)
  } catch {
    // libsql-js refuses raw mode for statements that return no rows.
    returnsRows = false
  }
  if (!returnsRows) {
    const info = prepared.run(params)
    return { cols: [], rows: [], affected_row_count: info.changes, last_insert_rowid: String(info.lastInsertRowid) }
  }
  const cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type }))
  const before = scalar(conn, 'SELECT total_changes()')
  const rows = (prepared.all(params) as Value[][]).map((row) => row.map(encodeValue))
  // `INSERT … RETURNING` both returns rows and changes them; report the change like sqld does.
  const changed = scalar(conn, 'SELECT total_changes()') !== before
  return {
    cols,
    rows: stmt.want_rows === false ? [] : rows,
    affected_row_count: changed ? Number(scalar(conn, 'SELECT changes()')) : 0,
    last_insert_rowid: String(scalar(conn, 'SELECT last_insert_rowid()')),
  }
}

function describe(stream: Stream, sql: string) {
  const prepared = stream.conn.prepare(sql)
  const isExplain = /^\s*EXPLAIN\b/i.test(sql)
  return {
    params: [],
    cols: prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type })) : [],
    is_explain: isExplain,
    is_readonly: isExplain || /^\s*(SELECT|VALUES)\b/i.test(sql),
  }
}

function scalar(conn: Conn, sql: string): Value {
  const stmt = conn.prepare(sql)
  stmt.safeIntegers(true)
  return (stmt.raw(true).get() as Value[])[0] ?? null
}

function sqlOf(stream: Stream, source: { sql?: string; sql_id?: number }): string {
  if (typeof source.sql === 'string') return source.sql
  const stored = source.sql_id === undefined ? undefined : stream.sqls.get(source.sql_id)
  if (stored === undefined) throw new RequestError(`SQL text ${source.sql_id} was not stored on this stream`, 'SQL_NOT_FOUND')
  return stored
}

function decodeValue(value: ProtoValue): Value {
  switch (value.type) {
    case 'null':
      return null
    case 'integer':
      return BigInt(value.value)
    case 'float':
      return Number(value.value)
    case 'text':
      return value.value
    case 'blob':
      return Buffer.from(value.base64, 'base64')
    default:
      throw new RequestError(`Unsupported value type ${JSON.stringify((value as { type: unknown }).type)}`, 'PROTO_ERROR')
  }
}

function encodeValue(value: Value): ProtoValue {
  if (value === null) return { type: 'null' }
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() }
  if (typeof value === 'number') return { type: 'float', value }
  if (typeof value === 'string') return { type: 'text', value }
  return { type: 'blob', base64: Buffer.from(value).toString('base64') }
}

function toProtoError(error: unknown): ProtoError {
  const code = (error as { code?: unknown }).code
  return {
    message: error instanceof Error ? error.message : String(error),
    code: typeof code === 'string' ? code : 'UNKNOWN',
  }
}

function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new RequestError(`Missing "${name}"`, 'PROTO_ERROR')
  return value
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

// The client parses an error body as JSON only when the content type is exactly this.
function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
