// Web Push notifications are queued like emails (decision 043): in the same db.batch as the event
// that causes them, one row per device of the user that chose the notice's topic, delivered by
// the scheduled job (push-delivery.ts). The row is written by one INSERT … SELECT over the user's
// devices, each in its language, and `(event_key, subscription_id)` is unique: the same event
// queued twice (a retried request, two runners) reaches a device once. Without VAPID keys nothing
// is queued.
import { sql, type SQL } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '#worker/db/client'
import { pushOutbox, pushSubscriptions } from '#worker/db/schema'
import type { VapidKeys } from '#worker/env'
import type { PushNotice } from '#worker/push/notifications'

/** A random UUID v4 in SQL, one per row the SELECT yields. */
const UUID_V4 = sql.raw(`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
  substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`)

/**
 * The statements that queue `notice` for the user's devices, for the batch of its event; none
 * without VAPID keys, or for no one (a guest's order). With `condition`, only if it holds when the
 * statement runs (the event's own write in the same batch took effect: services/stock-alerts.ts).
 */
export function queuePush(db: Db, vapid: VapidKeys | undefined, notice: PushNotice | undefined, condition?: SQL): BatchItem<'sqlite'>[] {
  if (!vapid || !notice?.userId) return []
  const { en, es, fr } = notice.texts
  const s = pushSubscriptions
  return [
    db.run(sql`INSERT INTO ${pushOutbox} (id, subscription_id, event_key, topic, payload, urgency, ttl_seconds)
      SELECT ${UUID_V4}, ${s.id}, ${notice.eventKey}, ${notice.topic},
        CASE ${s.language} WHEN 'es' THEN ${JSON.stringify(es)} WHEN 'fr' THEN ${JSON.stringify(fr)} ELSE ${JSON.stringify(en)} END,
        ${notice.urgency}, ${notice.ttlSeconds}
      FROM ${s}
      WHERE ${s.userId} = ${notice.userId} AND EXISTS (SELECT 1 FROM json_each(${s.topics}) WHERE value = ${notice.topic})
        AND ${condition ?? sql`1`}
      ON CONFLICT (event_key, subscription_id) DO NOTHING`),
  ]
}
