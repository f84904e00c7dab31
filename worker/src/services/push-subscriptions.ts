// The devices a signed-in user receives Web Push notifications on (decision 043). A device is
// its push endpoint: subscribing it again changes its keys, topics and language, and a device
// another account had subscribed (a shared phone) becomes the subscriber's. Only the topics the
// user's role is offered are kept. The row remembers the session that made it: signing out there
// removes it (sessions.ts), and deleting the account removes every one of the user's (cascade).
import { and, eq, sql } from 'drizzle-orm'
import type { PushSubscribeInput } from '#shared/contracts/push'
import { pushTopicsFor } from '#shared/push/topics'
import type { Db } from '#worker/db/client'
import { pushSubscriptions } from '#worker/db/schema'
import type { Config } from '#worker/env'
import { invalid, unavailable } from './domain-errors'
import { isAllowedPushEndpoint } from './push-endpoints'
import type { SessionUser } from './sessions'

type Subscriber = Pick<SessionUser, 'id' | 'role'>

/** What the profile's settings read: the shop's key (null: no notifications offered), the topics offered, this device's subscription. */
export async function pushState(db: Db, config: Config, user: Subscriber, endpoint: string | undefined) {
  const [row] = endpoint
    ? await db
        .select({ topics: pushSubscriptions.topics, language: pushSubscriptions.language })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, user.id)))
    : []
  return {
    publicKey: config.vapid?.publicKey ?? null,
    topics: [...pushTopicsFor(user.role)],
    subscription: config.vapid && row ? row : null,
  }
}

export async function subscribeDevice(db: Db, config: Config, user: Subscriber, sessionId: string | null, input: PushSubscribeInput, now: Date) {
  if (!config.vapid) throw unavailable('This shop does not send notifications.', 'push_not_configured')
  if (!isAllowedPushEndpoint(input.endpoint, config.pushServiceHosts)) {
    throw invalid('This push service is not one the shop sends to.', 'push_endpoint_not_allowed', { endpoint: 'Not a known push service' })
  }
  const offered = pushTopicsFor(user.role)
  const topics = input.topics.filter((topic) => offered.includes(topic))
  const at = now.toISOString()
  const device = { userId: user.id, sessionId, p256dh: input.keys.p256dh, auth: input.keys.auth, language: input.language, topics, updatedAt: at }
  await db
    .insert(pushSubscriptions)
    .values({ ...device, endpoint: input.endpoint, createdAt: at })
    // A device that changes hands starts afresh: its old owner's notifications are not sent to it.
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...device, createdAt: sql`CASE WHEN ${pushSubscriptions.userId} = ${user.id} THEN ${pushSubscriptions.createdAt} ELSE ${at} END` },
    })
  return pushState(db, config, user, input.endpoint)
}

/** Forgets the device if it is the user's; nothing happens for another's or an unknown one. */
export async function unsubscribeDevice(db: Db, userId: string, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
}

/** The statement that forgets the devices a session subscribed (signing out), for its batch. */
export const deleteSessionDevices = (db: Db, sessionId: string) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId))
