import { Hono } from 'hono'
import { contactApi } from '#shared/contracts/content'
import { requestTime, type AppEnv } from '#worker/context'
import { deliversEmail } from '#worker/http/deliver-email'
import { answerOnce, idempotency } from '#worker/http/idempotency'
import { rateLimit } from '#worker/http/rate-limit'
import { readJson } from '#worker/http/validate'
import { receiveContactMessage, type ContactMessageRow } from '#worker/services/contact-messages'
import { CONTACT_RATE_LIMIT } from '#worker/services/rate-limit-rules'

export const contactRoutes = new Hono<AppEnv>().post(
  contactApi.send.path,
  // The app's offline outbox retries with an Idempotency-Key: a replay is answered before it counts.
  idempotency(),
  rateLimit({ bucket: 'contact', rule: CONTACT_RATE_LIMIT, input: contactApi.send.input, message: 'Too many messages sent. Please try again later.' }),
  deliversEmail(),
  async (c) => {
    const input = await readJson(c, contactApi.send.input)
    const { db, config } = c.get('deps')
    const answer = answerOnce(c, 201, (message: ContactMessageRow) => ({ id: message.id, status: message.status }))
    const message = await receiveContactMessage(db, input, {
      supportEmail: config.supportEmail,
      now: requestTime(c),
      alsoWrite: answer.writes,
    })
    return answer.send(message)
  },
)
