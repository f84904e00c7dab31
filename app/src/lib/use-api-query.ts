// Reading data for a signed-in screen (dashboard, admin): one request when the screen opens or
// its inputs change, the previous data kept on screen while a new page or filter loads, an error
// with `reload` for the retry button. No polling, no refetch on focus; a screen calls
// `reload()` after its own successful changes, so the list shows them.
import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import type { Call, CallOutput } from '#shared/contracts/contract'
import { ApiError, callApi, type CallOptions } from './api-client'

export type ApiQuery<T> = {
  status: 'loading' | 'error' | 'ready'
  data: T | undefined
  error: ApiError | undefined
  reload: () => void
}

type Answer<T> = { request: string; data: T | undefined; error: ApiError | undefined }

export function useApiQuery<C extends Call>(call: C, options: Omit<CallOptions<C>, 'signal'> = {}): ApiQuery<CallOutput<C>> {
  const [version, setVersion] = useState(0)
  // Requests are keyed by what they send, so a new object with the same values fetches nothing.
  const request = JSON.stringify([call.method, call.url, options.params ?? null, options.query ?? null, version])
  const [answer, setAnswer] = useState<Answer<CallOutput<C>>>({ request: '', data: undefined, error: undefined })
  const send = useEffectEvent((signal: AbortSignal) => callApi(call, { ...options, signal }))

  useEffect(() => {
    const controller = new AbortController()
    send(controller.signal).then(
      (data) => setAnswer({ request, data, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const failure = error instanceof ApiError ? error : new ApiError(0, 'network_error', String(error))
        setAnswer((previous) => ({ request, data: previous.data, error: failure }))
      },
    )
    return () => controller.abort()
  }, [request])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  if (answer.request !== request) return { status: 'loading', data: answer.data, error: undefined, reload }
  return { status: answer.error ? 'error' : 'ready', data: answer.data, error: answer.error, reload }
}
