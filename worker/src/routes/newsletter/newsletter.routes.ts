import { Hono } from 'hono'
import { newsletterApi } from '#shared/contracts/content'
import type { AppEnv } from '#worker/context'
import { readJson } from '#worker/http/validate'
import { limitByIp } from '#worker/services/ip-rate-limit'
import { subscribe, unsubscribe } from '#worker/services/newsletter'

export const NEWSLETTER_RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 }
const TOO_MANY = 'Too many requests. Please try again later.'

export const newsletterRoutes = new Hono<AppEnv>()
  .post(newsletterApi.subscribe.path, async (c) => {
    const input = await readJson(c, newsletterApi.subscribe.input)
    await limitByIp(c, 'newsletter', NEWSLETTER_RATE_LIMIT, TOO_MANY)
    const { db, config, now } = c.get('deps')
    await subscribe(db, input, {
      publicUrl: config.publicUrl,
      logEmail: config.environment === 'development',
      now: now?.() ?? new Date(),
    })
    // The same answer whether the address is new, returning or already subscribed.
    return c.json({ subscribed: true })
  })
  .post(newsletterApi.unsubscribe.path, async (c) => {
    const { email } = await readJson(c, newsletterApi.unsubscribe.input)
    await limitByIp(c, 'newsletter', NEWSLETTER_RATE_LIMIT, TOO_MANY)
    const { db, now } = c.get('deps')
    await unsubscribe(db, email, now?.() ?? new Date())
    // Success even for an unknown address, so the form never tells who is on the list.
    return c.json({ unsubscribed: true })
  })
