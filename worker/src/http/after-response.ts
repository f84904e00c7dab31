// Work that must neither delay the answer nor show in it: its timing and its failures stay off
// the wire (forgot-password answers as fast for an unknown address as for a real account).
// Workers keep the isolate alive for it through waitUntil; worker/node.ts passes Node an
// ExecutionContext of its own so a shutdown waits for it; tests collect it to wait on.
import type { Context, ExecutionContext } from 'hono'
import type { AppEnv } from '#worker/context'

export function afterResponse(c: Context<AppEnv>, label: string, task: () => Promise<unknown>) {
  const running = Promise.resolve()
    .then(task)
    .catch((error: unknown) => console.error(`[${c.get('requestId')}] ${label} failed:`, error))
  let executionCtx: ExecutionContext | undefined
  try {
    executionCtx = c.executionCtx
  } catch {
    // No execution context (a bare app.request): the task simply runs on in this process.
  }
  executionCtx?.waitUntil(running)
}
