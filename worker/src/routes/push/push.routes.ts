// This device's Web Push subscription of the signed-in user (decision 043): services/push-subscriptions.ts.
import { Hono } from 'hono'
import { pushApi } from '#shared/contracts/push'
import { requestTime, type AppEnv } from '#worker/context'
import { requireUser, signedInUser } from '#worker/http/auth'
import { sessionToken } from '#worker/http/session-cookie'
import { readJson, readQuery } from '#worker/http/validate'
import { pushState, subscribeDevice, unsubscribeDevice } from '#worker/services/push-subscriptions'
import { sessionIdFromToken } from '#worker/services/sessions'

export const pushRoutes = new Hono<AppEnv>()
  .get(pushApi.state.path, requireUser, async (c) => {
    const { endpoint } = readQuery(c, pushApi.state.query)
    const { db, config } = c.get('deps')
    return c.json(await pushState(db, config, signedInUser(c), endpoint))
  })

  .put(pushApi.subscribe.path, requireUser, async (c) => {
    const input = await readJson(c, pushApi.subscribe.input)
    const { db, config } = c.get('deps')
    const now = requestTime(c)
    const token = sessionToken(c)
    // The session that subscribes the device: signing out there forgets it.
    const sessionId = (token && (await sessionIdFromToken(config, token, now))) || null
    return c.json(await subscribeDevice(db, config, signedInUser(c), sessionId, input, now))
  })

  .post(pushApi.unsubscribe.path, requireUser, async (c) => {
    const { endpoint } = await readJson(c, pushApi.unsubscribe.input)
    await unsubscribeDevice(c.get('deps').db, signedInUser(c).id, endpoint)
    return c.json({ unsubscribed: true as const })
  })
