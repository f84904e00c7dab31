// The one way the app talks to /api: JSON in and out, cookies included, errors parsed from the
// error body ({"error":{code,message,fields?,requestId?}}) so screens can show `message` (or
// translate `code`) and the request id a shopper can quote (decision 028). Calls are described by the shared contracts (shared/contracts/*):
// `callApi(authApi.login, { body })`.
import { urlFor, type Call, type CallInput, type CallOutput, type CallQuery } from '#shared/contracts/contract'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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
    throw new ApiError(0, 'network_error', 'Network error: you appear to be offline.')
  }
  const text = await response.text()
  if (!response.ok) {
    let parsed: { error?: { code?: string; message?: string; fields?: Record<string, string>; requestId?: string } } | undefined
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    const error = parsed?.error
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `${response.status}: ${text || response.statusText}`,
      error?.fields,
      error?.requestId ?? response.headers.get('X-Request-Id') ?? undefined,
    )
  }
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
