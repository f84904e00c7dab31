// Per-caller limits on public forms (contact, newsletter): one fixed-window counter per bucket
// and IP, refused with 429 and Retry-After once the window is used up.
import type { Context } from 'hono'
import type { AppEnv } from '#worker/context'
import { clientIp } from '#worker/http/client-ip'
import { tooManyRequests } from '#worker/http/errors'
import { hitRateLimit, type RateLimitRule } from './rate-limit'

export async function limitByIp(c: Context<AppEnv>, bucket: string, rule: RateLimitRule, message?: string) {
  const { db, now } = c.get('deps')
  const state = await hitRateLimit(db, `${bucket}:${clientIp(c)}`, rule, now?.() ?? new Date())
  if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds, message)
}
