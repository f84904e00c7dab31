// One middleware for every per-caller limit (sign-in, sign-up, password reset, contact form,
// newsletter). It runs before the handler, after the body has been validated with the call's
// schema, so a form refused for a typo never uses up an attempt, and the counted subject can be
// something the body names (an account's email) as well as the caller's address.
//
//   .post(authApi.forgotPassword.path,
//     rateLimit({ bucket: 'forgot:email', rule, input: authApi.forgotPassword.input, subject: (_c, body) => body.email }),
//     handler)
import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { requestTime, type AppEnv } from '#worker/context'
import { limited } from '#worker/services/domain-errors'
import {
  checkRateLimit,
  hitRateLimit,
  LONGEST_RATE_LIMIT_WINDOW_SECONDS,
  resetRateLimit,
  type RateLimitRule,
} from '#worker/services/rate-limit'
import { clientIp } from './client-ip'
import { readJson } from './validate'

export type RateLimitOptions<S extends z.ZodType> = {
  /** Names the counter, e.g. 'login:email'; there is one counter per bucket and subject. */
  bucket: string
  rule: RateLimitRule
  /** The call's input schema: the body is validated before anything is counted. */
  input?: S
  /** Who is counted: the caller's address unless given, e.g. `(_c, body) => body.email`. */
  subject?: (c: Context<AppEnv>, body: z.output<S>) => string
  /**
   * What counts as an attempt. 'every-request' (the default) counts each request atomically
   * before the handler runs and refuses the one over the limit, so parallel requests cannot slip
   * past. A status test instead only reads the counter before the handler and counts the request
   * once its answer matches: failed sign-ins only (401), or created accounts only (201).
   */
  counts?: 'every-request' | ((status: number) => boolean)
  /** Clears the counter when the answer matches, e.g. a successful sign-in clears its account's failures. */
  clearsWhen?: (status: number) => boolean
  /** The 429 message; a function gets the seconds until the window ends. */
  message?: string | ((retryAfterSeconds: number) => string)
}

export const rateLimitKey = (bucket: string, subject: string) => `${bucket}:${subject}`

export function rateLimit<S extends z.ZodType = z.ZodType>(options: RateLimitOptions<S>): MiddlewareHandler<AppEnv> {
  const { bucket, rule, counts = 'every-request', clearsWhen, message } = options
  if (rule.windowSeconds > LONGEST_RATE_LIMIT_WINDOW_SECONDS) {
    throw new Error(`Rate limit ${bucket}: windows longer than ${LONGEST_RATE_LIMIT_WINDOW_SECONDS} s are purged too early`)
  }
  return async (c, next) => {
    const body = options.input ? await readJson(c, options.input) : undefined
    const subject = options.subject ? options.subject(c, body as z.output<S>) : clientIp(c)
    const key = rateLimitKey(bucket, subject)
    const { db } = c.get('deps')
    const now = requestTime(c)
    const state = counts === 'every-request' ? await hitRateLimit(db, key, rule, now) : await checkRateLimit(db, key, rule, now)
    if (!state.allowed) {
      const seconds = state.retryAfterSeconds
      throw limited(seconds, typeof message === 'function' ? message(seconds) : message)
    }
    await next()
    const status = c.res.status
    if (counts !== 'every-request' && counts(status)) await hitRateLimit(db, key, rule, now)
    if (clearsWhen?.(status)) await resetRateLimit(db, key)
  }
}

/** Forgets the attempts counted for a subject, e.g. the failed sign-ins of an account whose password was just reset. */
export async function clearRateLimit(c: Context<AppEnv>, bucket: string, subject: string) {
  await resetRateLimit(c.get('deps').db, rateLimitKey(bucket, subject))
}
