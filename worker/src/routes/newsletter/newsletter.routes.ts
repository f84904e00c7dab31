import { Hono } from 'hono'
import { newsletterApi } from '#shared/contracts/content'
import { requestTime, type AppEnv } from '#worker/context'
import { deliversEmail } from '#worker/http/deliver-email'
import { idempotency } from '#worker/http/idempotency'
import { publicOrigin } from '#worker/http/public-origin'
import { rateLimit } from '#worker/http/rate-limit'
import { readJson } from '#worker/http/validate'
import { subscribe, unsubscribe } from '#worker/services/newsletter'
import { NEWSLETTER_RATE_LIMIT } from '#worker/services/rate-limit-rules'

/** Subscribing and unsubscribing share one allowance per address. */
const limit = (input: typeof newsletterApi.subscribe.input | typeof newsletterApi.unsubscribe.input) =>
  rateLimit({ bucket: 'newsletter', rule: NEWSLETTER_RATE_LIMIT, input, message: 'Too many requests. Please try again later.' })

// Both calls are sent through the app's offline outbox, which retries with an Idempotency-Key.
export const newsletterRoutes = new Hono<AppEnv>()
  .post(newsletterApi.subscribe.path, idempotency(), limit(newsletterApi.subscribe.input), deliversEmail(), async (c) => {
    const input = await readJson(c, newsletterApi.subscribe.input)
    await subscribe(c.get('deps').db, input, { origin: publicOrigin(c), now: requestTime(c) })
    // The same answer whether the address is new, returning or already subscribed.
    return c.json({ subscribed: true as const })
  })
  .post(newsletterApi.unsubscribe.path, idempotency(), limit(newsletterApi.unsubscribe.input), async (c) => {
    const { email } = await readJson(c, newsletterApi.unsubscribe.input)
    await unsubscribe(c.get('deps').db, email, requestTime(c))
    // Success even for an unknown address, so the form never tells who is on the list.
    return c.json({ unsubscribed: true as const })
  })
