// The one way the app talks to /api: JSON in and out, cookies included, errors parsed from the
// error body ({"error":{code,message,fields?,requestId?}}) so screens can show `message` (or
// translate `code`) and the request id a shopper can quote (decision 028). Calls are described by the shared contracts (shared/contracts/*):
// `callApi(authApi.login, { body })`.
import { urlFor, type Call, type CallInput, type CallOutput, type CallQuery } from '#shared/contracts/contract'
import { isErrorCode, type ErrorCode } from '#shared/errors/catalogue'

/**
 * A failed call's code: one of the catalogue's (shared/errors/catalogue.ts), or the app's own when
 * the server's answer carries none: `network_error` (no answer at all) and `unexpected_answer` (a
 * body that is not the error contract's, or a code the catalogue does not know: a proxy's error
 * page, a newer server).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'unexpected_answer'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The server's id of the failed request (X-Request-Id): what a shopper quotes to the shop. */
    readonly requestId?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** True when the request never reached the server (offline, DNS, connection refused). */
  get isNetworkError() {
    return this.status === 0
  }
}

/** The request never got an answer. */
export const networkError = () => new ApiError(0, 'network_error', 'Network error: you appear to be offline.')

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const stringsOnly = (value: unknown): Record<string, string> | undefined =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string') ? (value as Record<string, string>) : undefined

/**
 * The one reading of an error answer (decision 030), for the API client, the outbox and the photo
 * upload alike: the error contract's code, message, fields and request id, the request id from the
 * X-Request-Id header when the body has none. Whatever is not the contract's keeps its status and
 * becomes `unexpected_answer`, with the body's message when it has one.
 */
export function apiErrorFrom(status: number, text: string, headers: Pick<Headers, 'get'>): ApiError {
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {}
  const message = typeof error.message === 'string' && error.message ? error.message : `${status}: ${text.slice(0, 200) || 'no answer body'}`
  const requestId = (typeof error.requestId === 'string' ? error.requestId : undefined) ?? headers.get('X-Request-Id') ?? undefined
  return new ApiError(status, isErrorCode(error.code) ? error.code : 'unexpected_answer', message, stringsOnly(error.fields), requestId)
}

type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal }

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    })
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause
    throw networkError()
  }
  const text = await response.text()
  if (!response.ok) throw apiErrorFrom(response.status, text, response.headers)
  return (text ? JSON.parse(text) : undefined) as T
}

export type CallOptions<C> = RequestOptions & {
  /** Values for the `:name` segments of the call's path. */
  params?: Record<string, string>
  query?: CallQuery<C>
  body?: CallInput<C>
}

/** Sends one API call as its shared contract describes it; resolves with the 2xx answer. */
export function callApi<C extends Call>(call: C, options: CallOptions<C> = {}): Promise<CallOutput<C>> {
  const { params, query, body, ...rest } = options
  const url = urlFor(call, params, query as Record<string, unknown> | undefined)
  // A DELETE carries a body only when its contract takes one (deleting one's account sends the password).
  const payload = call.method === 'GET' || (call.method === 'DELETE' && !call.input) ? undefined : (body ?? {})
  return request<CallOutput<C>>(call.method, url, payload, rest)
}
