// One middleware for every per-caller limit (sign-in, sign-up, password reset, contact form,
// newsletter). It runs before the handler, after the body has been validated with the call's
// schema, so a form refused for a typo never uses up an attempt, and the counted subject can be
// something the body names (an account's email) as well as the caller's address.
//
// Every attempt takes its slot atomically before the handler runs, so parallel requests cannot
// slip past the limit (200 guesses sent at once get at most `limit` evaluated). Limits that count
// only some answers (failed sign-ins, created accounts) give the slot back once the answer shows
// the attempt does not count.
//
//   .post(authApi.forgotPassword.path,
//     rateLimit({ bucket: 'forgot:email', rule, input: authApi.forgotPassword.input, subject: (_c, body) => body.email }),
//     handler)
import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { requestTime, type AppEnv } from '#worker/context'
import { limited } from '#worker/services/domain-errors'
import { giveBackRateLimit, hitRateLimit, LONGEST_RATE_LIMIT_WINDOW_SECONDS, resetRateLimit, type RateLimitRule } from '#worker/services/rate-limit'
import { clientIp } from './client-ip'
import { readJson } from './validate'

type RateLimitOptions<S extends z.ZodType> = {
  /** Names the counter, e.g. 'login:account'; there is one counter per bucket and subject. */
  bucket: string
  rule: RateLimitRule
  /** The call's input schema: the body is validated before anything is counted. */
  input?: S
  /**
   * Who is counted: the caller's address unless given, e.g. `(_c, body) => body.email`.
   * `undefined` means this limit does not apply to the request (a recognised device, say).
   */
  subject?: (c: Context<AppEnv>, body: z.output<S>) => string | undefined | Promise<string | undefined>
  /**
   * Which answers count. 'every-request' (the default): each attempt keeps its slot. A status
   * test: the slot is still taken before the handler, and given back when the answer does not
   * match (a successful sign-in, a refused sign-up), so only failed sign-ins or created accounts
   * use up the limit, and parallel requests still cannot exceed it.
   */
  counts?: 'every-request' | ((status: number) => boolean)
  /** Clears the counter when the answer matches, e.g. a successful sign-in clears its own failures. */
  clearsWhen?: (status: number) => boolean
  /** The 429 message; a function gets the seconds until the next attempt is allowed. */
  message?: string | ((retryAfterSeconds: number) => string)
}

const rateLimitKey = (bucket: string, subject: string) => `${bucket}:${subject}`

export function rateLimit<S extends z.ZodType = z.ZodType>(options: RateLimitOptions<S>): MiddlewareHandler<AppEnv> {
  const { bucket, rule, counts = 'every-request', clearsWhen, message } = options
  if (rule.windowSeconds > LONGEST_RATE_LIMIT_WINDOW_SECONDS) {
    throw new Error(`Rate limit ${bucket}: windows longer than ${LONGEST_RATE_LIMIT_WINDOW_SECONDS} s are purged too early`)
  }
  return async (c, next) => {
    const body = options.input ? await readJson(c, options.input) : undefined
    const subject = options.subject ? await options.subject(c, body as z.output<S>) : clientIp(c)
    if (subject === undefined) return next()
    const key = rateLimitKey(bucket, subject)
    const { db } = c.get('deps')
    const state = await hitRateLimit(db, key, rule, requestTime(c))
    if (!state.allowed) {
      const seconds = state.retryAfterSeconds
      throw limited(seconds, typeof message === 'function' ? message(seconds) : message)
    }
    // A handler that throws still reaches here: Hono turns the error into the answer first.
    await next()
    const status = c.res.status
    if (clearsWhen?.(status)) await resetRateLimit(db, key)
    else if (counts !== 'every-request' && !counts(status)) await giveBackRateLimit(db, key)
  }
}
