import type { MiddlewareHandler } from 'hono'
import { requestTime, type AppEnv } from '#worker/context'
import { afterResponseSettled } from './after-response'

/**
 * Mounted on the calls that queue an email (forgot password, contact, newsletter): once the
 * answer is ready, delivery starts, so a reset link arrives in seconds rather than at the next
 * scheduled run. It starts on the next turn of the event loop, after the answer is on its way;
 * Workers keep the isolate alive for it with waitUntil, Node simply lets it run. A failure is
 * logged; the scheduled job tries again within a minute.
 */
export const deliversEmail = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next()
  const { email } = c.get('deps')
  if (!email || c.res.status >= 400) return
  const now = requestTime(c)
  const work = new Promise((started) => setTimeout(started, 0))
    // A handler may queue its email after answering (forgot-password): send once it has.
    .then(() => afterResponseSettled(c))
    .then(() => email.run(now))
    .catch((error: unknown) => c.get('log').error('email delivery after a request failed', { err: error }))
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // Node: no execution context, and nothing that would cut the work short.
  }
}
