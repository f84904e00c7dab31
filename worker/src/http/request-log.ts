// Every request gets an id and one log line (decision 028). The entry that receives a request
// (worker/node.ts, worker/index.ts) opens it first, so files, pages, 304s and the entries' own
// answers have them too; the API app (app.ts) takes the id over and adds what only it knows (the
// route pattern, the signed-in user). A bare app (tests' app.request) opens its own.
import type { Config } from '#worker/env'
import type { Logger } from '#worker/log'

export const REQUEST_ID_HEADER = 'X-Request-Id'

export type RequestRecord = {
  id: string
  /** The logger of this request: every line carries `requestId`. */
  log: Logger
  startedAt: number
  /** The route pattern that answered (Hono's routePath), e.g. `/api/products/:id`. */
  route?: string
  userId?: string
}

const open = new WeakMap<Request, RequestRecord>()

/** An incoming id worth keeping: short and plain, so it cannot forge a log line or a header. */
const usable = (id: string | null | undefined): id is string => typeof id === 'string' && /^[\w.:-]{1,128}$/.test(id)

/**
 * The id a trusted party gave the request: Cloudflare's `cf-ray` on Workers, the proxy's
 * `X-Request-Id` on Node only when TRUST_PROXY says a proxy stands in front (as for the caller's
 * address, http/client-ip.ts); otherwise anyone could choose the id their requests are logged under.
 */
export function trustedRequestId(request: Request, config: Pick<Config, 'runtime' | 'trustProxy'>): string | undefined {
  const given = config.runtime === 'workers' ? request.headers.get('cf-ray') : config.trustProxy ? request.headers.get(REQUEST_ID_HEADER) : undefined
  return usable(given) ? given : undefined
}

/** Starts the request's record: its id (trusted or new) and its logger. */
export function openRequest(request: Request, log: Logger, config: Pick<Config, 'runtime' | 'trustProxy'>): RequestRecord {
  const id = trustedRequestId(request, config) ?? crypto.randomUUID()
  const record: RequestRecord = { id, log: log.child({ requestId: id }), startedAt: performance.now() }
  open.set(request, record)
  return record
}

/** The record the entry opened for this request, if any. */
export const requestRecord = (request: Request): RequestRecord | undefined => open.get(request)

/** The request's one line, once its answer is ready: never its query, headers or body. */
export function logAnswer(record: RequestRecord, request: Request, status: number) {
  const fields = {
    method: request.method,
    ...(record.route ? { route: record.route } : {}),
    status,
    durationMs: Math.round((performance.now() - record.startedAt) * 10) / 10,
    ...(record.userId ? { userId: record.userId } : {}),
  }
  record.log.info('request', fields)
}
