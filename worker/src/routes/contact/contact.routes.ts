import { Hono } from 'hono'
import { contactApi } from '#shared/contracts/content'
import type { AppEnv } from '#worker/context'
import { readJson } from '#worker/http/validate'
import { receiveContactMessage } from '#worker/services/contact-messages'
import { limitByIp } from '#worker/services/ip-rate-limit'

/** Enough for a customer writing back and forth; a form flooder is held off for a while. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 }

export const contactRoutes = new Hono<AppEnv>().post(contactApi.send.path, async (c) => {
  const input = await readJson(c, contactApi.send.input)
  // Counted after validation: fixing a typo in the form does not use up a customer's attempts.
  await limitByIp(c, 'contact', CONTACT_RATE_LIMIT, 'Too many messages sent. Please try again later.')
  const { config } = c.get('deps')
  const message = await receiveContactMessage(c.get('deps').db, input, {
    supportEmail: config.supportEmail,
    logEmail: config.environment === 'development',
  })
  return c.json({ id: message.id, status: message.status }, 201)
})
