// The one way the app talks to /api: JSON in and out, cookies included, errors parsed into the
// contract of DESIGN.md so screens can show `message` (or translate `code`).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
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
    let parsed: { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined
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
    )
  }
  return (text ? JSON.parse(text) : undefined) as T
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
}
