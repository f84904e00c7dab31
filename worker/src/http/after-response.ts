// Work that must neither delay the answer nor show in it: its timing and its failures stay off
// the wire (forgot-password answers as fast for an unknown address as for a real account).
// Workers keep the isolate alive for it through waitUntil; worker/node.ts passes Node an
// ExecutionContext of its own (backgroundWork) so a shutdown waits for it; tests wait on it too.
import type { Context, ExecutionContext } from 'hono'
import type { AppEnv } from '#worker/context'

// The work each request left running, so what follows up on it (sending the email it queues)
// can wait for it.
const leftRunning = new WeakMap<Request, Promise<unknown>[]>()

export function afterResponse(c: Context<AppEnv>, label: string, task: () => Promise<unknown>) {
  const running = Promise.resolve()
    .then(task)
    .catch((error: unknown) => {
      c.get('log').error(`${label} failed`, { err: error })
      c.get('deps').reportError?.(error, { requestId: c.get('requestId'), method: c.req.method })
    })
  leftRunning.set(c.req.raw, [...(leftRunning.get(c.req.raw) ?? []), running])
  let executionCtx: ExecutionContext | undefined
  try {
    executionCtx = c.executionCtx
  } catch {
    // No execution context (a bare app.request): the task simply runs on in this process.
  }
  executionCtx?.waitUntil(running)
}

/** Resolves once the work this request left running after its answer is done. */
export const afterResponseSettled = (c: Context<AppEnv>) => Promise.allSettled(leftRunning.get(c.req.raw) ?? [])

/**
 * An ExecutionContext for runtimes without one (Node, tests): the work requests leave running
 * after their answers is tracked, and `settled()` waits for it, so closing the server (or a test)
 * does not pull the database from under it.
 */
export function backgroundWork() {
  const running = new Set<Promise<unknown>>()
  const executionCtx: ExecutionContext = {
    waitUntil: (task) => {
      running.add(task)
      void task.finally(() => running.delete(task))
    },
    passThroughOnException: () => undefined,
    props: {},
  }
  return {
    executionCtx,
    settled: async () => {
      while (running.size > 0) await Promise.allSettled(running)
    },
  }
}
